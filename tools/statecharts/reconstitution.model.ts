/**
 * The model of the reconstitution calculator shared by the three levels of model-based tests
 * (tests/model/reconstitution-machine.test.ts: machine; tests/model/reconstitution-view.test.tsx:
 * view; tests/e2e/reconstitution.spec.ts: browser): the events to explore and what the page must
 * show in each model state (the connect layer's own view model).
 */
import type { SnapshotFrom } from "xstate";
import { createMachineModel } from "./model";
import { unitChangeOf } from "../../src/machines/clinical-unit-change";
import { judging, leaveEvents, touchedEmpty, withShareLinks } from "./clinical-links";
import { reconstitutionShare } from "../../src/machines/reconstitution/reconstitution.share";
import { reconstitutionMachine } from "../../src/machines/reconstitution/reconstitution.machine";
import {
  connectReconstitution,
  type ReconstitutionView,
} from "../../src/machines/reconstitution/reconstitution.connect";
import {
  CHOICES,
  EMPTY_INPUTS,
  MODES,
  POWDER_UNITS,
  SYRINGE_FAMILIES,
  TEXT_OF,
  UNIT_FORM,
  fieldShown,
  type ReconstitutionEvent,
  type ReconstitutionField,
  type ReconstitutionInputs,
} from "../../src/machines/reconstitution/reconstitution.types";

export type ReconstitutionSnapshot = SnapshotFrom<typeof reconstitutionMachine>;

/**
 * Sample entries per field, each reaching a state from BASE (1,000 mg + 9.3 mL diluent + 0.7 mL
 * displacement = 100 mg/mL, no dose yet; 250 mg = 2.5 mL, on a mark): "x" is refused in the powder, the
 * displacement and the dose, 0 mL of diluent too; 0.000000000001 mg of powder is a concentration too
 * small to show (offScale); 2,000 mg is more than the vial holds; 5 mg is 0.05 mL (under 0.1 mL);
 * 251 mg is 2.51 mL (between marks); 0.000001 mg is below 0.0001 mL; 1,000 mg in 100 mL diluent
 * is 100.7 mL (more than a syringe holds); "5 units" for a powder in mg is a unit mismatch; in the
 * diluent mode 100 mg/mL needs 9.3 mL (halfway between the 10 mL syringe's marks: a caution),
 * 500 mg/mL 1.3 mL (on a mark of the 3 mL syringe), 1,400 mg/mL 0.0143 mL (under 0.1 mL), 50 mg/mL
 * 19.3 mL (more than the syringes here hold) and 2,000 mg/mL cannot be made (impossible); clearing
 * the displacement is its own caution, clearing the powder and the diluent empties the form.
 */
export const RECONSTITUTION_SAMPLES: Readonly<Record<ReconstitutionField, readonly string[]>> = {
  powder: ["1000", "x", "0.000000000001"],
  diluent: ["9.3", "100", "0"],
  target: ["100 mg/mL", "2000 mg/mL", "500 mg/mL", "1400 mg/mL", "50 mg/mL"],
  displacement: ["0.7", "x"],
  dose: ["250", "2000", "5", "251", "0.000001", "1000", "5 units", "x"],
};

const other = <T extends string>(list: readonly T[], current: T): T => list.find((v) => v !== current)!;

/** The textbook vial: 1 g (as 1000 mg) + 9.3 mL with 0.7 mL displacement = 100 mg/mL (three entries from the empty form). */
const BASE: ReconstitutionInputs = {
  ...EMPTY_INPUTS,
  powderText: "1000",
  diluentText: "9.3",
  displacementText: "0.7",
};

const isBase = (inputs: ReconstitutionInputs) =>
  (Object.keys(BASE) as (keyof ReconstitutionInputs)[]).every((k) => inputs[k] === BASE[k]);

/** The inputs after an entry or a choice. */
function after(inputs: ReconstitutionInputs, e: ReconstitutionEvent): ReconstitutionInputs {
  switch (e.type) {
    case "field.change":
      return { ...inputs, [TEXT_OF[e.field]]: e.value };
    case "mode.select":
      return { ...inputs, mode: e.mode };
    case "powderUnit.select":
      // A powder or dose typed is converted to the unit chosen, or kept with its own (issue 56).
      return unitChangeOf(UNIT_FORM, inputs, e).inputs;
    case "syringe.select":
      return { ...inputs, syringe: e.syringe };
    default:
      return inputs;
  }
}

