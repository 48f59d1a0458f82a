/**
 * The words beside each input of an account form, by input name: the submit's errors, or, once
 * a field has been checked as it was left, that check's answer (spec/1 §5). Provided by
 * AccountForm, read by each field, so both kinds of message show in the same place and look.
 */
import { createContext, useContext } from "react";

export type FieldErrorOf = (name: string) => string | undefined;

export const FieldErrors = createContext<FieldErrorOf>(() => undefined);

export const useFieldError = (name: string): string | undefined => useContext(FieldErrors)(name);
