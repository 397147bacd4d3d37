// No source file in src or tools over 500 lines (issue 29): a file that long has more than one
// job, and is split by job. Source files are .ts, .tsx, .js, .mjs, .cjs and .jsx; generated data
// (src/behaviour/paths/*.json, written by `npm run behaviour-paths`) is not source and is not
// counted.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
export const MAX_LINES = 500;

/**
 * Files left over the limit on purpose, with who splits them. Each entry must still be over it:
 * once the file is split or gone, the test asks for its line here to go.
 */
const KNOWN_OVERSIZED: Readonly<Record<string, string>> = {};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|[mc]?js|jsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The number of lines of a text, as `wc -l` counts them plus an unterminated last line. */
export function lineCount(text: string): number {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

export function oversized(files: string[]): string[] {
  return files
    .map((file) => ({ file: path.relative(root, file), lines: lineCount(fs.readFileSync(file, "utf8")) }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
}

describe("file sizes", () => {
  it(`no source file in src or tools has more than ${MAX_LINES} lines`, () => {
    const files = [...sourceFiles(path.join(root, "src")), ...sourceFiles(path.join(root, "tools"))];
    expect(files.length).toBeGreaterThan(100);
    const over = oversized(files).filter((line) => !(line.split(":")[0]! in KNOWN_OVERSIZED));
    expect(over, over.join("\n")).toEqual([]);
  });

  it("every file still allowed over the limit is still over it", () => {
    const stale = Object.keys(KNOWN_OVERSIZED).filter(
      (file) => !fs.existsSync(path.join(root, file)) || oversized([path.join(root, file)]).length === 0,
    );
    expect(stale, `no longer over ${MAX_LINES} lines: remove from KNOWN_OVERSIZED`).toEqual([]);
  });

  it("counts lines as wc -l does, and flags a file of 501 lines but not one of 500", () => {
    expect(lineCount("")).toBe(0);
    expect(lineCount("a\n")).toBe(1);
    expect(lineCount("a\nb")).toBe(2);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "file-size-"));
    try {
      const ok = path.join(dir, "ok.ts");
      const big = path.join(dir, "big.ts");
      fs.writeFileSync(ok, "x\n".repeat(MAX_LINES));
      fs.writeFileSync(big, "x\n".repeat(MAX_LINES + 1));
      expect(oversized([ok])).toEqual([]);
      expect(oversized([big])).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
