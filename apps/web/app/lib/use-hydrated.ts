import { useSyncExternalStore } from "react";

const noChange = () => () => {};

/** True once React runs in the browser (after hydration); false in the server's render and the page it sent. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
