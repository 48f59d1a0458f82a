/**
 * spec/1 §5: when both email fields are empty and a name is present, a placeholder email is
 * filled in. It lives under the reserved top-level domain ".invalid" (RFC 2606), so no mail can
 * ever reach a stranger, and the outbox can recognise and skip it
 * (docs/decisions/031-checkout-placeholder-email.md).
 */
export const PLACEHOLDER_EMAIL_DOMAIN = "no-email.invalid";

const LOCAL_PART_MAX_LENGTH = 64;

export type CheckoutEmails = {
  readonly EmailAddress: string;
  readonly EmailAddress2: string;
};

/** "Jo O'Brien-Smith" → "jo.o.brien.smith@no-email.invalid": readable in the order list, always a valid address. */
export function placeholderEmailFor(name: string): string {
  const local =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ".")
      .slice(0, LOCAL_PART_MAX_LENGTH)
      .replace(/^\.+|\.+$/g, "") || "customer";
  return `${local}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

export function isPlaceholderEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`);
}

/** Both fields get the same placeholder so the confirm-email comparison passes; otherwise the emails are untouched. */
export function fillPlaceholderEmail(emails: CheckoutEmails, name: string): CheckoutEmails & { readonly placeholder: boolean } {
  if (emails.EmailAddress.trim() !== "" || emails.EmailAddress2.trim() !== "" || name.trim() === "") {
    return { ...emails, placeholder: false };
  }
  const email = placeholderEmailFor(name);
  return { EmailAddress: email, EmailAddress2: email, placeholder: true };
}
