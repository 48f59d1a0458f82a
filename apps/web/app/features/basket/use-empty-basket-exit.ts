/**
 * spec/1 §7 (emptybasketrecordpopup): leaving the basket page with the basket empty is recorded,
 * whether the shopper follows a link in the shop or leaves it altogether. The server counts it
 * only when the basket really is empty.
 */
import { useEffect, useRef } from "react";
import { recordBasketExit } from "./api.ts";

export function useEmptyBasketExit(empty: boolean) {
  const emptyNow = useRef(empty);
  useEffect(() => {
    emptyNow.current = empty;
  }, [empty]);

  useEffect(() => {
    const leave = () => {
      // Nobody is left to tell of a failure: the shopper has gone.
      if (emptyNow.current) recordBasketExit().catch(() => {});
    };
    // A page left for another site (or closed) is hidden, not unmounted; a link in the shop unmounts it.
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, []);
}
