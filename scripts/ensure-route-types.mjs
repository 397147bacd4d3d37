// Route types (.react-router/types) are generated, not committed. `npm run lint` and
// `npm run typecheck` need them; `npm run test:build` and `npm test` generate them once before they
// run the linters, the type check and the builds side by side, so this only generates them when they
// are missing (a fresh clone), and never while another process may be reading them.
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";

if (!existsSync(".react-router/types/+routes.ts")) {
  execFileSync("npx", ["react-router", "typegen"], { stdio: "inherit" });
}
