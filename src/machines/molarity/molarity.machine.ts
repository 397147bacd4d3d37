/**
 * Molarity calculator with a solve-for mode (product spec §2, §4, §5, §9; decisions.md
 * 'Laboratory tools'; issues 4 and 15). The shape is the lab forms' one
 * (src/machines/lab-form/lab-form.factory.ts): a compound state per solve-for mode — molarity
 * (the default: the spec's form), mass, volume, molecularWeight — each with editing, calculated
 * and invalid. A unit button (UNIT.CHANGE) is an edit: it changes what a field's number means.
 */
import type { MachineDocs } from "../machine-docs";
import { createLabFormMachine } from "../lab-form/lab-form.factory";
import { labFormLinkDocs } from "../lab-form/lab-form.share";
import { molarityShare } from "./molarity.share";
import { calculateMolarity, EMPTY_MOLARITY_VALUES } from "./molarity.calc";
import { molarityRecord } from "./molarity.record";
import { balanceWords, calculateLabel, formatMolarityResult, MOLARITY_MODE_PROMPT } from "./molarity.words";
import {
  DEFAULT_MOLARITY_UNITS,
  MOLARITY_FIELDS,
  MOLARITY_MODE_LABEL,
  MOLARITY_MODES,
  MOLARITY_RESULT_KINDS,
  UNIT_CHOICES,
  molarityFieldText,
  type MolarityContext,
  type MolarityEvent,
  type MolarityField,
  type MolarityMode,
  type MolarityResult,
  type MolarityUnitEvent,
} from "./molarity.types";

const linkDocs = labFormLinkDocs("src/machines/molarity/molarity.share.ts");

