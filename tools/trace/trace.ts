/**
 * Requirement traceability (issue 29): clause → the states and transitions that implement it (from
 * each machine's meta.docs.clauses) → the tests that check it (from the clause's data). One join,
 * read by `npm run trace` (prints it, writes docs/behaviour.md, fails on a problem) and by
 * tests/unit/behaviour-trace.test.ts (fails when the page is stale or a problem appears).
 */
import fs from "node:fs";
import { machineDocs } from "~/machines/machine-docs";
import { MACHINES, traceIds } from "../statecharts/machine-registry";
import { testsNamed, type Clause, type ClauseSection } from "./clause";
import { CLAUSE_SECTIONS } from "./clauses";
import { DOC_INTRO, MODEL_TESTS } from "./behaviour-doc";

export const DOC = "docs/behaviour.md";

export interface TracedClause extends Clause {
  readonly section: string;
  /** Qualified state ids ("converter.copy.copied") and events ("converter:swap") from the machines' meta. */
  readonly machineIds: readonly string[];
  readonly tests: readonly { file: string; name: string | null }[];
}

/** Each machine's clause map, by machine name. */
function machineClauses(): Map<string, Readonly<Record<string, readonly string[]>>> {
  return new Map(MACHINES.map((m) => [m.name, machineDocs(m.machine).clauses]));
}

export function tracedClauses(sections: readonly ClauseSection[] = CLAUSE_SECTIONS): TracedClause[] {
  const maps = [...machineClauses().values()];
  return sections.flatMap((s) =>
    s.clauses.map((c) => ({
      ...c,
      section: s.heading,
      machineIds: maps.flatMap((m) => m[c.id] ?? []),
      tests: c.checkedBy.flatMap(testsNamed),
    })),
  );
}

/** Everything wrong with the trace, as messages (empty when it is whole). */
export function traceProblems(): string[] {
  const problems: string[] = [];
  const clauses = tracedClauses();
  const known = new Set(clauses.map((c) => c.id));
  const seen = new Set<string>();
  for (const c of clauses) {
    if (seen.has(c.id)) problems.push(`${c.id}: numbered twice`);
    seen.add(c.id);
    if (c.tests.length === 0) problems.push(`${c.id}: no test checks it ("${c.clause}")`);
    for (const t of c.tests) {
      if (!fs.existsSync(t.file)) problems.push(`${c.id}: ${t.file} does not exist`);
      else if (t.name && !fs.readFileSync(t.file, "utf8").includes(t.name))
        problems.push(`${c.id}: no test "${t.name}" in ${t.file}`);
    }
  }
  for (const m of MACHINES) {
    const ids = traceIds(m);
    const all = [...ids.states, ...ids.events];
    const map = machineDocs(m.machine).clauses;
    const claimed = new Set(Object.values(map).flat());
    for (const [id, list] of Object.entries(map)) {
      if (!known.has(id)) problems.push(`${m.name}: meta.docs.clauses names ${id}, which is no clause`);
      for (const x of list) if (!all.includes(x)) problems.push(`${m.name}: ${id} names ${x}, no state or event of it`);
    }
    for (const x of all)
      if (!claimed.has(x)) problems.push(`${m.name}: ${x} implements no clause (add it to meta.docs.clauses)`);
  }
  return problems;
}

const cell = (s: string) => s.replace(/\n/g, " ");
const ticked = (ids: readonly string[]) => (ids.length ? ids.map((id) => `\`${id}\``).join(", ") : "—");

/** docs/behaviour.md, as the clauses and the machines say it. */
export function renderBehaviourDoc(): string {
  const clauses = tracedClauses();
  const out = [...DOC_INTRO, ""];
  for (const s of CLAUSE_SECTIONS) {
    out.push(`## ${s.heading}`, "");
    for (const p of s.intro) out.push(p, "");
    out.push("| # | Clause | Implemented by | Machine ids | Checked by |", "|---|---|---|---|---|");
    for (const c of clauses.filter((x) => x.section === s.heading))
      out.push(
        `| ${c.id} | ${cell(c.clause)} | ${cell(c.implementedBy)} | ${ticked(c.machineIds)} | ${c.checkedBy.map(cell).join("<br>")} |`,
      );
    out.push("");
  }
  out.push(`## ${MODEL_TESTS.heading}`, "");
  for (const p of MODEL_TESTS.intro) out.push(p, "");
  out.push("| Machine | Machine level | View level | Browser level |", "|---|---|---|---|");
  for (const r of MODEL_TESTS.rows) out.push(`| ${r.join(" | ")} |`);
  return `${out.join("\n")}\n`;
}

/** The trace as a person reads it in a terminal: clause, then its states and transitions, then its tests. */
export function traceReport(): string {
  return tracedClauses()
    .map((c) =>
      [
        `${c.id}  ${c.clause}`,
        `    implemented by: ${c.machineIds.length ? c.machineIds.join(", ") : "— (not a machine's behaviour)"}`,
        ...c.tests.map((t) => `    checked by: ${t.file}${t.name ? ` › "${t.name}"` : ""}`),
      ].join("\n"),
    )
    .join("\n");
}
