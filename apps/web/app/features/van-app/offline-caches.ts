/**
 * The caches the van app's service worker keeps the operator's reads in (decision 169): pages and
 * API answers, theirs alone. They are emptied when the app shows its sign-in page (after signing
 * out, or a session ended), so the next user of the phone never sees them.
 */
export const VAN_APP_READ_CACHES = { pages: "van-app-pages", api: "van-app-api" } as const;

/** The hand-written worker's caches (decision 155), replaced by the generated worker's. */
const RETIRED_CACHES = ["app-shell-v1", "appmears-shell-v1"];

export async function forgetAppReads(): Promise<void> {
  if (typeof caches === "undefined") return;
  await Promise.all(
    [...Object.values(VAN_APP_READ_CACHES), ...RETIRED_CACHES].map((name) => caches.delete(name)),
  );
}

/**
 * Registers the app's worker with the prefix as its scope. A page loaded before the worker was
 * there (the first visit) is not yet kept: once it is active, it is handed the page and the build
 * files the page loaded (Workbox's CACHE_URLS message), so the page opens without a signal next time.
 */
export async function registerAppWorker(scope: string): Promise<void> {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  const takenOver = workers.controller !== null;
  await workers.register("/van-app-sw.js", { scope });
  if (takenOver) return;
  const { active } = await workers.ready;
  const loaded = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.startsWith("/assets/"));
  active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: [location.href, ...loaded] } });
}
