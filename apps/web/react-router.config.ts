import type { Config } from "@react-router/dev/config";

// Server-rendered pages; the build is served by the Fastify process (apps/server/src/web-host).
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
