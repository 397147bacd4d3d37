/**
 * Dilution calculator, C1 × V1 = C2 × V2 (product spec §2, §4, §5, §9; decisions.md; issues 4
 * and 52). The shape is the lab forms' one (src/machines/lab-form/lab-form.factory.ts): a
 * compound state per solve-for mode (v1 — the default —, v2, c2), each with editing, calculated
 * and invalid. A unit button (UNIT.CHANGE) is an edit: it changes what a field's number means.
 * Reset returns the units and Solve for to the page's (DEFAULT_DILUTION_UNITS, V1): the lab form's clearValues.
 */
import type { MachineDocs } from "../machine-docs";
import { dilutionRecord } from "./dilution.record";
import { createLabFormMachine } from "../lab-form/lab-form.factory";
import { labFormLinkDocs } from "../lab-form/lab-form.share";
import { dilutionShare } from "./dilution.share";
import {
  calculateDilutionContext,
  dilutionInvalidKind,
  dilutionResultKind,
  EMPTY_DILUTION_VALUES,
} from "./dilution.calc";
import { dilutionAnnouncement } from "./dilution.words";
import {
  DEFAULT_DILUTION_UNITS,
  DILUTION_FIELDS,
  DILUTION_FIELD_TEXT,
  DILUTION_INVALID_KINDS,
  DILUTION_RESULT_KINDS,
  DILUTION_UNIT_CHOICES,
  SOLVE_FOR_MODES,
  type DilutionContext,
  type DilutionEvent,
  type DilutionField,
  type DilutionResult,
  type DilutionUnitEvent,
  type SolveFor,
} from "./dilution.types";

const linkDocs = labFormLinkDocs("src/machines/dilution/dilution.share.ts");

const docs = {
  title: "Dilution calculator (C1V1 = C2V2)",
  summary:
    "Solve-for mode V1 (default), V2 or C2; the chosen unknown's input is disabled. C1 and C2 each in M, mM, µM, nM, pM, fM, g/L, mg/mL, µg/mL, ng/mL, ppm (mg/L), ppb (µg/L), % w/v, % v/v or ×; V1 and V2 in nL, µL, mL or L; an optional molecular weight links a molar and a mass concentration. Calculate fills the unknown from the other three in its unit and states the diluent to add and the pipette for each volume, or shows a clear message for empty, zero, negative or impossible values and for C1 and C2 in units nothing links. Reset clears every value and the result and returns the units to mg/mL and mL and Solve for to V1 (issue 52). 'Copy share link' puts Solve for, the entries and the units in the page's address, never the result; a share link opened fills the form and calculates as Calculate would, with a note, and leaves the address on Reset or on the first edit, unit or Solve-for choice after it (issue 52).",
  usedOn: "/dilution-calculator.",
  events: {
    ...linkDocs.events,
    "FIELD.CHANGE": "The person types in C1, V1, C2, V2 (the unknown's field is disabled) or the molecular weight.",
    "UNIT.CHANGE":
      "The person chooses the unit of C1, V1, C2 or V2 (a radio group); the announcer says the field's new unit, and that the result was cleared when there was one.",
    SOLVE_FOR: "The person chooses V1, V2 or C2 in the 'Solve for:' radio group: the new unknown is announced.",
    CALCULATE:
      "The person presses Calculate (or Enter in a field): the result is announced, or the hints (and the focus moves to the first field to fix).",
    COPY: "The person presses 'Copy record' with a result: the record (the entries with their units, the result, the preparation, its caution, the conventions) goes to the clipboard and the announcer says so.",
    PRINT:
      "The person presses 'Print record' with a result: the page prints the record, with the device's date and time, and nothing else.",
    RESET:
      "The person presses Reset: every value and the result are cleared, and the units and Solve for return to the page's (mg/mL, mL, V1); the announcer says so and what to enter.",
    always:
      "After Calculate: the result's kind is checked (measurable, or a stock or diluent volume under 0.2 µL) and its sub-state entered; or the kind of no result (a field to fix, or C1 and C2 in units nothing links).",
  },
  guards: {
    ...linkDocs.guards,
    choosesMode: "The pressed 'Solve for' button is the given mode.",
    inputsValid:
      "The three known values are numbers above 0 in their units, C1 and C2 can be compared (one family of units, or molar and mass with a molecular weight) and the dilution is possible for the mode.",
    hintsRemainAfterEdit: "After this edit some hint still applies to another field.",
    resultIs:
      "After Calculate: the result is of the given kind (measurable; a stock or diluent volume under 0.2 µL), by dilutionResultKind (dilution.calc.ts).",
    invalidIs:
      "After Calculate without a result: the hints are of the given kind (fields to fix; C1 and C2 in units nothing links), by dilutionInvalidKind (dilution.calc.ts).",
  },
  delays: {},
  actors: {},
  clauses: {
    "M53.4": ["dilution:SOLVE_FOR", "dilution:link.open"],
    LB6: [
      "dilution.form",
      "dilution.link",
      "dilution.link.none",
      "dilution.link.applied",
      "dilution.link.ignored",
      "dilution:link.open",
      "dilution:link.copy",
    ],
    LB7: ["dilution:COPY", "dilution:PRINT"],
    "S4.11": ["dilution.form.v1", "dilution.form.v2", "dilution.form.c2", "dilution.form.v1.editing"],
    "S4.12": ["dilution:SOLVE_FOR", "dilution.form.v2.editing", "dilution.form.c2.editing"],
    "S4.13": [
      "dilution:CALCULATE",
      "dilution.form.v1.calculated",
      "dilution.form.v2.calculated",
      "dilution.form.c2.calculated",
    ],
    "S4.14": ["dilution:RESET"],
    "S5.6": ["dilution.form.v1.invalid", "dilution.form.v2.invalid", "dilution.form.c2.invalid"],
    "D5.10": [
      "dilution:UNIT.CHANGE",
      "dilution.form.v1.invalid.unitMismatch",
      "dilution.form.v2.invalid.unitMismatch",
      "dilution.form.c2.invalid.unitMismatch",
    ],
    "S8.1": ["dilution.form.v1.invalid"],
    "S8.4": ["dilution.form.v1.invalid", "dilution.form.v2.invalid", "dilution.form.c2.invalid"],
    "D5.2": ["dilution.form.v1"],
    "D5.3": [
      "dilution.form.v1.invalid",
      "dilution.form.v2.invalid",
      "dilution.form.c2.invalid",
      "dilution.form.v1.invalid.checking",
      "dilution.form.v1.invalid.fields",
      "dilution.form.v2.invalid.checking",
      "dilution.form.v2.invalid.fields",
      "dilution.form.c2.invalid.checking",
      "dilution.form.c2.invalid.fields",
      "dilution:FIELD.CHANGE",
    ],
    M7: [
      "dilution:FIELD.CHANGE",
      "dilution.form.v1.calculated",
      "dilution.form.v2.invalid",
      "dilution.form.c2.invalid",
    ],
    M8: ["dilution:SOLVE_FOR", "dilution.form.v2", "dilution.form.c2"],
    M28: [
      "dilution.form.v1.calculated.checking",
      "dilution.form.v1.calculated.measurable",
      "dilution.form.v1.calculated.belowPipette",
      "dilution.form.v2.calculated.checking",
      "dilution.form.v2.calculated.measurable",
      "dilution.form.v2.calculated.belowPipette",
      "dilution.form.c2.calculated.checking",
      "dilution.form.c2.calculated.measurable",
      "dilution.form.c2.calculated.belowPipette",
      "dilution:always",
    ],
  },
} satisfies MachineDocs;

