// The van app's service worker (decision 155), registered once per prefix with the prefix in its
// address (/van-app-sw.js?prefix=app, scope /app: the page itself and all under it). It keeps the
// app shell for a poor connection: hashed build files and the app's icons and manifest once
// fetched (they never change under their name). Pages and API answers are the operator's own and
// always come from the network; a page that cannot be reached shows the offline page instead of
// the browser's error.
const PREFIX = new URL(self.location.href).searchParams.get("prefix") === "appmears" ? "appmears" : "app";
const CACHE = `${PREFIX}-shell-v1`;
const OFFLINE = "/van-app/offline.html";
const SHELL = [OFFLINE, `/${PREFIX}/icon.svg`, `/${PREFIX}/manifest.webmanifest`];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)));
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  const stale = (name) => name.startsWith(`${PREFIX}-shell-`) && name !== CACHE;
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter(stale).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** A kept copy, else the network's answer, kept for next time. */
async function keptOrFetched(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE)));
  } else if (url.pathname.startsWith("/assets/") || SHELL.includes(url.pathname)) {
    event.respondWith(keptOrFetched(request));
  }
});
