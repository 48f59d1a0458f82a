/**
 * The fulfilment API as the store selector, header and product page call it (spec/2 §3, §4, §7),
 * over the demo branches (all in England) and their products.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { BranchList, FulfilmentState, SetBranchReply, StockCheck } from "@merchant/contract";
import { formatPounds } from "@merchant/domain/money";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { shopperOn } from "../../../test/test-shopper.ts";
import { stockChangesApplied } from "./index.ts";

let app: FastifyInstance;
let branches: BranchList["branches"];
let productId: number;
let productSlug: string;
beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
  branches = (await app.inject({ url: "/api/branches" })).json<BranchList>().branches;
  const [product] = await app.database.rows<{ id: number; slug: string }>(
    sql`select id, slug from products where active order by id limit 1`,
  );
  productId = product!.id;
  productSlug = product!.slug;
});
afterAll(() => app.close());

const shopper = async () => shopperOn(app);

const sellingOnline = () => branches.find((branch) => branch.basketEcommerceActive)!;
const offline = () => branches.find((branch) => !branch.basketEcommerceActive);
/** Wick, in Caithness: hundreds of miles from every demo branch. */
const FAR_AWAY = "KW1 4YT";

describe("GET /api/fulfilment", () => {
  it("answers nothing chosen for a new visitor, and keeps no session for it", async () => {
    const response = await app.inject({ url: "/api/fulfilment" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fulfilment: null,
      collectionBranch: null,
      deliveryPostcode: null,
      deliveryBranch: null,
      deliverable: null,
    });
    expect(response.cookies.some((cookie) => cookie.name === "sid")).toBe(false);
  });
});

