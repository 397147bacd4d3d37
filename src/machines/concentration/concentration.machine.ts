/**
 * The concentration converter (issue 32, /concentration-converter): one value in any of mg/mL,
 * mcg/mL, g/L, % w/v, ppm, M, mM, µM or nM, shown in all nine at once; a molecular weight (g/mol or
 * kDa, or a common solute's) links the mass and the molar units.
 *
 *   checking (transient)   every edit comes here; the status of the domain's
 *                          evaluateConcentration picks the state (concentrationStatePath)
 *   empty                  nothing typed
 *   invalid.value.*        the concentration's hint: notANumber, negative, zero, otherUnit, outOfRange
 *   invalid.molecularWeight.*   the weight's hint: notANumber, negative, zero, otherUnit, belowHydrogen
 *   ready.*                complete; massOnly / molarOnly (the other family's cells say why they
 *                          are empty); cautionAboveWater, cautionAboveWaterMolarOnly (above 55 M),
 *                          cautionAboveSolubility (above a listed solute's solubility at 25 °C)
 *
 * These are the `result` region's states; the parallel `link` region says whether the entries came
 * from a share link (none, applied, ignored: src/machines/concentration/concentration.share.ts).
 * 'Copy share link' emits `link.copy` with the page's address and the entries (never the table).
 *
 * There is no Calculate: the table follows what is typed (a converter, like the mg ⇄ mL one).
 * Copy (in ready) emits `copy` with the domain's copy line; a unit, a solute and Reset emit
 * `announce` with what they did. Typing is answered once it pauses: the `announce` region
 * (src/machines/settle-region.ts) emits `result.settled` with the table's line, or the hint.
 */
import { assign, emit, setup } from "xstate";
import type { MachineDocs } from "../machine-docs";
import {
  concentrationStatePath,
  contextFor,
  copyText,
  INITIAL_CONCENTRATION_CONTEXT,
  preparationStatePath,
  reagent,
  settledAnnouncement,
  solute,
} from "./concentration.calc";
import { SETTLE_DELAY_MS, SETTLE_DOCS, settleClauses, settleRegion } from "../settle-region";
import {
  DENSITY_INVALID_STATES,
  NEEDS_DENSITY_STATES,
  PREPARATION_STATES,
  PURITY_INVALID_STATES,
  READY_STATES,
  VALUE_INVALID_STATES,
  WEIGHT_INVALID_STATES,
  type ConcentrationContext,
  type ConcentrationEmitted,
  type ConcentrationEvent,
  type ConcentrationInputs,
} from "./concentration.types";
import { converterUnitWords, DEFAULT_CONCENTRATION_INPUTS } from "~/domain/lab/concentration-units";
import { reagentLabel } from "~/domain/lab/reagents";
import { concentrationShare } from "./concentration.share";
import { linkedInputs, shareLinkCopy, shareLinkDocs, shareLinkRegion, shareLinkSetup } from "../share-link-region";

const shareDocs = shareLinkDocs("src/machines/concentration/concentration.share.ts", "the table");
const link = shareLinkSetup<ConcentrationContext, ConcentrationEvent, ConcentrationInputs>(
  concentrationShare,
  (context) => context.inputs,
  (inputs) => settledAnnouncement(contextFor(inputs)),
);

