/**
 * A checkout form answers with its errors keyed by field name (spec/1 §3 "Generic form
 * response … errors keyed by field"); an empty object means the form may be sent.
 */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function hasFieldErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
