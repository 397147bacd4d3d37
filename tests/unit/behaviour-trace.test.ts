/**
 * Requirement traceability (issue 29): every clause of the spec and of decisions.md → the states
 * and events that implement it (each machine's meta.docs.clauses) → the tests that check it
 * (tools/trace/clauses/). docs/behaviour.md is generated from them by `npm run trace`. This test
 * keeps the three true:
 * - the committed page is what `npm run trace` writes;
 * - every state and every event of every registered machine implements a clause, and a machine
 *   names only states, events and clauses that exist;
 * - every clause is checked by a test, and every test file and test name it names exists.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { DOC, renderBehaviourDoc, traceProblems, tracedClauses } from "../../tools/trace/trace";
import { MACHINES } from "../../tools/statecharts/machine-registry";
import { machineDocs } from "~/machines/machine-docs";

describe(`${DOC}: spec clauses → machines → tests (npm run trace)`, () => {
  it("has the clauses of the spec's sections 4, 5, 8 and 9, decisions.md and the further behaviour", () => {
    const ids = tracedClauses().map((c) => c.id);
    expect(ids.length).toBeGreaterThan(100);
    for (const prefix of ["S4.", "S5.", "S8.", "S9.", "D", "M"])
      expect(ids.some((id) => id.startsWith(prefix))).toBe(true);
  });

  it("every machine says which clauses it implements, in its own meta", () => {
    for (const m of MACHINES) expect(Object.keys(machineDocs(m.machine).clauses).length, m.name).toBeGreaterThan(0);
  });

  it("is whole: no state or event without a clause, no unknown id, no clause without a test, no missing test", () => {
    expect(traceProblems()).toEqual([]);
  });

  it("can fail: a state no clause names is reported", () => {
    const converter = MACHINES.find((m) => m.name === "converter")!;
    const clauses = machineDocs(converter.machine).clauses as Record<string, string[]>;
    const [id, ids] = Object.entries(clauses).find(([, list]) => list.some((x) => !x.includes(":")))!;
    const dropped = ids.find((x) => !x.includes(":"))!;
    const others = Object.entries(clauses).filter(([k, list]) => k !== id && list.includes(dropped));
    clauses[id] = ids.filter((x) => x !== dropped);
    for (const [k, list] of others) clauses[k] = list.filter((x) => x !== dropped);
    try {
      expect(traceProblems()).toContain(`converter: ${dropped} implements no clause (add it to meta.docs.clauses)`);
    } finally {
      clauses[id] = ids;
      for (const [k, list] of others) clauses[k] = list;
    }
  });

  it("the committed page is what npm run trace writes", () => {
    expect(fs.readFileSync(DOC, "utf8"), `${DOC} is stale: run npm run trace`).toBe(renderBehaviourDoc());
  });
});
