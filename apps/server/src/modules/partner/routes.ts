/** The demo partner page and its script (spec/3 §5, decision 148), outside production only. */
import type { FastifyInstance } from "fastify";
import { serveOutsideProduction } from "../../lib/outside-production.ts";
import { DEMO_PARTNER_HTML, DEMO_PARTNER_SCRIPT } from "./demo-page.ts";

export async function partnerDemoRoutes(app: FastifyInstance) {
  serveOutsideProduction(app, "/dev/partner-demo", "text/html; charset=utf-8", DEMO_PARTNER_HTML);
  serveOutsideProduction(app, "/dev/partner-demo.js", "text/javascript; charset=utf-8", DEMO_PARTNER_SCRIPT);
}
