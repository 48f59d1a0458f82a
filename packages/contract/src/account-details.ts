/**
 * The signed-in user's own details (issue 11; spec/1 §2 account pages): name, phone and company,
 * changed on the account page's "Your details" form. The email address is shown, not changed
 * here: it is the login, and changing it wants proof of the new address (decision 120).
 */
import { z } from "zod";
import { failures } from "./errors.ts";
import { formField } from "./forms.ts";
import { route } from "./route.ts";

export const accountDetailsSchema = z
  .object({
    name: z.string(),
    email: z.string().describe("the login; not changed by PUT"),
    phone: z.string().nullable().describe("null when none is given"),
    company: z.string().nullable().describe("null when none is given"),
  })
  .meta({ id: "AccountDetails" });
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

/** The details form as posted: an empty or absent phone or company clears it. */
export const accountDetailsBodySchema = z.strictObject({
  name: formField("account-details", "name"),
  phone: formField("account-details", "phone").optional(),
  company: formField("account-details", "company").optional(),
});
export type AccountDetailsBody = z.input<typeof accountDetailsBodySchema>;

export const accountDetailsRoutes = {
  accountDetails: route({
    method: "GET",
    path: "/api/account/details",
    summary: "The signed-in user's name, email, phone and company",
    tags: ["account"],
    responses: { 200: accountDetailsSchema, ...failures(401) },
  }),
  saveAccountDetails: route({
    method: "PUT",
    path: "/api/account/details",
    summary:
      "Changes the signed-in user's name, phone and company (the email address stays); an empty phone or company clears it",
    tags: ["account"],
    body: accountDetailsBodySchema,
    responses: { 200: accountDetailsSchema, ...failures(400, 401, 403) },
  }),
};
