/**
 * The serial dilution calculator (issue 32, /serial-dilution-calculator). Context keeps what was
 * typed and chosen; the states say what it means. Five parallel regions:
 *
 *   result       evaluating (transient) → empty | incomplete | invalid.<field>.<hint> | unreachable
 *                | ready.{measurable, cautionTransferBelowPipette, cautionDiluentBelowPipette,
 *                  cautionVolumesBelowPipette}
 *                Every edit re-enters `evaluating`, whose guarded `always` transitions ask the
 *                domain (evaluateSerialDilution, src/domain/lab/serial-dilution.ts) which state the
 *                inputs lead to, judged against the fields touched (issue 54: a field never touched
 *                is not marked). In `ready`, 'Download CSV' emits the file.
 *   mode         factor | target   the dilution given as a factor per step, or as a final
 *                                  concentration from which the factor is solved
 *   convention   beforeTransfer | afterTransfer   what 'final volume per tube' means
 *   copy         idle → copying (invokes `writeClipboard`) → copied → idle (the shared copy region)
 *   announce     quiet ⇄ typing: the plan is said once typing (or a choice) pauses
 *                (src/machines/settle-region.ts), never per keystroke
 *
 * Side effects leave the machine: the clipboard is the provided `writeClipboard` actor; the CSV
 * file, the announcer and the copy's outcome answer the emitted events.
 */
import { assign, emit, setup } from "xstate";
import { copyRegion, copyRegionActions, copyRegionSetup, initialCopyContext } from "~/machines/copy-region/copy-region";
import { copyOutcomeEmitters } from "~/machines/copy-region/copy-outcome";
import { describedStates } from "~/machines/described";
import { evaluatedRegion, reevaluate } from "~/machines/transient";
import { CONCENTRATION_UNITS } from "~/domain/units";
import { DEFAULT_SERIAL_INPUTS } from "~/domain/lab/serial-dilution";
import {
  copyablePlan,
  csvOf,
  judgedSerialStatus,
  resetInputs,
  RESULT_STATE_PATHS,
  serialStatePath,
  settledAnnouncement,
} from "./serial-dilution.calc";
import { touchedByFill } from "~/domain/touched";
import { TOUCHED_WORDS, touchedOnChange, touchedOnLeave } from "~/machines/touched-fields";
import { SETTLE_DELAY_MS, settleRegion } from "~/machines/settle-region";
import { serialDilutionDocs } from "./serial-dilution.docs";
import { serialShare } from "./serial-dilution.share";
import { linkedInputs, shareLinkCopy, shareLinkRegion, shareLinkSetup } from "~/machines/share-link-region";
import {
  CONVENTIONS,
  MODES,
  SERIAL_FIELDS,
  SERIAL_TEXT,
  TUBE_VOLUME_UNITS,
  type SerialContext,
  type SerialField,
  type SerialEmitted,
  type SerialEvent,
  type SerialInputs,
  type SerialMode,
  type VolumeConvention,
  SERIAL_EDIT_EVENTS,
} from "./serial-dilution.types";

/** Each typed field and the entry it keeps (the same name), for the fields a link fills. */
const TEXT_OF = Object.fromEntries(SERIAL_FIELDS.map((f) => [f, f])) as Record<SerialField, SerialField>;
const link = shareLinkSetup<SerialContext, SerialEvent, SerialInputs>(
  serialShare,
  (context) => context.inputs,
  (inputs) => settledAnnouncement(inputs, touchedByFill(TEXT_OF, inputs)),
);

/** The field each mode asks for (the one that leaves the form when the mode changes). */
const MODE_FIELD = { factor: "factor", target: "target" } as const satisfies Record<SerialMode, SerialField>;

const CONCENTRATION_SYMBOLS: readonly string[] = CONCENTRATION_UNITS.map((u) => u.symbol);

function choiceOk(event: SerialEvent): boolean {
  switch (event.type) {
    case "stockUnit.select":
    case "targetUnit.select":
      return CONCENTRATION_SYMBOLS.includes(event.unit);
    case "volumeUnit.select":
      return TUBE_VOLUME_UNITS.includes(event.unit);
    default:
      return false;
  }
}

