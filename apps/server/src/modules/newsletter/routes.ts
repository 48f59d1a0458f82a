/** The newsletter route of the contract: the footer's and the homepage's sign-up form. */
import { newsletterRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { brandForHost } from "../site/index.ts";
import { newsletterFor } from "./index.ts";

/** A person signs up once, perhaps again after a typo; more than this from one client a minute is not a person. */
const SIGN_UPS_PER_MINUTE = 10;

export async function newsletterRoutes(app: FastifyInstance) {
  const newsletter = newsletterFor(app);

  implement(
    app,
    contract.signUpToNewsletter,
    async (request) => {
      await newsletter.signUp(request.body, brandForHost(app.config, request.host));
      return { subscribed: true as const };
    },
    { config: { rateLimit: perMinute(SIGN_UPS_PER_MINUTE) } },
  );
}