const docs = {
  title: "Molarity calculator",
  summary:
    "Solve for the molarity (default: mass of solute, molecular weight and volume start empty, Calculate Molarity shows the result in M), the mass to weigh, the volume to make or the molecular weight; the unknown's field is disabled and filled by Calculate. Mass in g, mg, µg, ng, pg or kg, volume in mL, L, µL or nL, molarity in M, mM, µM, nM, pM or fM; the balance the mass is weighed on is chosen by its readability (default 0.1 mg, an analytical balance: 10 mg at least). An invalid, zero or negative input, or a molecular weight below 1 g/mol (typed or worked out: lighter than hydrogen), clears the result and gets a hint naming the field. Reset clears every field and the result and returns Solve for, the units and the balance to the page's defaults (issue 52). Editing a field or a unit after a result removes the result. 'Copy share link' puts Solve for, the entries and the units in the page's address, never the result; a share link opened fills the form and calculates as Calculate would, with a note, and leaves the address on Reset or on the first edit, unit or Solve-for choice after it (issue 52).",
  usedOn: "/molarity-calculator.",
  events: {
    ...linkDocs.events,
    "FIELD.CHANGE":
      "The person types in 'Mass of solute', 'Molecular weight (g/mol)', 'Volume of solution' or 'Molarity' (the unknown's field is disabled), or presses a common solute, which fills the molecular weight (the announcer says the value and the solute).",
    "UNIT.CHANGE":
      "The person chooses a field's unit (a radio group): g, mg, µg, ng, pg or kg; mL, L, µL or nL; M, mM, µM, nM, pM or fM; or what the balance reads (0.001 mg to 0.01 g, in 'Balance reads'); the announcer says the field's new unit (for the balance: its class and the smallest mass to weigh on it), and that the result was cleared when there was one.",
    SOLVE_FOR:
      "The person chooses Molarity, Mass, Volume or Molecular weight in the 'Solve for:' radio group: the new unknown is announced.",
    CALCULATE:
      "The person presses Calculate Molarity (Calculate Mass, Calculate Volume, Calculate Molecular weight in the other modes), or Enter in a field: the result is announced, or the hints (and the focus moves to the first field to fix).",
    COPY: "The person presses 'Copy record' with a result: the record (the entries with their units, the balance, the result, its caution, the conventions) goes to the clipboard and the announcer says so.",
    PRINT:
      "The person presses 'Print record' with a result: the page prints the record, with the device's date and time, and nothing else.",
    RESET:
      "The person presses Reset: every field and the result are cleared and Solve for, the units and the balance return to the page's defaults; the announcer says so and what to enter.",
    always:
      "After Calculate: the result's kind is checked (above 55 M; above 2 g per mL; above a listed solute's solubility per litre of solution; dissolving only with help, EDTA at pH 8; a mass below the balance's minimum; else possible) and its sub-state entered.",
  },
  guards: {
    ...linkDocs.guards,
    choosesMode: "The pressed 'Solve for' button is the given mode.",
    inputsValid:
      "The three known values are numbers above 0 (a mass of 0 is allowed when solving for the molarity) and the answer can be calculated.",
    hintsRemainAfterEdit: "After this edit some hint still applies to another field.",
    resultIs:
      "After Calculate: the result is of the given kind, by molarityCaution and molarityBench (molarity.calc.ts): above 55 M; more than 2 g of solute per mL; above a listed solute's solubility per litre of solution; within what a listed solute dissolves only with help (EDTA to 0.5 M at pH 8); a mass below 100 × the balance's readability; else possible.",
  },
  delays: {},
  actors: {},
  clauses: {
    "M53.4": ["molarity:SOLVE_FOR", "molarity:link.open"],
    LB6: [
      "molarity.form",
      "molarity.link",
      "molarity.link.none",
      "molarity.link.applied",
      "molarity.link.ignored",
      "molarity:link.open",
      "molarity:link.copy",
    ],
    LB7: ["molarity:COPY", "molarity:PRINT"],
    "S4.8": ["molarity.form.molarity", "molarity.form.molarity.editing"],
    "S4.9": ["molarity:CALCULATE", "molarity.form.molarity.calculated", "molarity.form.molarity.invalid"],
    "S4.10": ["molarity:RESET"],
    "S5.5": ["molarity.form.molarity.invalid", "molarity:FIELD.CHANGE"],
    "S8.1": ["molarity.form.molarity.invalid"],
    "D5.1": ["molarity.form.molarity.calculated"],
    "D5.6": [
      "molarity:SOLVE_FOR",
      "molarity.form.mass",
      "molarity.form.mass.editing",
      "molarity.form.mass.calculated",
      "molarity.form.mass.invalid",
      "molarity.form.volume",
      "molarity.form.volume.editing",
      "molarity.form.volume.calculated",
      "molarity.form.volume.invalid",
      "molarity.form.molecularWeight",
      "molarity.form.molecularWeight.editing",
      "molarity.form.molecularWeight.calculated",
      "molarity.form.molecularWeight.invalid",
    ],
    "D5.7": ["molarity:UNIT.CHANGE"],
    "D5.8": ["molarity:FIELD.CHANGE"],
    "D5.9": ["molarity.form.mass.calculated"],
    M7: ["molarity:FIELD.CHANGE", "molarity:UNIT.CHANGE", "molarity.form.molarity.calculated"],
    M28: [
      "molarity.form.molarity.calculated.checking",
      "molarity.form.molarity.calculated.possible",
      "molarity.form.molarity.calculated.aboveSolubility",
      "molarity.form.molarity.calculated.aboveWater",
      "molarity.form.mass.calculated.checking",
      "molarity.form.mass.calculated.possible",
      "molarity.form.mass.calculated.aboveSolubility",
      "molarity.form.mass.calculated.aboveWater",
      "molarity.form.volume.calculated.checking",
      "molarity.form.volume.calculated.possible",
      "molarity.form.volume.calculated.aboveSolubility",
      "molarity.form.volume.calculated.aboveWater",
      "molarity.form.molecularWeight.calculated.checking",
      "molarity.form.molecularWeight.calculated.possible",
      "molarity.form.molecularWeight.calculated.aboveSolubility",
      "molarity.form.molecularWeight.calculated.aboveWater",
      "molarity:always",
    ],
    LB3: [
      ...(["molarity", "mass", "volume", "molecularWeight"] as const).flatMap((mode) =>
        ["belowBalance", "dissolvesWithHelp", "aboveMassPerVolume"].map(
          (kind) => `molarity.form.${mode}.calculated.${kind}`,
        ),
      ),
      "molarity:UNIT.CHANGE",
    ],
  },
} satisfies MachineDocs;

export const molarityMachine = createLabFormMachine<
  MolarityField,
  MolarityMode,
  MolarityResult,
  MolarityContext,
  MolarityEvent
