/**
 * The basket (issue 10; spec/1 §2, §5; spec/2 §2–§4): adding with the quantity, tally and stock
 * rules, changing and removing lines, and the basket priced at the branch and fulfilment in force.
 * Prices are never taken from a request nor from the catalogue's caches: every read prices anew.
 */
import type {
  AddToBasketReply,
  Basket,
  BasketDifferences,
  BasketLine,
  PricedProducts,
} from "@merchant/contract";
import {
  ADD_TO_BASKET_NOT_ADDED_MESSAGE,
  basketTotals,
  lineDifference,
  lineOutcome,
  priceLine,
  type NewLocation,
  type PricedLine,
} from "@merchant/domain/basket";
import {
  checkBasketAddQuantities,
  checkTallyQuantity,
  TIMBER_SELECT_BRANCH_MESSAGE,
} from "@merchant/domain/catalog";
import { checkClearanceQuantity } from "@merchant/domain/clearance";
import { cashTerms, type StockAnswer } from "@merchant/domain/fulfilment";
import type { Database } from "../../db/client.ts";
import type { BrandCode } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/domain-errors.ts";
import { inTransaction, type Executor } from "../../lib/in-transaction.ts";
import type { BranchTerms } from "../fulfilment/index.ts";
import { productPicture } from "../media/index.ts";
import type { BasketOwner, BasketStore, LineRow, OfferedRow, ProductFacts } from "./store.ts";

export type AddItem = { productId: number; quantity: number };

/** Rolls a clearance add back: the basket would hold more of the item than the branch has. */
class NotEnoughClearance extends Error {}

/** Rolls a quote add back (and whatever change came with it): the basket holds the quote's lines already. */
class QuoteAddedAlready extends Error {}

/** A branch quote's line, for adding to the basket. */
export type QuoteItem = { partNumber: string; name: string | null; quantity: number; priceExVat: number };

/** How a quote line is named in the add's lists: the part number the branch knows, and our name for it. */
/** A part number quoted on two lines is one basket line: the quantities summed, at the first line's price. */
function onePerPartNumber(items: readonly QuoteItem[]): QuoteItem[] {
  const merged = new Map<string, QuoteItem>();
  for (const item of items) {
    const seen = merged.get(item.partNumber);
    merged.set(item.partNumber, seen ? { ...seen, quantity: seen.quantity + item.quantity } : item);
  }
  return [...merged.values()];
}

const quoteItemName = (item: QuoteItem) => (item.name ? `${item.partNumber} ${item.name}` : item.partNumber);

/** Visitors' baskets whose session has ended are swept at most this often, on an add. */
const SWEEP_EVERY_MS = 60 * 60_000;

/** A price of its own, as the branch set it: no breaks, no price list, no account terms. */
const OWN_PRICE_TERMS = cashTerms(100);

/**
 * A line at the terms in force; a clearance line at its item's own price and a quote line at the
 * quoted price, whatever the branch's price list (spec/2 §4; issue 14).
 */
const priceOf = (row: LineRow, terms: BranchTerms): PricedLine => {
  const ownPrice = row.clearancePriceExVat ?? row.quotePriceExVat;
  return ownPrice !== null
    ? priceLine({ singleExVat: ownPrice, breaks: [], vatRate: row.vatRate }, row.quantity, OWN_PRICE_TERMS)
    : priceLine(
        { singleExVat: row.singleExVat, breaks: row.breaks ?? [], vatRate: row.vatRate },
        row.quantity,
        terms,
      );
};

function basketLine(row: LineRow, price: PricedLine, stock: ReadonlyMap<number, StockAnswer>): BasketLine {
  const answer = row.clearance ? clearanceStock(row) : stock.get(row.productId);
  return {
    lineId: row.lineId,
    product: {
      id: row.productId,
      slug: row.slug,
      partNumber: row.partNumber,
      name: row.name,
      manufacturer: row.manufacturer,
      image: productPicture(row.productId, row.imagePosition, row.imageAlt ?? row.name),
      vatRate: row.vatRate,
      isTally: row.isTally,
      sawToSizeMax: row.sawToSizeMax,
      unitOfSale: { unit: row.unit, packSize: row.packSize },
    },
    quantity: row.quantity,
    clearance: row.clearance,
    quoteReference: row.quoteReference === "" ? null : row.quoteReference,
    unitPrice: { exVat: price.unitExVat, incVat: price.unitIncVat },
    lineTotal: { exVat: price.totalExVat, incVat: price.totalIncVat },
    stock: answer ? { status: answer.status, inStock: answer.inStock, stockText: answer.stockText } : null,
  };
}

