/**
 * The page half of the fuzz suite: every page of the web build (read from the build's own route
 * table, so a new page is fuzzed too) gets generated hostile query parameters and path segments
 * on the real server, as a document and as a client navigation's `.data` request, and must answer
 * without a 5xx. A failure prints the address and the seed; `FUZZ_SEED=<seed> npm run test -w
 * @merchant/e2e -- fuzz` replays it (docs/decisions/094-fuzz-suite.md).
 */
import { fileURLToPath, pathToFileURL } from "node:url";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { hostileText, percentEncode, queryFor } from "../../apps/server/test/fuzz/hostile.ts";
import type { BranchList, CategoryNode, ProductListing } from "@merchant/contract";
import { shopAddress } from "../support/shop-address.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Page renders: enough to meet every kind of trouble on every page, in seconds. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/**
 * The query parameters the pages read (the listing's, the search words, the store finder's,
 * the login page's, the van app's links and tabs); `queryFor` adds names no page reads.
 */
const PAGE_PARAMETERS = [
  "q",
  "page",
  "sort",
  "brand",
  "min",
  "max",
  "inStock",
  "feature",
  "redirectTo",
  "near",
  "hash",
  "email",
  "branchcode",
  "networktype",
  "UID",
  "APPVERSION",
  "selectTab",
  "notice",
].map((name) => ({ name, schema: { maxLength: name === "q" ? 200 : 100 } }));

type BuiltRoute = { id: string; parentId?: string; path?: string; index?: boolean };

/** Every page's address pattern, e.g. `category/:slug`, joined from the build's nested routes. */
async function pagePatterns(): Promise<string[]> {
  const buildFile = fileURLToPath(new URL("../../apps/web/build/server/index.js", import.meta.url));
  const { routes } = (await import(pathToFileURL(buildFile).href)) as { routes: Record<string, BuiltRoute> };
  const patternOf = (route: BuiltRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    return [parent ? patternOf(parent) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  const withPages = Object.values(routes).filter((route) => route.index || route.path);
  return withPages.map((route) => `/${patternOf(route)}`);
}

const baseURL = shopAddress();
const api = async <T>(path: string) => (await (await fetch(new URL(path, baseURL))).json()) as T;

/** Real values for each kind of path segment, so hostile queries also reach real listings and pages. */
const realSegments: Record<string, string[]> = {};
let patterns: string[] = [];
beforeAll(async () => {
  patterns = await pagePatterns();
  const { categories } = await api<{ categories: CategoryNode[] }>("/api/categories/tree");
  const firstCategory = categories[0]?.slug ?? "none";
  const listing = await api<ProductListing>(`/api/categories/${firstCategory}/products?pageSize=3`);
  const { branches } = await api<BranchList>("/api/branches");
  realSegments[":slug"] = [
    ...categories.map((category) => category.slug),
    ...listing.items.map((item) => item.slug),
  ];
  realSegments[":slugAndId"] = branches.slice(0, 3).map((branch) => `${branch.slug}-${branch.id}`);
  realSegments["*"] = ["nothing-here", "a/b/c"];
});

function segmentFor(name: string): fc.Arbitrary<string> {
  const real = realSegments[name] ?? [];
  const hostile = fc.oneof(
    hostileText.map(percentEncode),
    fc.constantFrom("..", "%00", "%", "%ZZ", "%C0%AE", "%FF", "-1", "x-99999999999", "-2147483648"),
  );
  return real.length > 0 ? fc.oneof(fc.constantFrom(...real), hostile) : hostile;
}

/** An address of the pattern with each `:name` (or `*`) filled, hostile query, document or `.data`. */
function addressFor(pattern: string): fc.Arbitrary<string> {
  const names = pattern.match(/:\w+|\*/g) ?? [];
  return fc
    .record({
      segments: fc.tuple(...names.map(segmentFor)),
      query: queryFor(PAGE_PARAMETERS),
      data: fc.boolean(),
    })
    .map(({ segments, query, data }) => {
      let index = 0;
      const path = pattern.replace(/:\w+|\*/g, () => segments[index++] ?? "");
      // A client navigation asks for the same page's data as `<path>.data` (the home page's is `/_root.data`).
      const dataPath = path === "/" ? "/_root.data" : `${path}.data`;
      return (data ? dataPath : path) + query;
    });
}

it("finds every page of the web build", () => {
  expect(patterns).toEqual(expect.arrayContaining(["/", "/search", "/category/:slug", "/storefinder"]));
});

it("answers every page's hostile query parameters and path segments without a 5xx", async () => {
  const address = fc.constantFrom(...patterns).chain(addressFor);
  await fc.assert(
    fc.asyncProperty(address, async (path) => {
      const response = await fetch(new URL(path, baseURL), { redirect: "manual" });
      await response.arrayBuffer();
      if (response.status >= 500) {
        throw new Error(
          `${response.status} for GET ${path}\nreplay: FUZZ_SEED=${SEED} npm run test -w @merchant/e2e -- fuzz`,
        );
      }
    }),
    { seed: SEED, numRuns: RUNS },
  );
}, 120_000);
