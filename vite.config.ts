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
 * The framework every page needs (React, React DOM, React Router, styled-components) in one
 * file: compressed together it is smaller than as four files, and the browser makes one request
 * instead of four. XState and react-hot-toast stay out: only the islands use them
 * (src/components/islands.tsx), and they load with the islands.
 */
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|styled-components|stylis|@emotion|tslib|shallowequal)[\\/]/;

/**
 * The site's own code that every page loads first (page frame, content components, route table,
 * styles) in one file too. The islands are not in it: the calculators and the header's menus
 * load on their own (src/components/islands.tsx).
 */
const APP_SHARED = /[\\/]src[\\/](root\.tsx|styles[\\/]|data[\\/](doses|route-table|navigation|site)\.ts|components[\\/](islands\.tsx|page[\\/]|content[\\/]|frame[\\/](site-frame|site-footer)\.tsx))/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [styledComponentsBabel(), reactRouter()],
  build: isSsrBuild && !process.env.SOURCEMAP
    ? {}
    : { sourcemap: process.env.SOURCEMAP === "1", rolldownOptions: { output: { codeSplitting: { groups: [{ name: "vendor", test: VENDOR }, { name: "app", test: APP_SHARED }] } } } },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  ssr: { noExternal: ["styled-components", "react-hot-toast"] },
}));
