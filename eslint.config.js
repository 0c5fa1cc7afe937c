import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

import { clientLayers } from "./eslint/client-layers.js";
import { compositionRoot } from "./eslint/composition-root.js";
import { dependencyRule } from "./eslint/dependency-rule.js";
import { moduleBoundaries } from "./eslint/module-boundaries.js";
import { oneApiLayer } from "./eslint/one-api-layer.js";
import { oneFormKit } from "./eslint/one-form-kit.js";
import { oneTablePattern } from "./eslint/one-table-pattern.js";
import { serverModuleShape } from "./eslint/server-module-shape.js";

const houseRules = {
  "dependency-rule": dependencyRule,
  "client-layers": clientLayers,
  "one-api-layer": oneApiLayer,
  "one-form-kit": oneFormKit,
  "one-table-pattern": oneTablePattern,
  "server-module-shape": serverModuleShape,
  "composition-root": compositionRoot,
  "module-boundaries": moduleBoundaries,
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      "data/",
      "bench/results/",
      "playwright-report/",
      "test-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { sabal: { rules: houseRules } },
    rules: {
      "sabal/dependency-rule": "error",
      "sabal/client-layers": "error",
      "sabal/one-api-layer": "error",
      "sabal/one-form-kit": "error",
      "sabal/one-table-pattern": "error",
      "sabal/server-module-shape": "error",
      "sabal/composition-root": "error",
      "sabal/module-boundaries": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
