/**
 * What the converter's states mean for the person (split from the dose arithmetic, which is the
 * domain's: src/domain/dose/conversion.ts): one result-region status per machine state, the copy
 * line and its toast texts, and the announcer's words. Pure: no React, no browser API.
 */
import {
  CAUTION_LEAD,
  CONCENTRATION_LABEL,
  adviceOf,
  amountUnit,
  resultCautions,
  resultUnit,
  type AmountFailureReason,
  type ConverterEvaluation,
} from "~/domain/dose/conversion";
import type { ConcentrationFailureReason } from "~/domain/number/concentration";
import { withStop } from "~/domain/sentences";
import type { DoseAdvice, DoseCaution } from "~/domain/syringe/syringe.types";

// ---------------------------------------------------------------------------------------------
// What the result region shows: one status per machine state (converter.machine.ts enters the
// state whose status this returns; the guards call these functions, nothing else decides).

/** Invalid input, by what the person must correct. */
export type InvalidKind = "amount" | "concentration" | "ambiguous" | "notation" | "unit";

/** A result, by how safely it can be measured (decisions.md "Dose safety"). */
export type ReadyKind = "measurable" | "cautionSmall" | "cautionLarge" | "cautionPrecision";

/** Every status of the result region; the machine has one state for each. */
export type ResultStatus = "empty" | `invalid.${InvalidKind}` | "offScale" | `ready.${ReadyKind}`;

export const INVALID_KINDS: readonly InvalidKind[] = ["amount", "concentration", "ambiguous", "notation", "unit"];
export const READY_KINDS: readonly ReadyKind[] = ["measurable", "cautionSmall", "cautionLarge", "cautionPrecision"];

/** Which invalid state a refused field leads to: the kinds of refusal that are not the field's own. */
function invalidKindOf(
  field: "amount" | "concentration",
  reason: AmountFailureReason | ConcentrationFailureReason,
): InvalidKind {
  if (reason === "ambiguous") return "ambiguous";
  if (reason === "notation") return "notation";
  if (reason === "unit") return "unit";
  return field;
}

/** The status of the result region for the current inputs. Pure; never throws. */
export function resultStatus(e: ConverterEvaluation): ResultStatus {
  if (!e.amount.ok && e.amount.reason === "empty") {
    return !e.concentration.ok && e.concentration.reason !== "empty"
      ? `invalid.${invalidKindOf("concentration", e.concentration.reason)}`
      : "empty";
  }
  if (!e.amount.ok) return `invalid.${invalidKindOf("amount", e.amount.reason)}`;
  if (!e.concentration.ok) return `invalid.${invalidKindOf("concentration", e.concentration.reason)}`;
  if (e.result.status !== "ok") return "offScale";
  return `ready.${readyKindOf(adviceOf(e))}`;
}

/**
 * The line 'Copy result' writes: what a second checker needs, with the same formatted numbers
 * as the screen (decisions.md 6): "20 mg at 10 mg/mL = 2 mL"; and a caution travels with its
 * result (issue 27): "5 mg at 100 mg/mL = 0.05 mL. Caution: Very small volume: …", in the words
 * the screen shows under the result. Null when there is no result.
 */
export function copyLine(e: ConverterEvaluation): string | null {
  if (e.result.status !== "ok" || !e.amount.ok || !e.concentration.ok) return null;
  const line = `${e.amount.read} at ${e.concentration.normalized} = ${e.result.text}`;
  const caution = resultCaution(e);
  return caution ? `${line}. ${CAUTION_LEAD}${caution.text}` : line;
}

export { copiedLineCautioned, copiedResultText } from "~/domain/caution-lead";

// ---------------------------------------------------------------------------------------------
// Words for the announcer (one polite live region; issue "Accessible beyond axe").

/** What the Result region says now, as one sentence. */
export function announcementOf(e: ConverterEvaluation): string {
  // A result is shown only in a ready state, "too small to show" only off the scale (resultStatus).
  if (e.result.status === "ok") {
    const caution = resultCaution(e);
    return caution ? `Result ${e.result.text}. ${caution.text}` : `Result ${e.result.text}.`;
  }
  if (e.result.status === "too-small") return `Result ${e.result.text}. ${e.result.message}.`;
  // Why there is none: each refused field, named by its label, with its hint (both, when both are
  // refused: the one just typed in may be the second); else the result's own reason (too large).
  const refused = [
    e.amount.ok ? null : `${e.amountLabel}: ${withStop(e.amount.message)}`,
    e.concentration.ok ? null : `${CONCENTRATION_LABEL}: ${withStop(e.concentration.message)}`,
  ].filter((words) => words !== null);
  if (refused.length > 0) return `No result. ${refused.join(" ")}`;
  const reason = e.result.status === "none" ? (e.result.message ?? "") : "";
  return reason ? `No result. ${withStop(reason)}` : "No result.";
}

/**
 * Said after Reset: the page's own example is back (its amount, strength and direction), then what
 * the result region says: "Reset to this page's example: 20 mg at 10 mg/mL, mg to mL. Result 2 mL."
 */
export function resetAnnouncement(e: ConverterEvaluation): string {
  const example = e.amount.ok && e.concentration.ok ? ` ${e.amount.read} at ${e.concentration.normalized},` : "";
  return `Reset to this page's example:${example} ${amountUnit(e.direction)} to ${resultUnit(e.direction)}. ${announcementOf(e)}`;
}

/** Said after Swap: the new direction and what the fields hold now. */
export function directionAnnouncement(e: ConverterEvaluation): string {
  const now = `Now converting ${amountUnit(e.direction)} to ${resultUnit(e.direction)}.`;
  return `${now} ${announcementOf(e)}`;
}

const READY_KIND_OF_CAUTION: Readonly<Record<DoseCaution["kind"], ReadyKind>> = {
  small: "cautionSmall",
  large: "cautionLarge",
  precision: "cautionPrecision",
};

/** The ready sub-state for an advice: its first caution, or measurable. */
export function readyKindOf(advice: DoseAdvice | null): ReadyKind {
  const first = advice?.cautions[0];
  return first ? READY_KIND_OF_CAUTION[first.kind] : "measurable";
}

/**
 * The caution shown under a result, or null: the kind of its first caution (the ready sub-state)
 * and the words of every caution that applies (issue 27: all cautions travel with the result).
 */
export function resultCaution(e: ConverterEvaluation): { kind: ReadyKind; text: string } | null {
  const advice = adviceOf(e);
  const first = advice?.cautions[0];
  return first ? { kind: READY_KIND_OF_CAUTION[first.kind], text: resultCautions(e).join(" ") } : null;
}

/** The targets of `evaluating`'s guarded transitions: one per status, in the order of resultStatus. */
export const ALL_STATUSES: readonly ResultStatus[] = [
  "empty",
  ...INVALID_KINDS.map((k) => `invalid.${k}` as const),
  "offScale",
  ...READY_KINDS.map((k) => `ready.${k}` as const),
];
