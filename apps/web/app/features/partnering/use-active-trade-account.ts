/**
 * Whether the signed-in shopper buys on a trade account, read once the page wakes (the product
 * page's own render makes no extra call). A visitor is asked nothing; a failed read counts as no
 * account, so the button stays hidden rather than offering what may not work.
 */
import { useEffect, useState } from "react";
import type { TradeAccount } from "@merchant/contract";
import { activeTradeAccount } from "./api.ts";

/** `signedInAs`: the signed-in user's email, or null for a visitor; read again when it changes. */
export function useActiveTradeAccount(signedInAs: string | null): TradeAccount | null {
  const [read, setRead] = useState<{ for: string; account: TradeAccount | null } | null>(null);
  useEffect(() => {
    if (signedInAs === null) return;
    let current = true;
    activeTradeAccount()
      .then((account) => current && setRead({ for: signedInAs, account }))
      .catch((error: unknown) => console.warn("The trade accounts could not be read", error));
    return () => {
      current = false;
    };
  }, [signedInAs]);
  return signedInAs !== null && read?.for === signedInAs ? read.account : null;
}
