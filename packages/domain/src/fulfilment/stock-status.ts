/**
 * spec/2 §3 stock info: what a branch can offer of a product and the sentence the page shows.
 * The spec names the sources (local, feeder, central distribution centre, direct ship, tally)
 * and quotes only the unavailable text; the other sentences are ours (decision 110).
 */
import { OUT_OF_STOCK_AT_BRANCH_MESSAGE } from "../basket/messages.ts";
import { fillMessage } from "../shared/result.ts";
import {
  STOCK_CENTRAL_TEXT,
  STOCK_DIRECT_SHIP_TEXT,
  STOCK_FEEDER_TEXT,
  STOCK_IN_STOCK_TEXT,
  STOCK_TALLY_TEXT,
} from "./messages.ts";

export type StockStatus = "in_stock" | "feeder" | "central" | "direct_ship" | "unavailable";

export type StockSources = {
  readonly branchName: string;
  /** Held at the branch (metres for timber sold by length). */
  readonly local: number;
  /** Held at the branch that restocks this one; 0 when it has none. */
  readonly feeder: number;
  /** Held at the central distribution centre. */
  readonly central: number;
  readonly directShip: boolean;
  readonly soldByLength: boolean;
};

export type StockAnswer = {
  readonly status: StockStatus;
  readonly inStock: boolean;
  readonly stockText: string;
  readonly stockTextAdditional: string | null;
};

/**
 * The best source wins, nearest first: the branch's own shelf, then its feeder branch (a few
 * days), then the central distribution centre, then the supplier shipping direct; else it is
 * unavailable at the branch.
 */
export function stockStatus(sources: StockSources): StockAnswer {
  const additional =
    sources.soldByLength && sources.local > 0
      ? fillMessage(STOCK_TALLY_TEXT, { metres: String(sources.local) })
      : null;
  if (sources.local > 0) {
    return {
      status: "in_stock",
      inStock: true,
      stockText: fillMessage(STOCK_IN_STOCK_TEXT, { branch: sources.branchName }),
      stockTextAdditional: additional,
    };
  }
  const elsewhere = (status: StockStatus, text: string): StockAnswer => ({
    status,
    inStock: true,
    stockText: fillMessage(text, { branch: sources.branchName }),
    stockTextAdditional: null,
  });
  if (sources.feeder > 0) return elsewhere("feeder", STOCK_FEEDER_TEXT);
  if (sources.central > 0) return elsewhere("central", STOCK_CENTRAL_TEXT);
  if (sources.directShip) return elsewhere("direct_ship", STOCK_DIRECT_SHIP_TEXT);
  return {
    status: "unavailable",
    inStock: false,
    stockText: OUT_OF_STOCK_AT_BRANCH_MESSAGE,
    stockTextAdditional: null,
  };
}
