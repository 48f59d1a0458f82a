import type { OutputBundle, OutputChunk } from "rollup";
import { describe, expect, it } from "vitest";
import { COMPILE_WHOLE, compileFrameworkWhole } from "../../compile-hints.ts";

const chunk = (fileName: string, moduleIds: string[]) =>
  ({
    type: "chunk",
    fileName,
    moduleIds,
    code: "import{a}from'./b.js';a();",
    map: { mappings: "AAAA,CAAC" },
  }) as unknown as OutputChunk;

function built(bundle: Record<string, OutputChunk>) {
  const plugin = compileFrameworkWhole();
  const generate = plugin.generateBundle as (options: unknown, bundle: OutputBundle) => void;
  generate.call({}, {}, bundle as OutputBundle);
  return bundle;
}

describe("the framework's chunks are compiled whole as they download (decision 176)", () => {
  it("puts V8's compile hint on its own first line of a chunk holding React DOM or React Router, and the map one line down", () => {
    const bundle = built({
      entry: chunk("entry.client.js", [
        "/repo/node_modules/react-dom/cjs/react-dom-client.production.js?commonjs-exports",
      ]),
      router: chunk("jsx-runtime.js", ["C:\\repo\\node_modules\\react-router\\dist\\production\\index.mjs"]),
    });
    for (const file of Object.values(bundle)) {
      expect(file.code.split("\n")).toEqual([COMPILE_WHOLE, "import{a}from'./b.js';a();"]);
      expect(file.map?.mappings).toBe(";AAAA,CAAC");
    }
    expect(COMPILE_WHOLE).toBe("//# allFunctionsCalledOnLoad");
  });

  it("leaves the shop's own chunks, and packages only named like the framework, as they are", () => {
    const bundle = built({
      page: chunk("product.js", ["/repo/apps/web/app/routes/product.tsx"]),
      lookalike: chunk("x.js", [
        "/repo/node_modules/react-router-extra/index.js",
        "/repo/node_modules/preact/x.js",
      ]),
    });
    for (const file of Object.values(bundle)) {
      expect(file.code).toBe("import{a}from'./b.js';a();");
      expect(file.map?.mappings).toBe("AAAA,CAAC");
    }
  });

  it("is a step of the browser's build only", () => {
    const plugin = compileFrameworkWhole();
    expect(plugin.apply).toBe("build");
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: "client" })).toBe(true);
    expect(applies({ name: "ssr" })).toBe(false);
  });
});