const docs = {
  title: "Concentration converter",
  summary:
    "One concentration typed in any of eleven units (the nine, % w/w with the solution's density, % v/v with the pure liquid's) is shown in all of them at once. Without a molecular weight only the units of the same kind (mass or molar) are filled, and the others say why they are empty. Every hint (the concentration's, the molecular weight's) and every caution (above 55 M, above a listed solute's solubility) is a state. A reagent's button fills its % w/w, molecular weight and density; the preparation region says how much of the solution makes a target molarity. Reset clears every field and keeps the units.",
  usedOn: "/concentration-converter.",
  events: {
    "FIELD.CHANGE":
      "The person types in 'Concentration', 'Molecular weight (optional)', 'Density (g/mL)', 'Purity or assay (%, optional)', 'Target (M)' or 'Final volume (mL)'.",
    "UNIT.CHANGE":
      "The person chooses the concentration's unit (a radio group of eleven: the nine, % w/w and % v/v): the table is redrawn and the announcer says the unit.",
    "MW_UNIT.CHANGE": "The person chooses g/mol or kDa for the molecular weight; the announcer says it.",
    "SOLUTE.CHOOSE":
      "The person presses a common solute: its molecular weight fills the field in g/mol; the announcer says the weight and the solute.",
    "REAGENT.CHOOSE":
      "The person presses a concentrated reagent (Hydrochloric acid 37 % w/w …): its % w/w, molecular weight and density fill the fields; the announcer says the reagent and the table with its molarity and the dilution.",
    COPY: "The person presses 'Copy all units' while a table is shown: the copy line (and the dilution's answer) goes to the clipboard.",
    PRINT:
      "The person presses 'Print record' while a table is shown: the page prints the record (the entries with their units, every unit's row, the working, the dilution's answer, the cautions, the conventions, the device's date) and nothing else.",
    RESET: "The person presses Reset: every field is cleared (units kept); the announcer says so.",
    ...shareDocs.events,
    "xstate.after.settleDelay": SETTLE_DOCS.event,
    always:
      "After every edit: the status of what is typed picks the state (empty, a hint, a density asked for, or a table and its kind), and the dilution asked of it picks the preparation's.",
  },
  guards: {
    statusIs:
      "The status of what is typed (evaluateConcentration, src/domain/lab/concentration-units.ts) is the given state.",
    preparationIs:
      "The dilution asked of the solution (evaluatePreparation, src/domain/lab/concentration-units.ts) is the given state.",
    ...shareDocs.guards,
  },
  delays: { settleDelay: SETTLE_DOCS.delay },
  actors: {},
  clauses: {
    LB7: ["concentration:PRINT"],
    LB6: ["concentration.link.applied", "concentration.link.none", "concentration:link.open"],
    M13: settleClauses("concentration"),
    M30: [
      "concentration.result",
      "concentration.result.checking",
      "concentration.result.empty",
      "concentration.result.ready",
      "concentration.result.ready.complete",
      "concentration.result.ready.massOnly",
      "concentration.result.ready.molarOnly",
      "concentration:FIELD.CHANGE",
      "concentration:UNIT.CHANGE",
      "concentration:MW_UNIT.CHANGE",
      "concentration:SOLUTE.CHOOSE",
      "concentration:always",
    ],
    M31: [
      "concentration.result.invalid",
      "concentration.result.invalid.value",
      "concentration.result.invalid.value.notANumber",
      "concentration.result.invalid.value.negative",
      "concentration.result.invalid.value.zero",
      "concentration.result.invalid.value.otherUnit",
      "concentration.result.invalid.value.outOfRange",
      "concentration.result.invalid.molecularWeight",
      "concentration.result.invalid.molecularWeight.notANumber",
      "concentration.result.invalid.molecularWeight.negative",
      "concentration.result.invalid.molecularWeight.zero",
      "concentration.result.invalid.molecularWeight.otherUnit",
      "concentration.result.invalid.molecularWeight.belowHydrogen",
      "concentration.result.ready.cautionAboveWater",
      "concentration.result.ready.cautionAboveWaterMolarOnly",
      "concentration.result.ready.cautionAboveSolubility",
    ],
    "M52.1": [
      "concentration.result.needsDensity",
      "concentration.result.needsDensity.solution",
      "concentration.result.needsDensity.liquid",
      "concentration.result.invalid.value.above100",
      ...DENSITY_INVALID_STATES.map((s) => `concentration.result.invalid.density.${s}`),
      "concentration.result.invalid.density",
      ...PURITY_INVALID_STATES.map((s) => `concentration.result.invalid.purity.${s}`),
      "concentration.result.invalid.purity",
      "concentration.result.ready.cautionAboveWhole",
      "concentration:REAGENT.CHOOSE",
      "concentration.preparation",
      "concentration.preparation.checking",
      "concentration.preparation.invalid",
      ...PREPARATION_STATES.map((s) => `concentration.preparation.${s}`),
    ],
    M32: [
      "concentration:COPY",
      "concentration:RESET",
      "concentration.link",
      "concentration.link.none",
      "concentration.link.applied",
      "concentration.link.ignored",
      "concentration:link.open",
      "concentration:link.copy",
    ],
  },
} satisfies MachineDocs;

