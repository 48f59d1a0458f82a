/** The field check of the account forms (contract formRoutes), asked on every blur. */
import { formRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { checkFormField } from "./service.ts";

/**
 * Per client per minute, in this process's memory. A person leaving fields of a form asks a few
 * dozen a minute at most; the check is cheap (no database), so the limit is generous, and only
 * keeps one client from spending the server's time without end. Over it, the page shows nothing
 * new and the submit still checks every field.
 */
export const FIELD_CHECKS_PER_MINUTE = 120;

export async function formRoutes(app: FastifyInstance) {
  implement(
    app,
    contract.validateField,
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return checkFormField(request.body);
    },
    { config: { rateLimit: perMinute(FIELD_CHECKS_PER_MINUTE) } },
  );
}