>({
  id: "molarity",
  modes: MOLARITY_MODES,
  initialMode: "molarity",
  context: { values: EMPTY_MOLARITY_VALUES, units: DEFAULT_MOLARITY_UNITS, issues: [], result: null },
  emptyValues: EMPTY_MOLARITY_VALUES,
  calculate: (context, mode) => calculateMolarity(context.values, mode, context.units),
  fields: MOLARITY_FIELDS,
  docs,
  modeDescriptions: {
    molarity:
      "Solving for the molarity (the default, the spec's form): mass, molecular weight and volume are typed; the Molarity field is disabled and filled by Calculate Molarity.",
    mass: "Solving for the mass to weigh: the Mass of solute field is disabled and filled by Calculate Mass.",
    volume: "Solving for the volume to make: the Volume of solution field is disabled and filled by Calculate Volume.",
    molecularWeight:
      "Solving for the molecular weight: its field is disabled and filled by Calculate Molecular weight; the common solutes are off.",
  },
  statusDescriptions: {
    editing: "No result shown: the result area asks for the three known values and Calculate.",
    calculated:
      "The unknown is in its field; the result area gives it to significant figures in the chosen unit and another that helps (a molarity also in the unit that suits it; a mass also as the bench instruction). Its sub-state says whether the solution can exist.",
    invalid: "No result: each field to fix has its own inline hint (a form-wide hint shows in the result area).",
  },
  resultKinds: {
    kinds: MOLARITY_RESULT_KINDS,
    kindOf: (result) => result.caution?.kind ?? result.bench?.kind ?? "possible",
    descriptions: {
      possible:
        "A solution that can be made by weighing and dissolving: the result, with the molarity also in the unit that suits it (and, for a mass, the bench instruction).",
      belowBalance:
        "A mass (typed or worked out) below what the chosen balance weighs to 1 % (100 × its readability: 10 mg on a 0.1 mg balance): no instruction to weigh it; instead a stock made from at least that minimum, in a volumetric flask, and one dilution of it, both steps worked.",
      dissolvesWithHelp:
        "A listed solute above what water alone dissolves but within what it dissolves with its known help (EDTA disodium up to 0.5 M, at pH 8 with NaOH): the result, with the NaOH to add and the order of the steps, and no caution.",
      aboveSolubility:
        "Caution: more of a listed solute (known by its molecular weight) than a litre of its saturated solution holds (per volume of solution, at 25 °C): the result is shown with a caution that the solution cannot be made.",
      aboveMassPerVolume:
        "Caution: more than 2 g of solute per mL of solution, more than any solution holds, whatever the solute: the result is shown with a caution that the solution cannot exist.",
      aboveWater:
        "Caution: above 55 M, more than anything can be (pure water is about 55.5 mol/L): the result is shown with a caution that the solution cannot exist.",
    },
  },
  record: molarityRecord,
  share: { link: molarityShare, file: "src/machines/molarity/molarity.share.ts" },
  announcements: {
    result: (result) => {
      const { headline, also, bench, caution } = formatMolarityResult(result);
      const answer = `${MOLARITY_MODE_LABEL[result.solveFor]}: ${[headline, ...also].join(" = ")}.`;
      return [answer, caution ? `Caution: ${caution}` : null, bench].filter(Boolean).join(" ");
    },
    mode: (mode) => `Solving for ${MOLARITY_MODE_LABEL[mode].toLowerCase()}. ${MOLARITY_MODE_PROMPT[mode]}`,
    // Only an event a control of the page sends is said (a field it names, a unit it offers):
    // anything else, e.g. an event sent with no field, says nothing rather than fail.
    edited: (context, event) => {
      if (event.type === "UNIT.CHANGE") {
        const e = event;
        const units = UNIT_CHOICES[e.field] as readonly string[] | undefined;
        if (!units?.includes(e.unit)) return null;
        return e.field === "balance"
          ? balanceWords(e.unit)
          : `${molarityFieldText(e.field, context.units).name} in ${e.unit}.`;
      }
      if (event.type === "FIELD.CHANGE" && typeof event.source === "string" && MOLARITY_FIELDS.includes(event.field)) {
        const text = molarityFieldText(event.field, context.units);
        return `${text.name} ${event.value} ${text.unit} (${event.source}).`;
      }
      return null;
    },
    resultCleared: (mode) => `The result was cleared: press ${calculateLabel(mode)}.`,
  },
  choice: {
    type: "UNIT.CHANGE",
    field: (event) => (event as MolarityUnitEvent).field,
    apply: (context, event) => {
      const e = event as MolarityUnitEvent;
      return { units: { ...context.units, [e.field]: e.unit } };
    },
  },
});
