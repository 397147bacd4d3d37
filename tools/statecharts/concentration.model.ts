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
import { DEFAULT_CONCENTRATION_INPUTS } from "../../src/domain/lab/concentration-units";
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
export const CONCENTRATION_SAMPLES: Record<"value" | "molecularWeight", readonly string[]> = {
  value: ["1", "400", "x", "-1", "0", "1 mM", TINY_CONCENTRATION, ""],
  molecularWeight: ["58.44", "x", "-1", "0", "0.5", "5 kDa", ""],
};

/** The bench fields (issue 52) and the value of each while another is varied: hydrochloric acid's. */
type BenchField = "density" | "purity" | "target" | "finalVolume";
const BENCH_FIELDS: readonly BenchField[] = ["density", "purity", "target", "finalVolume"];
const AT_REST: Record<BenchField, string> = { density: "1.19", purity: "", target: "", finalVolume: "" };

/**
 * Samples on the bench (after a reagent's button, or with % w/w or % v/v chosen), each a state or a
 * way into one. Value: 37 (% w/w: a table), 150 (above 100 % w/w or % v/v), 1000 (in mg/mL with a
 * density of 0.9 g/mL: above 100 % w/w), blank. Density: HCl's, none (a density asked for), the
 * reading's hints, 1190 g/L (a unit refused by name), 1190 (no liquid). Purity: 98 (in mg/mL), its hints,
 * above 100 and with % w/w (not for that unit). Target: 2 M (a dilution), 20 M (stronger than the
 * reagent), not a number. Final volume: 500 mL, not a number. Each is varied while the others
 * rest at AT_REST, which keeps the explored graph small; the unit goes round % w/w → % v/v → mg/mL.
 */
export const BENCH_SAMPLES: Record<"value" | BenchField, readonly string[]> = {
  value: ["37", "150", "1000", ""],
  density: ["1.19", "", "x", "-1", "0", "1190 g/L", "1190", "0.9"],
  purity: ["", "98", "x", "-1", "0", "101"],
  target: ["", "2", "20", "x"],
  finalVolume: ["", "500", "x"],
};
const BENCH_UNIT: Record<string, "% w/w" | "% v/v" | "mg/mL"> = {
  "% w/w": "% v/v",
  "% v/v": "mg/mL",
  "mg/mL": "% w/w",
};

/** On the bench: a reagent chosen (until Reset), a % w/w or % v/v chosen, or a bench field typed. */
const onBench = (inputs: ConcentrationInputs) =>
  inputs.reagent !== null ||
  inputs.unit === "% w/w" ||
  inputs.unit === "% v/v" ||
  BENCH_FIELDS.some((f) => inputs[f] !== "");

/** The textbook entries: 1 mg/mL of a 66.50 kDa protein (15.04 µM); 0.9 % w/v sodium chloride (154 mM). */
export const PROTEIN_INPUTS: ConcentrationInputs = {
  ...DEFAULT_CONCENTRATION_INPUTS,
  value: "1",
  unit: "mg/mL",
  molecularWeight: "66.50",
  molecularWeightUnit: "kDa",
};
export const SALINE_INPUTS: ConcentrationInputs = {
  ...DEFAULT_CONCENTRATION_INPUTS,
  value: "0.9",
  unit: "% w/v",
  molecularWeight: "58.44",
  solute: "Sodium chloride",
};
/** Hydrochloric acid 37 % w/w, 1.19 g/mL, 36.46 g/mol, as its button fills it (12.1 M). */
export const HCL_INPUTS: ConcentrationInputs = {
  ...DEFAULT_CONCENTRATION_INPUTS,
  value: "37",
  unit: "% w/w",
  molecularWeight: "36.46",
  density: "1.19",
  reagent: "Hydrochloric acid",
};

/** The page's address in the model (the browser sends its own). */
export const PAGE_URL = "https://mg-to-ml.example/concentration-converter";
/** A share link of the textbook protein (1 mg/mL of 66.50 kDa: 15.04 µM), and one that cannot be read. */
export const READABLE_LINK = `#${fragmentOfLink(concentrationShareLinkOf(PAGE_URL, PROTEIN_INPUTS)!)}`;
export const UNREADABLE_LINK = "#v=1&value=1";

