/**
 * The double check's connect layer (issue 29, in the manner of chakra-ui/zag's `*.connect.ts`):
 * `connectDoubleCheck(snapshot, send, idPrefix)` turns the machine's state into the whole view
 * model of its panel, step by step: the title, the second person's fields (marked and described by
 * the hint where the machine says), the agreed result and its cautions, which entries differ, and
 * every button with its handler. The panel (src/components/double-check/double-check-panel.tsx)
 * spreads it; the view-level model test reads the same output. The first person's entries and
 * result are in it only in `match`. Pure: no React, no DOM.
 */
import { fieldWord, mismatchSentence } from "./double-check.calc";
import { DOUBLE_CHECK_CONTROLS, secondAmountLabel } from "./double-check.controls";
import {
  selectAgreed,
  selectAgreedCautions,
  selectCheckStep,
  selectDiffering,
  selectFieldsToFix,
  selectIncompleteAt,
  selectIncompleteHint,
  type CheckStep,
  type DoubleCheckSnapshot,
} from "./double-check.selectors";
import type { DoubleCheckEvent, EntryField } from "./double-check.types";

type Direction = Extract<DoubleCheckEvent, { type: "second.direction.change" }>["direction"];

/** A button of the check: its accessible name and what pressing it sends. */
export interface CheckButton {
  readonly label: string;
  readonly onPress: () => void;
}

/** One of the second person's fields. */
export interface SecondEntryView {
  readonly id: string;
  readonly label: string;
  readonly placeholder: string | undefined;
  readonly value: string;
  /** Marked as the field to fix (aria-invalid). */
  readonly invalid: boolean;
  /** The hint's id when the hint describes this field, else undefined. */
  readonly describedBy: string | undefined;
  readonly onChange: (value: string) => void;
}

export type DoubleCheckView =
  | { readonly step: "calculator" }
  | {
      readonly step: "handover";
      readonly titleId: string;
      readonly title: string;
      readonly lines: readonly string[];
      readonly start: CheckButton;
      readonly cancel: CheckButton;
    }
  | {
      readonly step: "entering" | "incomplete";
      readonly titleId: string;
      readonly title: string;
      readonly direction: {
        readonly name: string;
        readonly legend: string;
        readonly options: readonly { readonly value: Direction; readonly label: string; readonly checked: boolean }[];
        readonly onChoose: (direction: Direction) => void;
      };
      readonly amount: SecondEntryView;
      readonly strength: SecondEntryView;
      readonly hintId: string;
      /** Why Compare could not compare, or null. */
      readonly hint: string | null;
      readonly compare: CheckButton;
      readonly cancel: CheckButton;
    }
  | {
      readonly step: "match";
      readonly titleId: string;
      readonly title: string;
      readonly cautions: readonly string[];
      /** Both entries as each person read them, and the agreed result. */
      readonly agreed: NonNullable<ReturnType<typeof selectAgreed>>;
      readonly print: CheckButton;
      readonly back: CheckButton;
    }
  | {
      readonly step: "mismatch";
      readonly titleId: string;
      readonly title: string;
      readonly sentence: string;
      readonly after: string;
      readonly differing: readonly { readonly field: EntryField; readonly word: string }[];
      readonly restart: CheckButton;
      readonly cancel: CheckButton;
    };

export const CHECK_TEXT = {
  handoverTitle: "Double check",
  handoverLines: [
    "The first entry and its result are hidden. Hand the device to the second person.",
    "Second person: work the dose out from the label on your own.",
  ],
  enteringTitle: "Double check: second entry",
  directionLegend: "Direction",
  strengthPlaceholder: "e.g. 50 or 250 mg per 5 mL",
  matchTitle: "Double checked: the two entries match",
  matchCautionedTitle: "Double checked: the two entries match, with a caution",
  mismatchTitle: "Double check: no match",
  mismatchAfter: "Neither entry is shown: go back to the label together.",
} as const;