/** The inputs after an edit (anything a control cannot send leaves them as they are). */
function edited(inputs: SerialInputs, event: SerialEvent): SerialInputs {
  switch (event.type) {
    case "field.change":
      return SERIAL_FIELDS.includes(event.field) && typeof event.value === "string"
        ? { ...inputs, [event.field]: event.value }
        : inputs;
    case "stockUnit.select":
      return { ...inputs, stockUnit: event.unit };
    case "targetUnit.select":
      return { ...inputs, targetUnit: event.unit };
    case "volumeUnit.select":
      return { ...inputs, volumeUnit: event.unit };
    case "mode.select":
      return MODES.includes(event.mode) ? { ...inputs, mode: event.mode } : inputs;
    case "convention.select":
      return CONVENTIONS.includes(event.convention) ? { ...inputs, convention: event.convention } : inputs;
    case "reset":
      return resetInputs(inputs);
    case "link.open":
      return linkedInputs(serialShare, event) ?? inputs;
    default:
      return inputs;
  }
}

/**
 * A region that shows a choice kept in the inputs: one state per option, each left at once for the
 * option the inputs now hold (after the person's choice, a share link or nothing else).
 */
function choiceRegion<const K extends string>(
  description: string,
  guard: "modeIs" | "conventionIs",
  words: { readonly [N in K]: string },
  /** What leaving one option for another does besides showing it (the mode: focus off a field that goes). */
  onSwitch?: (from: K, to: K) => { type: "focusOffLeavingField"; params: { field: SerialField; mode: SerialMode } },
) {
  const names = Object.keys(words) as K[];
  return {
    description,
    initial: names[0]!,
    states: Object.fromEntries(
      names.map((name) => [
        name,
        {
          description: words[name],
          always: names
            .filter((other) => other !== name)
            .map((other) => ({
              guard: { type: guard, params: { chosen: other } },
              target: other,
              ...(onSwitch ? { actions: onSwitch(name, other) } : {}),
            })),
        },
      ]),
    ) as unknown as { [N in K]: { description: string } },
  };
}

