#!/usr/bin/env node
/**
 * `npm test`: every check, one phase after another, as package.json lists them (lint, then the
 * builds and static checks, the Vitest suite, the browser suite and the model coverage table), and
 * at the end how long each phase took (issue 55), so a slow phase is seen. Stops at the first phase
 * that fails, with the table so far; exits with that phase's code.
 */
import { spawnSync } from "node:child_process";

/** Each argument is one phase's command ("npm run lint"), named by its script. */
const PHASES = process.argv.slice(2).map((command) => [command.replace(/^npm run /, ""), command]);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rows = [];
let code = 0;
const started = Date.now();
for (const [name, command] of PHASES) {
  const t0 = Date.now();
  const result = spawnSync(command, { stdio: "inherit", shell: true });
  const status = result.status ?? 1;
  rows.push([name, seconds(Date.now() - t0), status === 0 ? "passed" : `failed (exit ${status})`]);
  if (status !== 0) {
    code = status;
    break;
  }
}
console.log("\nnpm test, time per phase:");
for (const [name, time, outcome] of rows) console.log(`  ${name.padEnd(14)} ${time.padStart(9)}  ${outcome}`);
console.log(`  ${"total".padEnd(14)} ${seconds(Date.now() - started).padStart(9)}`);
process.exit(code);
