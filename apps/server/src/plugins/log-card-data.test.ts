/**
 * A card's number and security code never reach a log (DESIGN.md "Data that must not be lost or
 * leaked", decision 125): a logged body has them redacted under every name the checkout form, the
 * gateway and Stripe give them, and one typed into an address or quoted in an error's message is
 * blotted out.
 */
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../test/build-test-app.ts";
import { errorForLog, withoutPersonalData } from "./log-privacy.ts";
import { loggingOptions, loggingPlugin } from "./logging.ts";

const NUMBER = "4000000000003220";
const GROUPED = "4000 0000 0000 3220";
const CODE = "737";

const lines: string[] = [];
const app = Fastify(
  loggingOptions(testConfig({ logLevel: "info" }), { write: (line: string) => void lines.push(line) }),
);

beforeAll(async () => {
  await app.register(loggingPlugin);
  // What a careless module might write: the request's body, whole or in part, under any name.
  app.post("/careless", async (request) => {
    const body = request.body as { payment: { card: object }; card: object };
    request.log.info({ body }, "body");
    request.log.info({ received: { body } }, "received");
    request.log.info({ payment: body.payment }, "payment");
    request.log.info(body.payment.card, "card fields");
    request.log.info({ charge: { card: body.card } }, "gateway request");
    request.log.info({ order: { number: "WEB-10042" } }, "order");
    return { ok: true };
  });
  await app.ready();
});
afterAll(() => app.close());

const checkoutBody = {
  payment: {
    method: "card",
    card: { CardExisting: "0", CardNumber: GROUPED, SecurityNumber: CODE, EndM: "04", EndY: "2031" },
  },
  card: { kind: "new", number: NUMBER, securityCode: CODE, cvc: CODE, expMonth: 4, expYear: 2031 },
};

/** A security code of its own as a value, not as part of a longer number or a time. */
const asValue = (code: string) => new RegExp(`"${code}"`);

describe("card details in the log", () => {
  it("are redacted from any logged body, under the checkout's, the gateway's and Stripe's names", async () => {
    lines.length = 0;
    const response = await app.inject({ method: "POST", url: "/careless", payload: checkoutBody });
    expect(response.statusCode, lines.join("\n")).toBe(200);

    const log = lines.join("");
    expect(lines.length).toBeGreaterThanOrEqual(6);
    expect(log).not.toContain(NUMBER);
    expect(log).not.toContain(GROUPED);
    expect(log).not.toMatch(asValue(CODE));
    // The rest of what was logged is still there to read.
    expect(log).toContain('"expMonth":4');
    expect(log).toContain('"number":"WEB-10042"');
    expect(log.match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(12);
  });

  it("are blotted out of a request's logged address", async () => {
    lines.length = 0;
    await app.inject({ url: `/search?q=${encodeURIComponent(GROUPED)}&card=${NUMBER}&t=1764062400000` });
    const log = lines.join("");
    expect(log).toContain("[card number]");
    expect(log).not.toContain(NUMBER);
    expect(log).not.toContain(encodeURIComponent(GROUPED));
    // A long number that is no card number (it fails the Luhn check) stays readable.
    expect(log).toContain("t=1764062400000");
  });

  it("are blotted out of an error's message and stack", () => {
    const logged = errorForLog(
      new Error(`Gateway refused card ${GROUPED} (${NUMBER.slice(0, 8)}-${NUMBER.slice(8)})`),
    );
    expect(JSON.stringify(logged)).not.toMatch(/4000[ -]?0000[ -]?0000[ -]?3220/);
    expect(logged.message).toBe("Gateway refused card [card number] ([card number])");
  });

  it("are blotted out of any text made fit for a log, emails as before", () => {
    expect(
      withoutPersonalData(`sam@example.co.uk paid with 5555-5555-5555-4444 for order 1234567890123`),
    ).toBe("[email] paid with [card number] for order 1234567890123");
  });
});