/**
 * Pairs of entries changed together that some state needs: the powder, the diluent and the
 * displacement (typed in any order from the empty form; the powder and the diluent both cleared
 * empty it), the diluent mode with a target (ready, impossible), a larger diluent with a larger
 * dose (more than a syringe holds), the powder's unit with the powder it converts or keeps (issue 56).
 */
const PAIRS: readonly (readonly (keyof ReconstitutionInputs)[])[] = [
  ["powderText", "diluentText", "displacementText"],
  ["powderText", "powderUnit"],
  ["mode", "targetText"],
  ["diluentText", "doseText"],
];

/**
 * Every state is reached within one change of BASE or two changes of one of the PAIRS, so the
 * model explores those forms, and the empty form (the start, and Reset).
 */
function explored(inputs: ReconstitutionInputs): boolean {
  const changed = (Object.keys(BASE) as (keyof ReconstitutionInputs)[]).filter((k) => inputs[k] !== BASE[k]);
  return (
    changed.length <= 1 ||
    (changed.length === 2 && PAIRS.some((pair) => changed.every((k) => pair.includes(k)))) ||
    (Object.keys(EMPTY_INPUTS) as (keyof ReconstitutionInputs)[]).every((k) => inputs[k] === EMPTY_INPUTS[k])
  );
}

export function createReconstitutionModel() {
  const links = withShareLinks(reconstitutionShare, {
    empty: EMPTY_INPUTS,
    // The textbook vial with a dose, and the diluent for 100 mg/mL, as links.
    links: [
      { ...BASE, doseText: "250" },
      { ...BASE, mode: "diluent" as const, diluentText: "", targetText: "100 mg/mL" },
    ],
    changes: ["field.change", "field.leave", ...Object.keys(CHOICES)],
    events: (s: ReconstitutionSnapshot) => {
      const { inputs } = s.context;
      const changes: ReconstitutionEvent[] = [
        // Only fields on the form, and only real changes (React sends no change for the same value).
        ...(Object.keys(RECONSTITUTION_SAMPLES) as ReconstitutionField[])
          .filter((field) => fieldShown(field, inputs))
          .flatMap((field) =>
            [...RECONSTITUTION_SAMPLES[field], ""]
              .filter((value) => inputs[TEXT_OF[field]] !== value)
              .map((value): ReconstitutionEvent => ({ type: "field.change", field, value })),
          ),
        { type: "mode.select", mode: other(MODES, inputs.mode) },
        // Every other unit: mg ⇄ g converts a number typed, a mass ⇄ units keeps it (issue 56).
        ...POWDER_UNITS.filter(
          (unit) => unit === other(POWDER_UNITS, inputs.powderUnit) || (unit === "units" && isBase(inputs)),
        ).map((unit): ReconstitutionEvent => ({ type: "powderUnit.select", unit })),
        { type: "syringe.select", syringe: other(SYRINGE_FAMILIES, inputs.syringe) },
        // Leaving an empty field not touched yet: it is judged from then on (issue 54).
        ...leaveEvents(TEXT_OF, fieldShown, s),
      ];
      // After a unit change said (converted or kept), what ends or repeats it only: typing, a unit
      // choice, Reset (the other choices and Copy are explored from the same forms typed).
      const saidOnly = !s.matches({ unit: "none" });
      const offered = saidOnly
        ? changes.filter((e) => e.type === "field.change" || e.type === "powderUnit.select")
        : changes;
      const keys = Object.keys(BASE) as (keyof ReconstitutionInputs)[];
      const near =
        keys.filter((k) => inputs[k] !== BASE[k]).length <= 1 || keys.every((k) => inputs[k] === EMPTY_INPUTS[k]);
      return judging(
        TEXT_OF,
        s,
        [
          ...offered.filter((e) => explored(after(inputs, e))),
          { type: "reset" },
          ...(saidOnly ? [] : [{ type: "copy" } as const]),
        ],
        near,
      );
    },
  });
  return createMachineModel(reconstitutionMachine, {
    name: "reconstitution",
    cacheAs: "samples-links-units",
    // The unit region (issue 56) takes the forms explored past the default 100,000 edges.
    limit: 400_000,
    ...links,
    serializeState: (s) =>
      JSON.stringify({
        value: s.value,
        inputs: s.context.inputs,
        touched: touchedEmpty(TEXT_OF, s),
        copied: s.context.copiedText,
        unitChange: s.context.unitChange,
      }),
  });
}

/** What the page shows in a model state: the connect layer's view model (handlers left out). */
export function expectedReconstitutionView(s: ReconstitutionSnapshot): ReconstitutionView {
  return connectReconstitution(s, () => undefined);
}
