/**
 * The committed diagrams in docs/machines must match the machines as they are: each file is
 * generated again in memory (Mermaid, DOT, the Graphviz SVG and README.md) and compared byte for
 * byte. Graphviz (WebAssembly, pinned version) lays out the same DOT to the same SVG.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { DOCS_DIR, REGENERATE, generateMachineDocs } from "../../tools/statecharts/machine-docs";

const files = await generateMachineDocs({ svg: true });

function firstDifference(committed: string, fresh: string): string {
  const a = committed.split("\n");
  const b = fresh.split("\n");
  const i = a.findIndex((line, k) => line !== b[k]);
  const at = i < 0 ? Math.min(a.length, b.length) : i;
  return `first difference at line ${at + 1}:\n  committed: ${JSON.stringify(a[at] ?? "(end of file)")}\n  generated: ${JSON.stringify(b[at] ?? "(end of file)")}`;
}

describe("docs/machines matches the machines", () => {
  it.each(files.map((f) => [f.path, f.content] as const))("%s is up to date", (path, content) => {
    if (!fs.existsSync(path)) throw new Error(`${path} is missing: run \`${REGENERATE}\` and commit docs/machines.`);
    const committed = fs.readFileSync(path, "utf8");
    if (committed !== content) {
      throw new Error(
        `${path} no longer matches its machine: run \`${REGENERATE}\` and commit docs/machines.\n${firstDifference(committed, content)}`,
      );
    }
  });

  it("has no diagram of a machine that no longer exists", () => {
    const generated = new Set(files.map((f) => f.path));
    const orphans = fs
      .readdirSync(DOCS_DIR)
      .map((f) => `${DOCS_DIR}/${f}`)
      .filter((f) => !generated.has(f));
    expect(orphans, `remove them with \`${REGENERATE}\``).toEqual([]);
  });

  it("draws the copied indicator's 2,000 ms delay by name", () => {
    const converter = files.find((f) => f.path === `${DOCS_DIR}/converter.mmd`)!.content;
    expect(converter).toContain("copy_copied --> copy_idle : after copiedTimeout (2000 ms) / forgetCopy");
    const svg = files.find((f) => f.path === `${DOCS_DIR}/converter.svg`)!.content;
    expect(svg).toContain("after copiedTimeout (2000 ms) / forgetCopy");
  });
});
