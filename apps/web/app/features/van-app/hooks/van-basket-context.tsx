/**
 * The van's basket for whatever shows a product (the stock menu, a void list, search results): one
 * place adds to it (spec/3 §7 sgstoreadd), shows what the server said, and has the page read the
 * basket again, so no product row needs the van or the page passed down to it.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { browserApi } from "~/lib/api.ts";
import { LoadingOverlay } from "~/ui/LoadingOverlay.tsx";
import { addToVanBasket, type BasketAdd } from "../api.ts";
import { AppMessage } from "../components/AppMessage.tsx";
import { useAppRequest } from "./use-app-request.ts";

/** What an add said after it worked: the void limit's notice when the order went over it. */
export const ADDED_TO_BASKET = "Added to your basket.";

type VanBasket = { add: (add: BasketAdd) => Promise<void>; busy: boolean };

const VanBasketContext = createContext<VanBasket | null>(null);

export function VanBasketProvider({
  vanId,
  onChanged,
  children,
}: {
  vanId: number | null;
  onChanged: () => void;
  children: ReactNode;
}) {
  const { busy, message, setMessage, run, closeMessage } = useAppRequest();
  const add = useCallback(
    async (item: BasketAdd) => {
      if (vanId === null) return;
      const answer = await run(() => addToVanBasket(browserApi, vanId, item));
      if (!answer) return;
      setMessage({ title: "Basket", text: answer.notice ?? ADDED_TO_BASKET });
      onChanged();
    },
    [vanId, run, setMessage, onChanged],
  );
  const value = useMemo(() => (vanId === null ? null : { add, busy }), [vanId, add, busy]);
  return (
    <VanBasketContext.Provider value={value}>
      {children}
      <AppMessage message={message} onClose={closeMessage} />
      <LoadingOverlay active={busy} delayMs={200} />
    </VanBasketContext.Provider>
  );
}

/** The basket to add to, or null when the operator drives no van. */
export const useVanBasket = () => useContext(VanBasketContext);
