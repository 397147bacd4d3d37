/**
 * The weight-based dose machine's connect layer (in the manner of chakra-ui/zag's
 * `tabs.connect.ts`): `connectWeightDose(snapshot, send)` turns the machine's state into the whole
 * view model (every text, hint, note, which option is checked, whether Copy is enabled) and its
 * handlers, on the clinical cards' one builder (src/machines/clinical-view.ts). The view only
 * spreads it; the view-level model test builds its expected screen from this same output. Pure:
 * no React, no DOM.
 */
import type { SnapshotFrom } from "xstate";
import { syringeLine } from "~/domain/clinical-display";
import { WEIGHT_DOSE_LABEL_NUMBERS, type WeightDoseField, type WeightDoseStatus } from "~/domain/weight-dose";
import type { EventObject } from "xstate";
import {
  CAUTION_LEAD,
  COPY_LABEL,
  choiceGroups,
  connectClinical,
  fieldIdOf,
  type CheckView,
  type ClinicalCard,
  type ClinicalView,
  keyboardOf,
} from "~/machines/clinical-view";
import { CHECK_ENTRY_WORDS, checkIncomplete, differingEntries, mismatchSentence } from "~/domain/weight-dose-check";
import { CHECK_CHOICES, CHECK_WORDS } from "./weight-dose.check";
import { weightDoseShare } from "./weight-dose.share";
import { statusOf } from "./weight-dose.calc";
import type { weightDoseMachine } from "./weight-dose.machine";
import {
  FORM,
  TEXT_OF,
  fieldLabel,
  fieldShown,
  type WeightDoseEvent,
  type WeightDoseInputs,
} from "./weight-dose.types";

export type WeightDoseSnapshot = SnapshotFrom<typeof weightDoseMachine>;
export type WeightDoseView = ClinicalView<WeightDoseField, WeightDoseStatus["kind"] | "incomplete">;

export const CARD_ID = "weight-dose";
export const RESULT_LABEL = "Dose to give";
export const EMPTY_PROMPT = "Enter the weight and the ordered dose per kg to see the dose.";
export const NO_STRENGTH_HINT = "Enter the label strength to see the volume in mL.";

/** The words of the double check's buttons, as the controls table presses them. */
export const CHECK_LABELS = {
  request: "Ask for a double check",
  start: "Start the second entry",
  compare: "Compare",
  restart: "Start again",
  cancel: "Cancel double check",
  close: "Back to the calculator",
} as const;

/** The card: its fields' placeholders, and the headline (the dose to give) and lines of a result. */
const CARD: ClinicalCard<WeightDoseInputs, WeightDoseField, WeightDoseStatus> = {
  cardId: CARD_ID,
  ...FORM,
  placeholder: {
    weight: "e.g. 10",
    order: "e.g. 15",
    dosesPerDay: "e.g. 4",
    maximum: "e.g. 500",
    strength: "e.g. 250 mg per 5 mL",
  },
  labelFields: ["strength"],
  labelNumbers: WEIGHT_DOSE_LABEL_NUMBERS,
  share: weightDoseShare,
  resultControls: [COPY_LABEL, CHECK_LABELS.request],
  statusOf,
  emptyPrompt: () => EMPTY_PROMPT,
  readyWords: (ready) => {
    const lines = [`Weight: ${ready.weight.text}`, `Order: ${ready.order}`];
    if (ready.daily)
      lines.push(
        ready.daily.asGiven
          ? `Daily dose by weight: ${ready.daily.text}, in ${ready.daily.doses} doses; as capped: ${ready.daily.asGiven}`
          : `Daily dose: ${ready.daily.text}, in ${ready.daily.doses} doses`,
      );
    lines.push(ready.volume ? `Volume: ${ready.volume.text}` : NO_STRENGTH_HINT);
    const syringe = syringeLine(ready.volume);
    if (syringe) lines.push(syringe);
    return { headline: ready.dose.text, lines };
  },
};

export const CHECK_CARD_ID = `${CARD_ID}-check`;

/**
 * Why 'Ask for a double check' is off while a check is open, by the check's step (one each). Only
 * `match` shows the form and the button; the blind steps hide both, and their words are for the
 * Behaviour view and the tests.
 */
