/**
 * Issue 12: where an order's quantity of a product comes from at the branch in force: the
 * branch's own shelf first, then its feeder branch's, then the distribution centre's (spec/2 §3
 * stock sources). A direct-ship product comes from its supplier and takes no stock. Null when
 * the three together cannot cover the quantity: the order would oversell.
 */
export type StockSources = {
  readonly local: number;
  readonly feeder: number;
  readonly central: number;
  readonly directShip: boolean;
};

export type StockTaken = { readonly local: number; readonly feeder: number; readonly central: number };

export function allocateStock(quantity: number, sources: StockSources): StockTaken | null {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new RangeError(`Cannot allocate ${quantity}`);
  if (sources.directShip) return { local: 0, feeder: 0, central: 0 };
  const local = Math.min(quantity, Math.max(sources.local, 0));
  const feeder = Math.min(quantity - local, Math.max(sources.feeder, 0));
  const central = Math.min(quantity - local - feeder, Math.max(sources.central, 0));
  return local + feeder + central === quantity ? { local, feeder, central } : null;
}
