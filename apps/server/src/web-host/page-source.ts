import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";

/** Where the storefront's pages come from: the built web app, or Vite's development server. */
export type PageSource = {
  mode: "production" | "development";
  /** The React Router server build to render with; in development, the current one after every edit. */
  build: () => Promise<ServerBuild>;
  /** Registers what serves the browser's own files (built assets, or Vite's modules and hot updates). */
  serveBrowserFiles: (pages: FastifyInstance) => Promise<void>;
};
