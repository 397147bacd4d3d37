// After `react-router build`: turn the pre-rendered Not-found page into the server's 404.html
// and drop files the static site must not serve.
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

const out = path.resolve(process.argv[2] ?? "build", "client");
const notFoundDir = path.join(out, "404");
if (!existsSync(path.join(notFoundDir, "index.html"))) {
  console.error(`postbuild: ${notFoundDir}/index.html is missing; did the pre-render run?`);
  process.exit(1);
}
renameSync(path.join(notFoundDir, "index.html"), path.join(out, "404.html"));
rmSync(notFoundDir, { recursive: true, force: true });
// The SPA fallback is not used: every route is pre-rendered and unknown paths get 404.html.
rmSync(path.join(out, "__spa-fallback.html"), { force: true });
for (const f of ["sitemap.xml.data", "robots.txt.data"]) rmSync(path.join(out, f), { force: true });
console.log(`postbuild: wrote ${path.join(out, "404.html")}`);
