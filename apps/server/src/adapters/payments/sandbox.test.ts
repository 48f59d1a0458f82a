/**
 * The embedded sandbox gateway (issue 12, decision 125): each documented test card's outcome, the
 * receipt it keeps of a card (brand, last four digits, expiry, never the number), one charge per
 * idempotency key, saved-card tokens, and the 3-D Secure challenge passed or not.
 */
import { describe, expect, it } from "vitest";
import type { CardInput, ChargeRequest } from "./gateway.ts";
import { SANDBOX_CARDS, SANDBOX_CHALLENGE_PATH, createSandboxGateway } from "./sandbox.ts";

let keys = 0;
const nextKey = () => `sandbox-test-${++keys}`;

function newCard(number: string, overrides: Partial<Extract<CardInput, { kind: "new" }>> = {}): CardInput {
  return {
    kind: "new",
    number,
    securityCode: "737",
    expMonth: 4,
    expYear: 2031,
    holderName: "Sam Carter",
    save: false,
    ...overrides,
  };
}

function charge(card: CardInput, overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    amountPence: 12_345,
    description: "Order WEB-10042",
    idempotencyKey: nextKey(),
    card,
    ...overrides,
  };
}

describe("the sandbox's test cards", () => {
  it.each([
    ["4242 4242 4242 4242", "Visa", "4242"],
    ["5555 5555 5555 4444", "Mastercard", "4444"],
    // Any other number that passes the checkout's rules is approved too.
    ["4000 0566 5566 5556", "Visa", "5556"],
  ])(
    "approves %s, keeping only its brand (%s), last four digits and expiry",
    async (number, brand, last4) => {
      const result = await createSandboxGateway().charge(charge(newCard(number)));
      expect(result).toEqual({
        status: "authorised",
        reference: expect.stringMatching(/^sbx_/),
        card: { brand, last4, expMonth: 4, expYear: 2031 },
        savedToken: null,
      });
      // The reference is a random UUID, which may hold any three digits by chance.
      const { reference: _randomReference, ...kept } = result;
      expect(JSON.stringify(kept)).not.toContain(number.replaceAll(" ", ""));
      expect(JSON.stringify(kept)).not.toContain("737");
    },
  );

  it.each([
    [SANDBOX_CARDS.declined, "declined", "0002"],
    [SANDBOX_CARDS.insufficientFunds, "insufficient_funds", "9995"],
  ])("declines %s with the reason %s", async (number, reason, last4) => {
    const result = await createSandboxGateway().charge(charge(newCard(number)));
    expect(result).toEqual({
      status: "declined",
      reference: expect.stringMatching(/^sbx_/),
      card: { brand: "Visa", last4, expMonth: 4, expYear: 2031 },
      reason,
    });
  });

  it("asks for a 3-D Secure challenge on 4000 0000 0000 3220, at the challenge page named by the charge's reference", async () => {
    const result = await createSandboxGateway().charge(charge(newCard(SANDBOX_CARDS.challenge)));
    expect(result).toMatchObject({
      status: "requires_action",
      card: { brand: "Visa", last4: "3220", expMonth: 4, expYear: 2031 },
    });
    if (result.status !== "requires_action") throw new Error("expected a challenge");
    expect(result.challengeUrl).toBe(`${SANDBOX_CHALLENGE_PATH}?reference=${result.reference}`);
  });
});

describe("one charge per idempotency key", () => {
  it("answers a retry with the same key with the first charge, even if the retry names another card", async () => {
    const gateway = createSandboxGateway();
    const first = await gateway.charge(
      charge(newCard(SANDBOX_CARDS.approved), { idempotencyKey: "order-key-1" }),
    );
    const retry = await gateway.charge(
      charge(newCard(SANDBOX_CARDS.approved), { idempotencyKey: "order-key-1" }),
    );
    const changedCard = await gateway.charge(
      charge(newCard(SANDBOX_CARDS.declined), { idempotencyKey: "order-key-1" }),
    );
    expect(retry).toEqual(first);
    expect(changedCard).toEqual(first);
    // A new key is a new charge, with a reference of its own.
    const another = await gateway.charge(
      charge(newCard(SANDBOX_CARDS.approved), { idempotencyKey: "order-key-2" }),
    );
    expect(another.reference).not.toBe(first.reference);
  });

  it("answers a retried decline with the same decline", async () => {
    const gateway = createSandboxGateway();
    const request = charge(newCard(SANDBOX_CARDS.insufficientFunds));
    expect(await gateway.charge(request)).toEqual(await gateway.charge(request));
  });
});

