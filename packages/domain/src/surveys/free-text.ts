/**
 * spec/3 §5: free-text inputs with the alphanumeric class accept only letters, digits and spaces.
 * Letters include accented ones (a surname like "Siân" is plain text to a person); tabs and line
 * breaks are not spaces (docs/decisions/036-survey-flow.md).
 */
export function alphanumericOnly(text: string): string {
  return text.replace(/[^\p{L}\p{Nd} ]/gu, "");
}

export function isAlphanumericText(text: string): boolean {
  return alphanumericOnly(text) === text;
}
