/** The first word of a name, as the header greets the user: "Sam Carter" → "Sam". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** What the header calls a signed-in user (their first name, else their email); null when signed out. */
export function headerName(user: { name: string; email: string } | null | undefined): string | null {
  return user ? firstName(user.name) || user.email : null;
}