/** A clearance line's stock is its item's: what the branch has put aside, not its shelf. */
function clearanceStock(row: LineRow): Pick<StockAnswer, "status" | "inStock" | "stockText"> {
  const left = row.clearanceQty ?? 0;
  return left >= row.quantity
    ? { status: "in_stock", inStock: true, stockText: `Clearance: ${left} available` }
    : { status: "unavailable", inStock: false, stockText: `Clearance: only ${left} available` };
}

/** The quantity rules of spec/1 §5 for a product's line: the 99999 maximum, and a tally product's saw-to-size maximum. */
function checkLineQuantity(product: ProductFacts, requested: number, inBasket: number): void {
  const overall = checkBasketAddQuantities({ [product.id]: requested + inBasket });
  if (!overall.ok) throw conflict(overall.message);
  if (!product.isTally) return;
  const tally = checkTallyQuantity({
    requested,
    inBasket,
    sawToSizeMax: product.sawToSizeMax,
    partNumber: product.partNumber,
  });
  // Named as the quantity's refusal: the product page answers it in spec/2 §5's words.
  if (!tally.ok) throw conflict(tally.message, { quantity: tally.message });
}

export function createBasketService(database: Database, store: BasketStore) {
  let lastSweep = 0;

  const activeLines = async (basketId: number | undefined) =>
    basketId === undefined ? [] : (await store.lines(basketId)).filter((row) => row.active);

  async function priced(basketId: number | undefined, terms: BranchTerms): Promise<Basket> {
    return pricedLines(await activeLines(basketId), terms);
  }

  async function pricedLines(rows: LineRow[], terms: BranchTerms): Promise<Basket> {
    const stock = await terms.stock(rows.map((row) => row.productId));
    const prices = rows.map((row) => priceOf(row, terms));
    const lines = rows.map((row, i) => basketLine(row, prices[i]!, stock));
    // Nothing to deliver costs nothing to deliver.
    const totals = basketTotals(
      prices,
      rows.length === 0 && terms.deliveryExVat !== null ? 0 : terms.deliveryExVat,
    );
    return {
      lines,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      fulfilment: terms.fulfilment,
      branch: terms.branch,
      totals,
    };
  }

  /** Products offered beside `productId`, one of each priced at the branch in force (null prices without one). */
  async function offered(
    productId: number,
    rows: OfferedRow[] | undefined,
    terms: BranchTerms,
  ): Promise<PricedProducts> {
    if (!rows) throw notFound(`No product with id ${productId}`);
    const stock = await terms.stock(rows.map((row) => row.id));
    return {
      productId,
      items: rows.map((row) => {
        const price = priceLine({ singleExVat: row.singleExVat, breaks: [], vatRate: row.vatRate }, 1, terms);
        return {
          product: {
            id: row.id,
            slug: row.slug,
            partNumber: row.partNumber,
            name: row.name,
            image: productPicture(row.id, row.imagePosition, row.imageAlt ?? row.name),
          },
          unitPrice: terms.branch ? { exVat: price.unitExVat, incVat: price.unitIncVat } : null,
          inStock: terms.branch ? (stock.get(row.id)?.inStock ?? false) : null,
          length: row.length,
        };
      }),
    };
  }

  async function knownProducts(items: readonly AddItem[]): Promise<Map<number, ProductFacts>> {
    const found = new Map((await store.products(items.map((item) => item.productId))).map((p) => [p.id, p]));
    const missing = items.find((item) => !found.has(item.productId));
    if (missing) throw notFound(`No product with id ${missing.productId}`);
    return found;
  }

  async function sweepWhenDue() {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await store.sweepOrphans();
  }

  return {
    /** How many items the owner's basket holds (its quantities summed), for the header; 0 without one. */
    itemCount: async (owner: BasketOwner | null): Promise<number> => (owner ? store.itemCount(owner) : 0),

    /** The owner's basket priced now; an owner without one has an empty basket. */
    async read(owner: BasketOwner | null, terms: BranchTerms): Promise<Basket> {
      return priced(owner ? await store.find(owner) : undefined, terms);
    },

    /**
     * spec/2 §4 Add to basket: needs the branch in force (its stock decides: 'End of line product…'
     * when none of it can be had), each product's quantity rules checked against what its line
     * then holds, all lines changed in one transaction, so a refusal adds nothing.
     */
    async add(
      ownerOf: () => Promise<BasketOwner>,
      items: readonly AddItem[],
      terms: BranchTerms,
    ): Promise<AddToBasketReply> {
      if (!terms.branch) throw conflict(TIMBER_SELECT_BRANCH_MESSAGE);
      const merged = new Map<number, number>();
      for (const item of items) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
      const wanted = [...merged].map(([productId, quantity]) => ({ productId, quantity }));
      const products = await knownProducts(wanted);
      const stock = await terms.stock(wanted.map((item) => item.productId));
      if (wanted.some((item) => !stock.get(item.productId)?.inStock)) {
        throw conflict(ADD_TO_BASKET_NOT_ADDED_MESSAGE);
      }
      await sweepWhenDue();
      const owner = await ownerOf();
      const basketId = await inTransaction(database, async (tx) => {
        const id = await store.open(tx, owner);
        // In product order, so two adds locking the same lines on PostgreSQL never wait on each other in a circle.
        for (const item of [...wanted].sort((a, b) => a.productId - b.productId)) {
          const now = await store.addToLine(tx, id, item.productId, item.quantity);
          // Checked on what the line holds after the add, inside the transaction: two adds at once
          // cannot each pass on the quantity from before the other.
          checkLineQuantity(products.get(item.productId)!, item.quantity, now - item.quantity);
        }
        return id;
      });
      const basket = await priced(basketId, terms);
      const added = wanted.map((item) => {
        const line = basket.lines.find(
          (l) => l.product.id === item.productId && !l.clearance && l.quoteReference === null,
        );
        return {
          productId: item.productId,
          name: products.get(item.productId)!.name,
          quantity: item.quantity,
          unitPrice: line?.unitPrice ?? { exVat: 0, incVat: 0 },
        };
      });
      return { basket, added };
    },

    /**
     * spec/1 §5 clearance add: the checks before it (the item, the branch, the fulfilment) are the
     * caller's; here the line grows inside a transaction and is held to what the branch has.
     * False (nothing added) when the basket would hold more than that.
     */
    async addClearance(
      ownerOf: () => Promise<BasketOwner>,
      item: { id: number; productId: number; qty: number },
      quantity: number,
      terms: BranchTerms,
    ): Promise<Basket | null> {
      const owner = await ownerOf();
      const basketId = await inTransaction(database, async (tx) => {
        const id = await store.open(tx, owner);
        const now = await store.addToClearanceLine(tx, id, item, quantity);
        if (now > item.qty) throw new NotEnoughClearance();
        return id;
      }).catch((error: unknown) => {
        if (error instanceof NotEnoughClearance) return null;
        throw error;
      });
      return basketId === null ? null : priced(basketId, terms);
    },

    /**
     * spec/2 §3, §4 add from quote: each line the shop sells, and the branch in force can supply,
     * goes in as its own line at the quoted price; the rest are named as not added. `alsoIn` (the
     * delivery postcode the customer agreed to change) commits with the lines or not at all. Null,
     * with nothing changed, when the basket already holds this quote's lines.
     */
    async addQuote(
      ownerOf: () => Promise<BasketOwner>,
      quote: { reference: string; items: readonly QuoteItem[] },
      terms: BranchTerms,
      alsoIn: (tx: Executor) => Promise<void>,
    ): Promise<{ added: string[]; notAdded: string[] } | null> {
      if (!terms.branch) throw conflict(TIMBER_SELECT_BRANCH_MESSAGE);
      const products = await store.productsByPartNumber(quote.items.map((item) => item.partNumber));
      const stock = await terms.stock([...products.values()].map((product) => product.id));
      const supplied = (item: QuoteItem) => {
        const product = products.get(item.partNumber);
        return (
          product !== undefined &&
          stock.get(product.id)?.inStock === true &&
          checkBasketAddQuantities({ [product.id]: item.quantity }).ok
        );
      };
      const items = onePerPartNumber(quote.items);
      const [going, staying] = [items.filter(supplied), items.filter((item) => !supplied(item))];
      const owner = await ownerOf();
      const added = await inTransaction(database, async (tx) => {
        await alsoIn(tx);
        if (going.length === 0) return true;
        const id = await store.open(tx, owner);
        const lines = going.map((item) => ({
          productId: products.get(item.partNumber)!.id,
          quantity: item.quantity,
          priceExVat: item.priceExVat,
        }));
        if (!(await store.addQuoteLines(tx, id, quote.reference, lines))) throw new QuoteAddedAlready();
        return true;
      }).catch((error: unknown) => {
        if (error instanceof QuoteAddedAlready) return false;
        throw error;
      });
      return added ? { added: going.map(quoteItemName), notAdded: staying.map(quoteItemName) } : null;
    },

    /** spec/2 §2 upsell: a product's essential extras, one of each priced at the branch in force. */
    async essentials(productId: number, terms: BranchTerms): Promise<PricedProducts> {
      return offered(productId, await store.essentials(productId), terms);
    },

    /** spec/2 §5 timber options: the lengths of a timber product's section; none for other products. */
    async lengths(productId: number, terms: BranchTerms): Promise<PricedProducts> {
      return offered(productId, await store.lengths(productId), terms);
    },

    /** spec/1 §5: a new quantity for a line, under the same rules as an add; another basket's line is a 404. */
    async setQuantity(owner: BasketOwner | null, lineId: number, quantity: number, terms: BranchTerms) {
      const basketId = owner ? await store.find(owner) : undefined;
      const line = basketId === undefined ? undefined : await store.line(basketId, lineId);
      if (basketId === undefined || !line) throw notFound(`No basket line ${lineId}`);
      const [product] = await store.products([line.productId]);
      if (!product) throw notFound(`No product with id ${line.productId}`);
      checkLineQuantity(product, quantity, 0);
      if (line.clearanceQty !== null) {
        const checked = checkClearanceQuantity(quantity, line.clearanceQty);
        if (!checked.ok) throw conflict(checked.message, { quantity: checked.message });
      }
      await store.setQuantity(basketId, lineId, quantity);
      return priced(basketId, terms);
    },

    async remove(owner: BasketOwner | null, lineId: number, terms: BranchTerms): Promise<Basket> {
      const basketId = owner ? await store.find(owner) : undefined;
      if (basketId === undefined || !(await store.removeLine(basketId, lineId))) {
        throw notFound(`No basket line ${lineId}`);
      }
      return priced(basketId, terms);
    },

    async empty(owner: BasketOwner | null, terms: BranchTerms): Promise<Basket> {
      const basketId = owner ? await store.find(owner) : undefined;
      if (basketId !== undefined) await store.empty(basketId);
      return priced(basketId, terms);
    },

    /**
     * spec/2 §3, §4: what moving the basket to the branch or postcode `next` prices would change,
     * line by line, against the terms in force `now`.
     */
    async differences(
      owner: BasketOwner | null,
      now: BranchTerms,
      next: BranchTerms,
      location: NewLocation,
    ): Promise<BasketDifferences["items"]> {
      const basketId = owner ? await store.find(owner) : undefined;
      const rows = basketId === undefined ? [] : (await store.lines(basketId)).filter((row) => row.active);
      const sources = await next.stockSources(rows.map((row) => row.productId));
      return rows.map((row) => {
        // spec/2 §4: clearance lines never stop a change (they stay the item's branch's), nor do
        // quote lines (their price is the quote's wherever the basket goes; decision 136).
        if (row.clearance || row.quoteReference !== "")
          return { lineId: row.lineId, description: row.name, quantity: row.quantity, diff: true };
        const [was, will] = [priceOf(row, now), priceOf(row, next)];
        const stock = sources.get(row.productId);
        const item = lineDifference(
          {
            productId: row.productId,
            description: row.name,
            quantity: row.quantity,
            oldUnitExVat: was.unitExVat,
            newUnitExVat: will.unitExVat,
            newUnitIncVat: will.unitIncVat,
            local: stock?.local ?? 0,
            feeder: stock?.feeder ?? 0,
            central: stock?.central ?? 0,
            directShip: stock?.directShip ?? false,
          },
          location,
        );
        return { lineId: row.lineId, ...item };
      });
    },

    /** Confirming a change: each line as its difference says, inside the caller's transaction. */
    async applyDifferences(
      tx: Executor,
      owner: BasketOwner,
      items: BasketDifferences["items"],
    ): Promise<void> {
      // Every statement through the transaction: on PGlite one sent outside it would wait for it for ever.
      const basketId = await store.find(owner, tx);
      if (basketId === undefined) return;
      for (const item of items) {
        const outcome = lineOutcome(item);
        if (!outcome.keep) await store.removeLine(basketId, item.lineId, tx);
        else if (outcome.quantity !== item.quantity) {
          await store.setQuantity(basketId, item.lineId, outcome.quantity, tx);
        }
      }
    },

    /**
     * For placing an order (issue 12): the basket priced now, and for each of its lines the
     * clearance item it buys (null for the branch's own stock).
     */
    async readForOrder(owner: BasketOwner, terms: BranchTerms) {
      const rows = await activeLines(await store.find(owner));
      return {
        basket: await pricedLines(rows, terms),
        clearanceItems: new Map(rows.map((row) => [row.lineId, row.clearanceItemId])),
      };
    },

    /** spec/2 §4: a branch that supports none of a trade user's accounts empties the basket, in the change's transaction. */
    async emptyIn(tx: Executor, owner: BasketOwner): Promise<void> {
      const basketId = await store.find(owner, tx);
      if (basketId !== undefined) await store.empty(basketId, tx);
    },

    /** spec/1 §7: leaving the basket page with nothing in the basket is counted, per brand. */
    async recordExit(owner: BasketOwner | null, brand: BrandCode): Promise<void> {
      if ((await this.itemCount(owner)) === 0) await store.recordExit(brand);
    },

    /** At login: the visitor's basket joins the account's (decision 111). */
    adopt: (session: string, userId: number) =>
      inTransaction(database, (tx) => store.adopt(tx, session, userId)),
  };
}

export type BasketService = ReturnType<typeof createBasketService>;
