/**
 * A problem at start that the person starting the shop can put right (a folder it cannot write, a database
 * it cannot reach, a data folder another server holds). main.ts prints the message alone, on one line, and
 * exits non-zero: a stack trace would only hide what to do.
 */
export class StartupError extends Error {
  override name = "StartupError";
}

/**
 * The code of a failed system call (EACCES, ENOENT, ECONNREFUSED …), or else the message (PostgreSQL's
 * own codes such as 3D000 mean less to a reader than its message).
 */
export function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && /^E[A-Z]+$/.test(code)) return code;
  return error instanceof Error && error.message ? error.message : String(error);
}
