#!/usr/bin/env node
/**
 * `npm test`: every check, as package.json lists them, and at the end how long each took (issue
 * 55), so a slow one is seen.
 *
 *   test-phases.mjs A B --with C --lane D --lane E F G
 *
 * - A phase is one command (A, B, F, G): each starts when the phase before it has ended.
 * - `--with C`: C runs alongside the phase before it (B), and the next phase waits for both.
 * - `--lane D`: D starts alongside the phase before it (B) but nothing waits for it except the
 *   last phase (G). A lane runs at a lower priority (nice 10), so it takes what the phases leave
 *   of the cores: the Vitest suite, which needs nothing built, beside the browser suite, which
 *   keeps both cores about 90 % busy on its own (measured on two cores: 566 s for both side by
 *   side against 593 s one after the other). Lint and Vitest as lanes beside the builds as well
 *   were slower (693 s for the whole CI run against 670 s): they took the cores the builds
 *   needed, and the browser suite started 33 s later.
 *
 * Each command is timed from its own start to its own end. The first failure stops everything
 * still running (each command runs in its own process group) and starts nothing more; the table
 * so far is printed and the run exits with that command's code.
 */
import { spawn } from "node:child_process";

/** @typedef {{ command: string, kind: "phase" | "with" | "lane", after: number }} Step */
/** @type {Step[]} */
const steps = [];
const args = process.argv.slice(2);
let phases = 0;
for (let i = 0; i < args.length; i += 1) {
  const flag = args[i];
  if ((flag === "--with" || flag === "--lane") && phases > 0 && i + 1 < args.length) {
    steps.push({ command: args[(i += 1)], kind: flag === "--with" ? "with" : "lane", after: phases - 1 });
  } else {
    steps.push({ command: flag, kind: "phase", after: phases });
    phases += 1;
  }
}
const lastPhase = phases - 1;
const nameOf = (command) => command.replace(/^npm run |^npx /, "");
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** @type {Map<import("node:child_process").ChildProcess, Step>} */
const running = new Map();
/** The commands stopped because another failed. */
const stopped = new Set();
const rows = [];
let code = 0;
const started = Date.now();

/** Runs one command with the terminal, in a process group of its own; resolves with its exit code and time. */
const run = (step) =>
  new Promise((resolve) => {
    const t0 = Date.now();
    const command = step.kind === "lane" && process.platform !== "win32" ? `nice -n 10 ${step.command}` : step.command;
    const child = spawn(command, { stdio: "inherit", shell: true, detached: process.platform !== "win32" });
    running.set(child, step);
    const done = (status) => {
      running.delete(child);
      const ms = Date.now() - t0;
      const beside = step.kind === "phase" ? "" : step.kind === "with" ? "  (alongside)" : "  (lane, low priority)";
      const outcome = status === 0 ? "passed" : stopped.has(child) ? "stopped" : `failed (exit ${status})`;
      rows.push([nameOf(step.command), seconds(ms), outcome + beside]);
      if (status !== 0 && code === 0) {
        code = status;
        stopEverything();
      }
      resolve(status);
    };
    child.on("error", () => done(1));
    child.on("exit", (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0)));
  });

/** After a failure: ends every command still running (its whole process group). */
function stopEverything() {
  for (const [child, step] of running) {
    console.error(`\nnpm test: stopping ${nameOf(step.command)} (another check failed)`);
    stopped.add(child);
    try {
      if (child.pid === undefined) throw new Error("no process");
      process.kill(-child.pid, "SIGTERM");
    } catch {
      child.kill("SIGTERM");
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    if (code === 0) code = 130;
    stopEverything();
  });

const lanes = [];
for (let phase = 0; phase <= lastPhase && code === 0; phase += 1) {
  if (phase === lastPhase && lastPhase > 0) await Promise.all(lanes);
  if (code !== 0) break;
  const here = steps.filter((s) => s.after === phase);
  const waited = [];
  for (const step of here) {
    const promise = run(step);
    if (step.kind === "lane") lanes.push(promise);
    else waited.push(promise);
  }
  await Promise.all(waited);
}
await Promise.all(lanes);

console.log("\nnpm test, time per check:");
for (const [name, time, outcome] of rows) console.log(`  ${name.padEnd(20)} ${time.padStart(9)}  ${outcome}`);
console.log(`  ${"total".padEnd(20)} ${seconds(Date.now() - started).padStart(9)}`);
process.exit(code);
