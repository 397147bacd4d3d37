#!/usr/bin/env node
/**
 * `npm test`: every check, one phase after another (lint, then the builds and static checks, the
 * Vitest suite, the browser suite and the model coverage table), and at the end how long each
 * phase took (issue 55), so a slow phase is seen. Stops at the first phase that fails, with the
 * table so far; exits with that phase's code.
 */
import { spawnSync } from "node:child_process";

const PHASES = [
  ["lint", "npm run lint"],
  ["build", "npm run test:build"],
  ["unit", "npm run test:unit"],
  ["e2e", "npm run test:e2e"],
  ["coverage", "npm run coverage:model"],
];

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
for (const [name, time, outcome] of rows) console.log(`  ${name.padEnd(9)} ${time.padStart(9)}  ${outcome}`);
console.log(`  ${"total".padEnd(9)} ${seconds(Date.now() - started).padStart(9)}`);
process.exit(code);
