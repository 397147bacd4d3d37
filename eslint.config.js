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
        // The one tsconfig, which includes every file linted here (a file outside it is an error,
        // not linted without types). Measured on two cores: the whole lint 49 s of CPU against
        // 56 s with the project service (typescript-eslint's per-file projects), same findings.
        project: "./tsconfig.json",
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: {
      reportUnusedDisableDirectives: "error",
    },
    rules: {
      // `interface DefaultTheme extends Theme {}` is how styled-components' theme type is declared.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      // Leaving a key out with a rest pattern (`const { type: _type, ...rest } = event`) is the idiom here.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }],
      // `async` marks functions that fulfil a Promise contract (XState's fromPromise, clipboard
      // writers, Workbox plugins): a throw in them must reject, so `async` stays without an `await`.
      "@typescript-eslint/require-await": "off",
      // React Router's loaders throw a Response (404) by design.
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
      // A rejection passes on the error it was given (React's onShellError hands over an `unknown`).
      "@typescript-eslint/prefer-promise-reject-errors": ["error", { allowThrowingUnknown: true }],
      // Playwright's Locator prints its selector in a message (`locator('#amount')`).
      "@typescript-eslint/restrict-template-expressions": [
        "error",
        { allow: [{ from: "package", name: "Locator", package: "playwright-core" }] },
      ],
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
    files: ["scripts/service-worker.worker.mjs"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // xstate's graph internals (state nodes, transitions, actor scopes) are typed `any`; the
    // harness reads them on purpose, in this one file, so the no-unsafe-* family would only say
    // "this is xstate".
    files: ["tools/statecharts/model/xstate-internals.ts"],
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
    files: ["**/*.{ts,tsx}"],
    rules: {
      // Islands set browser-only values (the hydrated flag, the page's URL, the device's date) in
      // a mount effect on purpose: the first client render must equal the pre-rendered HTML.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
);
