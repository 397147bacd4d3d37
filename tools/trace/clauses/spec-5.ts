/** docs/behaviour.md, "Spec section 5: validation rules": the clauses (which states implement them: each machine's meta.docs.clauses). */
import { section } from "../clause";

export default section(
  "Spec section 5: validation rules",
  [],
  [
    {
      id: "S5.1",
      clause:
        "Converter: calculation only if amount and concentration both parse as numbers and the concentration is above 0; otherwise the result is cleared (decisions: with a short inline hint).",
      implementedBy:
        "`src/domain/dose/conversion.ts` `evaluateConverter` (no result, hint per field); typing always updates the inputs",
      checkedBy: [
        '`tests/unit/converter-calc.test.ts` › "invalid input clears the result and explains"',
        '`tests/view/converter-card.test.tsx` › "refuses 1,200, clears the result, disables copy and explains"',
      ],
    },
    {
      id: "S5.2",
      clause:
        "Inputs are numeric fields (decisions: decimal comma, `.5`, units and label forms accepted; `2 500` read, ambiguous `1,200` (and in dose fields `1.000`) asked, exponents in dose fields, hexadecimal, `1_000`, non-ASCII digits and more than 15 significant digits refused; one entry parser for the amount, the concentration and Batch Convert).",
      implementedBy:
        "`src/domain/number/entry.ts`, `src/domain/units.ts`, `src/domain/number/concentration.ts`, `src/domain/dose/conversion.ts` `parseAmount`",
      checkedBy: [
        '`tests/unit/number-parse.test.ts` › "readEntry: one entry, a number and an optional unit word"',
        '`tests/unit/number-parse.test.ts` › "a point or a comma before exactly three digits is never guessed (issue 27)"',
        '`tests/unit/fuzz.test.ts` › "calculator(entry) ≡ batch(entry)"',
      ],
    },
    {
      id: "S5.3",
      clause: "Copy is disabled when the result is empty.",
      implementedBy:
        "`converter` guard `hasResult` on `copy`; the view enables 'Copy result' with `snapshot.can({ type: \"copy\" })`",
      checkedBy: [
        '`tests/model/converter-machine.test.ts` › "runs on the actor"',
        '`tests/view/converter-card.test.tsx` › "refuses 1,200, clears the result, disables copy and explains"',
      ],
    },
    {
      id: "S5.4",
      clause:
        "Batch input: values separated by commas, not enforced (decisions: commas, semicolons, spaces or new lines).",
      implementedBy: "`batch.calc.ts` `tokenize`; `batch` event `input.change`",
      checkedBy: [
        '`tests/unit/batch-calc.test.ts` › "tokenize"',
        '`tests/view/converter-card.test.tsx` › "says how to separate values and flags bad entries on their own line"',
      ],
    },
    {
      id: "S5.5",
      clause:
        "Molarity: all three inputs must be numbers; molecular weight and volume above 0; otherwise the result is cleared (issue 4: a negative mass is invalid too; a hint names the field; issue 15: the same wording as dilution, and in the other modes every known value above 0).",
      implementedBy:
        "`molarity.calc.ts` `calculateMolarity` via `lab-form.calc.ts` `readLabField`; guard `inputsValid`; state `<mode>.invalid` keeps the hints until the field is edited",
      checkedBy: [
        '`tests/unit/molarity.test.ts` › "gives every invalid field its own hint"',
        '`tests/view/molarity-calculator.test.tsx` › "a negative mass clears an earlier result and names the field"',
      ],
    },
    {
      id: "S5.6",
      clause:
        "Dilution: the three inputs needed for the chosen mode must be numbers, otherwise nothing happens (decisions: each gets a clear inline message; zero and negative values refused).",
      implementedBy: "`dilution.calc.ts` `calculateDilution`; `CALCULATE` without [inputsValid] → `<mode>.invalid`",
      checkedBy: [
        '`tests/unit/dilution.test.ts` › "every empty needed field gets its own hint"',
        '`tests/view/dilution-calculator.test.tsx` › "empty, non-numeric, ambiguous, zero and negative fields each get their own hint; nothing computed"',
      ],
    },
  ],
);