const labForm = createLabFormMachine<DilutionField, SolveFor, DilutionResult, DilutionContext, DilutionEvent>({
  id: "dilution",
  modes: SOLVE_FOR_MODES,
  initialMode: "v1",
  context: { values: EMPTY_DILUTION_VALUES, units: DEFAULT_DILUTION_UNITS, issues: [], result: null },
  emptyValues: EMPTY_DILUTION_VALUES,
  calculate: calculateDilutionContext,
  fields: DILUTION_FIELDS,
  docs,
  modeDescriptions: {
    v1: "Solving for V1, the stock volume (the default): the V1 field is disabled and filled by Calculate.",
    v2: "Solving for V2, the final volume: the V2 field is disabled and filled by Calculate.",
    c2: "Solving for C2, the final concentration: the C2 field is disabled and filled by Calculate.",
  },
  statusDescriptions: {
    editing: "No result shown: the result area asks for the three known values and Calculate.",
    calculated:
      "The unknown is in its field and the result area gives it to significant figures in its unit (and the unit that suits it), C1 in the unit of C2 when they differ, the diluent to add (V2 − V1) and the pipette for each volume; its sub-state says whether the volumes can be pipetted.",
    invalid:
      "No result: each field to fix has its own inline hint (a form-wide hint shows in the result area); its sub-state says whether it is a field or the units of C1 and C2.",
  },
  resultKinds: {
    kinds: DILUTION_RESULT_KINDS,
    kindOf: dilutionResultKind,
    descriptions: {
      measurable: "The stock and the diluent volumes can be measured: the result with the diluent to add.",
      belowPipette:
        "Caution: the stock (V1) or the diluent is under 0.2 µL, below what any pipette measures accurately; the result is shown with the advice to make an intermediate dilution first.",
    },
  },
  invalidKinds: {
    kinds: DILUTION_INVALID_KINDS,
    kindOf: (context) => dilutionInvalidKind(context.issues),
    descriptions: {
      fields: "A field to fix: its inline hint (a form-wide hint, e.g. a result too large, shows in the result area).",
      unitMismatch:
        "C1 and C2 are in units nothing on the form links (× and mM, % v/v and M, molar and mass without a molecular weight): the result area names both units and what to do; no number is shown.",
    },
  },
  record: dilutionRecord,
  share: { link: dilutionShare, file: "src/machines/dilution/dilution.share.ts" },
  announcements: {
    result: dilutionAnnouncement,
    mode: (mode) =>
      `Solving for ${DILUTION_FIELD_TEXT[mode].symbol}, the ${DILUTION_FIELD_TEXT[mode].noun}. Enter the three known values, then press Calculate.`,
    // A unit button says the field's new unit (typing says nothing). Only a unit the page offers
    // for a field it names is said: anything else says nothing rather than fail.
    edited: (context, event) => {
      if (event.type !== "UNIT.CHANGE") return null;
      const units = DILUTION_UNIT_CHOICES[event.field] as readonly string[] | undefined;
      return units?.includes(event.unit) ? `${DILUTION_FIELD_TEXT[event.field].symbol} in ${event.unit}.` : null;
    },
    resultCleared: () => "The result was cleared: press Calculate.",
  },
  choice: {
    type: "UNIT.CHANGE",
    field: (event) => (event as DilutionUnitEvent).field,
    apply: (context, event) => {
      const e = event as DilutionUnitEvent;
      return { units: { ...context.units, [e.field]: e.unit } };
    },
  },
});

/** The dilution calculator's machine: the lab form's Reset returns its units and Solve for to the page's too. */
export const dilutionMachine = labForm;
