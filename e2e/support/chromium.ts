import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";

/** Debian's package chromium-headless-shell. */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** `CHROMIUM_PATH` when it names a file, else the first of `installed` that is there; nothing here downloads a browser. */
function findBrowser(installed: string[]): string {
  const candidates = [process.env.CHROMIUM_PATH, ...installed];
  for (const path of candidates) if (path && existsSync(path)) return path;
  try {
    return execFileSync("which", ["chromium"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error(
      "Chromium was not found at /usr/bin/chromium. The end-to-end tests drive Debian's Chromium: " +
        "install it with `apt-get update && apt-get install -y chromium chromium-headless-shell`, or set CHROMIUM_PATH to a Chromium binary.",
    );
  }
}

/** Debian's Chromium, which Lighthouse measures pages with. */
export const findChromium = (): string => findBrowser(CHROMIUM);

/**
 * The browser the journeys drive: Debian's headless shell when installed, else Chromium. The shell is
 * the same Chromium build's Blink and V8 without the browser's own windows to draw, as Playwright
 * itself runs headless pages; the journeys take a fifth less time in it (decision 180).
 */
export const findJourneyBrowser = (): string => findBrowser([HEADLESS_SHELL, ...CHROMIUM]);

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
