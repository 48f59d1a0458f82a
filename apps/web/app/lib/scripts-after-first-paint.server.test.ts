import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint.server.ts";

const streamed = (...chunks: (string | Buffer)[]) =>
  text(
    Readable.from(chunks.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk))).pipe(
      scriptsAfterFirstPaint(),
    ),
  );

const BOOTSTRAP =
  '<script nonce="n1" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n' +
  'import * as route1 from "/assets/home.js";\n  window.__reactRouterManifest = {"entry":{}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client.js");</script>';

/** Runs a rewritten bootstrap with a fake browser: what it preloads, imports and sets, in order. */
async function run(html: string) {
  const code = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const events: string[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
  };
  const frames: (() => void)[] = [];
  const importModule = async (url: string) => {
    events.push(`import ${url}`);
    return { url };
  };
  const body = code.replaceAll("import(", "importModule(");
  new Function("requestAnimationFrame", "setTimeout", "document", "window", "importModule", body)(
    (callback: () => void) => frames.push(() => events.push("painted") && callback()),
    // A task: marked, then run at once.
    (callback: () => void) => events.push("task") && callback(),
    document,
    window,
    importModule,
  );
  events.push("script ran");
  frames.shift()!();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { events, window };
}

describe("scriptsAfterFirstPaint (decision 142)", () => {
  it("takes the module preloads out of the head, however it is split, and leaves the rest", async () => {
    const html = await streamed(
      '<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="module',
      'preload" href="/assets/b.js"/><title>Shop</title></head><body><p>£1</p>',
      "</body></html>",
    );
    expect(html).toBe("<html><head><title>Shop</title></head><body><p>£1</p></body></html>");
  });

  it("runs React Router's bootstrap after the first paint: preloads, then route modules, then the entry", async () => {
    const html = await streamed(
      '<head><link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/></head><body><h1>Timber</h1>',
      BOOTSTRAP.slice(0, 60),
      BOOTSTRAP.slice(60),
      "</body>",
    );
    expect(html).toContain('<body><h1>Timber</h1><script nonce="n1" type="module" async="">');
    const { events, window } = await run(html);
    expect(events).toEqual([
      "script ran",
      "painted",
      "task",
      "modulepreload /assets/entry.client.js",
      "modulepreload /assets/root.js",
      "import /assets/root.js",
      "import /assets/home.js",
      "import /assets/entry.client.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root.js" },
      "routes/home": { url: "/assets/home.js" },
    });
  });

  it("starts the preloads a few to a task, so no task blocks a phone for long, and imports after the last", async () => {
    const links = Array.from({ length: 9 }, (_, n) => `<link rel="modulepreload" href="/assets/${n}.js"/>`);
    const { events } = await run(
      await streamed(`<head>${links.join("")}</head><body>`, BOOTSTRAP, "</body>"),
    );
    const tasks = events
      .slice(events.indexOf("task"))
      .join(" ")
      .split("task ")
      .filter(Boolean)
      .map((task) => task.match(/modulepreload/g)?.length ?? 0);
    expect(tasks).toEqual([4, 4, 1]);
    expect(events.indexOf("import /assets/root.js")).toBeGreaterThan(
      events.indexOf("modulepreload /assets/8.js"),
    );
  });

  it("leaves other scripts, and a bootstrap it does not recognise, as they are", async () => {
    const other = '<script nonce="n1">window.__reactRouterContext = {};</script>';
    const unknown = '<script type="module">window.__reactRouterRouteModules = {};</script>';
    const development =
      '<script type="module">import "/@vite/client";\nimport * as route0 from "/app/root.tsx";\n' +
      "window.__reactRouterRouteModules = {root:route0};</script>";
    const html = await streamed("<head></head><body>", other, unknown, development, "</body>");
    expect(html).toBe(`<head></head><body>${other}${unknown}${development}</body>`);
  });

  it("keeps a character split between two chunks whole", async () => {
    const pound = Buffer.from("£");
    const html = await streamed("<head><title>", pound.subarray(0, 1), pound.subarray(1), "</title></head>");
    expect(html).toBe("<head><title>£</title></head>");
  });
});