describe("PUT /api/fulfilment/collection-branch (SetCollectionStore)", () => {
  it("collects from the branch, and the session, header data and fulfilment say so", async () => {
    const browser = await shopper();
    const branch = sellingOnline();
    const response = await browser.send("PUT", "/api/fulfilment/collection-branch", { branchId: branch.id });
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<SetBranchReply>();
    expect(reply.reload).toBe(true);
    expect(reply.state).toMatchObject({
      fulfilment: "collection",
      collectionBranch: { id: branch.id, name: branch.name },
    });
    expect(reply.state.collectionBranch?.openingTimes).toHaveLength(7);
    expect((await browser.get("/api/fulfilment")).json()).toEqual(reply.state);
    expect((await browser.get("/api/session")).json().fulfilment).toEqual(reply.state);
  });

  it("remembers the branch without switching fulfilment when setFulfilment is false", async () => {
    const browser = await shopper();
    const reply = (
      await browser.send("PUT", "/api/fulfilment/collection-branch", {
        branchId: sellingOnline().id,
        setFulfilment: false,
      })
    ).json<SetBranchReply>();
    expect(reply.state.fulfilment).toBeNull();
    expect(reply.state.collectionBranch?.id).toBe(sellingOnline().id);
  });

  it("answers 404 for a branch that does not exist, and 409 for one that takes no web orders, keeping nothing", async () => {
    const browser = await shopper();
    const missing = await browser.send("PUT", "/api/fulfilment/collection-branch", { branchId: 999_999 });
    expect(missing.statusCode).toBe(404);
    const inactive = offline();
    if (inactive) {
      const refused = await browser.send("PUT", "/api/fulfilment/collection-branch", {
        branchId: inactive.id,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toContain("does not take orders online");
    }
    expect((await browser.get("/api/fulfilment")).json<FulfilmentState>().collectionBranch).toBeNull();
  });

  it("refuses a branch id that is not a whole number, or past 2^31, naming branchId", async () => {
    const browser = await shopper();
    for (const branchId of ["ipswich", 2 ** 31, 1.5, null]) {
      const response = await browser.send("PUT", "/api/fulfilment/collection-branch", { branchId });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(["branchId"]);
    }
  });

  it("refuses a change without the CSRF token", async () => {
    const response = await app.inject({
      method: "PUT",
      url: "/api/fulfilment/collection-branch",
      payload: { branchId: sellingOnline().id },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("PUT /api/fulfilment/delivery-postcode (SetDeliveryPostcode)", () => {
  it("delivers from the closest branch whose radius covers the postcode, formatting the postcode", async () => {
    const browser = await shopper();
    const branch = sellingOnline();
    const typed = branch.postcode.replace(/\s/g, "").toLowerCase();
    const response = await browser.send("PUT", "/api/fulfilment/delivery-postcode", { postcode: typed });
    expect(response.statusCode, response.body).toBe(200);
    const { state } = response.json<SetBranchReply>();
    expect(state).toMatchObject({
      fulfilment: "delivery",
      deliveryPostcode: branch.postcode,
      deliverable: true,
    });
    expect(state.deliveryBranch?.basketEcommerceActive).toBe(true);
  });

  it("keeps the nearest branch but marks a postcode outside every radius not deliverable", async () => {
    const browser = await shopper();
    const { state } = (
      await browser.send("PUT", "/api/fulfilment/delivery-postcode", { postcode: FAR_AWAY })
    ).json<SetBranchReply>();
    expect(state).toMatchObject({ deliveryPostcode: FAR_AWAY, deliverable: false });
    expect(state.deliveryBranch).not.toBeNull();
  });

  it("refuses what is not a postcode with the spec's message, naming postcode", async () => {
    const browser = await shopper();
    for (const postcode of ["", "IP1", "not a postcode", "IP1\u00001AA"]) {
      const response = await browser.send("PUT", "/api/fulfilment/delivery-postcode", { postcode });
      expect(response.statusCode, postcode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(["postcode"]);
    }
    const refused = await browser.send("PUT", "/api/fulfilment/delivery-postcode", { postcode: "IP1" });
    expect(refused.json().error.fields.postcode).toBe("Please enter a valid Delivery postcode to proceed.");
  });
});

describe("PUT /api/fulfilment/type", () => {
  it("switches only to a fulfilment whose branch or postcode is set (spec/2 §4)", async () => {
    const browser = await shopper();
    const early = await browser.send("PUT", "/api/fulfilment/type", { fulfilment: "delivery" });
    expect(early.statusCode).toBe(409);
    await browser.send("PUT", "/api/fulfilment/collection-branch", { branchId: sellingOnline().id });
    expect((await browser.send("PUT", "/api/fulfilment/type", { fulfilment: "delivery" })).statusCode).toBe(
      409,
    );
    await browser.send("PUT", "/api/fulfilment/delivery-postcode", {
      postcode: sellingOnline().postcode,
      setFulfilment: false,
    });
    const switched = await browser.send("PUT", "/api/fulfilment/type", { fulfilment: "delivery" });
    expect(switched.statusCode).toBe(200);
    expect(switched.json<SetBranchReply>().state.fulfilment).toBe("delivery");
    const back = await browser.send("PUT", "/api/fulfilment/type", { fulfilment: "collection" });
    expect(back.json<SetBranchReply>().state.fulfilment).toBe("collection");
  });

  it("answers anything but collection or delivery with 'bad fulfilment type'", async () => {
    const browser = await shopper();
    for (const fulfilment of ["Collection", "post", "", 1]) {
      const response = await browser.send("PUT", "/api/fulfilment/type", { fulfilment });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.fulfilment).toBe(
        "Bad fulfilment type: fulfilment must be collection or delivery.",
      );
    }
  });
});

describe("GET /api/products/{id}/stock (stock check)", () => {
  it("checks the shopper's branch, with local, feeder and central stock and a sentence", async () => {
    const browser = await shopper();
    const branch = sellingOnline();
    await browser.send("PUT", "/api/fulfilment/collection-branch", { branchId: branch.id });
    const response = await browser.get(`/api/products/${productId}/stock`);
    expect(response.statusCode).toBe(200);
    const stock = response.json<StockCheck>();
    expect(stock).toMatchObject({
      productId,
      branch: { id: branch.id, name: branch.name },
      fulfilment: "collection",
    });
    const [row] = await app.database.rows<{ qty: number }>(
      sql`select qty from branch_stock where product_id = ${productId} and branch_id = ${branch.id}`,
    );
    expect(stock.localStock).toBe(row!.qty);
    expect(stock.inStock).toBe(stock.status !== "unavailable");
    expect(stock.stockText).not.toBe("");
    expect(Date.parse(stock.lastUpdated!)).toBeLessThanOrEqual(Date.now());
  });

  it("says 'Currently unavailable at your selected branch.' when nothing can be had anywhere", async () => {
    const branch = sellingOnline();
    await app.database.rows(sql`update branch_stock set qty = 0 where product_id = ${productId}`);
    await app.database.rows(sql`update central_stock set qty = 0 where product_id = ${productId}`);
    await app.database.rows(sql`update products set direct_ship = false where id = ${productId}`);
    const stock = (
      await app.inject({ url: `/api/products/${productId}/stock?branchId=${branch.id}` })
    ).json<StockCheck>();
    expect(stock).toMatchObject({
      status: "unavailable",
      inStock: false,
      stockText: "Currently unavailable at your selected branch.",
    });
  });

  it("answers without a branch when none is chosen, 404 for an unknown product or branch, 400 for junk", async () => {
    const none = (await app.inject({ url: `/api/products/${productId}/stock` })).json<StockCheck>();
    expect(none).toMatchObject({ branch: null, status: null, inStock: false });
    expect((await app.inject({ url: "/api/products/999999/stock" })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/products/${productId}/stock?branchId=999999` })).statusCode).toBe(
      404,
    );
    const junk = await app.inject({ url: `/api/products/${productId}/stock?branchId=x` });
    expect(junk.statusCode).toBe(400);
    expect(Object.keys(junk.json().error.fields)).toEqual(["branchId"]);
  });

  it("lists a product's stock at every branch", async () => {
    const response = await app.inject({ url: `/api/products/${productId + 1}/stock/branches` });
    expect(response.statusCode).toBe(200);
    const { branches: rows } = response.json<{
      branches: { branchId: number; quantity: number; inStock: boolean }[];
    }>();
    expect(rows.map((row) => row.branchId).toSorted((a, b) => a - b)).toEqual(
      branches.map((b) => b.id).toSorted((a, b) => a - b),
    );
    expect(rows.every((row) => row.inStock === row.quantity > 0)).toBe(true);
    expect((await app.inject({ url: "/api/products/999999/stock/branches" })).statusCode).toBe(404);
  });
});

describe("the product page's offer: price and stock at the shopper's branch", () => {
  it("is null until a branch is chosen, then the branch's price list and stock", async () => {
    const browser = await shopper();
    const before = (await browser.get(`/api/products/${productSlug}`)).json();
    expect(before.offer).toBeNull();
    const branch = sellingOnline();
    await browser.send("PUT", "/api/fulfilment/collection-branch", { branchId: branch.id });
    const page = (await browser.get(`/api/products/${productSlug}`)).json();
    const [terms] = await app.database.rows<{ percent: number }>(
      sql`select price_percent as percent from branches where id = ${branch.id}`,
    );
    expect(page.offer.branch).toEqual({ id: branch.id, name: branch.name });
    expect(page.offer.price.exVat).toBe(Math.round((page.product.price.exVat * terms!.percent) / 100));
    expect(page.offer.priceBreaks).toHaveLength(page.product.priceBreaks.length);
    expect(page.offer.stock.productId).toBe(page.product.id);
  });

  it("gives the stock the database holds, read from memory, and follows changes made in it (decision 194)", async () => {
    const browser = await shopper();
    const branch = sellingOnline();
    await browser.send("PUT", "/api/fulfilment/collection-branch", { branchId: branch.id });
    const [product] = await app.database.rows<{ id: number; slug: string }>(
      sql`select p.id, p.slug from products p join branch_stock s on s.product_id = p.id
        where p.active and s.branch_id = ${branch.id} and s.qty > 3 order by p.id limit 1`,
    );
    const offered = async () => (await browser.get(`/api/products/${product!.slug}`)).json().offer.stock;
    const checked = async () => (await browser.get(`/api/products/${product!.id}/stock`)).json<StockCheck>();
    // The first page asks for the branch's shelf; once read, pages are answered without a stock query.
    expect(await offered()).toEqual(await checked());
    await stockChangesApplied(app);
    const stockQueries = vi.spyOn(app.database, "rows");
    const fromMemory = await offered();
    expect(stockQueries.mock.calls.filter(([, options]) => options?.prepareAs === "stock_of_pairs")).toEqual(
      [],
    );
    stockQueries.mockRestore();
    expect(fromMemory).toEqual(await checked());

    // The ERP's feed, or another server process, changes the stock: the page follows within 2 seconds.
    const reported = new Date(Date.UTC(2026, 10, 30, 8, 0, 0, 125));
    await app.database.rows(
      sql`update branch_stock set qty = 3, updated_at = ${reported.toISOString()}
        where product_id = ${product!.id} and branch_id = ${branch.id}`,
    );
    await app.database.rows(sql`update central_stock set qty = 11 where product_id = ${product!.id}`);
    await expect
      .poll(offered, { timeout: 2_000, interval: 20 })
      .toMatchObject({ localStock: 3, centralStock: 11, lastUpdated: reported.toISOString() });
    await stockChangesApplied(app);
    expect(await offered()).toEqual(await checked());
  });
});

describe("GET /api/delivery/charges", () => {
  it("gives the table of bands from the closest delivering branch, marking the postcode's band", async () => {
    const branch = sellingOnline();
    const response = await app.inject({
      url: `/api/delivery/charges?postcode=${encodeURIComponent(branch.postcode)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const charges = response.json();
    expect(charges).toMatchObject({ postcode: branch.postcode, deliverable: true });
    expect(charges.bands.filter((band: { applies: boolean }) => band.applies)).toHaveLength(1);
    expect(charges.bands[0]).toMatchObject({ fromMiles: 0 });
    for (const band of charges.bands) expect(band.chargeIncVat).toBe(Math.round(band.chargeExVat * 1.2));
  });

  it("marks no band outside every radius, and refuses a bad postcode with the spec's words", async () => {
    const far = (
      await app.inject({ url: `/api/delivery/charges?postcode=${encodeURIComponent(FAR_AWAY)}` })
    ).json();
    expect(far.deliverable).toBe(false);
    expect(far.bands.some((band: { applies: boolean }) => band.applies)).toBe(false);
    const bad = await app.inject({ url: "/api/delivery/charges?postcode=nowhere" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      postcode: "Please enter a valid postcode to show delivery information.",
    });
  });
});

describe("GET /api/delivery/charge-bands", () => {
  it("gives the site's brand's whole table, each band from where the one before ends, VAT at 20%", async () => {
    const response = await app.inject({ url: "/api/delivery/charge-bands" });
    expect(response.statusCode, response.body).toBe(200);
    const seeded = await app.database.rows<{ upToMiles: number; chargePence: number }>(sql`
      select up_to_miles as "upToMiles", charge_pence as "chargePence" from delivery_charge_bands
      where brand_code = ${app.config.siteBrand} order by up_to_miles`);
    expect(seeded.length).toBeGreaterThan(1);
    expect(response.json()).toEqual({
      bands: seeded.map((band, i) => ({
        fromMiles: i === 0 ? 0 : seeded[i - 1]!.upToMiles,
        upToMiles: band.upToMiles,
        chargeExVat: band.chargePence,
        chargeIncVat: Math.round(band.chargePence * 1.2),
      })),
    });
  });
});

describe("POST /api/fulfilment/branch-request (outside the delivery radius)", () => {
  const details = {
    fname: "Alex",
    lname: "Morgan",
    email: "alex.morgan@example.co.uk",
    postcode: FAR_AWAY,
    address1: "1 Harbour Road",
    city: "Wick",
    county: "Caithness",
  };
  const outbox = () =>
    app.database.rows<{
      kind: string;
      toAddress: string;
      replyTo: string;
      subject: string;
      textBody: string;
    }>(
      sql`select kind, to_address as "toAddress", reply_to as "replyTo", subject, text_body as "textBody" from outbox_emails order by id`,
    );

  it("emails the details to the nearest branch through the outbox and thanks the shopper naming it", async () => {
    const before = (await outbox()).length;
    const browser = await shopper();
    const response = await browser.send("POST", "/api/fulfilment/branch-request", { ...details, productId });
    expect(response.statusCode, response.body).toBe(200);
    const { branch, message } = response.json();
    const detail = (await app.inject({ url: `/api/branches/${branch.id}` })).json().branch;
    expect(message).toBe(`Thank you, order details have been sent to ${detail.fullName}!`);
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatchObject({
      kind: "branch-request",
      toAddress: detail.email,
      replyTo: details.email,
    });
    expect(mails.at(-1)!.textBody).toContain("Alex Morgan");
  });

  it("sends the shopper's basket with the details (spec/2 §2)", async () => {
    const browser = await shopper();
    const branch = sellingOnline();
    await browser.send("PUT", "/api/fulfilment/collection-branch", { branchId: branch.id });
    const [stocked] = await app.database.rows<{ id: number; name: string; partNumber: string }>(sql`
      select p.id, p.name, p.part_number as "partNumber" from products p
      join branch_stock s on s.product_id = p.id and s.branch_id = ${branch.id} and s.qty > 0
      where p.active and not p.is_tally order by p.id limit 1`);
    const added = await browser.send("POST", "/api/basket/items", {
      items: [{ productId: stocked!.id, quantity: 3 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const unit = added.json().basket.lines[0].unitPrice.exVat as number;
    expect((await browser.send("POST", "/api/fulfilment/branch-request", details)).statusCode).toBe(200);
    expect((await outbox()).at(-1)!.textBody).toContain(
      `- 3 × ${stocked!.name} (${stocked!.partNumber}) at ${formatPounds(unit)} each`,
    );
  });

  it("answers an error under each wrong field and sends nothing", async () => {
    const before = (await outbox()).length;
    const browser = await shopper();
    const response = await browser.send("POST", "/api/fulfilment/branch-request", {
      ...details,
      fname: " ",
      email: "alex@",
      postcode: "KW1",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      fname: "Please enter your first name",
      email: "This is not a valid email address",
      postcode: "Please enter your postcode",
    });
    const missing = await browser.send("POST", "/api/fulfilment/branch-request", {
      ...details,
      city: undefined,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ city: "Is required" });
    expect(await outbox()).toHaveLength(before);
  });
});
