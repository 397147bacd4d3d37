/**
 * `npm run behaviour-paths [-- --check]` — writes src/behaviour/paths/<machine>.json, the test
 * paths the Behaviour view's player offers (tools/statecharts/behaviour-paths.ts). `--check`
 * writes nothing and exits 1 when a committed file differs.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { MACHINES } from "../tools/statecharts/machine-registry";
import { BEHAVIOUR_PATHS_DIR, behaviourPathsFile } from "../tools/statecharts/behaviour-paths";

const check = process.argv.includes("--check");
let stale = 0;
fs.mkdirSync(BEHAVIOUR_PATHS_DIR, { recursive: true });
for (const entry of MACHINES) {
  const file = behaviourPathsFile(entry);
  const before = fs.existsSync(file.path) ? fs.readFileSync(file.path, "utf8") : null;
  if (before === file.content) continue;
  stale += 1;
  if (check) process.stderr.write(`Out of date (run \`npm run behaviour-paths\`): ${file.path}\n`);
  else {
    fs.writeFileSync(file.path, file.content);
    process.stdout.write(`wrote ${file.path}\n`);
  }
}
// The path player's own paths quote the converter's (read from its JSON when this module loaded):
// once a file was written, a second run in a fresh process writes what follows from it.
if (!check && stale && !process.argv.includes("--again")) {
  const again = spawnSync("npm", ["run", "--silent", "behaviour-paths", "--", "--again"], { stdio: "inherit" });
  process.exitCode = again.status ?? 1;
} else process.exitCode = check && stale ? 1 : 0;
