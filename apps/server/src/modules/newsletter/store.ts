/** Newsletter subscriptions: one row per email address, stored lower-case. */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newsletterSubscriptions, type BrandCode } from "../../db/schema.ts";

export type NewsletterSubscription = { email: string; name: string; brandCode: BrandCode };

export function createNewsletterStore(db: Db) {
  return {
    /**
     * One statement, so two sign-ups of one address at once leave one row: a new address is
     * inserted, a known one takes the latest name and brand and the consent is timed afresh.
     */
    async subscribe(subscription: NewsletterSubscription): Promise<void> {
      await db
        .insert(newsletterSubscriptions)
        .values(subscription)
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: { name: subscription.name, brandCode: subscription.brandCode, consentedAt: sql`now()` },
        });
    },
  };
}

export type NewsletterStore = ReturnType<typeof createNewsletterStore>;
