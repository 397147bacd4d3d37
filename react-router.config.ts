import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./src/data/site-routes";

export default {
  appDirectory: "src",
  ssr: false,
  // `npm run build:dev` writes a development-mode build (React's full hydration warnings) to build-dev.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: prerenderPaths,
} satisfies Config;