const leaves = (names: readonly string[], words: Record<string, string>) =>
  Object.fromEntries(names.map((name) => [name, { description: words[name] }]));

const STATE_PATHS = [
  "empty",
  ...NEEDS_DENSITY_STATES.map((s) => `needsDensity.${s}`),
  ...VALUE_INVALID_STATES.map((s) => `invalid.value.${s}`),
  ...WEIGHT_INVALID_STATES.map((s) => `invalid.molecularWeight.${s}`),
  ...DENSITY_INVALID_STATES.map((s) => `invalid.density.${s}`),
  ...PURITY_INVALID_STATES.map((s) => `invalid.purity.${s}`),
  ...READY_STATES.map((s) => `ready.${s}`),
];

/** Every event that changes what is typed or chosen, so the preparation is checked again. */
const EDITS = ["FIELD.CHANGE", "UNIT.CHANGE", "MW_UNIT.CHANGE", "SOLUTE.CHOOSE", "REAGENT.CHOOSE", "RESET"] as const;

const update = (patch: (inputs: ConcentrationInputs, event: ConcentrationEvent) => Partial<ConcentrationInputs>) =>
  assign<ConcentrationContext, ConcentrationEvent, undefined, ConcentrationEvent, never>(({ context, event }) =>
    contextFor({ ...context.inputs, ...patch(context.inputs, event) }),
  );

