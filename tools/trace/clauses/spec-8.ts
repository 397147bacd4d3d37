/** docs/behaviour.md, "Spec section 8: error catalogue": the clauses (which states implement them: each machine's meta.docs.clauses). */
import { section } from "../clause";

export default section(
  "Spec section 8: error catalogue",
  [],
  [
    {
      id: "S8.1",
      clause:
        "Invalid input produces no message; the result is cleared or nothing happens (decisions: the result is cleared and a short, polite inline hint says why; no modal, no toast).",
      implementedBy:
        "Hints from the calc modules, shown beside the field; the machines never raise a toast for invalid input",
      checkedBy: [
        '`tests/unit/converter-calc.test.ts` › "invalid input clears the result and explains"',
        '`tests/view/molarity-calculator.test.tsx` › "every empty field gets its own hint"',
      ],
    },
    {
      id: "S8.2",
      clause: "Copy success toast: title 'Copied!', text 'Result {value} copied to clipboard'.",
      implementedBy:
        "`converter` emits `copy.succeeded` on `onDone writeClipboard`; `src/components/converter/toasts.tsx`",
      checkedBy: ['`tests/view/converter-card.test.tsx` › "writes the formatted result and shows the toast"'],
    },
    {
      id: "S8.3",
      clause: "Not-found page: 'Oops! Page not found' with a link back to the home page.",
      implementedBy: "`src/pages/not-found.tsx`; HTTP 404 from `scripts/serve.mjs`",
      checkedBy: ['`tests/e2e/site.spec.ts` › "an unknown path answers 404 with the Not-found page and logs the path"'],
    },
    {
      id: "S8.4",
      clause: "Errors of the dilution calculation: not shown (decisions: impossible dilutions get a clear message).",
      implementedBy: "`dilution.calc.ts` (C2 > C1 for V1/V2; V1 > V2 for C2); `<mode>.invalid`",
      checkedBy: [
        '`tests/view/dilution-calculator.test.tsx` › "C2 above C1 is impossible when solving V1 or V2: the hint marks both fields"',
        '`tests/view/dilution-calculator.test.tsx` › "V1 above V2 is impossible when solving C2"',
      ],
    },
  ],
);
