/**
 * `npm run trace`: every spec clause and decision → the states and transitions that implement it
 * (the machines' meta.docs.clauses) → the tests that check it. Prints the trace, writes
 * docs/behaviour.md from it, and exits 1 on a clause no test checks, a test or test name that does
 * not exist, or a state or event that implements no clause. `-- --check` writes nothing.
 */
import fs from "node:fs";
import { DOC, renderBehaviourDoc, traceProblems, traceReport } from "../tools/trace/trace";

const check = process.argv.includes("--check");
console.log(traceReport());
const doc = renderBehaviourDoc();
if (check) {
  if (fs.readFileSync(DOC, "utf8") !== doc) console.error(`${DOC} is stale: run npm run trace`);
} else fs.writeFileSync(DOC, doc);
const problems = traceProblems();
for (const p of problems) console.error(`trace: ${p}`);
console.log(`\n${problems.length === 0 ? "Every clause has its tests" : `${problems.length} problem(s)`}.`);
process.exit(problems.length === 0 ? 0 : 1);
