/**
 * Newsletter sign-up (spec/1 §2 homepage widget and footer form, §3, §5, §7 /newsletter/submit):
 * a name and an email address; signing up again renews the consent and is not an error.
 */
import { z } from "zod";
import { NEWSLETTER_NAME_MAX_LENGTH } from "./constants.ts";
import { failures } from "./errors.ts";
import { text } from "./input.ts";
import { route } from "./route.ts";
import { emailSchema } from "./session.ts";

const newsletterSignUpSchema = z.strictObject({
  name: text(NEWSLETTER_NAME_MAX_LENGTH, { missing: "Is required", trim: true }).min(1, {
    error: "Is required",
  }),
  email: emailSchema,
});

export const newsletterRoutes = {
  signUpToNewsletter: route({
    method: "POST",
    path: "/api/newsletter",
    summary:
      "Signs a name and email up to the newsletter of the request's brand (POST /newsletter/submit); signing up again renews the name and consent time and answers the same",
    tags: ["newsletter"],
    body: newsletterSignUpSchema,
    responses: {
      200: z.object({ subscribed: z.literal(true) }),
      ...failures(400, 403, 429),
    },
  }),
};
