/**
 * Newsletter sign-up (spec/1 §5, §7 /newsletter/submit): a name and an email address, checked by
 * the domain's rule; signing up again is not an error, it renews the consent (issue: "double
 * sign-up is not an error").
 */
import { checkNewsletterSignUp, type NewsletterSignUp } from "@merchant/domain/newsletter";
import { invalid } from "../../lib/domain-errors.ts";
import type { BrandCode } from "../../db/schema.ts";
import type { NewsletterStore } from "./store.ts";

export function createNewsletterService(store: NewsletterStore) {
  return {
    /** Subscribes the address (lower-case) to the newsletter of the brand whose site it was given on. */
    async signUp(input: NewsletterSignUp, brand: BrandCode): Promise<void> {
      const checked = checkNewsletterSignUp(input);
      if (!checked.ok) throw invalid(checked.message, { name: checked.message, email: checked.message });
      await store.subscribe({ ...checked.value, brandCode: brand });
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
