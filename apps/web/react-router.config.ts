import type { Config } from "@react-router/dev/config";

// Server-rendered pages; the build is served by the Fastify process (apps/server/src/web-host).
// React Router v8's behaviour, opted into now (decision 096): loaders get a RouterContextProvider.
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
