// Bundles the server into dist/main.js for `npm start`, so node runs it with no TypeScript loader or
// wrapper process between npm and the server. Packages from node_modules stay outside the bundle (PGlite
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
  entryPoints: [new URL("../src/main.ts", import.meta.url).pathname],
  outfile: new URL("../dist/main.js", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [fromNodeModules],
});