const allEmpty = (inputs: ConcentrationInputs) =>
  inputs.value === "" && inputs.molecularWeight === "" && !onBench(inputs);

export function createConcentrationModel() {
  return createMachineModel(concentrationMachine, {
    name: "concentration",
    // Kept on disk (tools/statecharts/model/cache.ts): Vitest's files and each Playwright worker
    // ask for this model; one of them explores it (issue 55).
    cacheAs: "samples-bench",
    events: (s) => {
      const { inputs } = s.context;
      const typed = (field: ConcentrationField) => inputs[field];
      if (onBench(inputs)) {
        const resting = (field: BenchField | "value") =>
          BENCH_FIELDS.every((f) => f === field || inputs[f] === AT_REST[f]);
        // The value is varied with every bench field at rest; the density with 37 or 1000 typed;
        // the other bench fields with 37 typed.
        const varied = (field: BenchField | "value") =>
          resting(field) &&
          (field === "value" || inputs.value === "37" || (field === "density" && inputs.value === "1000"));
        return [
          ...(["value", ...BENCH_FIELDS] as const).flatMap((field) =>
            !varied(field)
              ? []
              : BENCH_SAMPLES[field]
                  .filter((v) => v !== typed(field))
                  .map((value): ConcentrationEvent => ({ type: "FIELD.CHANGE", field, value })),
          ),
          { type: "UNIT.CHANGE", unit: BENCH_UNIT[inputs.unit] ?? "% w/w" },
          { type: "COPY" },
          ...printWhenReady(s),
          { type: "RESET" },
          { type: "link.copy", pageUrl: PAGE_URL },
        ];
      }
      return [
        ...(["value", "molecularWeight"] as const).flatMap((field) =>
          CONCENTRATION_SAMPLES[field]
            .filter((v) => v !== typed(field))
            .map((value): ConcentrationEvent => ({ type: "FIELD.CHANGE", field, value })),
        ),
        { type: "UNIT.CHANGE", unit: inputs.unit === "mg/mL" ? "M" : "mg/mL" },
        { type: "MW_UNIT.CHANGE", unit: inputs.molecularWeightUnit === "g/mol" ? "kDa" : "g/mol" },
        ...(inputs.solute === null ? [{ type: "SOLUTE.CHOOSE", solute: "Sodium chloride" } as const] : []),
        // A reagent's button, from an empty form (what it fills does not depend on what was typed),
        // or after a share link was opened (the entries become the person's: the link leaves).
        ...(allEmpty(inputs) || linkApplied(s)
          ? [{ type: "REAGENT.CHOOSE", reagent: "Hydrochloric acid" } as const]
          : []),
        { type: "COPY" },
        ...printWhenReady(s),
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
    withheld: (s) =>
      onBench(s.context.inputs)
        ? ["link.open", "MW_UNIT.CHANGE", "SOLUTE.CHOOSE", "REAGENT.CHOOSE"]
        : allEmpty(s.context.inputs)
          ? []
          : linkApplied(s)
            ? ["link.open"]
            : ["link.open", "REAGENT.CHOOSE"],
    serializeState: (s) => JSON.stringify({ value: s.value, inputs: s.context.inputs }),
  });
}

/** 'Print record', with a table shown (issue 52): the button is off otherwise. */
function printWhenReady(s: ConcentrationSnapshot): ConcentrationEvent[] {
  return s.context.status.kind === "ready" ? [{ type: "PRINT" }] : [];
}

/** True when the entries came from a share link (the `link` region is `applied`). */
function linkApplied(s: ConcentrationSnapshot): boolean {
  return (s.value as { link?: unknown }).link === "applied";
}

/** What the page shows in a model state: the connect layer's view model (handlers do nothing here). */
export function expectedConcentrationView(s: ConcentrationSnapshot): ConcentrationView {
  return connect(s, () => undefined);
}
