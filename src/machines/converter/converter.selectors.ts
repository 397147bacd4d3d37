/**
 * Narrow selectors for views and tests. What the result region shows is read from the machine's
 * state (`snapshot.matches`); the texts of that state come from the evaluation, memoised per
 * context object (src/domain/dose/conversion.ts `evaluationOf`), so every selector of one snapshot shares one
 * evaluation and a view re-renders only when its own slice changes.
 */
import type { SnapshotFrom } from "xstate";
import { evaluationOf, isPreparation } from "~/domain/dose/conversion";
import { withoutResultOf, type WithoutResult } from "~/machines/connect";
import { INVALID_KINDS, READY_KINDS, resultCaution, type ResultStatus } from "~/machines/converter/converter.calc";
import type { Direction, Route } from "./converter.types";
import type { converterMachine } from "./converter.machine";
import { LINK_APPLIED_NOTE, LINK_IGNORED_NOTE } from "./share-link.calc";

export type ConverterSnapshot = SnapshotFrom<typeof converterMachine>;

const ev = (s: ConverterSnapshot) => evaluationOf(s.context);

export const selectAmountText = (s: ConverterSnapshot): string => s.context.amountText;
export const selectConcentrationText = (s: ConverterSnapshot): string => s.context.concentrationText;
/** The direction, read from the direction region's state. */
export const selectDirection = (s: ConverterSnapshot): Direction =>
  s.matches({ direction: "mlToMg" }) ? "mlToMg" : "mgToMl";

/** The state of the result region, as its status ("ready.cautionSmall", "invalid.amount", …). */
export function selectResultStatus(s: ConverterSnapshot): ResultStatus {
  for (const kind of READY_KINDS) if (s.matches({ result: { ready: kind } })) return `ready.${kind}`;
  for (const kind of INVALID_KINDS) if (s.matches({ result: { invalid: kind } })) return `invalid.${kind}`;
  return s.matches({ result: "offScale" }) ? "offScale" : "empty";
}

/** The route stated for the card, read from the route region's state. */
export const selectRoute = (s: ConverterSnapshot): Route =>
  s.matches({ route: "oral" }) ? "oral" : s.matches({ route: "injection" }) ? "injection" : "unstated";

/** The medicine's name as typed for the card. */
export const selectMedicineText = (s: ConverterSnapshot): string => s.context.medicineText;

/** Whether a dose was typed (the entry region): a page's example is not a preparation. */
export const selectDoseTyped = (s: ConverterSnapshot): boolean => s.matches({ entry: "typed" });

/**
 * What the dose lacks to be printed or double-checked (issue 53: a disabled control says why, by
 * state): no result, by the result region's state; a result of an amount of 0 ("zero"); or
 * nothing (null).
 */
export function selectDoseMissing(s: ConverterSnapshot): WithoutResult | "zero" | null {
  const missing = withoutResultOf(selectResultStatus(s));
  if (missing) return missing;
  return isPreparation(ev(s)) ? null : "zero";
}

/** Whether 'Print preparation card' is enabled: asked of the machine (a typed dose and a result). */
export const selectCanPrint = (s: ConverterSnapshot): boolean => s.can({ type: "print" });

/**
 * The caution under the result: in a ready.caution* state the syringe rule's, off the scale (a
 * result too small to show) that it is too small to measure; else null.
 */
export function selectCaution(s: ConverterSnapshot): { kind: string; text: string } | null {
  if (s.matches({ result: "ready" })) return resultCaution(ev(s));
  const { result } = ev(s);
  return s.matches({ result: "offScale" }) && result.status === "too-small"
    ? { kind: "offScale", text: `${result.message}.` }
    : null;
}
export const selectAmountLabel = (s: ConverterSnapshot): string => ev(s).amountLabel;
export const selectFormula = (s: ConverterSnapshot): string => ev(s).formula;

/** The text of the result live region: "2 mL", "less than 0.0001 mL", or "" when there is no result. */
export const selectResultText = (s: ConverterSnapshot): string => {
  const { result } = ev(s);
  return result.status === "none" ? "" : result.text;
};

/** "20 mg ÷ 10 mg/mL = 2 mL" when all values exist, else null. */
export const selectWorkedLine = (s: ConverterSnapshot): string | null => {
  const { result } = ev(s);
  return result.status === "ok" ? result.worked : null;
};

/**
 * The line under the result: the worked line when there is a result; otherwise why there is
 * none (too small, too large, or a field to correct); null when nothing needs saying.
 */
export const selectResultNote = (s: ConverterSnapshot): { kind: "worked" | "message"; text: string } | null => {
  const e = ev(s);
  if (e.result.status === "ok") return { kind: "worked", text: e.result.worked };
  // Too small to show: the caution says so (selectCaution).
  if (e.result.status === "too-small") return null;
  if (e.result.message) return { kind: "message", text: e.result.message };
  if (!e.amount.ok || !e.concentration.ok)
    return { kind: "message", text: "Correct the highlighted field to see the result." };
  return null;
};

/** The inline hint of the amount field when its text is invalid, else null. */
export const selectAmountHint = (s: ConverterSnapshot): string | null => {
  const { amount } = ev(s);
  return amount.ok ? null : amount.message;
};

/** The inline hint of the concentration field when its text is invalid, else null. */
export const selectConcentrationHint = (s: ConverterSnapshot): string | null => {
  const { concentration } = ev(s);
  return concentration.ok ? null : concentration.message;
};

/** "Read as 2.5 mg" when the amount was typed in another form, else null. */
export const selectAmountNote = (s: ConverterSnapshot): string | null => ev(s).amountNote;

/** "250 mg per 5 mL = 50 mg/mL" / "Read as 2.5 mg/mL", else null. */
export const selectConcentrationNote = (s: ConverterSnapshot): string | null => ev(s).concentrationNote;

/** The preset whose concentration equals the current one, for aria-pressed. */
export const selectActivePreset = (s: ConverterSnapshot): string | null => ev(s).activePreset;

/** Whether the copied indicator is on. */
export const selectIsCopied = (s: ConverterSnapshot): boolean => s.matches({ copy: "copied" });

/** Whether a copy is being written. */
export const selectIsCopying = (s: ConverterSnapshot): boolean => s.matches({ copy: "copying" });

/** Whether 'Copy result' is enabled: asked of the machine, never re-checked in a view. */
export const selectCanCopy = (s: ConverterSnapshot): boolean => s.can({ type: "copy" });

/** The share link's note: what the link region says, or null when no link is in use. */
export function selectLinkNote(s: ConverterSnapshot): { kind: "applied" | "ignored"; text: string } | null {
  if (s.matches({ link: "applied" })) return { kind: "applied", text: LINK_APPLIED_NOTE };
  if (s.matches({ link: "ignored" })) return { kind: "ignored", text: LINK_IGNORED_NOTE };
  return null;
}

/**
 * Whether 'Copy share link' is enabled for the page's address: asked of the machine (the entries
 * fit in a link), never re-checked in a view.
 */
export const selectCanShareLink =
  (pageUrl: string) =>
  (s: ConverterSnapshot): boolean =>
    s.can({ type: "link.copy", pageUrl });

/** Whether the share link is being written. */
export const selectIsLinkCopying = (s: ConverterSnapshot): boolean => s.matches({ shareCopy: "copying" });

/** Whether the 'Link copied' indicator is on. */
export const selectIsLinkCopied = (s: ConverterSnapshot): boolean => s.matches({ shareCopy: "copied" });
