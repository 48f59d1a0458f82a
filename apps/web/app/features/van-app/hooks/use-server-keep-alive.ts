/**
 * The server ends an app session after 15 minutes without an app call (decision 154); an operator
 * reading the menus makes no calls. While they touch the page, it tells the server at most once
 * every 5 minutes, so the server's count follows the page's idea of idle.
 */
import { useEffect } from "react";

export const KEEP_ALIVE_EVERY_MS = 5 * 60_000;

export function useServerKeepAlive(ping: () => Promise<unknown>) {
  useEffect(() => {
    let last = Date.now();
    const active = () => {
      if (Date.now() - last < KEEP_ALIVE_EVERY_MS) return;
      last = Date.now();
      void ping().catch(() => undefined);
    };
    window.addEventListener("pointerdown", active, { passive: true });
    window.addEventListener("keydown", active, { passive: true });
    return () => {
      window.removeEventListener("pointerdown", active);
      window.removeEventListener("keydown", active);
    };
  }, [ping]);
}
