#!/usr/bin/env node
/**
 * `npm test`: every check, one phase after another, as package.json lists them (the route types,
 * the builds and static checks, the Vitest suite, the browser suite and the model coverage table),
 * with lint beside them, and at the end how long each phase took (issue 55), so a slow phase is
 * seen.
 *
 * A command given after `--background` starts there and runs beside the phases after it, until
 * `--join` (or the end), where the next phase waits for it. Lint keeps one core busy: the builds
 * use the other, and when they end before it the Vitest suite starts beside it instead of waiting
 * for it. Each phase is timed from its own start to its own end.
 *
 * Stops after the first phase that fails (a background command that failed stops the run at its
 * `--join`), with the table so far, and exits with that phase's code. A background command still
 * running when a phase fails is waited for, so that its outcome is in the table too.
 */
import { spawn } from "node:child_process";

/** The plan: each item a phase (run alone), a background start or a join. */
const plan = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === "--background" && i + 1 < args.length) plan.push({ background: args[(i += 1)] });
  else if (args[i] === "--join") plan.push({ join: true });
  else plan.push({ phase: args[i] });
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

const outcome = (status) => (status === 0 ? "passed" : `failed (exit ${status})`);
const rows = [];
let code = 0;
/** The background commands running now: their name, their run, and the phases run beside them. */
let running = [];
const started = Date.now();

/** Waits for every background command and puts it in the table; the first failure sets the code. */
async function join() {
  for (const lane of running) {
    const { status, ms } = await lane.done;
    const beside = lane.beside.length ? `  (in the background, beside ${lane.beside.join(", ")})` : "";
    rows[lane.row] = [lane.name, seconds(ms), outcome(status) + beside];
    if (status !== 0 && code === 0) code = status;
  }
  running = [];
}

for (const item of plan) {
  if (item.background) {
    // Its row is kept where it started; it is filled in when it has been waited for.
    running.push({ name: nameOf(item.background), done: run(item.background), beside: [], row: rows.length });
    rows.push(null);
    continue;
  }
  if (item.join) {
    await join();
    if (code !== 0) break;
    continue;
  }
  for (const lane of running) lane.beside.push(nameOf(item.phase));
  const { status, ms } = await run(item.phase);
  rows.push([nameOf(item.phase), seconds(ms), outcome(status)]);
  if (status !== 0) {
    code = status;
    break;
  }
}
await join();
console.log("\nnpm test, time per phase:");
for (const [name, time, result] of rows) console.log(`  ${name.padEnd(20)} ${time.padStart(9)}  ${result}`);
console.log(`  ${"total".padEnd(20)} ${seconds(Date.now() - started).padStart(9)}`);
process.exit(code);
