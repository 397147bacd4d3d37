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
import { concentrationUnit } from "~/domain/units";
import type { MachineDocs } from "../machine-docs";
import {
  concentrationStatePath,
  contextFor,
  INITIAL_CONCENTRATION_CONTEXT,
  settledAnnouncement,
  solute,
} from "./concentration.calc";
import { SETTLE_DELAY_MS, SETTLE_DOCS, settleClauses, settleRegion } from "../settle-region";
import {
  READY_STATES,
  VALUE_INVALID_STATES,
  WEIGHT_INVALID_STATES,
  type ConcentrationContext,
  type ConcentrationEmitted,
  type ConcentrationEvent,
  type ConcentrationInputs,
} from "./concentration.types";
import { DEFAULT_CONCENTRATION_INPUTS } from "~/domain/lab/concentration-units";
import { concentrationShare } from "./concentration.share";
import { linkedInputs, shareLinkCopy, shareLinkDocs, shareLinkRegion, shareLinkSetup } from "../share-link-region";

const shareDocs = shareLinkDocs("src/machines/concentration/concentration.share.ts", "the table");
const link = shareLinkSetup<ConcentrationContext, ConcentrationEvent, ConcentrationInputs>(
  concentrationShare,
  (context) => context.inputs,
  (inputs) => settledAnnouncement(contextFor(inputs).status),
);

const docs = {
  title: "Concentration converter",
  summary:
    "One concentration typed in any of nine units is shown in all of them at once. Without a molecular weight only the units of the same kind (mass or molar) are filled, and the others say why they are empty. Every hint (the concentration's, the molecular weight's) and every caution (above 55 M, above a listed solute's solubility) is a state. Reset clears both fields and keeps the units.",
  usedOn: "/concentration-converter.",
  events: {
    "FIELD.CHANGE": "The person types in 'Concentration' or 'Molecular weight (optional)'.",
    "UNIT.CHANGE":
      "The person chooses the concentration's unit (a radio group of nine): the table is redrawn and the announcer says the unit.",
    "MW_UNIT.CHANGE": "The person chooses g/mol or kDa for the molecular weight; the announcer says it.",
    "SOLUTE.CHOOSE":
      "The person presses a common solute: its molecular weight fills the field in g/mol; the announcer says the weight and the solute.",
    COPY: "The person presses 'Copy all units' while a table is shown: the copy line goes to the clipboard.",
    RESET: "The person presses Reset: both fields are cleared (units kept); the announcer says so.",
    ...shareDocs.events,
    "xstate.after.settleDelay": SETTLE_DOCS.event,
    always: "After every edit: the status of what is typed picks the state (empty, a hint, or a table and its kind).",
  },
  guards: {
    statusIs:
      "The status of what is typed (evaluateConcentration, src/domain/lab/concentration-units.ts) is the given state.",
    ...shareDocs.guards,
  },
  delays: { settleDelay: SETTLE_DOCS.delay },
  actors: {},
  clauses: {
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
  ...VALUE_INVALID_STATES.map((s) => `invalid.value.${s}`),
  ...WEIGHT_INVALID_STATES.map((s) => `invalid.molecularWeight.${s}`),
  ...READY_STATES.map((s) => `ready.${s}`),
];

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
    setField: update((_, e) =>
      e.type === "FIELD.CHANGE" ? (e.field === "value" ? { value: e.value } : { molecularWeight: e.value }) : {},
    ),
    setUnit: update((_, e) => (e.type === "UNIT.CHANGE" ? { unit: e.unit } : {})),
    setWeightUnit: update((_, e) => (e.type === "MW_UNIT.CHANGE" ? { molecularWeightUnit: e.unit } : {})),
    chooseSolute: update((_, e) => {
      const s = e.type === "SOLUTE.CHOOSE" ? solute(e.solute) : undefined;
      return s ? { molecularWeight: s.molecularWeight, molecularWeightUnit: "g/mol", solute: s.name } : {};
    }),
    reset: update((inputs) => ({
      ...DEFAULT_CONCENTRATION_INPUTS,
      unit: inputs.unit,
      molecularWeightUnit: inputs.molecularWeightUnit,
    })),
    openLink: update((inputs, e) => linkedInputs(concentrationShare, e) ?? inputs),
    ...link.actions,
    emitCopy: emit(({ context }) => ({
      type: "copy" as const,
      text: context.status.kind === "ready" ? context.status.table.copy : "",
    })),
    // A unit or a solute changes the table: what was chosen, then the table it gives (with its
    // caution), in one sentence, so the announce region has nothing left to say.
    sayUnit: emit(({ context, event }) => ({
      type: "announce" as const,
      announcement:
        event.type === "UNIT.CHANGE"
          ? `Concentration in ${concentrationUnit(event.unit).words}. ${settledAnnouncement(context.status)}`
          : event.type === "MW_UNIT.CHANGE"
            ? `Molecular weight in ${event.unit}. ${settledAnnouncement(context.status)}`
            : "",
    })),
    saySolute: emit(({ context, event }) => ({
      type: "announce" as const,
      announcement:
        event.type === "SOLUTE.CHOOSE" && context.inputs.solute === event.solute
          ? `Molecular weight ${context.inputs.molecularWeight} g/mol (${event.solute}). ${settledAnnouncement(context.status)}`
          : "No common solute of that name: the molecular weight is unchanged.",
    })),
    sayReset: emit(() => ({ type: "announce" as const, announcement: "Fields cleared. Enter a concentration." })),
    emitSettled: emit(({ context }) => ({
      type: "result.settled" as const,
      announcement: settledAnnouncement(context.status),
    })),
    focusValue: emit(() => ({ type: "focus.field" as const, field: "value" as const })),
  },
  delays: { settleDelay: SETTLE_DELAY_MS },
  guards: {
    statusIs: ({ context }, { path }: { path: string }) => concentrationStatePath(context.status) === path,
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
          },
        },
        ready: {
          description: "The table shows the concentration in every unit, with the working; 'Copy all units' copies it.",
          on: { COPY: { actions: "emitCopy" } },
          initial: "complete",
          states: leaves(READY_STATES, {
            complete: "A molecular weight is given: all nine units are filled.",
            massOnly:
              "A mass unit and no molecular weight: the molar cells each say 'No M without a molecular weight: enter it in g/mol or kDa, or choose a solute.'",
            molarOnly:
              "A molar unit and no molecular weight: the mass cells each say 'No mg/mL without a molecular weight: …'",
            cautionAboveWater:
              "Caution with the table: 'Above 55 M: no solution can be this concentrated (pure water itself is about 55 M). Check the value, its unit and the molecular weight.'",
            cautionAboveWaterMolarOnly:
              "Caution with the table, no molecular weight: 'Above 55 M: no solution can be this concentrated (…). Check the value and its unit.'",
            cautionAboveSolubility:
              "Caution with the table: 'Above the solubility of sodium chloride: a saturated solution holds about 5.42 M, 317 g per litre of solution at 25 °C. …', for a listed solute chosen or known by the molecular weight typed (58.44 g/mol), as the molarity calculator does.",
          }),
        },
      },
    },
    link: shareLinkRegion("RESET", concentrationShare.notes),
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
        RESET: { description: "Reset says the fields are cleared at once: no second announcement." },
      },
    }),
  },
});
