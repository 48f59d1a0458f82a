import { useEffect } from "react";

/**
 * `<html data-hydrated>` once React has taken over the server-rendered page: the root's effect runs after every
 * effect below it, so handlers are attached by then. Journeys and monitoring wait for this one signal instead of
 * guessing from the DOM, which held on an idle machine and timed out on a busy one.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

export function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
}
