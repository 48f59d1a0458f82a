/**
 * The demo partner page and its script (spec/3 §5, decision 148), outside production only: in
 * production these addresses answer as any unknown one does.
 */
import type { FastifyInstance } from "fastify";
import { notFound } from "../../lib/domain-errors.ts";
import { DEMO_PARTNER_HTML, DEMO_PARTNER_SCRIPT } from "./demo-page.ts";

export async function partnerDemoRoutes(app: FastifyInstance) {
  const production = app.config.env === "production";
  app.get("/dev/partner-demo", async (_request, reply) => {
    if (production) throw notFound("There is nothing at /dev/partner-demo");
    return reply.type("text/html; charset=utf-8").send(DEMO_PARTNER_HTML);
  });
  app.get("/dev/partner-demo.js", async (_request, reply) => {
    if (production) throw notFound("There is nothing at /dev/partner-demo.js");
    return reply.type("text/javascript; charset=utf-8").send(DEMO_PARTNER_SCRIPT);
  });
}