export const concentrationMachine = setup({
  types: {
    context: {} as ConcentrationContext,
    events: {} as ConcentrationEvent,
    emitted: {} as ConcentrationEmitted,
  },
  actions: {
    // Typing in the weight drops a chosen solute only when the weight is no longer its own (the
    // domain checks that); the solute's name is kept so that retyping its weight keeps it.
    setField: update((_, e) => (e.type === "FIELD.CHANGE" ? { [e.field]: e.value } : {})),
    setUnit: update((_, e) => (e.type === "UNIT.CHANGE" ? { unit: e.unit } : {})),
    setWeightUnit: update((_, e) => (e.type === "MW_UNIT.CHANGE" ? { molecularWeightUnit: e.unit } : {})),
    chooseSolute: update((_, e) => {
      const s = e.type === "SOLUTE.CHOOSE" ? solute(e.solute) : undefined;
      return s ? { molecularWeight: s.molecularWeight, molecularWeightUnit: "g/mol", solute: s.name } : {};
    }),
    // A reagent fills its % w/w (unit and value), molecular weight and density; a purity typed for a
    // solid no longer applies, and no common solute stays chosen.
    chooseReagent: update((_, e) => {
      const r = e.type === "REAGENT.CHOOSE" ? reagent(e.reagent) : undefined;
      return r
        ? {
            value: r.percent,
            unit: "% w/w",
            molecularWeight: r.molecularWeight,
            molecularWeightUnit: "g/mol",
            density: r.density,
            purity: "",
            solute: null,
            reagent: r.name,
          }
        : {};
    }),
    reset: update((inputs) => ({
      ...DEFAULT_CONCENTRATION_INPUTS,
      unit: inputs.unit,
      molecularWeightUnit: inputs.molecularWeightUnit,
    })),
    openLink: update((inputs, e) => linkedInputs(concentrationShare, e) ?? inputs),
    ...link.actions,
    emitPrint: emit({ type: "print.requested" as const }),
    emitCopy: emit(({ context }) => ({
      type: "copy" as const,
      text: copyText(context),
    })),
    // A unit or a solute changes the table: what was chosen, then the table it gives (with its
    // caution), in one sentence, so the announce region has nothing left to say.
    sayUnit: emit(({ context, event }) => ({
      type: "announce" as const,
      announcement:
        event.type === "UNIT.CHANGE"
          ? `Concentration in ${converterUnitWords(event.unit)}. ${settledAnnouncement(context)}`
          : event.type === "MW_UNIT.CHANGE"
            ? `Molecular weight in ${event.unit}. ${settledAnnouncement(context)}`
            : "",
    })),
    saySolute: emit(({ context, event }) => ({
      type: "announce" as const,
      announcement:
        event.type === "SOLUTE.CHOOSE" && context.inputs.solute === event.solute
          ? `Molecular weight ${context.inputs.molecularWeight} g/mol (${event.solute}). ${settledAnnouncement(context)}`
          : "No common solute of that name: the molecular weight is unchanged.",
    })),
    sayReagent: emit(({ context, event }) => {
      const r = event.type === "REAGENT.CHOOSE" ? reagent(event.reagent) : undefined;
      return {
        type: "announce" as const,
        announcement: r
          ? `Reagent ${reagentLabel(r)}. ${settledAnnouncement(context)}`
          : "No reagent of that name: the fields are unchanged.",
      };
    }),
    sayReset: emit(() => ({ type: "announce" as const, announcement: "Fields cleared. Enter a concentration." })),
    emitSettled: emit(({ context }) => ({
      type: "result.settled" as const,
      announcement: settledAnnouncement(context),
    })),
    focusValue: emit(() => ({ type: "focus.field" as const, field: "value" as const })),
  },
  delays: { settleDelay: SETTLE_DELAY_MS },
  guards: {
    statusIs: ({ context }, { path }: { path: string }) => concentrationStatePath(context.status) === path,
    preparationIs: ({ context }, { path }: { path: string }) => preparationStatePath(context.preparation) === path,
    ...link.guards,
  },
}).createMachine({
  id: "concentration",
  meta: { docs },
  context: INITIAL_CONCENTRATION_CONTEXT,
  type: "parallel",
  on: shareLinkCopy,
  states: {
    result: {
      description: "What the table shows, decided from the inputs by src/domain/lab/concentration-units.ts.",
      initial: "checking",
      on: {
        "FIELD.CHANGE": { target: ".checking", actions: "setField" },
        "UNIT.CHANGE": { target: ".checking", actions: ["setUnit", "sayUnit"] },
        "MW_UNIT.CHANGE": { target: ".checking", actions: ["setWeightUnit", "sayUnit"] },
        "SOLUTE.CHOOSE": { target: ".checking", actions: ["chooseSolute", "saySolute"] },
        "REAGENT.CHOOSE": { target: ".checking", actions: ["chooseReagent", "sayReagent"] },
        RESET: { target: ".checking", actions: ["reset", "focusValue", "sayReset"] },
        "link.open": { guard: "isReadableLink", target: ".checking", actions: "openLink" },
      },
      states: {
        checking: {
          description: "Transient: something was typed or chosen; the status of the inputs picks the state.",
          always: STATE_PATHS.map((path) => ({ guard: { type: "statusIs" as const, params: { path } }, target: path })),
        },
        empty: {
          description:
            "Nothing typed: the table asks for a concentration ('Enter a concentration to see it in every unit.').",
        },
        needsDensity: {
          description:
            "A % w/w or % v/v without a density: no table (a percentage is never read as % w/v); the result asks for the density.",
          initial: "solution",
          states: leaves(NEEDS_DENSITY_STATES, {
            solution:
              "% w/w without the solution's density: 'A % w/w needs the solution's density to be converted: enter it in Density (g/mL) …, or choose a reagent. A % w/w is never read as % w/v.'",
            liquid:
              "% v/v without the pure liquid's density: 'A % v/v needs the density of the pure liquid (ethanol is 0.789 g/mL at 20 °C) to be converted to a mass …'",
          }),
        },
        invalid: {
          description: "No table: the field to fix has its hint (the concentration's first).",
          // Entered only at a leaf (from checking): the initial states are never taken on their own.
          initial: "value",
          states: {
            value: {
              description: "The concentration's hint is shown under it.",
              initial: "notANumber",
              states: leaves(VALUE_INVALID_STATES, {
                notANumber:
                  "The concentration is not a number the site can read (the parser's hint: 'Concentration: …').",
                negative: "'Concentration can't be negative: enter a value above 0.'",
                zero: "'Concentration can't be 0: enter a value above 0.'",
                otherUnit:
                  "A unit typed after the number is not the one chosen: 'Concentration: you typed mM, but the unit chosen is mg/mL. Type the number alone, or choose mM.'",
                outOfRange:
                  "A unit of the table would be too small (or too large) to calculate: 'These numbers give a result too small to calculate. …'",
                above100:
                  "A % w/w or % v/v above 100: 'Concentration can't be above 100 % w/w: a solution is at most all solute. …'",
              }),
            },
            molecularWeight: {
              description: "The molecular weight's hint is shown under it.",
              initial: "notANumber",
              states: leaves(WEIGHT_INVALID_STATES, {
                notANumber: "The molecular weight is not a number the site can read ('Molecular weight: …').",
                negative: "'Molecular weight can't be negative: enter a value above 0.'",
                zero: "'Molecular weight can't be 0: enter a value above 0.'",
                otherUnit:
                  "A unit typed after the weight is not the one chosen: 'Molecular weight: you typed kDa, but the unit chosen is g/mol. …'",
                belowHydrogen:
                  "Below 1 g/mol: 'Molecular weight can't be below 1 g/mol (hydrogen, the lightest atom, is 1.008 g/mol): check the number and its unit.'",
              }),
            },
            density: {
              description: "The density's hint is shown under it.",
              initial: "notANumber",
              states: leaves(DENSITY_INVALID_STATES, {
                notANumber: "The density is not a number the site can read ('Density: …').",
                negative: "'Density can't be negative: enter a value above 0.'",
                zero: "'Density can't be 0: enter a value above 0.'",
                otherUnit:
                  "g/L or kg/m³ typed after the density: 'Density: this field takes g/mL (the same number as kg/L or g/cm³); 1.19 g/mL is 1190 g/L or 1190 kg/m³. …'",
                implausible:
                  "Below 0.5 or above 3 g/mL: 'Density: no liquid solution is below 0.5 or above 3 g/mL (water is 1.00 g/mL …). Type it in g/mL, not kg/m³ or g/L.'",
              }),
            },
            purity: {
              description: "The purity's hint is shown under it.",
              initial: "notANumber",
              states: leaves(PURITY_INVALID_STATES, {
                notANumber: "The purity is not a number the site can read ('Purity: …').",
                negative: "'Purity can't be negative: enter a value above 0.'",
                zero: "'Purity can't be 0: enter a value above 0.'",
                above100: "'Purity can't be above 100 %: it is the share of the weighed product that is the compound.'",
                notForUnit:
                  "A purity with a % w/w, % v/v or molar unit: 'Purity applies to a mass concentration of a weighed product (mg/mL, mcg/mL, g/L, % w/v or ppm): a % w/w, % v/v or molarity is already of the compound. …'",
              }),
            },
          },
        },
        ready: {
          description: "The table shows the concentration in every unit, with the working; 'Copy all units' copies it.",
          on: { COPY: { actions: "emitCopy" }, PRINT: { actions: "emitPrint" } },
          initial: "complete",
          states: leaves(READY_STATES, {
            complete: "A molecular weight is given: all nine units are filled.",
            massOnly:
              "A mass unit, % w/w or % v/v and no molecular weight: the molar units share one row saying 'No M, mM, µM or nM without a molecular weight: enter it, or choose a solute or a reagent.'",
            molarOnly:
              "A molar unit and no molecular weight: the mass units share one row saying 'No mg/mL, mcg/mL, g/L, % w/v or ppm without a molecular weight: …'",
            cautionAboveWater:
              "Caution with the table: 'Above 55 M: no solution can be this concentrated (pure water itself is about 55 M). Check the value, its unit and the molecular weight.'",
            cautionAboveWaterMolarOnly:
              "Caution with the table, no molecular weight: 'Above 55 M: no solution can be this concentrated (…). Check the value and its unit.'",
            cautionAboveSolubility:
              "Caution with the table: 'Above the solubility of sodium chloride: a saturated solution holds about 5.42 M, 317 g per litre of solution at 25 °C. …', for a listed solute chosen or known by the molecular weight typed (58.44 g/mol), as the molarity calculator does.",
            cautionAboveWhole:
              "Caution with the table: at the density typed the solution would be above 100 % w/w ('At this density the solution would be 150 % w/w: more than all solute. Check the value, its unit and the density.').",
          }),
        },
      },
    },
    preparation: {
      description:
        "The dilution asked of the solution shown ('Target (M)', 'Final volume (mL)'; 1 M and 1000 mL when blank), decided by evaluatePreparation in src/domain/lab/concentration-units.ts.",
      initial: "checking",
      on: {
        ...Object.fromEntries(EDITS.map((type) => [type, { target: ".checking" }])),
        "link.open": { guard: "isReadableLink", target: ".checking" },
      },
      states: {
        checking: {
          description: "Transient: something was typed or chosen; the dilution asked picks the state.",
          always: PREPARATION_STATES.map((path) => ({
            guard: { type: "preparationIs" as const, params: { path } },
            target: path,
          })),
        },
        off: {
          description:
            "Nothing to dilute or nothing asks for it: no molarity (no table, or no molecular weight), or a mass or molar unit with no reagent chosen and no target nor final volume typed.",
        },
        ready: {
          description:
            "With the table: 'This solution is 12.1 M. To make 1000 mL (1 L) of 1 M: take 82.8 mL of the reagent and make up to 1000 mL with water.', and the bench caution 'Always add acid to water, never water to acid: … make up to the mark in a volumetric flask …'.",
        },
        aboveStock: {
          description:
            "The target is stronger than the solution: 'A 20 M solution cannot be made by diluting this one: it is only 12.1 M. Enter a target below 12.1 M.'",
        },
        invalid: {
          description: "The target's or the final volume's hint is shown under it; the table stays.",
          initial: "target",
          states: {
            target: { description: "The target is not a molarity the site can read, negative or 0 ('Target: …')." },
            finalVolume: {
              description:
                "The final volume is not a volume in mL the site can read, negative or 0 ('Final volume: …').",
            },
          },
        },
      },
    },
    link: shareLinkRegion("RESET", concentrationShare.notes, [
      "FIELD.CHANGE",
      "UNIT.CHANGE",
      "MW_UNIT.CHANGE",
      "SOLUTE.CHOOSE",
      "REAGENT.CHOOSE",
    ]),
    announce: settleRegion({
      description:
        "When the table is spoken by the page's one announcer: once typing pauses, never per keystroke. A unit, a solute and Reset say their own sentence.",
      changes: ["FIELD.CHANGE"],
      quiet: {
        "UNIT.CHANGE": {
          description: "A unit says what it chose and the table it gives at once: no second announcement.",
        },
        "MW_UNIT.CHANGE": {
          description: "The weight's unit says what it chose and the table it gives at once: no second announcement.",
        },
        "SOLUTE.CHOOSE": {
          description: "A solute says its weight and the table it gives at once: no second announcement.",
        },
        "REAGENT.CHOOSE": {
          description: "A reagent says what it filled and the table it gives at once: no second announcement.",
        },
        RESET: { description: "Reset says the fields are cleared at once: no second announcement." },
      },
    }),
  },
});
