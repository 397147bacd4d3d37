/**
 * `npm test`'s scheduler (scripts/test-phases.mjs): phases one after another, a `--background`
 * command beside the phases after it until `--join`, and a stop after the first phase that fails.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const SCRIPT = path.resolve("scripts/test-phases.mjs");
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-phases-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A command that appends `start NAME`, waits `ms`, appends `end NAME` and exits with `code`. */
const step = (name: string, ms = 0, code = 0) =>
  `node -e "const f=require('fs'),l=process.argv[1];f.appendFileSync(l,'start ${name}\\n');setTimeout(()=>{f.appendFileSync(l,'end ${name}\\n');process.exit(${code})},${ms})" ${path.join(dir, "log")}`;

function run(args: string[]) {
  return new Promise<{ code: number; stdout: string; log: string[] }>((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args], (error, stdout) => {
      const log = fs.existsSync(path.join(dir, "log"))
        ? fs.readFileSync(path.join(dir, "log"), "utf8").trim().split("\n")
        : [];
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, log });
    });
  });
}

describe("npm test's scheduler", () => {
  it("runs phases in order; a --background command runs beside the phases after it, and the phase after --join waits for it", async () => {
    const { code, stdout, log } = await run([
      step("a"),
      "--background",
      step("lint", 600),
      step("builds", 100),
      step("unit"),
      "--join",
      step("e2e"),
    ]);
    expect(code).toBe(0);
    const at = (line: string) => log.indexOf(line);
    expect(at("end a")).toBeLessThan(at("start lint"));
    expect(at("start builds")).toBeLessThan(at("end lint"));
    // The phase after the builds does not wait for the background command…
    expect(at("start unit")).toBeGreaterThan(at("end builds"));
    expect(at("start unit")).toBeLessThan(at("end lint"));
    // … the phase after --join does.
    expect(at("start e2e")).toBeGreaterThan(at("end lint"));
    expect(at("start e2e")).toBeGreaterThan(at("end unit"));
    expect(stdout).toMatch(/time per phase/);
    // Each phase in the order it started, the background one with what ran beside it.
    const table = stdout.slice(stdout.indexOf("time per phase"));
    expect(table.indexOf("lint")).toBeLessThan(table.indexOf("builds"));
    expect(stdout).toMatch(/in the background, beside .*builds.*, .*unit/);
  });

  it("stops at --join when a background command failed, with its exit code and the table so far", async () => {
    const { code, stdout, log } = await run([
      step("a"),
      "--background",
      step("lint", 100, 3),
      step("builds", 300),
      "--join",
      step("e2e"),
    ]);
    expect(code).toBe(3);
    expect(log).toContain("end builds");
    expect(log).not.toContain("start e2e");
    expect(stdout).toMatch(/failed \(exit 3\)/);
  });

  it("stops after a phase that fails, once the background command has ended, with the phase's exit code", async () => {
    const { code, stdout, log } = await run([
      "--background",
      step("lint", 400),
      step("builds", 0, 5),
      step("unit"),
      "--join",
      step("e2e"),
    ]);
    expect(code).toBe(5);
    expect(log).not.toContain("start unit");
    expect(log).not.toContain("start e2e");
    expect(log).toContain("end lint");
    expect(stdout).toMatch(/builds.*failed \(exit 5\)/);
    expect(stdout).toMatch(/lint.*passed/);
  });
});
