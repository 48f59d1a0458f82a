import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { compileFrameworkWhole } from "./compile-hints.ts";
import { vanAppWorker } from "./van-app-worker.ts";

// React Router's plugin compiles JSX and fast refresh itself, so @vitejs/plugin-react is not used here.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), VitePWA(vanAppWorker), compileFrameworkWhole()],
  // Dialogs and the phone menu load on demand (decision 142), so the dev server's first scan of the
  // routes meets neither Radix's dialog nor the icons; the API client, the map and the contract's
  // packages sit behind modules the scan does not follow either. Named here, they are bundled at start
  // rather than found on the first page by a re-bundle that reloads it (twice, measured: 15 s before the
  // first page of `npm run dev` was live).
  optimizeDeps: {
    include: [
      "@radix-ui/react-dialog",
      "lucide-react",
      "lru-cache",
      "openapi-fetch",
      "postcode",
      "leaflet",
      "zod",
    ],
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    rollupOptions: {
      // Dozens of chunks of a few hundred bytes (icons, messages, small helpers) each cost a phone a
      // request: chunks under 10 kB join one loaded in like conditions. The home page then loads 26
      // files instead of 50, for about 10 kB more compressed script (decision 142).
      output: { experimentalMinChunkSize: 10_000 },
    },
  },
});
