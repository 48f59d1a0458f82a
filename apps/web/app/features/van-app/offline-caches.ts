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

/** The worker controlling the page, once one does (at once, or when it has just taken the page over). */
function controllerOf(workers: ServiceWorkerContainer): Promise<ServiceWorker> {
  if (workers.controller) return Promise.resolve(workers.controller);
  return new Promise((resolve) =>
    workers.addEventListener("controllerchange", () => workers.controller && resolve(workers.controller), {
      once: true,
    }),
  );
}

/**
 * Registers the app's worker with the prefix as its scope. A page that did not pass through the
 * worker (the first visit, or one that started while the worker was being installed) is not kept:
 * once the worker controls the page, so that what the page fetches from then on passes through it,
 * it is handed the page and the build files fetched before (Workbox's CACHE_URLS message) whenever
 * no copy of the page is kept yet, and the page opens without a signal next time.
 */
export async function registerAppWorker(scope: string): Promise<void> {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  await workers.register("/van-app-sw.js", { scope });
  if (location.pathname !== scope) return;
  const worker = await controllerOf(workers);
  const pages = await caches.open(VAN_APP_READ_CACHES.pages);
  if (await pages.match(location.pathname, { ignoreSearch: true })) return;
  const loaded = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.startsWith("/assets/"));
  worker.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: [location.href, ...loaded] } });
}
