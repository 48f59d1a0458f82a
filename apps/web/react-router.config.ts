import type { Config } from "@react-router/dev/config";

// Server-rendered pages; the build is served by the Fastify process (apps/server/src/web-host).
// React Router v8's behaviour, opted into now (decision 096): loaders get a RouterContextProvider.
export default {
  ssr: true,
  appDirectory: "app",
  // WEB_BUILD_OUT: another folder (under apps/web) for a second build beside the first, which the
  // server then serves with WEB_BUILD_DIR (two people building and testing in one checkout).
  buildDirectory: process.env.WEB_BUILD_OUT ?? "build",
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
