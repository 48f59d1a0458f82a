/**
 * The field check a page asks as an input is left (spec/1 §3 field validation request: model,
 * field, value, compareWithField, compareWithFieldValue; response: fieldMessage). It answers from
 * the form's table of rules in the domain, the one its submit is checked by, and from nothing
 * else: it reads no database, so it cannot tell anyone whether an email address has an account
 * or whether a password is right (decision 120).
 */
import type { FieldMessage, ValidateFieldBody } from "@merchant/contract";
import { checkFieldValue, fieldRulesOf } from "@merchant/domain/forms";
import { invalid } from "../../lib/domain-errors.ts";

/** The words beside the field, or null; 400 naming `field` or `compareWithField` when the form has no such pairing. */
export function checkFormField(request: ValidateFieldBody): FieldMessage {
  const { model, field, value, compareWithField, compareWithFieldValue } = request;
  const rules = fieldRulesOf(model, field);
  if (!rules) {
    const problem = `Is not a field of the ${model} form`;
    throw invalid(`field ${problem.toLowerCase()}`, { field: problem });
  }
  const pair = rules.compareWith?.field;
  if (compareWithField !== undefined && compareWithField !== pair) {
    const problem = pair
      ? `Must be ${pair}: ${field} is compared with it`
      : `Must be left out: ${field} is compared with no other field`;
    throw invalid(`compareWithField ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`, {
      compareWithField: problem,
    });
  }
  return { fieldMessage: checkFieldValue(rules, value, compareWithFieldValue) };
}
