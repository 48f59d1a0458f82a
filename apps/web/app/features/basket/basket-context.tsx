/**
 * The shopper's basket on every page of the shop frame: the header's count and mini basket, the
 * product page's add and the basket page read and change one basket here, so a change shows
 * everywhere at once without a reload (spec/2 §4: after add, remove or empty the basket items and
 * the mini basket refresh).
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { Basket } from "@merchant/contract";
import { readBasket } from "./api.ts";

/**
 * Where the shopper collects from or has goods delivered to (features/fulfilment, handed in by the
 * shop frame): an add waits for one (spec/2 §4 "Opening the selector").
 */
export type LocationChoice = {
  chosen: boolean;
  /** Opens the store selector; `onClosed(chosen)` says whether a branch or postcode was set. */
  choose: (onClosed: (chosen: boolean) => void) => void;
  /** Opens the store selector for a delivery postcode. */
  chooseDelivery: () => void;
  /** spec/2 §4: setting a branch failed on the basket page ('Branch NOT Set'); checkout waits for one that works. */
  checkoutHidden: boolean;
};

/** Why the mini basket is open: an add opens it for a moment (spec/2 §4, §9), a shopper until they leave. */
export type MiniBasketOpening = "added" | "shopper";

type BasketValue = {
  /** null until the basket is read: the page renders with its count only (the session's). */
  basket: Basket | null;
  /** How many items it holds: the basket's once read, the session's until then. */
  count: number;
  /** Shows the basket a change answered with. */
  replace: (basket: Basket) => void;
  /** Reads the basket again; null when the shop could not answer. */
  refresh: () => Promise<Basket | null>;
  location: LocationChoice;
  miniBasket: MiniBasketOpening | null;
  setMiniBasket: (opening: MiniBasketOpening | null) => void;
};

const BasketContext = createContext<BasketValue | null>(null);

type Props = {
  /** The basket the page was rendered with (the basket page's loader), when it read one. */
  initial: Basket | null;
  /** The session's count of the basket's items, for the header before the basket is read. */
  count: number;
  /** Who the basket belongs to: the signed-in user, or null for a visitor. */
  owner: string | null;
  location: LocationChoice;
  children: ReactNode;
};

export function BasketProvider({ initial, count, owner, location, children }: Props) {
  const [basket, setBasket] = useState(initial);
  // A page read the basket again (the basket page after a branch change): its answer is newer.
  const [renderedWith, setRenderedWith] = useState(initial);
  if (renderedWith !== initial) {
    setRenderedWith(initial);
    if (initial) setBasket(initial);
  }
  const [miniBasket, setMiniBasket] = useState<MiniBasketOpening | null>(null);

  // Only the newest answer shows: a read that started before a change must not undo it.
  const changes = useRef(0);
  const replace = useCallback((next: Basket) => {
    changes.current += 1;
    setBasket(next);
  }, []);
  const refresh = useCallback(async () => {
    const before = changes.current;
    const read = await readBasket().catch(() => null);
    if (read && changes.current === before) replace(read);
    return read;
  }, [replace]);

  // The basket is read when it is needed (the mini basket, a tally check), not on every page. A
  // session that says otherwise (a sign-in joined the visitor's basket to the account's, a branch
  // change altered it) makes a basket read before out of date.
  const known = basket !== null;
  const sessionSays = `${owner ?? ""}:${count}`;
  const readFor = useRef(sessionSays);
  useEffect(() => {
    if (readFor.current === sessionSays) return;
    readFor.current = sessionSays;
    if (known) void refresh();
  }, [sessionSays, known, refresh]);

  const value = useMemo(
    () => ({
      basket,
      count: basket?.itemCount ?? count,
      replace,
      refresh,
      location,
      miniBasket,
      setMiniBasket,
    }),
    [basket, count, replace, refresh, location, miniBasket],
  );
  return <BasketContext.Provider value={value}>{children}</BasketContext.Provider>;
}

export function useBasket(): BasketValue {
  const value = useContext(BasketContext);
  if (!value) throw new Error("useBasket needs the BasketProvider of the shop frame");
  return value;
}

/** How many of a product the basket holds already (its clearance lines aside): the tally check counts them. */
export function quantityInBasket(basket: Basket | null, productId: number): number {
  return (basket?.lines ?? [])
    .filter((line) => line.product.id === productId && !line.clearance)
    .reduce((sum, line) => sum + line.quantity, 0);
}
