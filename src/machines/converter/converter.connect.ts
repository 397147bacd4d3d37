/**
 * The converter's connect layer (issue 29, in the manner of chakra-ui/zag's `*.connect.ts`): the
 * converter's snapshot → everything the Calculator tab shows (fields with their hints and notes,
 * the presets, the buttons and whether each is enabled, the result region, the share link's note)
 * and the handlers that send its events. The Calculator tab (src/components/converter/
 * calculator-panel.tsx) spreads it; the view-level tests expect the same view model.
 *
 * Every text comes from the machine's state and the selectors (one evaluation per snapshot); the
 * controls' names from the controls table (converter.controls.ts). Pure: no React.
 */
import { CONCENTRATION_PRESETS } from "~/data/doses";
import { DISCLAIMER_SHORT } from "~/data/site";
import { amountUnit, resultUnit } from "~/domain/dose/conversion";
import { formatConcentration } from "~/domain/number/concentration";
import type { ResultStatus } from "./converter.calc";
import { CONVERTER_CONTROLS } from "./converter.controls";
import {
  selectActivePreset,
  selectAmountHint,
  selectAmountLabel,
  selectAmountNote,
  selectCanCopy,
  selectCanShareLink,
  selectCaution,
  selectConcentrationHint,
  selectConcentrationNote,
  selectDirection,
  selectFormula,
  selectIsCopied,
  selectIsCopying,
  selectIsLinkCopied,
  selectIsLinkCopying,
  selectLinkNote,
  selectResultNote,
  selectResultStatus,
  selectResultText,
  type ConverterSnapshot,
} from "./converter.selectors";
import type { ConverterEvent } from "./converter.types";
import { resultReason, shareReason, type AnswerSummary, type ReasonView } from "~/machines/connect";
import { shareBlocksOf } from "./share-link.calc";

/** The concentration field's label and placeholder, and the line under it (decisions.md "Dose safety"). */
export const CONCENTRATION_FIELD = {
  label: CONVERTER_CONTROLS.concentration,
  placeholder: "e.g. 50 or 250 mg per 5 mL",
  example: "Example strength: enter the strength on your label.",
} as const;

/** The line under 'Copy share link'. */
export const SHARE_LINK_NOTE = "The link holds the entries, not the result: it recomputes where it opens.";
/** The copied marks beside the copy buttons (hidden from assistive technology: the announcer says it). */
export const COPIED_MARK = { result: "✓ Copied", link: "✓ Link copied" } as const;

/** A text field of the Calculator tab. */
export interface ConverterField {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  /** The inline hint while the field is refused, else null. */
  readonly hint: string | null;
  /** How the entry was read, when that differs from what was typed (and there is no hint), else null. */
  readonly note: string | null;
  /** The ids that describe the field: its hint or note, and any line of its own. */
  readonly describedBy: string | undefined;
  readonly onChange: (value: string) => void;
}

/** A copy button with its copied mark. */
export interface ConverterCopyButton {
  readonly label: string;
  readonly disabled: boolean;
  /** The clipboard is being written. */
  readonly copying: boolean;
  /** The copied mark beside it ("" when off). */
  readonly copiedMark: string;
  readonly onPress: () => void;
}

export interface ConverterView {
  /** A share link's note, once a link opened the page (said once by the announcer), else null. */
  readonly linkNote: { readonly kind: "applied" | "ignored"; readonly text: string } | null;
  readonly directionLine: { readonly from: string; readonly to: string; readonly formula: string };
  readonly amount: ConverterField;
  /** The concentration field, on pages that show it (else null). */
  readonly concentration: (ConverterField & { readonly placeholder: string; readonly example: string }) | null;
  readonly presets: readonly {
    readonly name: string;
    /** Its strength, shown beside the name. */
    readonly strength: string;
    /** The accessible name: the name with its strength. */
    readonly label: string;
    readonly pressed: boolean;
    readonly onPress: () => void;
  }[];
  readonly calculate: { readonly label: string; readonly onSubmit: () => void };
  readonly swap: { readonly label: string; readonly onPress: () => void };
  readonly reset: { readonly label: string; readonly onPress: () => void };
  /** 'Copy result', with why it is off (by the result region's state) while it is. */
  readonly copy: ConverterCopyButton & ReasonView;
  /** 'Copy share link', with why it is off (an entry that cannot travel in a link). */
  readonly shareLink: ConverterCopyButton & ReasonView & { readonly noteId: string; readonly note: string };
  readonly result: {
    /** The result region's state ("ready.plain", "invalid.amount", …). */
    readonly status: ResultStatus;
    readonly text: string;
    readonly caution: { readonly kind: string; readonly text: string } | null;
    readonly note: { readonly kind: "worked" | "message"; readonly text: string } | null;
    readonly disclaimer: string;
  };
  /** The result in one line, for the compact answer line on a phone (issue 54). */
  readonly answerLine: AnswerSummary;
}

