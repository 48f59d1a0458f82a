// One lint config for the workspace. The feature rule keeps web features independent:
// a feature may import app/ui, app/lib and @merchant/domain, never another feature.
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

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "**/dist/**",
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
  ...featureIsolation,
);
