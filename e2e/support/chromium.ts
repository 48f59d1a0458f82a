import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";

/** Finds Debian's Chromium; nothing here downloads a browser. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  for (const path of candidates) if (path && existsSync(path)) return path;
  try {
    return execFileSync("which", ["chromium"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error(
      "Chromium was not found at /usr/bin/chromium. The end-to-end tests drive Debian's Chromium: " +
        "install it with `apt-get update && apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.",
    );
  }
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
