/**
 * The storefront as `npm run build -w @merchant/web` left it: the server build imported once, the
 * browser files served from disk, compressed ahead of time, with long caches for hashed assets.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { ServerBuild } from "react-router";
import type { PageSource } from "./page-source.ts";

/** Hashed file names change with their content, so a browser may keep them for a year. */
export const HASHED_ASSETS = "/assets/";
const IMMUTABLE = "public, max-age=31536000, immutable";
/** favicon and other unhashed public files may change with a release. */
const SHORT_LIVED = "public, max-age=3600";

export async function builtPages(buildDir: string): Promise<PageSource> {
  const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const clientDir = join(buildDir, "client");
  return {
    mode: "production",
    build: async () => build,
    serveBrowserFiles: async (pages) => {
      await pages.register(fastifyStatic, {
        // A page brings a dozen of these: logged only when something goes wrong.
        logLevel: "warn",
        root: clientDir,
        prefix: "/",
        // One route per built file, so every other path reaches the page handler.
        wildcard: false,
        index: false,
        decorateReply: false,
        // The web build writes each asset brotli- and gzip-compressed beside itself, at the highest
        // levels (apps/web/vite.config.ts): sent as they are to browsers that accept them, no CPU per request.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, path) => {
          const url = path.slice(clientDir.length).replaceAll("\\", "/");
          res.setHeader("cache-control", url.startsWith(HASHED_ASSETS) ? IMMUTABLE : SHORT_LIVED);
        },
      });
    },
  };
}