export function connectDoubleCheck(
  snapshot: DoubleCheckSnapshot,
  send: (event: DoubleCheckEvent) => void,
  idPrefix: string,
): DoubleCheckView {
  const step: CheckStep = selectCheckStep(snapshot);
  const id = (name: string) => `${idPrefix}-dc-${name}`;
  const titleId = id("title");
  const press = (label: string, event: DoubleCheckEvent): CheckButton => ({ label, onPress: () => send(event) });
  const cancel = press(DOUBLE_CHECK_CONTROLS.cancel, { type: "check.cancel" });
  switch (step) {
    case "calculator":
      return { step };
    case "handover":
      return {
        step,
        titleId,
        title: CHECK_TEXT.handoverTitle,
        lines: CHECK_TEXT.handoverLines,
        start: press(DOUBLE_CHECK_CONTROLS.start, { type: "second.start" }),
        cancel,
      };
    case "entering":
    case "incomplete": {
      const second = snapshot.context.second;
      const at = selectIncompleteAt(snapshot);
      // Every field that cannot be read is marked, not only the first (which takes the focus).
      const toFix = selectFieldsToFix(snapshot);
      const hintId = id("hint");
      return {
        step,
        titleId,
        title: CHECK_TEXT.enteringTitle,
        direction: {
          name: id("direction"),
          legend: CHECK_TEXT.directionLegend,
          options: (["mgToMl", "mlToMg"] as const).map((d) => ({
            value: d,
            label: d === "mgToMl" ? DOUBLE_CHECK_CONTROLS.mgToMl : DOUBLE_CHECK_CONTROLS.mlToMg,
            checked: second.direction === d,
          })),
          onChoose: (direction) => send({ type: "second.direction.change", direction }),
        },
        amount: {
          id: id("amount"),
          label: secondAmountLabel(second.direction),
          placeholder: undefined,
          value: second.amountText,
          invalid: toFix.includes("amount"),
          // A result that cannot be shown is explained under the amount, the first field.
          describedBy: toFix.includes("amount") || at === "result" ? hintId : undefined,
          onChange: (value) => send({ type: "second.amount.change", value }),
        },
        strength: {
          id: id("strength"),
          label: DOUBLE_CHECK_CONTROLS.strength,
          placeholder: CHECK_TEXT.strengthPlaceholder,
          value: second.concentrationText,
          invalid: toFix.includes("strength"),
          describedBy: toFix.includes("strength") ? hintId : undefined,
          onChange: (value) => send({ type: "second.strength.change", value }),
        },
        hintId,
        hint: selectIncompleteHint(snapshot),
        compare: press(DOUBLE_CHECK_CONTROLS.compare, { type: "second.compare" }),
        cancel,
      };
    }
    case "match": {
      const agreed = selectAgreed(snapshot);
      const cautions = selectAgreedCautions(snapshot);
      // A match always has both entries read (the machine's guard); without them nothing is shown.
      if (!agreed) return { step: "calculator" };
      return {
        step,
        titleId,
        title: cautions.length > 0 ? CHECK_TEXT.matchCautionedTitle : CHECK_TEXT.matchTitle,
        cautions,
        agreed,
        print: press(DOUBLE_CHECK_CONTROLS.print, { type: "print" }),
        back: press(DOUBLE_CHECK_CONTROLS.back, { type: "check.cancel" }),
      };
    }
    case "mismatch": {
      const differing = selectDiffering(snapshot);
      return {
        step,
        titleId,
        title: CHECK_TEXT.mismatchTitle,
        sentence: mismatchSentence(differing),
        after: CHECK_TEXT.mismatchAfter,
        differing: differing.map((field) => ({ field, word: fieldWord(field) })),
        restart: press(DOUBLE_CHECK_CONTROLS.restart, { type: "check.restart" }),
        cancel,
      };
    }
  }
}
