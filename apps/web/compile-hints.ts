/**
 * V8's explicit compile hints (decision 176): a browser chunk holding React, React DOM or React
 * Router starts with the magic comment `//# allFunctionsCalledOnLoad`, so Chrome (136 on) compiles the
 * whole file while it downloads, off the main thread. Hydration calls nearly all of that code; compiled
 * lazily, each function was compiled on the main thread as the page woke (200–280 ms of main thread
 * at Lighthouse's phone speed). Other browsers read a comment. Added after minification, which would
 * drop it, with the source map moved down the line it takes.
 */
import type { Plugin } from "vite";

/** The framework's modules: nearly all of their code runs as a page hydrates. */
const CALLED_ON_LOAD = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

export const COMPILE_WHOLE = "//# allFunctionsCalledOnLoad";

export function compileFrameworkWhole(): Plugin {
  return {
    name: "merchant:compile-framework-whole",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk" || !file.moduleIds.some((id) => CALLED_ON_LOAD.test(id))) continue;
        file.code = `${COMPILE_WHOLE}\n${file.code}`;
        if (file.map) file.map.mappings = `;${file.map.mappings}`;
      }
    },
  };
}
