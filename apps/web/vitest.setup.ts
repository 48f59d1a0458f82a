import { afterEach } from "vitest";

// lib/api.ts checks every reply against the contract in development and tests, loading the
// contract package the moment a client is made. Loaded here first, before any test file, so that
// load is never still under way when a short test file ends (the environment's teardown refuses it).
await import("@merchant/contract");

// In the browser a dialog's code is fetched at its first opening or once the page is idle
// (ui/on-demand.tsx, tested there); component tests start with it loaded, as an idle page has it.
if (typeof document !== "undefined") await (await import("./app/ui/Dialog.tsx")).preloadDialog();

// The shopper of a component test has said yes to analytics, so the tests of what reaches the data
// layer see it; lib/analytics.test.ts clears this to test the consent itself (decision 139).
if (typeof document !== "undefined") document.cookie = "cookie_consent=all; path=/";

// Testing Library unmounts between tests only when told to (vitest runs without globals).
afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
});
