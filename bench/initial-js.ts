/**
 * The JavaScript a page loads before it is interactive (issue 20 "Pages": at most 100 KB gzipped
 * on the product page): the client entry, the route modules from the root down to the page's, and
 * every chunk they import, as React Router's manifest of the web build lists them, each file
 * gzipped at level 9 as the server sends it (decision 142). Beside it, the part that is React and
 * React Router themselves, which every page pays whatever the shop's own code weighs.
 *
 * `npx tsx initial-js.ts` in bench/ (after `npm run build -w @merchant/web`); the exit code follows
 * the product page's target.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const CLIENT = fileURLToPath(new URL("../apps/web/build/client", import.meta.url));
const TARGET_KB = 100;
const PAGES = {
  home: "routes/home",
  category: "routes/category",
  product: "routes/product",
  search: "routes/search",
  basket: "routes/basket",
  checkout: "routes/checkout",
} as const;

type ManifestRoute = { parentId?: string; module: string; imports?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

function readManifest(): Manifest {
  const assets = join(CLIENT, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: build the web app first`);
  const source = readFileSync(join(assets, file), "utf8");
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;$/, "")) as Manifest;
}

const gzippedBytes = (file: string) => gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length;

/** Every file the page's first load asks for: the entry and its imports, then each route down to the page. */
function initialFiles(manifest: Manifest, routeId: string): string[] {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const chain: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`No route ${id} in the manifest`);
    chain.unshift(route);
  }
  for (const route of chain) for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  return [...files];
}

/** The framework's part: the entry (React DOM's client and React Router's hydration) and the chunk holding React and React Router. */
function frameworkFiles(manifest: Manifest): string[] {
  const shared = manifest.entry.imports.filter((file) => /\/jsx-runtime-[\w-]+\.js$/.test(file));
  return [manifest.entry.module, ...shared];
}

export function printInitialJs(): boolean {
  const manifest = readManifest();
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  const framework = frameworkFiles(manifest).reduce((sum, file) => sum + gzippedBytes(file), 0);
  console.log("\nInitial JavaScript per page, gzipped (web build in apps/web/build)");
  console.log(
    `${"page".padEnd(10)} ${"files".padStart(5)}  ${"total KB".padStart(8)}  of it React and React Router`,
  );
  let passed = true;
  for (const [page, routeId] of Object.entries(PAGES)) {
    const files = initialFiles(manifest, routeId);
    const total = files.reduce((sum, file) => sum + gzippedBytes(file), 0);
    console.log(
      `${page.padEnd(10)} ${String(files.length).padStart(5)}  ${kb(total)} KB  ${kb(framework)} KB`,
    );
    if (page === "product") passed = total <= TARGET_KB * 1024;
  }
  console.log(`target: the product page at most ${TARGET_KB} KB → ${passed ? "PASS" : "FAIL"}`);
  return passed;
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  process.exitCode = printInitialJs() ? 0 : 1;
}
