import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { transformAsync } from "@babel/core";
import path from "node:path";

/**
 * Runs babel-plugin-styled-components before anything else, so that server (pre-render) and
 * client builds give every styled component the same stable class name and hydration matches.
 * Readable class names (`page-layout__Lead-sc-…`) in development only: in production they are
 * `sc-…`, which takes about 0.7 kB gzip off every page's HTML (issue 33: the home page's HTML then
 * fits in a connection's first round trip).
 */
function styledComponentsBabel(readableNames: boolean): Plugin {
  return {
    name: "styled-components-babel",
    enforce: "pre",
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes("node_modules")) return null;
      if (!code.includes("styled-components")) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [
          [
            "babel-plugin-styled-components",
            { ssr: true, displayName: readableNames, fileName: readableNames, pure: true },
          ],
        ],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * What the islands entry (src/entry.client.tsx) needs on every page, in one file: the renderer
 * (Preact's compatibility layer in the production build, React in the development build) and
 * styled-components. Compressed together it is smaller than as separate files, and the browser
 * makes one request instead of several. React Router is not in it: pages are rendered by it at
 * build time only (src/root.tsx, src/lib/page-handle.ts), and no island uses it. XState stays
 * out too: only the islands use it, and it loads with them; react-hot-toast loads with the first
 * toast (src/components/converter/toasts.tsx). The renderer's own settings
 * (src/renderer/preact-dom-client.ts) join it: the islands, the toasts and the Behaviour view all
 * make roots with them, and a file of their own would be one more request for a few bytes.
 */
const VENDOR =
  /[\\/]node_modules[\\/](preact|react|react-dom|scheduler|styled-components|stylis|@emotion|tslib|shallowequal)[\\/]|src[\\/]renderer[\\/]preact-dom-client\.ts$/;

/**
 * The islands entry (src/entry.client.tsx) in one file with the modules it imports itself (its
 * loader, Get Started, today's date, the next-task helper, Vite's preload helper), which other
 * chunks share and would otherwise split into files of their own: the page's one script is then
 * one request, not one and then four more, before it holds presses and starts the islands (issue
 * 33). The chunks that share them import them from the entry's file, already loaded and run.
 */
const ENTRY =
  /src[\\/](entry\.client\.tsx|island-loader\.ts|components[\\/]frame[\\/]get-started\.ts|lib[\\/](today|next-task)\.ts)$|preload-helper/;

/**
 * Issue 33: in the production browser build the islands render with Preact's compatibility layer
 * (src/renderer/preact-dom-client.ts), about 4 kB gzip for React DOM's 75 kB. The pre-render stays
 * on React (`react-dom/server`), and so do the development build (`npm run build:dev`, whose
 * hydration test relies on React's warnings), the development server and the Vitest view tests.
 * tests/e2e/hydration-nodes.spec.ts checks on the production build that hydration keeps every
 * element the pre-render drew.
 */
const PREACT = [
  { find: /^react-dom\/client$/, replacement: path.resolve(import.meta.dirname, "src/renderer/preact-dom-client.ts") },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

/**
 * What every calculator's island runs on, in one file: the machines' shared regions (connect,
 * controls, described states, the copy and settle regions), the number reading and the share
 * fragment, with what they import (xstate). No React: the converter's early answer runs on it
 * before the islands' renderer has arrived (tests/e2e/early-answer.spec.ts). Every calculator
 * page loads all of it anyway; as a dozen files of a few hundred bytes each, each compressed on
 * its own, it cost about 3 kB gzip more (the syringe page 100.5 → 97.7 kB). A text page loads
 * none of it.
 */
const COMMON =
  /src[\\/](machines[\\/](connect|described|controls|transient|settle-region|copy-region[\\/][a-z-]+)\.ts|domain[\\/](sentences|per-object|caution-lead)\.ts|behaviour[\\/]page-effects\.ts)$/;

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [styledComponentsBabel(mode !== "production"), reactRouter()],
  build:
    isSsrBuild && !process.env.SOURCEMAP
      ? {}
      : {
          sourcemap: process.env.SOURCEMAP === "1",
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "entry.client", test: ENTRY, priority: 20 },
                  { name: "vendor", test: VENDOR },
                  { name: "calculator-common", test: COMMON },
                ],
              },
            },
          },
        },
  resolve: {
    alias: [
      { find: /^~\//, replacement: path.resolve(import.meta.dirname, "src") + "/" },
      ...(command === "build" && mode === "production" && !isSsrBuild ? PREACT : []),
    ],
  },
  ssr: { noExternal: ["styled-components", "react-hot-toast"] },
}));
