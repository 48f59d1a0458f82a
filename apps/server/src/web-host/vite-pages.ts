/**
 * `npm run dev`: the web app served by Vite in middleware mode inside this Fastify process. Vite
 * answers the browser's module, style and hot-update requests and keeps a WebSocket for hot module
 * replacement on the same port; pages render from Vite's current server build, so an edit to a
 * component shows in the browser without a restart (decision 097).
 */
import middie from "@fastify/middie";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import type { PageSource } from "./page-source.ts";

const SERVER_BUILD = "virtual:react-router/server-build";

export async function vitePages(app: FastifyInstance, webRoot: string): Promise<PageSource> {
  // Only development loads Vite: the production bundle never reaches this import.
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: webRoot,
    configFile: `${webRoot}/vite.config.ts`,
    appType: "custom",
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook("onClose", () => vite.close());
  return {
    mode: "development",
    build: async () => (await vite.ssrLoadModule(SERVER_BUILD)) as ServerBuild,
    serveBrowserFiles: async (pages) => {
      await pages.register(middie);
      pages.use(vite.middlewares);
    },
  };
}
