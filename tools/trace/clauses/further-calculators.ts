/**
 * docs/behaviour.md, "Further machine behaviour": the clauses of the calculators added by issues
 * 31 and 32 (M36 on). Which states implement them: each machine's meta.docs.clauses.
 */
import type { Clause } from "../clause";

export const CALCULATOR_CLAUSES: readonly Clause[] = [
  {
    id: "M36",
    clause:
      "Reconstitution calculator (issue 31): a powder in mg, g or units, the diluent added and the label's displacement volume (optional) give the final volume and the concentration (1 g + 9.3 mL diluent + 0.7 mL displacement = 100 mg/mL); or, as a mode, a target concentration gives the diluent to add (9.3 mL for 100 mg/mL). Every edit re-enters `evaluating`, whose guarded transitions ask the pure `evaluateReconstitution` (`src/domain/reconstitution.ts`) for the state; the mode is a region of its own.",
    implementedBy:
      "`reconstitution` region `mode`: `concentration` ⇄ `diluent` [modeIs]; region `result`: `evaluating` [statusIs] → `empty`, `invalid.*`, `offScale`, `impossible`, `ready`",
    checkedBy: [
      '`tests/model/reconstitution-machine.test.ts` › "1 g powder + 9.3 mL diluent with 0.7 mL displacement = 100 mg/mL (the issue\'s own example)"',
      '`tests/model/reconstitution-machine.test.ts` › "the diluent to add for a target: 1 g to 100 mg/mL with 0.7 mL displacement is 9.3 mL"',
      '`tests/unit/reconstitution.test.ts` › "1 g powder + 9.3 mL diluent with 0.7 mL displacement = 100 mg/mL"',
    ],
  },
  {
    id: "M37",
    clause:
      "Reconstitution: every refused entry is a state with its hint under its field; an entry of the other kind than the powder (a dose in mg for a powder in units, a concentration as a mass for a powder in units, or the reverse) is a unit mismatch said plainly ('The powder is in units: enter the dose in units'); a target the powder cannot make ('… cannot be made from 1\u202f000 mg: the powder alone takes up 0.7 mL …') and a concentration too large or too small to show are states of their own, with nothing to copy.",
    implementedBy:
      "`result.invalid.checking` [invalidIs] → `unitMismatch` or the first refused field; `impossible`; `offScale`",
    checkedBy: [
      '`tests/model/reconstitution-machine.test.ts` › "a dose in mg for a powder in units is a unit mismatch, said plainly"',
      '`tests/model/reconstitution-machine.test.ts` › "a target that cannot be made names the field and the most concentrated solution possible"',
    ],
  },
  {
    id: "M38",
    clause:
      "Reconstitution: a displacement volume not entered is a caution state of its own, said as a line ('Displacement: not entered, counted as 0 mL') and a caution under the result and in the copy line; the volume to draw for a dose is measured by the one syringe rule, with every volume caution the converter has, or a caution that the dose is more than the vial holds, or a hint that a dose gives the volume. The diluent worked out for a target is measured on the injection syringe the rule gives, named in a line: under 0.1 mL, or between that syringe's marks, is a caution naming the nearest mark and the strength it would make; more than the syringes here hold is said.",
    implementedBy:
      "`ready.displacement`, `ready.diluent`, `ready.draw`, each entered from its `checking` state by guards over the same evaluation",
    checkedBy: [
      '`tests/model/reconstitution-machine.test.ts` › "no displacement entered: said plainly, as its own state, with its caution"',
      '`tests/unit/reconstitution.test.ts` › "not given: counted as 0 mL, with the words and in the copy line"',
      '`tests/unit/reconstitution.test.ts` › "the diluent to add between syringe marks: the nearest mark and the strength it makes"',
    ],
  },
  {
    id: "M39",
    clause:
      "Reconstitution: 'Copy result' writes the result's line with its cautions (the provided clipboard), shows that it was copied for 2 s or until the result changes; Reset clears every field, goes back to the concentration mode and says so.",
    implementedBy:
      "region `copy`: `idle` → `copying` (invokes `writeClipboard`) → `copied` → `idle` after `copiedTimeout`; `reset` in regions `mode` and `result`",
    checkedBy: [
      '`tests/model/clinical-model.tsx` › "runs on the actor; each state is the evaluation\'s"',
      '`tests/model/reconstitution-machine.test.ts` › "Reset goes back to the concentration mode"',
      '`tests/model/clinical-model.tsx` › "the page shows each state"',
    ],
  },
  {
    id: "M40",
    clause:
      "Serial dilution calculator (issue 32): a stock (nine units), a dilution factor per step or a final concentration from which the factor is solved (the mode is a state: the form shows one field or the other), a number of steps and a final volume per tube give the transfer volume, the diluent per tube and a table of tubes with their concentrations (1:10 × 6 steps from 1 mM ends at 1 nM, 100 µL into 900 µL). Whether the final volume per tube is measured before or after the tube's transfer out is a state of its own, and the plan says which in a sentence with the volumes. A final concentration not below the stock is a state ('not below the stock: a dilution only lowers a concentration'). Every edit re-enters `evaluating`, whose guarded transitions ask `evaluateSerialDilution` (`src/domain/lab/serial-dilution.ts`).",
    implementedBy:
      "`serial-dilution` region `result`: `evaluating` [statusIs] → `empty`, `invalid.*`, `unreachable`, `ready.*`; regions `mode` (`factor` ⇄ `target`) and `convention` (`beforeTransfer` ⇄ `afterTransfer`)",
    checkedBy: [
      '`tests/model/serial-dilution-machine.test.ts` › "1:10 × 6 steps from 1 mM ends at 1 nM: 100 µL carried into 900 µL of diluent per tube"',
      '`tests/model/serial-dilution-machine.test.ts` › "the same series from a final concentration of 1 nM solves the factor 10; after the transfer out the volumes change"',
      '`tests/unit/serial-dilution.test.ts` › "100 µL carried into 900 µL of diluent per tube, 1,000 µL before the transfer out"',
    ],
  },
  {
    id: "M41",
    clause:
      "Serial dilution: every hint is a state of its own, shown under the first field to fix (in form order) with no plan: a field left empty while others are typed, not a number, negative, 0, a unit typed that is not the one chosen; a ratio typed as the factor (1:10: which number is meant), a factor of 1 or below 1; a final concentration in a unit of the other kind (mass vs molar); a number of steps not whole or above 24; numbers too small or too large to calculate.",
    implementedBy: "`result.invalid.<field>.<hint>`, one leaf per reason the domain gives (`REASON_STATE`)",
    checkedBy: [
      '`tests/model/serial-dilution-machine.test.ts` › "runs on the actor; each state is the domain\'s"',
      '`tests/model/serial-dilution-view.test.tsx` › "the page shows each state"',
    ],
  },
  {
    id: "M42",
    clause:
      "Serial dilution: a plan whose transfer, diluent or both are under 1 µL (below what a common pipette measures reliably) is shown with its caution, never as a plain result; the caution is in the copied plan and in the CSV.",
    implementedBy:
      "`result.ready`: `measurable`, `cautionTransferBelowPipette`, `cautionDiluentBelowPipette`, `cautionVolumesBelowPipette`",
    checkedBy: [
      '`tests/model/serial-dilution-machine.test.ts` › "runs on the actor; each state is the domain\'s"',
      '`tests/unit/serial-dilution.test.ts` › "under 1 µL: the transfer, the diluent, or both, with the caution in the copy text and every CSV row"',
    ],
  },
  {
    id: "M43",
    clause:
      "Serial dilution: 'Copy plan' writes the plan with its caution (the provided clipboard) and shows 'Copied to the clipboard.' for 2 s or until the plan changes; 'Download CSV' (only with a plan) emits the table as serial-dilution.csv, which the view saves, and the announcer says so; Reset clears the five fields and keeps the units, the mode and the volume's meaning. 'Copy share link' writes the page's address with the entries as typed (never the plan) in its fragment, on the one share-link codec (`src/domain/share/share-fragment.ts`); a page opened with such a link (or whose fragment changes to one) uses its entries as if typed and says so in a note; a link that cannot be read is not used at all, with a calm note.",
    implementedBy:
      "region `copy`: `idle` → `copying` (invokes `writeClipboard`) → `copied` → `idle`; `ready` on `download` emits `download.csv`; root `reset` emits `form.reset`; root `link.copy` [canShareLink] emits `link.copy`; region `link`: `none` → `applied` [isReadableLink] / `ignored` [isUnreadableLink] → `none` on `reset`",
    checkedBy: [
      '`tests/model/serial-dilution-machine.test.ts` › "runs on the actor; each state is the domain\'s"',
      '`tests/model/serial-dilution-view.test.tsx` › "the page shows each state"',
      '`tests/model/serial-dilution-machine.test.ts` › "a share link opens the textbook series in target mode; an unreadable one is ignored with a note"',
    ],
  },
  {
    id: "M44",
    clause:
      "Infusion rate calculator (issue 31): an ordered dose rate (mg, mcg or units per minute or per hour, each also per kg with a weight in kg or lb) and the bag (amount in volume, \"400 mg in 250 mL\") give the rate in mL/h; the reverse mode gives the dose rate for a rate in mL/h. What is worked out is a state (`mode`), and so is the order's time unit (`timeUnit`): never guessed; until it is chosen there is no result, and an order typed with '/min' or '/h' must agree. Every edit re-enters `evaluating`, whose guarded transitions ask the pure `evaluateInfusion` (`src/domain/infusion-rate.ts`) for the state; each refused field is a state with its hint (a units order with a mg bag: 'The order is in units: enter the bag in units too').",
    implementedBy:
      "`infusion-rate` regions `mode` (doseToRate \\| rateToDose), `timeUnit` (notChosen \\| perMinute \\| perHour), `result`: `evaluating` [guards] → `empty`, `invalid.*` (one state per field and the time unit), `offScale`, `ready`",
    checkedBy: [
      '`tests/model/infusion-rate-machine.test.ts` › "the time unit is never guessed: without it there is no result, and the choice says so"',
      '`tests/model/infusion-rate-machine.test.ts` › "5 mcg/kg per minute for 70 kg with 400 mg in 250 mL = 13.1 mL/h (the issue\'s case)"',
    ],
  },
  {
    id: "M45",
    clause:
      "Infusion rate: each part of a result is a state of its own in a parallel region of `ready`, with its words under the result and in the copy line: the weight not used, in range, or outside the range recorded for people (a caution); the rate as worked out or rounded to the pump's steps by more than 1 % (a caution with the exact figure); drops per minute at the chosen drop factor (10, 15, 20, 60 drops/mL) in whole drops, whole drops more than 10 % from the drops worked out (a caution: an infusion pump, or a microdrip set), or under 1 drop per minute (a caution: use an infusion pump); the time a volume takes.",
    implementedBy:
      "`ready.weight`, `ready.rate`, `ready.drops`, `ready.time`, each entered from its `checking` state by guards over the same evaluation",
    checkedBy: [
      '`tests/model/infusion-rate-machine.test.ts` › "drops and time: 4 drops per minute at 20 drops/mL, 250 mL in 19 hours 5 minutes"',
      '`tests/model/clinical-model.tsx` › "the page shows each state"',
    ],
  },
  {
    id: "M46",
    clause:
      "Infusion rate: 'Copy result' writes the result's line with its cautions (the provided clipboard), shows that it was copied for 2 s or until the result changes; Reset clears every field, goes back to mL/h from an order in mg with no time unit chosen, and says so.",
    implementedBy:
      "region `copy`: `idle` → `copying` (invokes `writeClipboard`) → `copied` → `idle` after `copiedTimeout`; root `reset` (also `mode` → `doseToRate`, `timeUnit` → `notChosen`)",
    checkedBy: [
      '`tests/model/clinical-model.tsx` › "runs on the actor; each state is the evaluation\'s"',
      '`tests/model/clinical-model.tsx` › "the page shows each state"',
    ],
  },
  {
    id: "M47",
    clause:
      "Weight-based dose, reconstitution and infusion rate (issue 31): 'Copy share link' writes the page's address with every entry exactly as typed and every choice as a code (never a result) in its fragment, on the one share-link codec (`src/domain/share/share-fragment.ts`, `src/domain/clinical-share.ts`); it is disabled while an entry cannot travel in a link. A page opened with such a link (or whose fragment changes to one) uses its entries as if typed and says so in a note ('these entries are someone's calculation, not a prescription'); a link that cannot be read is not used at all, with a calm note; Reset takes the note away.",
    implementedBy:
      "root `link.copy` [canShareLink] emits `link.copy`; region `link`: `none` → `applied` [isReadableLink] / `ignored` [isUnreadableLink] → `none` on `reset`; a readable `link.open` also re-enters `result.evaluating` (applyLink) and moves each region that follows a choice [linkedIs]",
    checkedBy: [
      '`tests/model/clinical-model.tsx` › "runs on the actor; each state is the evaluation\'s"',
      '`tests/model/clinical-model.tsx` › "the page shows each state"',
      '`tests/model/weight-dose-machine.test.ts` › "a share link opens the 22 lb case as typed; an unreadable one is ignored with a note"',
    ],
  },
  {
    id: "M48",
    clause:
      "Weight-based dose: it offers the independent double check (decisions.md). With a result, 'Ask for a double check' takes the first person's entries and hides them behind a neutral screen; the second person types the whole calculation on their own (the weight with its unit, the order per kg per dose or per day with the doses a day, the maximum, the strength), with neither the entries nor the dose on the page (the steps carry the tag 'blind'); Compare without a dose names the field that needs attention with the calculator's own hint and compares nothing; Cancel ends the check at any step, and so does any change to the first entry, Reset or a share link.",
    implementedBy:
      "region `check`: `off` → `handover` [hasResult] → `entering.editing` → `entering.incomplete.<field | result>` [checkIncompleteAt]; `check.cancel` → `off`; a first-entry change, `reset` or `link.open` → `off`",
    checkedBy: [
      '`tests/model/weight-dose-machine.test.ts` › "the first entry is hidden while the second person works, and the same strength written another way matches"',
      '`tests/model/weight-dose-machine.test.ts` › "Compare with a refused entry names the field and compares nothing; a change to the first entry ends the check"',
      '`tests/model/clinical-model.tsx` › "the page shows each state"',
    ],
  },
  {
    id: "M49",
    clause:
      "Weight-based dose double check: the two entries are compared entry by entry by what was read, never how it was written (22 lb is 9.98 kg; 15\u202f000 mcg/kg is 15 mg/kg; 250 mg per 5 mL is 50 mg/mL; per day is not per dose); a match shows the agreed dose and volume, with its cautions when it has any ('Double checked: the two entries match, with a caution'), never as plain success; a mismatch names the entries that differ ('Weight differs between the two entries.'), never which person is right, shows neither entry, and 'Start again' clears the second entry.",
    implementedBy:
      "`check.match.checking` [checkCautioned] → `cautioned` \\| `clear`; `check.mismatch.<entry>.comparing` [checkEntryDiffers] → `differs` \\| `same` for weight, order, doses a day, maximum, strength (src/domain/weight-dose-check.ts)",
    checkedBy: [
      '`tests/model/weight-dose-machine.test.ts` › "a weight read in lb by one person and kg by the other differs, and says which entry, never who is right"',
      '`tests/model/weight-dose-machine.test.ts` › "15,000 mcg/kg is the same order as 15 mg/kg; per day is not per dose"',
      '`tests/model/weight-dose-machine.test.ts` › "an agreed dose with a caution is agreed and cautioned, never plain success"',
    ],
  },
  {
    id: "U56",
    clause:
      "A change of unit never moves a quantity unseen (issue 56, principle 4): when a unit choice (the weight's kg or lb, the order's mg/kg or mcg/kg, the powder's mg, g or units) changes while a bare number is typed in a field it is the unit of, the number is rewritten in the unit chosen as the same quantity, so that reading it back gives the very figure used (22 lb → 9.98 kg, the 0.01 kg the pound is read to; 9.98 kg → 22 lb; 15 mg/kg → 15000 mcg/kg), or, when it cannot be without changing it (a mass in units; a kg finer than the pound's 0.01 kg), kept with its own unit written after it ('500 mg') and the reason said. The field shows the text rewritten, a note under it says what happened and the announcer says it before the answer; a number with its own unit, a refused entry or an empty field is not touched. Each outcome is a state of the `unit` region.",
    implementedBy:
      "region `unit`: `none` → `converted` [unitChangeIs(converted)] / `kept` [unitChangeIs(kept)] / `none` [isKnownChoice] on a unit choice; → `none` on `field.change`, `reset`, a readable `link.open` (src/machines/clinical-unit-change.ts over src/domain/dose/unit-change.ts and `rewriteWeight`, src/domain/weight.ts)",
    checkedBy: [
      '`tests/unit/unit-change.test.ts` › "22 lb becomes 9.98 kg, the very kg the pound was read as, and back to 22 lb"',
      '`tests/unit/unit-change.test.ts` › "never drifts: every weight from 0.2 kg to 200 kg at 0.01 kg goes to lb and back to the same kg"',
      '`tests/unit/unit-change.test.ts` › "a mass has no equivalent in units: kept with its unit, and asked for in units"',
      '`tests/model/weight-dose-machine.test.ts` › "22 lb, then kg: the field shows 9.98 kg, the dose stays 149.7 mg and the announcer says so (issue 56)"',
      '`tests/model/weight-dose-machine.test.ts` › "the order\'s unit: 15 mg/kg and a 500 mg maximum become 15000 mcg/kg and 500000 mcg, the dose unchanged"',
      '`tests/model/weight-dose-machine.test.ts` › "3.4565 kg, then lb: kept in kg and said, never read as 3.4565 lb; nothing typed moves nothing"',
      '`tests/model/reconstitution-machine.test.ts` › "1 g and a 0.25 g dose, then mg: 1000 mg and 250 mg, the same 2.5 mL, said (issue 56)"',
      '`tests/model/reconstitution-machine.test.ts` › "500 mg, then units: kept as 500 mg and asked for in units, never read as 500 units"',
      '`tests/e2e/clinical-tools.spec.ts` › "issue 56: each unit choice after typing converts the number and says so, never re-reads it"',
      '`tests/e2e/reconstitution.spec.ts` › "issue 56: the powder\'s unit after typing converts the powder and the dose, or keeps them and asks; never re-reads them"',
    ],
  },
  {
    id: "U56.5",
    clause:
      "A label is typed as it is printed (issue 56, principle 5): the fields that take what a label or a bag prints (the infusion's bag, the weight-based dose's strength, the reconstitution's powder and target strength, the converter's concentration) follow the label convention: a comma before three digits whose decimal reading would end in a zero groups thousands ('25,000 units in 250 mL' is 25 000 units: a label never prints 25.000, TJC's Do Not Use list, ISMP), commas between every three digits are read ('5,000,000 units'), and the field's note says how it was read ('(a label’s comma groups thousands)'); any other comma before three digits ('4,383') and a point before three digits are asked as in a dose field; every other field is a dose field and still asks about '1,000'. The form says the label rule in a line of its own while a label field is on it.",
    implementedBy:
      '`src/domain/number/field-kinds.ts` kind `label` (`commaBeforeThree: labelGroups`), `entry.ts` `readEntry(text, "label")`; `readStrength`, `readAmount` with `numbers` (src/domain/clinical.ts), `parseConcentration`; each calculator\'s `*_LABEL_NUMBERS`; `ClinicalView.numberRules` (src/machines/clinical-view.ts)',
    checkedBy: [
      '`tests/unit/number-label.test.ts` › "for any whole part of 1 to 3 digits, a three-digit group ending in a zero reads as thousands"',
      '`tests/unit/number-label.test.ts` › "for any comma before three digits not ending in a zero, it asks, and both readings offered read back"',
      '`tests/unit/number-label.test.ts` › "in a dose field, nothing changes: every comma before three digits is asked, with or without a trailing zero"',
      '`tests/unit/label-fields.test.ts` › "1000 units/h with 25,000 units in 250 mL is 10 mL/h, and the bag\'s note says how the comma was read"',
      '`tests/unit/label-fields.test.ts` › "the order, the rate and the volume to infuse are dose fields: 1,000 is asked there"',
      '`tests/unit/concentration.test.ts` › "reads a label\'s comma grouping thousands, and says so in the note (issue 56)"',
      "`tests/e2e/infusion-rate.spec.ts` › \"a heparin bag typed as its label prints it, '25,000 units in 250 mL', is read and the field says how (issue 56)\"",
    ],
  },
  {
    id: "M52.1",
    clause:
      "Concentration converter, concentrations as bench people write them (issue 52, principle 1): every percentage is named (% w/v, % w/w, % v/v); % w/w needs the solution's density and % v/v the pure liquid's (g/L = % × density × 10), and without it the converter asks for it in a state of its own, never reading it as % w/v; a density in g/L or kg/m³ or outside 0.5–3 g/mL, a percentage above 100, and a purity above 100 % or with a unit it does not apply to are hints; a purity multiplies a mass concentration typed (the product as weighed); a reagent's button (src/domain/lab/reagents.ts: % w/w, density, molecular weight, the source's molarity) fills the fields and says so; the preparation region answers 'To make V mL of C M: take X mL and make up to V mL' (1 M and 1000 mL when blank) with the caution to add acid to water and make up to the mark, or says the target is stronger than the solution.",
    implementedBy:
      "`concentration.result.needsDensity.{solution,liquid}`, `invalid.density.*`, `invalid.purity.*`, `invalid.value.above100`, `ready.cautionAboveWhole` [statusIs]; event `REAGENT.CHOOSE` (emits `announce`); region `preparation`: `checking` [preparationIs] → `off` \\| `ready` \\| `aboveStock` \\| `invalid.{target,finalVolume}` (evaluatePreparation, src/domain/lab/concentration-units.ts)",
    checkedBy: [
      '`tests/unit/concentration-units.test.ts` › "37 % w/w HCl at 1.19 g/mL is 440.3 g/L and 12.08 M, not the 10.15 M of a % w/v reading; 50 % NaOH (1.525 g/mL) is 19.06 M, not 12.5 M"',
      "`tests/unit/concentration-units.test.ts` › \"'mL of 37 % HCl for 1 L of 1 M' is answered: 82.8 mL, made up to the mark, with the bench caution\"",
      '`tests/model/concentration.test.ts` › "a reagent\'s button: 37 % w/w hydrochloric acid (1.19 g/mL, 36.46 g/mol) is about 12.1 M; 1 L of 1 M takes about 82.8 mL (issue 52)"',
      '`tests/unit/concentration-share.test.ts` › "carries the bench entries (issue 52): % w/w, density, purity, target, final volume, reagent; an older link reads them as blank"',
      '`tests/unit/lab-sources.test.ts` › "the figures that were wrong are corrected: 70 % HNO₃ is 1.413 g/mL (15.7 M, not 1.42 and 15.8), 50 % NaOH 1.525 g/mL"',
      '`tests/unit/lab-sources.test.ts` › "every reagent source is cited on the converter\'s page"',
    ],
  },
  {
    id: "LB7",
    clause:
      "A notebook record of a laboratory calculation (issue 52, principle 6): on molarity and dilution, with a result, 'Copy record' copies and 'Print record' prints; on the concentration converter and the serial dilution, with a table or a plan, 'Print record' prints (their 'Copy all units' and 'Copy plan' copy the table and the plan): the entries as they were read with their units (the molecular weight, the balance), the result with its units, every caution, and the conventions the figures follow (what C1V1 = C2V2 or a molarity assumes, the figures rule, how numbers are written); the print carries the device's date and time and lines to sign, and nothing else of the page; without a result both buttons are off and say why.",
    implementedBy:
      "lab form `calculated` --COPY--> emits `copy` (the record's text), --PRINT--> emits `print.requested` (lab-form.factory.ts); `concentration.result.ready` --PRINT-->, `serial-dilution.result.ready` --print--> emit `print.requested`; `molarity.record.ts`, `dilution.record.ts`, `concentration.record.ts`, `serial-dilution.record.ts` build the record (src/domain/lab/lab-record.ts); `lab-card.tsx` and `lab-record-print.tsx` show it",
    checkedBy: [
      '`tests/model/molarity.test.ts` › "runs on the actor with consistent context"',
      '`tests/model/dilution-view.test.tsx` › "the page shows each state"',
      '`tests/unit/lab-record.test.ts` › "serial dilution: every tube, the plan and the choices; none without a plan"',
      '`tests/unit/lab-record.test.ts` › "concentration converter: the entries, every unit\'s row, the dilution asked and its caution; none without a table"',
      '`tests/e2e/lab-tools.spec.ts` › "molarity: Copy record and Print record keep the entries with their units, the balance, the result, the bench step, the conventions and the date"',
      '`tests/e2e/lab-tools.spec.ts` › "dilution: the record names each entry\'s unit, C1 in the unit of C2, the diluent and the pipettes; an edit takes the record away"',
    ],
  },
  {
    id: "M56.6",
    clause:
      "Infusion rate, the sums nurses do most (issue 56, principle 6): the calculator also takes a volume and a time (mL/h = volume × 60 ÷ minutes; with a drop factor of 10, 15, 20 or 60 drops/mL, drops per minute = volume × drop factor ÷ minutes, counted in whole drops, with the figure worked out and what the rounding changes: '83.33 drops per minute, counted as 83 (0.4% slower)') and a volume and a rate (the time it takes, and with a start time HH:MM the clock time it ends, the next day said as such), as states of its machine with their own cautions: whole drops more than 10 % off, more than 100 drops per minute (a stated convention: too fast to count by eye), above 999 mL/h (faster than many pumps can be set), over 24 hours (many policies replace a bag within 24 hours); a time or volume of zero or blank is a calm hint.",
    implementedBy:
      "`infusion-rate` region `mode` (… \\| volumeOverTime \\| volumeAndRate), region `timeFieldUnit` (notChosen \\| minutes \\| hours), `result.invalid.{volume,duration,durationUnit,start}`, `ready.drops.tooFast`, `ready.clock` (notAsked \\| sameDay \\| laterDay), decided by `evaluateVolumeInfusion` (`src/domain/infusion-volume.ts`)",
    checkedBy: [
      '`tests/unit/infusion-volume.test.ts` › "1 000 mL over 180 minutes at 15 drops/mL = 83 drops per minute (83.33 worked out), what the rounding changes"',
      '`tests/unit/infusion-volume.test.ts` › "rate × time = volume (from a volume over a time, before the pump\'s rounding)"',
      '`tests/model/infusion-rate-machine.test.ts` › "1 000 mL over 8 hours is 125 mL/h; over 180 minutes at 15 drops/mL, 83 drops per minute (83.33 worked out)"',
      '`tests/model/infusion-rate-machine.test.ts` › "1 000 mL at 125 mL/h from 20:00 takes 8 hours and ends at 04:00 the next day"',
    ],
  },
  {
    id: "M56.4",
    clause:
      "Infusion rate, a change of unit never moves a quantity unseen (issue 56, principle 4): when the order's unit, the order's time unit, the weight's unit or the time's unit changes with a value typed, the value is converted exactly and said ('Time 90 min is 1.5 h: converted.'), or written with the unit it was typed in so its quantity is kept ('100 min', '22 lb', '5 mcg/kg/min'), the field's hint asking where it disagrees with the new choice, or (an order typed bare when per kg is chosen and no time unit is) cleared and said; never re-read in the new unit.",
    implementedBy:
      "region `unitChange` (none \\| converted \\| kept \\| cleared) [unitChangeIs]; the result region's unit-choice transitions run `emitUnitChange` (emits `unit.changed` with the announcement) and `setUnitChoice` (`unitChangeOf`, `src/domain/infusion-rate-units.ts`)",
    checkedBy: [
      '`tests/unit/infusion-volume.test.ts` › "Time 90 min is 1.5 h: converted; 100 min is kept with its unit"',
      '`tests/unit/infusion-volume.test.ts` › "the order\'s unit: 5 mg is 5 000 mcg, converted; mg to units or to per kg is kept or cleared, never re-read"',
      "`tests/model/infusion-rate-machine.test.ts` › \"a unit change converts the typed time and says so: 'Time 90 min is 1.5 h: converted.'\"",
      '`tests/model/infusion-rate-machine.test.ts` › "a unit change that cannot convert keeps the value with its unit, and the form asks"',
    ],
  },
  {
    id: "M54.3",
    clause:
      "A field is judged when the person has had their say (issue 54, principle 3): once they typed in it, left it, or a share link filled it, it is judged, even if empty; a field never touched is not marked invalid and not named by the announcer, and a result that waits only for such fields asks for the entries as on the empty form.",
    implementedBy:
      "context `touched` of `weight-dose`, `infusion-rate`, `reconstitution` and `serial-dilution` (typing, `field.leave` sent on the input's blur, a share link; Reset forgets them); their result region's state `incomplete`, decided by `judgedStatus` and `judgedSingle` (`src/domain/touched.ts`), for serial dilution `judgedSerialStatus` (`serial-dilution.calc.ts`)",
    checkedBy: [
      '`tests/model/clinical-model.tsx` › "runs on the actor; each state is the evaluation\'s"',
      '`tests/model/serial-dilution-machine.test.ts` › "runs on the actor; each state is the domain\'s"',
      '`tests/model/serial-dilution-machine.test.ts` › "a field never touched is not judged; a touched one after it is, and leaving a field judges it (issue 54)"',
      '`tests/e2e/judged-when-touched.spec.ts` › "typing in the first field judges no other field"',
    ],
  },
  {
    id: "M53.1",
    clause:
      "A long batch puts what needs attention first and lets a person reach any row (issue 53, principle 1): before the results, every entry not converted is a link to its row saying why, and the entries converted with a caution are one line per kind of caution (its words, how many carry it, a link to the first); the title counts both; 'Show rows' shows all rows, only those that need attention, or one kind of caution, each choice saying how many rows it shows; every row shown is in the accessibility tree.",
    implementedBy:
      "`groupAttention` (`src/domain/attention-groups.ts`) through `batchAttentionGroups` (`batch.calc.ts`) and `batchAttention` (`batch.connect.ts`); `batch` region `filter`: `all` ⇄ `narrowed.{attention,small,large,precision}` (`filter.change` [showsAll / showsAttention / showsSmall / showsLarge / showsPrecision]; new results → `all`)",
    checkedBy: [
      '`tests/unit/attention-groups.test.ts` › "keeps the failed entries one by one and groups the cautioned ones by kind, in the kinds\' order"',
      '`tests/unit/batch-calc.test.ts` › "lists every failed entry, then one line per caution kind with its count and its first row"',
      '`tests/model/batch-machine.test.ts` › "runs on the actor"',
      '`tests/model/batch-view.test.tsx` › "runs on the rendered card"',
      '`tests/model/batch-view.test.tsx` › "groups the cautions by kind, each a link to its first row, and a link shows all rows when the choice hid its row"',
      '`tests/e2e/ax-tree.spec.ts` › "Batch Convert with 10,000 entries: every row and every entry that needs attention is in the accessibility tree, the entries that need attention first"',
    ],
  },
  {
    id: "M53.4",
    clause:
      "Focus is never lost when the form changes (issue 53, principle 4): a 'Solve for' choice or a share link that makes the focused field the computed unknown (molarity, dilution) moves the focus to that mode's 'Solve for' radio before the field is disabled; on serial dilution, a mode change that takes the focused field (or its unit) off the form moves the focus to the new mode's radio before the field goes.",
    implementedBy:
      "lab-form factory action `focusOffUnknown` (emits `focus.offUnknown` on `SOLVE_FOR` and on a readable `link.open`), answered by `useLabForm` (`src/components/lab/lab-ui.tsx`); serial dilution's `mode` region: `factor` ⇄ `target` with `focusOffLeavingField` (emits `focus.offField`), answered by the serial dilution card",
    checkedBy: [
      '`tests/model/molarity.test.ts` › "a link or a Solve-for choice that changes the unknown asks its field to give up the focus (issue 53, principle 4)"',
      "`tests/view/molarity-calculator.test.tsx` › \"a share link that makes the focused field the unknown moves the focus to its 'Solve for' choice (issue 53)\"",
      '`tests/model/serial-dilution-machine.test.ts` › "a mode change, chosen or from a link, asks the field it takes off the form to give up the focus (issue 53, principle 4)"',
      '`tests/model/serial-dilution-view.test.tsx` › "a link that takes the focused $was field off the form moves the focus to the $now mode\'s radio"',
      "`tests/e2e/lab-tools.spec.ts` › \"${link.path}: a link pasted while its unknown has the focus moves the focus to 'Solve for'\"",
      '`tests/e2e/lab-tools.spec.ts` › "/serial-dilution-calculator: a link in the other mode, pasted while the field it removes has the focus, moves the focus to the mode\'s radio"',
    ],
  },
];
