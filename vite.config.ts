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

export default defineConfig({
  plugins: [styledComponentsBabel(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  ssr: { noExternal: ["styled-components", "react-hot-toast"] },
});
