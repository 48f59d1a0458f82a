/**
 * The account forms' fields as request schemas, and the field check a page asks on blur (spec/1
 * §3 field validation request and response; §5 'Server-side field validation runs on change or
 * blur of form inputs'; §7 POST /cosmic/validateField). Both answer from the one table of each
 * form's rules in the domain (`@merchant/domain/forms`, decision 120), so the words beside a field
 * on blur are the words its submit gives.
 */
import {
  fieldRulesOf,
  FORM_MODEL_NAMES,
  checkFieldValue,
  type FormFieldOf,
  type FormModel,
} from "@merchant/domain/forms";
import { z } from "zod";
import { failures } from "./errors.ts";
import { text } from "./input.ts";
import { route } from "./route.ts";

/**
 * A field of a form as a request schema: text, checked by the form's table (all its rules but
 * the comparison, whose pair the API is never sent), trimmed where the table trims. An absent
 * value gets the words of an empty one. The bounds are documented for the OpenAPI reader.
 */
export function formField<M extends FormModel>(model: M, field: FormFieldOf<M>) {
  const rules = fieldRulesOf(model, field);
  if (!rules) throw new Error(`formField: ${model} has no field ${field}`);
  const standalone = { ...rules, compareWith: undefined };
  const string = z.string({ error: rules.required ?? "Must be text" });
  return (rules.trim ? string.trim() : string)
    .superRefine((value, context) => {
      const message = checkFieldValue(standalone, value);
      if (message !== null) context.addIssue({ code: "custom", message });
    })
    .meta({
      maxLength: rules.maxLength.value,
      ...(rules.required ? { minLength: rules.minLength?.value ?? 1 } : {}),
    });
}

/** Long enough for any field's value (a passphrase of 1024 characters), with room to say it is too long. */
export const FIELD_VALUE_MAX_LENGTH = 4096;
const FIELD_NAME_MAX_LENGTH = 50;

const fieldValue = z
  .string({ error: "Must be text" })
  .max(FIELD_VALUE_MAX_LENGTH, { error: `Must be at most ${FIELD_VALUE_MAX_LENGTH} characters` });

export const validateFieldBodySchema = z.strictObject({
  model: z
    .enum(FORM_MODEL_NAMES, { error: `Must be one of: ${FORM_MODEL_NAMES.join(", ")}` })
    .describe("the form"),
  field: text(FIELD_NAME_MAX_LENGTH, { missing: "Is required" }).describe("the input's name"),
  value: fieldValue.describe("what is typed in it"),
  compareWithField: text(FIELD_NAME_MAX_LENGTH)
    .optional()
    .describe("the input it must equal, for a field compared with another (a password's confirmation)"),
  compareWithFieldValue: fieldValue.optional().describe("what is typed in that input"),
});
export type ValidateFieldBody = z.infer<typeof validateFieldBodySchema>;

export const fieldMessageSchema = z
  .object({
    fieldMessage: z
      .string()
      .nullable()
      .describe("the words to show beside the field; null when the value is fine"),
  })
  .meta({ id: "FieldMessage" });
export type FieldMessage = z.infer<typeof fieldMessageSchema>;

export const formRoutes = {
  validateField: route({
    method: "POST",
    path: "/api/forms/validate-field",
    summary:
      "Checks one field of an account form as it is left (POST /cosmic/validateField): the words its submit would give, or null. Never says whether an email address has an account, nor whether a password is right",
    tags: ["forms"],
    body: validateFieldBodySchema,
    responses: { 200: fieldMessageSchema, ...failures(400, 403, 429) },
  }),
};
