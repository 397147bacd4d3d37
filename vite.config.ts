import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { transformAsync } from "@babel/core";
import path from "node:path";

/**
 * Runs babel-plugin-styled-components before anything else, so that server (pre-render) and
 * client builds give every styled component the same stable class name and hydration matches.
 */
function styledComponentsBabel(): Plugin {
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
        plugins: [["babel-plugin-styled-components", { ssr: true, displayName: true, fileName: true, pure: true }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * What the islands entry (src/entry.client.tsx) needs on every page, in one file: React, React DOM
 * and styled-components. Compressed together it is smaller than as separate files, and the browser
 * makes one request instead of several. React Router is not in it: pages are rendered by it at
 * build time only (src/root.tsx, src/lib/page-handle.ts), and no island uses it. XState and
 * react-hot-toast stay out too: only the islands use them, and they load with the islands.
 */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion|tslib|shallowequal)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [styledComponentsBabel(), reactRouter()],
  build:
    isSsrBuild && !process.env.SOURCEMAP
      ? {}
      : {
          sourcemap: process.env.SOURCEMAP === "1",
          rolldownOptions: { output: { codeSplitting: { groups: [{ name: "vendor", test: VENDOR }] } } },
        },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  ssr: { noExternal: ["styled-components", "react-hot-toast"] },
}));