export const serialDilutionMachine = setup({
  types: {
    context: {} as SerialContext,
    events: {} as SerialEvent,
    emitted: {} as SerialEmitted,
  },
  actors: copyRegionSetup.actors,
  delays: { ...copyRegionSetup.delays, settleDelay: SETTLE_DELAY_MS },
  guards: {
    statusIs: ({ context }, params: { path: string }) =>
      serialStatePath(judgedSerialStatus(context.inputs, context.touched)) === params.path,
    modeIs: ({ context }, params: { chosen: SerialMode }) => context.inputs.mode === params.chosen,
    conventionIs: ({ context }, params: { chosen: VolumeConvention }) => context.inputs.convention === params.chosen,
    ...link.guards,
    isKnownChoice: ({ event }) => choiceOk(event),
    leavesUntouched: ({ context, event }) => event.type === "field.leave" && !context.touched.includes(event.field),
    hasPlan: ({ context }) => copyablePlan(context.inputs) !== null,
    planChangedSinceCopy: ({ context }) => copyablePlan(context.inputs) !== context.copiedText,
  },
  actions: {
    edit: assign(({ context, event }) => {
      const inputs = edited(context.inputs, event);
      if (event.type === "reset") return { inputs, touched: [] };
      if (event.type === "link.open") return { inputs, touched: touchedByFill(TEXT_OF, inputs) };
      return { inputs, touched: touchedOnChange(TEXT_OF, context.touched, event) };
    }),
    touchField: assign({ touched: ({ context, event }) => touchedOnLeave(context.touched, event) }),
    emitReset: emit({ type: "form.reset" as const, announcement: SERIAL_TEXT.resetAnnouncement }),
    emitSettled: emit(({ context }) => ({
      type: "result.settled" as const,
      announcement: settledAnnouncement(context.inputs, context.touched),
    })),
    ...link.actions,
    /** The mode changed: the field it takes off the form gives up the focus if it has it (issue 53). */
    focusOffLeavingField: emit((_, params: { field: SerialField; mode: SerialMode }) => ({
      type: "focus.offField" as const,
      ...params,
    })),
    emitPrint: emit({ type: "print.requested" as const }),
    emitCsv: emit(({ context }) => ({ type: "download.csv" as const, ...csvOf(context.inputs)! })),
    ...copyRegionActions<SerialContext, SerialEvent>((context) => copyablePlan(context.inputs)),
    ...copyOutcomeEmitters<SerialContext, SerialEvent>(() => SERIAL_TEXT.copied),
  },
}).createMachine({
  id: "serial-dilution",
  meta: { docs: serialDilutionDocs },
  context: { inputs: DEFAULT_SERIAL_INPUTS, touched: [], ...initialCopyContext },
  type: "parallel",
  on: shareLinkCopy,
  states: {
    result: evaluatedRegion({
      description: "What the plan region shows, decided from the inputs by src/domain/lab/serial-dilution.ts.",
      on: {
        "field.change": { ...reevaluate, actions: "edit" },
        "field.leave": { ...reevaluate, guard: "leavesUntouched", actions: "touchField" },
        "stockUnit.select": { ...reevaluate, guard: "isKnownChoice", actions: "edit" },
        "targetUnit.select": { ...reevaluate, guard: "isKnownChoice", actions: "edit" },
        "volumeUnit.select": { ...reevaluate, guard: "isKnownChoice", actions: "edit" },
        "mode.select": { ...reevaluate, actions: "edit" },
        "convention.select": { ...reevaluate, actions: "edit" },
        reset: { ...reevaluate, actions: ["edit", "emitReset"] },
        "link.open": { ...reevaluate, guard: "isReadableLink", actions: "edit" },
      },
      evaluating: {
        description: "Transient: something was typed or chosen; the status of the inputs picks the state.",
      },
      guard: "statusIs",
      param: "path",
      statuses: RESULT_STATE_PATHS,
      states: {
        empty: {
          description:
            "Nothing typed: the plan asks for everything ('Enter the stock concentration, the dilution factor, the number of steps and the final volume per tube.').",
        },
        incomplete: { description: `${TOUCHED_WORDS.incomplete} The plan asks for everything, as on the empty form.` },
        invalid: {
          description: "No plan: the first field to fix (in form order) has its hint under it.",
          // Entered only at a leaf (from evaluating): the initial states are never taken on their own.
          initial: "stock",
          states: {
            stock: {
              description: "The stock concentration's hint.",
              initial: "missing",
              states: describedStates({
                missing: "Other fields are typed, the stock is not: 'Enter the stock concentration.'",
                notANumber: "Not a number the site can read: 'Stock concentration: Enter a number, for example 2.5.'",
                negative: "'Stock concentration can't be negative: enter a value above 0.'",
                zero: "'Stock concentration can't be 0: enter a value above 0.'",
                otherUnit:
                  "A unit typed after the number is not the one chosen: 'Stock concentration: you typed µM, but the unit chosen is mM. Type the number alone, or choose µM.'",
              }),
            },
            factor: {
              description: "The dilution factor's hint (factor mode), or a plan too small or large to calculate.",
              initial: "missing",
              states: describedStates({
                missing: "'Enter the dilution factor per step, for example 10.'",
                notANumber: "Not a number the site can read: 'Dilution factor: Enter a number, for example 2.5.'",
                negative: "'Dilution factor can't be negative: enter a value above 0.'",
                zero: "'Dilution factor can't be 0: enter a value above 0.'",
                ratio:
                  "A ratio typed (1:10): 'Dilution factor: type one number. If 1:10 means 1 part in 10 parts in all, type 10; if it means 1 part plus 10 parts of diluent, type 11.'",
                factorOne:
                  "'A factor of 1 does not dilute: enter a factor above 1, for example 10 for 1 part in 10 parts in all.'",
                factorBelowOne:
                  "'Dilution factor must be above 1: 0.5 would concentrate. For 1 part in 2 parts in all, type 2.'",
                outOfRange:
                  "A tube or a volume too small (or too large) to calculate: 'These numbers give a result too small to calculate. …'",
              }),
            },
            target: {
              description: "The final concentration's hint (target mode).",
              initial: "missing",
              states: describedStates({
                missing: "'Enter the final concentration to reach.'",
                notANumber: "Not a number the site can read: 'Final concentration: Enter a number, for example 2.5.'",
                negative: "'Final concentration can't be negative: enter a value above 0.'",
                zero: "'Final concentration can't be 0: enter a value above 0.'",
                otherUnit:
                  "'Final concentration: you typed mM, but the unit chosen is nM. Type the number alone, or choose mM.'",
                otherFamily:
                  "A mass unit for a molar stock (or the reverse): 'Final concentration: choose a unit of the same kind as the stock's (a molar unit). Between mass and molar units a molecular weight is needed: use the concentration converter first.'",
                outOfRange:
                  "The factor solved is too large to calculate: 'These numbers give a result too large to show. …'",
              }),
            },
            steps: {
              description: "The number of steps' hint.",
              initial: "missing",
              states: describedStates({
                missing: "'Enter the number of steps (tubes).'",
                notANumber: "Not a number the site can read: 'Number of steps: Enter a number, for example 2.5.'",
                negative: "'Number of steps can't be negative: enter a value above 0.'",
                zero: "'Number of steps can't be 0: enter a value above 0.'",
                notWhole: "'Number of steps: enter a whole number of tubes, for example 6.'",
                tooManySteps:
                  "'Number of steps: at most 24 (a row of a 384-well plate). Pipetting errors add up along a series: for more, make an intermediate stock.'",
              }),
            },
            volume: {
              description: "The final volume per tube's hint.",
              initial: "missing",
              states: describedStates({
                missing: "'Enter the final volume per tube.'",
                notANumber: "Not a number the site can read: 'Final volume per tube: Enter a number, for example 2.5.'",
                negative: "'Final volume per tube can't be negative: enter a value above 0.'",
                zero: "'Final volume per tube can't be 0: enter a value above 0.'",
                otherUnit:
                  "'Final volume per tube: you typed mL, but the unit chosen is µL. Type the number alone, or choose mL.'",
              }),
            },
          },
        },
        unreachable: {
          description:
            "No plan: 'The final concentration (2\u202f000\u202f000 nM) is not below the stock (1 mM): a dilution only lowers a concentration. Enter a final concentration below the stock.'",
        },
        ready: {
          description:
            "A plan: the factor, the transfer and the diluent per tube, what the final volume meant, the steps, the table of tubes and the working. 'Copy plan' and 'Download CSV' take it.",
          on: { download: { actions: "emitCsv" }, print: { actions: "emitPrint" } },
          initial: "measurable",
          states: describedStates({
            measurable: "Every transfer and diluent volume is at least 1 µL: no caution.",
            cautionTransferBelowPipette:
              "Caution with the plan: 'Each transfer is 0.5 µL, under 1 µL: below what a common pipette measures reliably. Use a larger final volume per tube, or more steps with a smaller factor.'",
            cautionDiluentBelowPipette:
              "Caution with the plan: 'The diluent per tube is 0.09999 µL, under 1 µL: too little to pipette reliably. The factor per step is close to 1: …'",
            cautionVolumesBelowPipette:
              "Caution with the plan: 'The transfer (0.05 µL) and the diluent (0.45 µL) are both under 1 µL: too little to pipette reliably. …'",
            cautionStockAboveWater:
              "Caution with the plan: 'The stock (60\u202f000 mM) is above 55 M: no solution can be this concentrated (pure water itself is about 55 M). Check the value and its unit.' Any pipette caution follows it.",
          }),
        },
      },
    }),
    mode: choiceRegion(
      "How the dilution is given (which field the form shows). Switching takes one field off the form: if it (or its unit) has the focus, the focus goes to the mode's radio, never to the page.",
      "modeIs",
      {
        factor: "A factor per step: the form shows 'Dilution factor per step'.",
        target:
          "A final concentration: the form shows 'Final concentration' and its unit; the factor per step is solved, factor = (stock ÷ final concentration)^(1 ÷ steps).",
      },
      (from, to) => ({ type: "focusOffLeavingField", params: { field: MODE_FIELD[from], mode: to } }),
    ),
    convention: choiceRegion(
      "What 'final volume per tube' means; the plan says it in a sentence with the volumes.",
      "conventionIs",
      {
        beforeTransfer:
          "Before the transfer out: each tube holds the final volume after mixing; transfer = final volume ÷ factor, diluent = final volume − transfer.",
        afterTransfer:
          "After the transfer out: each tube keeps the final volume at the end; diluent = final volume, transfer = final volume ÷ (factor − 1).",
      },
    ),
    link: shareLinkRegion("reset", serialShare.notes, SERIAL_EDIT_EVENTS),
    copy: copyRegion(
      { canCopy: "hasPlan", changedSinceCopy: "planChangedSinceCopy" },
      {
        region: "The copy region: whether the plan is being written or was just copied.",
        idle: "Nothing being copied; 'Copy plan' is enabled while there is a plan.",
        copying: "The plan (summary, volumes, steps, tubes, caution) is being written to the clipboard.",
        copied: "'Copied to the clipboard.' shows for 2\u202f000 ms, while the plan is still the copied one.",
      },
    ),
    announce: settleRegion({
      description:
        "When the plan is spoken by the page's one announcer: once typing (or a choice) pauses, never per keystroke.",
      changes: [
        "field.change",
        { event: "field.leave", guard: "leavesUntouched" },
        { event: "stockUnit.select", guard: "isKnownChoice" },
        { event: "targetUnit.select", guard: "isKnownChoice" },
        { event: "volumeUnit.select", guard: "isKnownChoice" },
        "mode.select",
        "convention.select",
      ],
      quiet: { reset: { description: "Reset says the fields are cleared at once: no second announcement." } },
    }),
  },
});
