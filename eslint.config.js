// ESLint (flat config): typescript-eslint with type information, React's hooks rules and
// jsx-a11y over every hand-written file. `npm run lint`; `npm test` runs it.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

export default tseslint.config(
  {
    // Generated or installed: diagrams, behaviour paths, builds, route types, reports.
    ignores: [
      "node_modules/",
      "build/",
      "build-dev/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "reports/",
      ".stryker-tmp/",
      "screenshots/",
      "bench-results/",
      "docs/machines/",
      "src/behaviour/paths/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: {
      reportUnusedDisableDirectives: "error",
    },
  },
  {
    // Plain JavaScript (scripts, configs; tsconfig has allowJs without checkJs): its values are
    // `any` by nature, so the no-unsafe-* family would only say "this is JavaScript".
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
);