describe("saved cards", () => {
  it("gives a token for an approved card the customer asked to save, which charges that card again", async () => {
    const gateway = createSandboxGateway();
    const first = await gateway.charge(charge(newCard(SANDBOX_CARDS.approvedMastercard, { save: true })));
    if (first.status !== "authorised") throw new Error("expected an approval");
    expect(first.savedToken).toMatch(/^sbx_card_/);
    expect(first.savedToken).not.toContain("4444");

    const again = await gateway.charge(charge({ kind: "saved", gatewayToken: first.savedToken! }));
    expect(again).toMatchObject({
      status: "authorised",
      card: { brand: "Mastercard", last4: "4444", expMonth: 4, expYear: 2031 },
      savedToken: null,
    });
    expect(again.reference).not.toBe(first.reference);
  });

  it("keeps no token of a card it was not asked to save, nor of a declined one", async () => {
    const gateway = createSandboxGateway();
    expect(await gateway.charge(charge(newCard(SANDBOX_CARDS.approved)))).toMatchObject({ savedToken: null });
    const declined = await gateway.charge(charge(newCard(SANDBOX_CARDS.declined, { save: true })));
    expect(declined).not.toHaveProperty("savedToken");
  });

  it("declines a saved-card token it never gave, without a reference", async () => {
    const result = await createSandboxGateway().charge(
      charge({ kind: "saved", gatewayToken: "sbx_card_unknown" }),
    );
    expect(result).toEqual({ status: "declined", reference: null, card: null, reason: "declined" });
  });

  it("declines another gateway's token (a Stripe PaymentMethod)", async () => {
    const result = await createSandboxGateway().charge(charge({ kind: "token", token: "pm_card_visa" }));
    expect(result).toMatchObject({ status: "declined", reason: "declined" });
  });
});

describe("the 3-D Secure challenge", () => {
  it("authorises the charge once the challenge is passed", async () => {
    const gateway = createSandboxGateway();
    const challenged = await gateway.charge(charge(newCard(SANDBOX_CARDS.challenge)));
    expect(gateway.passChallenge(challenged.reference!)).toBe(true);
    expect(await gateway.confirm(challenged.reference!)).toEqual({
      status: "authorised",
      reference: challenged.reference,
      card: { brand: "Visa", last4: "3220", expMonth: 4, expYear: 2031 },
      savedToken: null,
    });
  });

  it("declines the charge when the challenge was not passed", async () => {
    const gateway = createSandboxGateway();
    const challenged = await gateway.charge(charge(newCard(SANDBOX_CARDS.challenge)));
    expect(await gateway.confirm(challenged.reference!)).toEqual({
      status: "declined",
      reference: challenged.reference,
      card: { brand: "Visa", last4: "3220", expMonth: 4, expYear: 2031 },
      reason: "declined",
    });
  });

  it("knows no challenge by a reference it did not give, nor by an approved charge's", async () => {
    const gateway = createSandboxGateway();
    const approved = await gateway.charge(charge(newCard(SANDBOX_CARDS.approved)));
    expect(gateway.passChallenge("sbx_not-a-charge")).toBe(false);
    expect(gateway.passChallenge(approved.reference!)).toBe(false);
    expect(await gateway.confirm("sbx_not-a-charge")).toEqual({
      status: "declined",
      reference: "sbx_not-a-charge",
      card: null,
      reason: "declined",
    });
  });

  it("answers a retry of the challenged charge with the same challenge", async () => {
    const gateway = createSandboxGateway();
    const request = charge(newCard(SANDBOX_CARDS.challenge));
    const first = await gateway.charge(request);
    expect(await gateway.charge(request)).toEqual(first);
  });
});
