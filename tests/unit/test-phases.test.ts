/**
 * `npm test`'s scheduler (scripts/test-phases.mjs): phases one after another, `--with` beside the
 * phase before and waited for, `--lane` beside the phase before and waited for only by the last
 * phase, and the first failure stopping everything still running.
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
  it("runs phases in order; a lane starts beside its phase, the next phase does not wait for it, the last does", async () => {
    const { code, stdout, log } = await run([
      step("a"),
      step("builds", 300),
      "--lane",
      step("lane", 1200),
      "--with",
      step("beside", 100),
      step("e2e", 100),
      step("last"),
    ]);
    expect(code).toBe(0);
    const at = (line: string) => log.indexOf(line);
    expect(at("end a")).toBeLessThan(at("start builds"));
    // The lane and the --with command start with the builds.
    expect(at("start lane")).toBeLessThan(at("end builds"));
    expect(at("start beside")).toBeLessThan(at("end builds"));
    // The next phase waits for the builds and the --with command, not for the lane.
    expect(at("start e2e")).toBeGreaterThan(at("end builds"));
    expect(at("start e2e")).toBeGreaterThan(at("end beside"));
    expect(at("start e2e")).toBeLessThan(at("end lane"));
    // The last phase waits for the lane.
    expect(at("start last")).toBeGreaterThan(at("end lane"));
    expect(stdout).toMatch(/time per check/);
    expect(stdout).toMatch(/lane, low priority/);
  });

  it("a failing lane stops the phase running and starts nothing more, with its exit code", async () => {
    const { code, stdout, log } = await run([
      step("a"),
      step("builds", 5000),
      "--lane",
      step("lint", 100, 3),
      step("e2e"),
    ]);
    expect(code).toBe(3);
    expect(log).toContain("end lint");
    expect(log).not.toContain("end builds");
    expect(log).not.toContain("start e2e");
    expect(stdout).toMatch(/failed \(exit 3\)/);
    expect(stdout).toMatch(/stopped/);
  });
});
