/** docs/behaviour.md, "Code loaded on first use (issue 33)": the clauses (which states implement them: each machine's meta.docs.clauses). */
import { section } from "../clause";

export default section(
  "Code loaded on first use (issue 33)",
  [
    "A page loads the code of a part of a calculator only when a person first asks for it; the control answers at once with a pending state of the machine that owns the part, never a frozen button (src/machines/feature-region.ts).",
  ],
  [
    {
      id: "L1",
      clause:
        "The double check, Batch Convert and the preparation card load on first use: asking for one moves its region to 'loading' at once (shown as such), and when its code arrives what was asked for opens (the check starts with the calculation asked for, Batch Convert with the calculator's settings, the card prints): no tap is lost.",
      implementedBy:
        "`converter-card` regions `doubleCheck`, `batch`, `printCard`: `idle` → `loading` (invokes `loadDoubleCheck`, `loadBatch`, `loadPrintCard`) → `ready` (spawns the machine and forwards the request, or prints)",
      checkedBy: [
        '`tests/model/converter-card-machine.test.ts` › "runs on the card with its real children"',
        '`tests/model/converter-card-view.test.tsx` › "runs on the rendered card"',
        '`tests/e2e/converter.spec.ts` › "model-based paths in the browser"',
      ],
    },
    {
      id: "L2",
      clause:
        "A part whose code cannot be loaded (no connection) shows a calm, visible message: 'This part of the page could not load. Check your connection and try again.' with 'Try again'; the double check's can also go back to the calculator. Nothing typed is lost.",
      implementedBy:
        "`converter-card` regions' `failed` states; `check.retry`, `batch.retry`, `print.request` → `loading`; `check.cancel` → `idle`",
      checkedBy: [
        '`tests/model/converter-card-machine.test.ts` › "runs on the card with its real children"',
        '`tests/model/converter-card-view.test.tsx` › "runs on the rendered card"',
        '`tests/e2e/converter.spec.ts` › "model-based paths in the browser"',
      ],
    },
  ],
);
