#!/usr/bin/env node
/**
 * `npm test`: every check, one phase after another, as package.json lists them (lint, then the
 * builds and static checks, the Vitest suite, the browser suite and the model coverage table), and
 * at the end how long each phase took (issue 55), so a slow phase is seen.
 *
 * A phase given after `--with` runs alongside the phase before it, in a lane of its own; a phase
 * given after `--then` follows the one before it in the same lane. So
 *   "npm run test:builds" --then "npm run test:unit" --with "npm run lint"
 * runs lint (one core) beside the builds and then beside Vitest: the core lint leaves idle once
 * the builds are done is not idle while it finishes. Each phase is timed from its own start to
 * its own end; the next group starts when every lane of this one has ended. A lane stops at its
 * first failure; the run stops after the first group with one, with the table so far, and exits
 * with that phase's code.
 */
import { spawn } from "node:child_process";

/** The groups in order; each a list of lanes run side by side; each lane a list of commands run one after another. */
const steps = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === "--with" && steps.length > 0 && i + 1 < args.length) steps.at(-1).push([args[(i += 1)]]);
  else if (args[i] === "--then" && steps.length > 0 && i + 1 < args.length)
    steps
      .at(-1)
      .at(-1)
      .push(args[(i += 1)]);
  else steps.push([[args[i]]]);
}
const nameOf = (command) => command.replace(/^npm run |^npx /, "");

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** Runs one command with the terminal; resolves with its exit code and its time. */
const run = (command) =>
  new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(command, { stdio: "inherit", shell: true });
    child.on("error", () => resolve({ status: 1, ms: Date.now() - t0 }));
    child.on("exit", (code) => resolve({ status: code ?? 1, ms: Date.now() - t0 }));
  });

const rows = [];
let code = 0;
const started = Date.now();
/** Runs a lane's commands one after another, until one fails; resolves with each one run. */
async function runLane(lane) {
  const done = [];
  for (const command of lane) {
    const result = await run(command);
    done.push({ command, ...result });
    if (result.status !== 0) break;
  }
  return done;
}

for (const lanes of steps) {
  const results = await Promise.all(lanes.map(runLane));
  results.forEach((done, i) => {
    const others = lanes.filter((_, k) => k !== i).flat();
    const beside = others.length > 0 ? `  (alongside ${others.map(nameOf).join(", ")})` : "";
    for (const { command, status, ms } of done) {
      rows.push([nameOf(command), seconds(ms), (status === 0 ? "passed" : `failed (exit ${status})`) + beside]);
      if (status !== 0 && code === 0) code = status;
    }
  });
  if (code !== 0) break;
}
console.log("\nnpm test, time per phase:");
for (const [name, time, outcome] of rows) console.log(`  ${name.padEnd(20)} ${time.padStart(9)}  ${outcome}`);
console.log(`  ${"total".padEnd(20)} ${seconds(Date.now() - started).padStart(9)}`);
process.exit(code);
