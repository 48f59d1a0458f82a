// Bundles the server into dist/main.js for `npm start`, so node runs it with no TypeScript loader or
// wrapper process between npm and the server. The embedded database's worker thread is a second entry,
// dist/pglite-worker-thread.js, beside main.js where src/db/pglite-worker.ts looks for it. Packages from node_modules stay outside the bundle (PGlite
// finds its WebAssembly beside its own files); the workspace's own TypeScript packages (@merchant/…) go in,
// as node cannot load TypeScript.
import { build } from "esbuild";

const fromNodeModules = {
  name: "node-modules-outside",
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@merchant/") ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    main: new URL("../src/main.ts", import.meta.url).pathname,
    "pglite-worker-thread": new URL("../src/db/pglite-worker-thread.ts", import.meta.url).pathname,
  },
  outdir: new URL("../dist", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [fromNodeModules],
});
