/**
 * The model of the concentration converter shared by the three levels of model-based tests
 * (tests/model/concentration.test.ts: machine; tests/model/concentration-view.test.tsx: view;
 * tests/e2e/concentration.spec.ts: browser): the events to explore and what the page must show in
 * each model state (built from the connect layer, the same object the view renders).
 */
import type { SnapshotFrom } from "xstate";
import { createMachineModel } from "./model";
import { concentrationMachine } from "../../src/machines/concentration/concentration.machine";
import { connect, type ConcentrationView } from "../../src/machines/concentration/concentration.connect";
import type {
  ConcentrationEvent,
  ConcentrationField,
  ConcentrationInputs,
} from "../../src/machines/concentration/concentration.types";
import { fragmentOfLink } from "../../src/domain/share/share-fragment";
import { concentrationShareLinkOf } from "../../src/machines/concentration/concentration.share";

export type ConcentrationSnapshot = SnapshotFrom<typeof concentrationMachine>;

/** 1e-323 mg/mL: a number the parser reads, but 1e-324 % w/v is 0 as a double (outOfRange). */
export const TINY_CONCENTRATION = `0.${"0".repeat(322)}1`;

/**
 * Samples per field, each a state (or a way into one): "1" and "400" are tables; with NaCl chosen
 * 400 mg/mL is above its solubility (317 g per litre of solution), and 400 M is above 55 M with a molecular weight or
 * without one; "x", "-1", "0", "1 mM" (a unit not chosen) and TINY_CONCENTRATION are the
 * concentration's hints; "x", "-1", "0", "0.5" (below 1 g/mol; in kDa 500 g/mol) and "5 kDa" (in
 * g/mol) the weight's. Units toggle between two of theirs (mg/mL ⇄ M, g/mol ⇄ kDa); every unit is
 * checked in the unit tests.
 */
export const CONCENTRATION_SAMPLES: Record<ConcentrationField, readonly string[]> = {
  value: ["1", "400", "x", "-1", "0", "1 mM", TINY_CONCENTRATION, ""],
  molecularWeight: ["58.44", "x", "-1", "0", "0.5", "5 kDa", ""],
};

/** The textbook entries: 1 mg/mL of a 66.50 kDa protein (15.04 µM); 0.9 % w/v sodium chloride (154 mM). */
export const PROTEIN_INPUTS: ConcentrationInputs = {
  value: "1",
  unit: "mg/mL",
  molecularWeight: "66.50",
  molecularWeightUnit: "kDa",
  solute: null,
};
export const SALINE_INPUTS: ConcentrationInputs = {
  value: "0.9",
  unit: "% w/v",
  molecularWeight: "58.44",
  molecularWeightUnit: "g/mol",
  solute: "Sodium chloride",
};

/** The page's address in the model (the browser sends its own). */
export const PAGE_URL = "https://mg-to-ml.example/concentration-converter";
/** A share link of the textbook protein (1 mg/mL of 66.50 kDa: 15.04 µM), and one that cannot be read. */
export const READABLE_LINK = `#${fragmentOfLink(concentrationShareLinkOf(PAGE_URL, PROTEIN_INPUTS)!)}`;
export const UNREADABLE_LINK = "#v=1&value=1";

const allEmpty = (inputs: ConcentrationInputs) => inputs.value === "" && inputs.molecularWeight === "";

export function createConcentrationModel() {
  return createMachineModel(concentrationMachine, {
    name: "concentration",
    events: (s) => {
      const { inputs } = s.context;
      const typed = (field: ConcentrationField) => (field === "value" ? inputs.value : inputs.molecularWeight);
      return [
        ...(["value", "molecularWeight"] as const).flatMap((field) =>
          CONCENTRATION_SAMPLES[field]
            .filter((v) => v !== typed(field))
            .map((value): ConcentrationEvent => ({ type: "FIELD.CHANGE", field, value })),
        ),
        { type: "UNIT.CHANGE", unit: inputs.unit === "mg/mL" ? "M" : "mg/mL" },
        { type: "MW_UNIT.CHANGE", unit: inputs.molecularWeightUnit === "g/mol" ? "kDa" : "g/mol" },
        ...(inputs.solute === null ? [{ type: "SOLUTE.CHOOSE", solute: "Sodium chloride" } as const] : []),
        { type: "COPY" },
        { type: "RESET" },
        { type: "link.copy", pageUrl: PAGE_URL },
        // A share link is opened on the empty form (the page opening with one, or after Reset).
        ...(allEmpty(inputs)
          ? [
              { type: "link.open", fragment: READABLE_LINK } as const,
              { type: "link.open", fragment: UNREADABLE_LINK } as const,
            ]
          : []),
      ];
    },
    withheld: (s) => (allEmpty(s.context.inputs) ? [] : ["link.open"]),
    serializeState: (s) => JSON.stringify({ value: s.value, inputs: s.context.inputs }),
  });
}

/** What the page shows in a model state: the connect layer's view model (handlers do nothing here). */
export function expectedConcentrationView(s: ConcentrationSnapshot): ConcentrationView {
  return connect(s, () => undefined);
}
