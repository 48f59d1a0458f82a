// Bundles the server into dist/main.js for `npm start`, so node runs it with no TypeScript loader or
// wrapper process between npm and the server. The embedded database's worker thread is a second entry,
// dist/pglite-worker-thread.js, beside main.js where src/db/pglite-worker.ts looks for it. Packages from node_modules stay outside the bundle (PGlite
// finds its WebAssembly beside its own files); the workspace's own TypeScript packages (@merchant/…) go in,
// as node cannot load TypeScript. The benchmarks bundle their server the same way (bench/lib/figure.ts).
import { build } from "esbuild";
import { pathToFileURL } from "node:url";

const fromNodeModules = {
  name: "node-modules-outside",
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@merchant/") ? undefined : { path: args.path, external: true },
    );
  },
};

const workerThread = new URL("../src/db/pglite-worker-thread.ts", import.meta.url).pathname;

/**
 * Bundles `main` (a file path) and the worker thread into `outdir`, which must sit three folders below
 * the repository's root as dist/ does: the server finds the root and the web build from there.
 */
export async function bundleServer(main, outdir) {
  await build({
    entryPoints: { main, "pglite-worker-thread": workerThread },
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    logLevel: "warning",
    plugins: [fromNodeModules],
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await bundleServer(
    new URL("../src/main.ts", import.meta.url).pathname,
    new URL("../dist", import.meta.url).pathname,
  );
}
