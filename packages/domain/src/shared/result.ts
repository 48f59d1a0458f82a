/**
 * Every rule answers with a Result: either the accepted value, or a failure that carries
 * a machine-readable code and the spec's own message, so the server and the web show the same words.
 */
export type Ok<T> = { readonly ok: true; readonly value: T };
export type Fail<C extends string = string> = { readonly ok: false; readonly code: C; readonly message: string };
export type Result<T, C extends string = string> = Ok<T> | Fail<C>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const fail = <C extends string>(code: C, message: string): Fail<C> => ({ ok: false, code, message });

/** Fills `{name}` placeholders of a spec message. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