export interface ConverterConnectOptions {
  /** Prefix of element ids ("converter" → "converter-amount"). */
  readonly idPrefix: string;
  /** Whether the page shows the concentration field and presets (a dose page of one strength may not). */
  readonly showConcentration: boolean;
  /** The page's address for 'Copy share link' ("" before the card runs in the browser: disabled). */
  readonly pageUrl: string;
}

const describedBy = (id: string, hint: string | null, note: string | null, ...own: string[]) =>
  [hint ? `${id}-hint` : note ? `${id}-note` : null, ...own].filter(Boolean).join(" ") || undefined;

export function connectConverter(
  s: ConverterSnapshot,
  send: (event: ConverterEvent) => void,
  { idPrefix, showConcentration, pageUrl }: ConverterConnectOptions,
): ConverterView {
  const direction = selectDirection(s);
  const amountId = `${idPrefix}-amount`;
  const concentrationId = `${idPrefix}-concentration`;
  const amountHint = selectAmountHint(s);
  const amountNote = selectAmountNote(s);
  const concentrationHint = selectConcentrationHint(s);
  const concentrationNote = selectConcentrationNote(s);
  const activePreset = selectActivePreset(s);
  const shareNoteId = `${idPrefix}-share-note`;
  return {
    linkNote: selectLinkNote(s),
    directionLine: { from: amountUnit(direction), to: resultUnit(direction), formula: selectFormula(s) },
    amount: {
      id: amountId,
      label: selectAmountLabel(s),
      value: s.context.amountText,
      hint: amountHint,
      note: amountNote,
      describedBy: describedBy(amountId, amountHint, amountNote),
      onChange: (value) => send({ type: "amount.change", value }),
    },
    concentration: showConcentration
      ? {
          id: concentrationId,
          ...CONCENTRATION_FIELD,
          value: s.context.concentrationText,
          hint: concentrationHint,
          note: concentrationNote,
          describedBy: describedBy(concentrationId, concentrationHint, concentrationNote, `${concentrationId}-example`),
          onChange: (value) => send({ type: "concentration.change", value }),
        }
      : null,
    presets: showConcentration
      ? CONCENTRATION_PRESETS.map((p) => ({
          name: p.name,
          strength: formatConcentration(p.concentration),
          label: `${p.name}, ${formatConcentration(p.concentration)}`,
          pressed: activePreset === p.name,
          onPress: () => send({ type: "preset.select", name: p.name }),
        }))
      : [],
    calculate: { label: CONVERTER_CONTROLS.calculate, onSubmit: () => send({ type: "calculate" }) },
    swap: { label: CONVERTER_CONTROLS.swap, onPress: () => send({ type: "swap" }) },
    reset: { label: CONVERTER_CONTROLS.reset, onPress: () => send({ type: "reset" }) },
    copy: {
      label: CONVERTER_CONTROLS.copy,
      disabled: !selectCanCopy(s),
      copying: selectIsCopying(s),
      copiedMark: selectIsCopied(s) ? COPIED_MARK.result : "",
      onPress: () => send({ type: "copy" }),
      ...resultReason([CONVERTER_CONTROLS.copy], !selectCanCopy(s), selectResultStatus(s), `${idPrefix}-copy-reason`),
    },
    shareLink: {
      label: CONVERTER_CONTROLS.shareLink,
      disabled: !selectCanShareLink(pageUrl)(s),
      copying: selectIsLinkCopying(s),
      copiedMark: selectIsLinkCopied(s) ? COPIED_MARK.link : "",
      onPress: () => send({ type: "link.copy", pageUrl }),
      noteId: shareNoteId,
      note: SHARE_LINK_NOTE,
      // Off without a copy under way: an entry cannot travel in a link, and the reason says which way.
      // Before the card runs in the browser (no page address yet: the pre-rendered page) it is off
      // with every other control, and no entry is to blame.
      ...shareReason(
        CONVERTER_CONTROLS.shareLink,
        pageUrl !== "" && !selectCanShareLink(pageUrl)(s) && !selectIsLinkCopying(s) ? shareBlocksOf(s.context) : null,
        `${idPrefix}-share-reason`,
      ),
    },
    result: {
      status: selectResultStatus(s),
      text: selectResultText(s),
      caution: selectCaution(s),
      note: selectResultNote(s),
      disclaimer: DISCLAIMER_SHORT,
    },
    answerLine: converterAnswerLine(s),
  };
}

/** The result region in one line: its figure (or why there is none) and whether it is a caution. */
function converterAnswerLine(s: ConverterSnapshot): AnswerSummary {
  const status = selectResultStatus(s);
  const caution = selectCaution(s);
  const text = selectResultText(s);
  const note = selectResultNote(s);
  const tone = status.startsWith("invalid") ? "error" : caution ? "caution" : status === "empty" ? "empty" : "result";
  return { text: text || note?.text || "", tone, more: true };
}
