// One lint config for the workspace. The feature rule keeps web features independent:
// a feature may import app/ui, app/lib and @merchant/domain, never another feature; the web app
// takes only types from the contract's schemas.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync, existsSync } from "node:fs";

const featuresDir = "apps/web/app/features";
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

const featureIsolation = features.map((feature) => ({
  files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: features
          .filter((other) => other !== feature)
          .flatMap((other) => [`**/features/${other}`, `**/features/${other}/**`, `~/features/${other}/**`]),
      },
    ],
  },
}));

// Server modules meet only through each other's public surface, modules/<name>/index.ts; the app
// (composition root) also registers each module's routes.ts. Tests may reach inside.
const anotherModulesInsides = {
  regex: "(^|/)modules/[a-z-]+/(?!index\\.ts$|routes\\.ts$)[^/]+",
  message: "Import another module through its index.ts.",
};
/** From a file `depth` folders inside a module, another module's files other than its index.ts. */
const siblingModulesInsides = (depth) => ({
  regex: `^(\\.\\./){${depth}}[a-z-]+/(?!index\\.ts$)[^/]+$`,
  message: "Import another module through its index.ts.",
});
const serverModuleBoundaries = [
  ["apps/server/src/**/*.ts", [anotherModulesInsides]],
  ["apps/server/src/modules/*/*.ts", [anotherModulesInsides, siblingModulesInsides(1)]],
  ["apps/server/src/modules/*/*/*.ts", [anotherModulesInsides, siblingModulesInsides(2)]],
].map(([files, patterns]) => ({
  files: [files],
  ignores: ["apps/server/src/**/*.test.ts"],
  rules: { "no-restricted-imports": ["error", { patterns }] },
}));

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "**/build-*/**",
      "**/dist/**",
      "**/dist-*/**",
      "**/coverage/**",
      "**/.react-router/**",
      "data/**",
      "e2e/artifacts/**",
      "apps/server/drizzle/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}", "packages/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["**/apps/server/**", "@merchant/server", "@merchant/server/**"] }],
    },
  },
  {
    // The contract's schemas stay out of the browser's bundle: pages take its types, and its
    // values from @merchant/contract/constants or /client (lib/api.ts loads the checks on its own).
    files: ["apps/web/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@merchant/contract",
              allowTypeImports: true,
              message: "Import types only; values come from @merchant/contract/constants or /client.",
            },
          ],
        },
      ],
    },
  },
  ...serverModuleBoundaries,
  ...featureIsolation,
);