export const REQUEST_OFF_WHILE: Readonly<Record<Exclude<CheckView["step"], "off">, string>> = {
  handover: `${CHECK_LABELS.request} works again once this double check is finished: start the second entry, or press '${CHECK_LABELS.cancel}'.`,
  entering: `${CHECK_LABELS.request} works again once this double check is finished: compare the second entry, or press '${CHECK_LABELS.cancel}'.`,
  match: `${CHECK_LABELS.request} works again once this double check is closed: press '${CHECK_LABELS.close}'.`,
  mismatch: `${CHECK_LABELS.request} works again once this double check is finished: start again, or press '${CHECK_LABELS.cancel}'.`,
};

/** The double check's view model: the step's title, words, second entry and buttons. */
export function connectCheck(snapshot: WeightDoseSnapshot, send: (event: WeightDoseEvent) => void): CheckView {
  const check = snapshot.value.check;
  const step = (typeof check === "string" ? check : Object.keys(check)[0]) as CheckView["step"];
  const { first, second } = snapshot.context.check;
  const post = send as unknown as (event: EventObject) => void;
  const button = (label: string, type: WeightDoseEvent["type"]) => ({
    label,
    onPress: () => post({ type }),
  });
  const cancel = button(CHECK_LABELS.cancel, "check.cancel");
  const view = {
    step,
    blind: snapshot.hasTag("blind"),
    request: {
      label: CHECK_LABELS.request,
      disabled: !snapshot.can({ type: "check.request" }),
      onPress: () => send({ type: "check.request" }),
      reason: step === "off" ? null : REQUEST_OFF_WHILE[step],
      reasonId: `${CHECK_CARD_ID}-request-reason`,
    },
    title: null,
    lines: [],
    cautions: [],
    differing: [],
    groups: [],
    fields: [],
    hint: null,
    buttons: [],
  } satisfies CheckView;
  switch (step) {
    case "off":
      return view;
    case "handover":
      return {
        ...view,
        title: "Double check: hand over",
        lines: [CHECK_WORDS.handover, "Neither the entries nor the dose are shown until the second person compares."],
        buttons: [button(CHECK_LABELS.start, "check.start"), cancel],
      };
    case "entering": {
      const incomplete = snapshot.matches({ check: { entering: "incomplete" } }) ? checkIncomplete(second) : null;
      return {
        ...view,
        title: "Double check: second entry",
        lines: ["Enter the calculation from the order and the label, on your own."],
        groups: choiceGroups(CHECK_CARD_ID, CHECK_CHOICES, second, post, () => null),
        fields: (Object.keys(TEXT_OF) as WeightDoseField[])
          .filter((field) => fieldShown(field, second))
          .map((field) => ({
            field,
            id: fieldIdOf(CHECK_CARD_ID, field),
            label: fieldLabel(field, second),
            placeholder: CARD.placeholder[field],
            value: second[TEXT_OF[field]],
            hint: incomplete?.at === field ? incomplete.message : null,
            note: null,
            keyboard: keyboardOf(CARD, field),
            onChange: (value: string) => send({ type: "check.field.change", field, value }),
          })),
        hint: incomplete ? `${CHECK_WORDS.incomplete} ${incomplete.message}` : null,
        buttons: [button(CHECK_LABELS.compare, "check.compare"), cancel],
      };
    }
    case "match": {
      const agreed = statusOf(first ?? second);
      const ready = agreed.kind === "ready" ? agreed : null;
      const cautioned = snapshot.matches({ check: { match: "cautioned" } });
      return {
        ...view,
        title: cautioned
          ? "Double checked: the two entries match, with a caution"
          : "Double checked: the two entries match",
        lines: ready
          ? [`Agreed dose: ${ready.dose.text}`, ...(ready.volume ? [`Volume: ${ready.volume.text}`] : [])]
          : [],
        cautions: ready ? ready.cautions.map((c) => `${CAUTION_LEAD}${c.text}`) : [],
        buttons: [button(CHECK_LABELS.close, "check.close")],
      };
    }
    case "mismatch": {
      const differing = differingEntries(first ?? second, second);
      return {
        ...view,
        title: "Double check: no match",
        lines: [mismatchSentence(differing), "Neither entry is shown: go back to the order and the label together."],
        differing: differing.map((entry) => CHECK_ENTRY_WORDS[entry]),
        buttons: [button(CHECK_LABELS.restart, "check.restart"), cancel],
      };
    }
  }
}

export const connectWeightDose = (
  snapshot: WeightDoseSnapshot,
  send: (event: WeightDoseEvent) => void,
): WeightDoseView => ({ ...connectClinical(CARD, snapshot, send), check: connectCheck(snapshot, send) });
