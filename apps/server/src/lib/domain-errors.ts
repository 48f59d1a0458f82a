/**
 * What a use case says when it cannot do what was asked, in its own words and without HTTP:
 * the errors plugin (plugins/errors.ts) is the one place that turns each kind into a status and
 * the API's error shape.
 */
import type { FieldErrors } from "@merchant/contract";

export type DomainErrorKind =
  | "not_found"
  | "conflict"
  | "forbidden"
  | "invalid"
  | "unauthorised"
  | "too_many_attempts"
  | "unavailable"
  | "declined";

export class DomainError extends Error {
  override readonly name = "DomainError";
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** For `invalid`: input name → what is wrong with it. */
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

/** Nothing of that name or id exists (or the caller may not know it does). */
export const notFound = (message: string) => new DomainError("not_found", message);
/** The thing exists but is in a state that does not allow the change. */
/** A rule refuses the change as things stand; `fields` names the input it is about, when one is. */
export const conflict = (message: string, fields?: FieldErrors) =>
  new DomainError("conflict", message, fields);
/** The caller is known but may not do this. */
export const forbidden = (message: string) => new DomainError("forbidden", message);
/** The request's input breaks a rule the schema could not check, naming each field. */
export const invalid = (message: string, fields?: FieldErrors) => new DomainError("invalid", message, fields);
/** Who the caller claims to be could not be checked. */
export const unauthorised = (message: string) => new DomainError("unauthorised", message);
/** Too many attempts: try again later. */
export const tooManyAttempts = (message: string) => new DomainError("too_many_attempts", message);
/** A card payment was refused by the gateway (402): nothing was charged, the words say why. */
export const declined = (message: string) => new DomainError("declined", message);
/** A service this one depends on (the geocoder, say) cannot answer now; `cause` is logged, not shown. */
export const unavailable = (message: string, cause?: unknown) => {
  const error = new DomainError("unavailable", message);
  error.cause = cause;
  return error;
};
