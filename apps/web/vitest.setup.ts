import { afterEach } from "vitest";

// Testing Library unmounts between tests only when told to (vitest runs without globals).
afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
});
