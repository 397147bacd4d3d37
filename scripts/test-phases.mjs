#!/usr/bin/env node
/**
 * `npm test`: every check, one phase after another, as package.json lists them (lint, then the
 * builds and static checks, the Vitest suite, the browser suite and the model coverage table), and
 * at the end how long each phase took (issue 55), so a slow phase is seen. A phase given after
 * `--with` runs alongside the phase before it (lint, one core, beside the builds): each is timed
 * from its own start to its own end, and the next phase starts when both have ended. Stops after
 * the first phase (or pair) that fails, with the table so far; exits with that phase's code.
 */
import { spawn } from "node:child_process";

/** The phases in order, each a list of commands run side by side, named by their scripts. */
const steps = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === "--with" && steps.length > 0 && i + 1 < args.length) steps.at(-1).push(args[(i += 1)]);
  else steps.push([args[i]]);
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
for (const commands of steps) {
  const results = await Promise.all(commands.map(run));
  results.forEach(({ status, ms }, i) => {
    const beside =
      commands.length > 1
        ? `  (alongside ${commands
            .filter((_, k) => k !== i)
            .map(nameOf)
            .join(", ")})`
        : "";
    rows.push([nameOf(commands[i]), seconds(ms), (status === 0 ? "passed" : `failed (exit ${status})`) + beside]);
    if (status !== 0 && code === 0) code = status;
  });
  if (code !== 0) break;
}
console.log("\nnpm test, time per phase:");
for (const [name, time, outcome] of rows) console.log(`  ${name.padEnd(20)} ${time.padStart(9)}  ${outcome}`);
console.log(`  ${"total".padEnd(20)} ${seconds(Date.now() - started).padStart(9)}`);
process.exit(code);
