/**
 * docs/behaviour.md traces every clause of the spec to the machine states and events that
 * implement it and the tests that check it. This test keeps it true:
 * - every state and every event of every registered machine has a row (Machine ids column);
 * - no row names a state or event that does not exist;
 * - every test file named exists, and every quoted test name occurs in that file;
 * - every row says how it is checked.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { MACHINES, traceIds } from "../../tools/statecharts/machine-registry";

const DOC = "docs/behaviour.md";

interface Row {
  line: number;
  cells: string[];
  header: string[];
}

function splitRow(line: string): string[] {
  // Cells are separated by "|" that is not escaped as "\|".
  return line
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

export function parseTables(markdown: string): Row[] {
  const rows: Row[] = [];
  const lines = markdown.split("\n");
  let header: string[] | null = null;
  lines.forEach((line, i) => {
    if (!line.trim().startsWith("|")) {
      header = null;
      return;
    }
    const cells = splitRow(line);
    if (header === null) {
      header = cells;
      return;
    }
    if (cells.every((c) => /^:?-+:?$/.test(c))) return;
    rows.push({ line: i + 1, cells, header });
  });
  return rows;
}

const markdown = fs.readFileSync(DOC, "utf8");
const rows = parseTables(markdown);
const traceRows = rows.filter((r) => r.header.includes("Machine ids"));
const column = (r: Row, name: string) => r.cells[r.header.indexOf(name)] ?? "";
const ticks = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

const expected = MACHINES.flatMap((m) => {
  const ids = traceIds(m);
  return [...ids.states, ...ids.events];
});
const traced = new Map<string, number[]>();
for (const r of traceRows) {
  for (const id of ticks(column(r, "Machine ids"))) traced.set(id, [...(traced.get(id) ?? []), r.line]);
}

describe(`${DOC}: spec clauses → machines → tests`, () => {
  it("has the clause tables", () => {
    expect(traceRows.length).toBeGreaterThan(30);
  });

  it("gives every state and event of every machine a row", () => {
    const missing = expected.filter((id) => !traced.has(id));
    expect(missing, `add rows for these to ${DOC} (Machine ids column)`).toEqual([]);
  });

  it("names only states and events that exist", () => {
    const unknown = [...traced.keys()].filter((id) => !expected.includes(id));
    expect(unknown, `these ids in ${DOC} are not states or events of a registered machine`).toEqual([]);
  });

  it("numbers each clause once", () => {
    const numbers = traceRows.map((r) => column(r, "#"));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
    for (const n of numbers) expect(n).toMatch(/^[A-Z]\d+(\.\d+)?$/);
  });

  it("says how every clause is checked", () => {
    for (const r of traceRows) {
      const checked = column(r, "Checked by");
      const refersToTest = /`tests\/[^`]+`/.test(checked);
      expect(refersToTest || checked.startsWith("Not checked by a test yet"), `${DOC}:${r.line}`).toBe(true);
    }
  });

  it("refers to test files and test names that exist", () => {
    const problems: string[] = [];
    for (const r of rows) {
      for (const cell of r.cells) {
        for (const m of cell.matchAll(/`(tests\/[^`]+)`(?:\s*›\s*"([^"]+)")?/g)) {
          const [, file, name] = m;
          if (!fs.existsSync(file!)) {
            problems.push(`${DOC}:${r.line}: ${file} does not exist`);
            continue;
          }
          if (name && !fs.readFileSync(file!, "utf8").includes(name))
            problems.push(`${DOC}:${r.line}: no test "${name}" in ${file}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("lists what is not checked by a test yet", () => {
    const unchecked = traceRows
      .filter((r) => column(r, "Checked by").startsWith("Not checked"))
      .map((r) => column(r, "#"));
    console.log(`Clauses in ${DOC} not checked by a test yet: ${unchecked.join(", ") || "none"}`);
    expect(unchecked.length).toBeLessThan(traceRows.length);
  });
});
