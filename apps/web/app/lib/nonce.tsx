import { createContext, useContext } from "react";

/**
 * This response's Content-Security-Policy nonce (from the web host's load context). Inline
 * scripts without it are refused by the browser. In the browser it is empty: scripts that
 * hydration finds already ran.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
