import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompress, constants, gzip } from "node:zlib";
import { promisify } from "node:util";
import type { Config } from "@react-router/dev/config";

/**
 * Writes each built browser file brotli- and gzip-compressed beside itself, at the highest levels
 * (too slow to use per request): the server sends these as they are (decision 142). Run once the
 * whole build is written, so React Router's route manifest is among them.
 */
async function precompressAssets(buildDirectory: string): Promise<void> {
  const assets = join(buildDirectory, "client", "assets");
  const files = (await readdir(assets)).filter((name) => /\.(js|css|svg|json)$/.test(name));
  await Promise.all(
    files.map(async (name) => {
      const source = await readFile(join(assets, name));
      if (source.length < 1024) return;
      const [br, gz] = await Promise.all([
        promisify(brotliCompress)(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        promisify(gzip)(source, { level: 9 }),
      ]);
      await Promise.all([
        writeFile(join(assets, `${name}.br`), br),
        writeFile(join(assets, `${name}.gz`), gz),
      ]);
    }),
  );
}

// Server-rendered pages; the build is served by the Fastify process (apps/server/src/web-host).
// React Router v8's behaviour, opted into now (decision 096): loaders get a RouterContextProvider.
export default {
  ssr: true,
  appDirectory: "app",
  // WEB_BUILD_OUT: another folder (under apps/web) for a second build beside the first, which the
  // server then serves with WEB_BUILD_DIR (two people building and testing in one checkout).
  buildDirectory: process.env.WEB_BUILD_OUT ?? "build",
  buildEnd: ({ reactRouterConfig }) => precompressAssets(reactRouterConfig.buildDirectory),
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
