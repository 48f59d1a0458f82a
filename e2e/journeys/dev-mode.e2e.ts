/**
 * `npm run dev` (issue 8): the web app is served by Vite inside the server process, and an edit
 * to a component shows in the open page by hot module replacement, with no reload of the page
 * and no restart of the server (decision 097).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { launchBrowser } from "../support/browser.ts";

const repoFolder = fileURLToPath(new URL("../..", import.meta.url));
const component = fileURLToPath(new URL("../../apps/web/app/features/site-footer/SiteFooter.tsx", import.meta.url));
const HEADING = "Talk to us";
const EDITED = "Talk to us today";

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let dev: ChildProcess | undefined;
let output = "";
const original = readFileSync(component, "utf8");

afterAll(() => {
  writeFileSync(component, original);
  // The whole group: npm, tsx's watcher and the server under it.
  if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
});

async function startDev(): Promise<number> {
  const port = await freePort();
  dev = spawn("npm", ["run", "dev"], {
    cwd: repoFolder,
    detached: true,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "memory://", SEED_PRODUCTS: "60", SEED_BRANCHES: "4" },
  });
  dev.stdout?.on("data", (chunk) => (output += String(chunk)));
  dev.stderr?.on("data", (chunk) => (output += String(chunk)));
  await expect.poll(() => output, { timeout: 90_000, interval: 500 }).toContain("Shop open at");
  return port;
}

it("shows an edit to a component without a reload or a restart", async () => {
  const port = await startDev();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/storefinder`);
    const heading = page.getByRole("heading", { name: HEADING, exact: true });
    await heading.waitFor({ timeout: 60_000 });
    await page.waitForSelector("html[data-hydrated]", { timeout: 60_000 });
    // Gone if the page reloads.
    await page.evaluate(() => ((window as { devMarker?: string }).devMarker = "still here"));

    writeFileSync(component, original.replace(`            ${HEADING}\n`, `            ${EDITED}\n`));
    await page.getByRole("heading", { name: EDITED, exact: true }).waitFor({ timeout: 30_000 });

    expect(await page.evaluate(() => (window as { devMarker?: string }).devMarker)).toBe("still here");
    expect(output.match(/Shop open at/g)).toHaveLength(1);
  } finally {
    writeFileSync(component, original);
    await browser.close();
  }
}, 180_000);
