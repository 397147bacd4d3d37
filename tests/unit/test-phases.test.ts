/**
 * `npm test`'s runner (scripts/test-phases.mjs, issue 55): lanes run side by side (`--with`), a
 * lane's phases one after another (`--then`), a failing phase stops its lane and the run after its
 * group, and the table at the end times every phase that ran.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SCRIPT = path.resolve("scripts/test-phases.mjs");
const phases = (...args: string[]) => {
  const r = spawnSync(process.execPath, [SCRIPT, ...args], { encoding: "utf8" });
  return { code: r.status, out: r.stdout };
};
/** The names in the table at the end, in its order. */
const table = (out: string) =>
  out
    .slice(out.indexOf("time per phase:"))
    .split("\n")
    .slice(1)
    .map((l) => l.trim().split(/\s+/)[0])
    .filter(Boolean);

describe("npm test's phases", () => {
  it("runs a lane's phases in order beside another lane, then the next group", () => {
    const { code, out } = phases("echo a1", "--then", "echo a2", "--with", "echo b", "echo c");
    expect(code).toBe(0);
    const printed = out.split("\n");
    expect(printed.indexOf("a1")).toBeLessThan(printed.indexOf("a2"));
    expect(printed.indexOf("c")).toBeGreaterThan(Math.max(printed.indexOf("a2"), printed.indexOf("b")));
    expect(table(out)).toEqual(["echo", "echo", "echo", "echo", "total"]);
    expect(out).toMatch(/echo a2 +\d+\.\d s {2}passed {2}\(alongside echo b\)/);
  });

  it("stops a lane at its first failure and the run after that group, with that phase's exit code", () => {
    const { code, out } = phases("exit 3", "--then", "echo never", "--with", "echo beside", "echo after");
    expect(code).toBe(3);
    expect(out).not.toMatch(/^never$/m);
    expect(out).not.toMatch(/^after$/m);
    expect(out).toMatch(/^beside$/m);
    expect(out).toMatch(/exit 3 +\d+\.\d s {2}failed \(exit 3\)/);
  });
});
