/**
 * The account forms' fields and their rules, declared once (issue 11; spec/1 §3 field validation
 * request: model, field, value, compareWithField, compareWithFieldValue; spec/1 §5). The API's
 * field check on blur (POST /api/forms/validate-field) answers from these tables, and so do the
 * submits: the API's request schemas and the pages' own checks of the fields the API never
 * sees (a password's confirmation). A message beside a field on blur is the one its submit gives.
 */
import { PASSWORDS_DIFFER_MESSAGE, NAME_REQUIRED_MESSAGE } from "../accounts/messages.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordTooShortMessage } from "../accounts/passwords.ts";
import { EMAIL_MAX_LENGTH } from "../checkout/field-rules.ts";
import { fillMessage } from "../shared/result.ts";
import { checkFieldValue, type FieldRules } from "./field-rules.ts";
import {
  COMPANY_TOO_LONG_MESSAGE,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  NAME_TOO_LONG_MESSAGE,
  NAME_TOO_SHORT_MESSAGE,
  PHONE_INVALID_MESSAGE,
  TOO_LONG_MESSAGE,
} from "./messages.ts";

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const COMPANY_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 30;

/**
 * A UK number as people write it: 0 or +44 (with an optional "(0)"), then 9 or 10 more digits,
 * spaces, hyphens and brackets around the area code allowed: 01234 567890, (020) 7946 0958,
 * +44 (0)7700 900123, 0800 123 456 (decision 120).
 */
export const UK_PHONE_PATTERN = /^(?:\+44\s?(?:\(0\)\s?)?|\(?0)(?:\d\)?[\s-]?){8,9}\d$/;

const tooLong = (max: number, template = TOO_LONG_MESSAGE) => ({
  value: max,
  message: fillMessage(template, { max }),
});

const NAME: FieldRules = {
  required: NAME_REQUIRED_MESSAGE,
  trim: true,
  minLength: {
    value: NAME_MIN_LENGTH,
    message: fillMessage(NAME_TOO_SHORT_MESSAGE, { min: NAME_MIN_LENGTH }),
  },
  maxLength: tooLong(NAME_MAX_LENGTH, NAME_TOO_LONG_MESSAGE),
};

const EMAIL: FieldRules = {
  required: EMAIL_INVALID_MESSAGE,
  trim: true,
  maxLength: tooLong(EMAIL_MAX_LENGTH),
  email: EMAIL_INVALID_MESSAGE,
};

/** A password being chosen: long enough (decision 114); spaces count, anything may be typed. */
const NEW_PASSWORD: FieldRules = {
  required: passwordTooShortMessage(),
  trim: false,
  minLength: { value: PASSWORD_MIN_LENGTH, message: passwordTooShortMessage() },
  maxLength: tooLong(PASSWORD_MAX_LENGTH),
  controlCharacters: "allowed",
};

/** The password in force: only given. Whether it is right is the submit's question, never the blur's. */
const CURRENT_PASSWORD: FieldRules = {
  required: CURRENT_PASSWORD_REQUIRED_MESSAGE,
  trim: false,
  maxLength: tooLong(PASSWORD_MAX_LENGTH),
  controlCharacters: "allowed",
};

/** The new password typed again: the same as `field`, spaces and case included. */
const confirmationOf = (field: string): FieldRules => ({
  trim: false,
  maxLength: tooLong(PASSWORD_MAX_LENGTH),
  compareWith: { field, message: PASSWORDS_DIFFER_MESSAGE },
  controlCharacters: "allowed",
});

const PHONE: FieldRules = {
  trim: true,
  maxLength: { value: PHONE_MAX_LENGTH, message: PHONE_INVALID_MESSAGE },
  pattern: { value: UK_PHONE_PATTERN, message: PHONE_INVALID_MESSAGE },
};

const COMPANY: FieldRules = { trim: true, maxLength: tooLong(COMPANY_MAX_LENGTH, COMPANY_TOO_LONG_MESSAGE) };

/** Each form the shop checks field by field, by the name the field validation request gives it. */
export const FORM_MODELS = {
  registration: {
    name: NAME,
    email: EMAIL,
    password: NEW_PASSWORD,
    confirmPassword: confirmationOf("password"),
  },
  "account-details": { name: NAME, phone: PHONE, company: COMPANY },
  "change-password": {
    currentPassword: CURRENT_PASSWORD,
    newPassword: NEW_PASSWORD,
    confirmPassword: confirmationOf("newPassword"),
  },
  "reset-password": { password: NEW_PASSWORD, confirmPassword: confirmationOf("password") },
} as const satisfies Record<string, Record<string, FieldRules>>;

export type FormModel = keyof typeof FORM_MODELS;
export type FormFieldOf<M extends FormModel> = keyof (typeof FORM_MODELS)[M] & string;

export const FORM_MODEL_NAMES = Object.keys(FORM_MODELS) as [FormModel, ...FormModel[]];

export const isFormModel = (name: string): name is FormModel => Object.hasOwn(FORM_MODELS, name);

/** The rules of `field` on `model`'s form; undefined when the form has no such field. */
export function fieldRulesOf(model: FormModel, field: string): FieldRules | undefined {
  const fields: Record<string, FieldRules> = FORM_MODELS[model];
  return Object.hasOwn(fields, field) ? fields[field] : undefined;
}

/** The names of `model`'s fields, in the order the form shows them. */
export const fieldsOf = <M extends FormModel>(model: M): FormFieldOf<M>[] =>
  Object.keys(FORM_MODELS[model]) as FormFieldOf<M>[];

/**
 * A whole form's errors keyed by field (spec/1 §3 generic form response), from the values
 * posted; an absent value is empty. Each compared field is compared with the value of its pair.
 */
export function checkForm(
  model: FormModel,
  values: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fieldsOf(model)) {
    const rules = fieldRulesOf(model, field)!;
    const other = rules.compareWith ? (values[rules.compareWith.field] ?? "") : undefined;
    const message = checkFieldValue(rules, values[field] ?? "", other);
    if (message !== null) errors[field] = message;
  }
  return errors;
}
