/**
 * Checkout load over real HTTP for the process tests (issue 20 "Crash", "More than one machine"):
 * buyers, each a new visitor collecting at one branch, put one unit of one product in the basket
 * and place it paid by the sandbox's approved card, one after another, spread over the shop's
 * processes. Each placement is kept with what the buyer was told: acknowledged (201, with the
 * order's reference) or not (any other answer, or the connection dropped by a killed process).
 */
import { randomUUID } from "node:crypto";
import { shopperCollectingAt, type ShopperSession } from "../../../../bench/lib/shopper-session.ts";

export type Placement = {
  origin: string;
  session: ShopperSession;
  /** The HTTP status, or 0 when no answer came. */
  status: number;
  reference?: string;
};

const ORDER = {
  Name: "Load Shopper",
  EmailAddress: "load@example.co.uk",
  Invoice: { Address1: "1 Load Street", Town: "Ipswich", PostCode: "IP1 1AA" },
  payment: {
    method: "card",
    card: {
      CardExisting: "0",
      CardNumber: "4242424242424242",
      SecurityNumber: "123",
      EndM: "12",
      EndY: "2035",
      FullName: "LOAD SHOPPER",
    },
  },
};

async function placeOne(origin: string, branchId: number, productId: number): Promise<Placement> {
  const session = await shopperCollectingAt(origin, branchId);
  await session.send("POST", "/api/basket/items", { items: [{ productId, quantity: 1 }] });
  const basket = (await (await session.send("GET", "/api/basket")).json()) as {
    totals: { grandTotal: number };
  };
  const placed = await session.send("POST", "/api/checkout/orders", {
    ...ORDER,
    idempotencyKey: randomUUID(),
    expectedTotal: basket.totals.grandTotal,
  });
  const body = (await placed.json().catch(() => ({}))) as { order?: { reference: string } };
  return { origin, session, status: placed.status, reference: body.order?.reference };
}

/**
 * `buyers` loops placing orders over `origins` in turn until `enough` says stop (it sees every
 * placement so far) or `limit` placements have been tried. A buyer whose process stops answering
 * records the placement it was making as unanswered and ends.
 */
export async function checkoutLoad(options: {
  origins: readonly string[];
  branchId: number;
  productId: number;
  buyers: number;
  limit: number;
  enough: (placements: readonly Placement[]) => boolean;
}): Promise<Placement[]> {
  const placements: Placement[] = [];
  let tried = 0;
  const buyer = async (k: number) => {
    const origin = options.origins[k % options.origins.length]!;
    while (tried < options.limit && !options.enough(placements)) {
      tried += 1;
      try {
        placements.push(await placeOne(origin, options.branchId, options.productId));
      } catch {
        placements.push({ origin, session: undefined as never, status: 0 });
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: options.buyers }, (_, k) => buyer(k)));
  return placements;
}

/** A branch that sells online and a product it holds at least `atLeast` of on its own shelf, not sold by tally. */
export async function stockedProduct(
  origin: string,
  atLeast: number,
): Promise<{ branchId: number; productId: number; localStock: number }> {
  const { branches } = (await (await fetch(`${origin}/api/branches`)).json()) as {
    branches: { id: number; basketEcommerceActive: boolean }[];
  };
  for (const branch of branches.filter((b) => b.basketEcommerceActive))
    for (let productId = 1; productId <= 60; productId++) {
      const response = await fetch(`${origin}/api/products/${productId}/stock?branchId=${branch.id}`);
      if (!response.ok) continue;
      const stock = (await response.json()) as { localStock: number; tallyStock: number | null };
      if (stock.localStock >= atLeast && stock.tallyStock === null)
        return { branchId: branch.id, productId, localStock: stock.localStock };
    }
  throw new Error(`no product with ${atLeast} in stock at a selling branch`);
}
