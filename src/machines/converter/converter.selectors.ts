/**
 * Narrow selectors for views and tests. The derived evaluation is memoised per context object
 * (XState gives a new context object on every assign), so every selector of one snapshot shares
 * one evaluation and a view re-renders only when its own slice changes.
 */
import type { SnapshotFrom } from "xstate";
import { evaluateConverter, type ConverterEvaluation } from "./converter.calc";
import type { ConverterContext, Direction } from "./converter.types";
import type { ConcentrationRatio } from "~/lib/number/concentration";
import type { converterMachine } from "./converter.machine";

export type ConverterSnapshot = SnapshotFrom<typeof converterMachine>;

const cache = new WeakMap<object, ConverterEvaluation>();

/** Everything derived from the inputs; memoised per context. */
export function evaluationOf(context: ConverterContext): ConverterEvaluation {
  let evaluation = cache.get(context);
  if (!evaluation) {
    evaluation = evaluateConverter(context);
    cache.set(context, evaluation);
  }
  return evaluation;
}

const ev = (s: ConverterSnapshot) => evaluationOf(s.context);

export const selectAmountText = (s: ConverterSnapshot): string => s.context.amountText;
export const selectConcentrationText = (s: ConverterSnapshot): string => s.context.concentrationText;
export const selectDirection = (s: ConverterSnapshot): Direction => s.context.direction;
export const selectAmountLabel = (s: ConverterSnapshot): string => ev(s).amountLabel;
export const selectFormula = (s: ConverterSnapshot): string => ev(s).formula;
export const selectResultUnit = (s: ConverterSnapshot): "mL" | "mg" => ev(s).resultUnit;

/** The text of the result live region: "2 mL", "< 0.0001 mL", or "" when there is no result. */
export const selectResultText = (s: ConverterSnapshot): string => {
  const { result } = ev(s);
  return result.status === "none" ? "" : result.text;
};

/** The numeric result (unrounded) when there is one: the syringe page reads this. */
export const selectResultValue = (s: ConverterSnapshot): number | null => {
  const { result } = ev(s);
  return result.status === "none" ? null : result.value;
};

/** "20 mg ÷ 10 mg/mL = 2 mL" when all values exist, else null. */
export const selectWorkedLine = (s: ConverterSnapshot): string | null => {
  const { result } = ev(s);
  return result.status === "ok" ? result.worked : null;
};

/** A note about the result itself (too small to show, too large), else null. */
export const selectResultMessage = (s: ConverterSnapshot): string | null => {
  const { result } = ev(s);
  return result.status === "none" || result.status === "too-small" ? result.message : null;
};

/**
 * The line under the result: the worked line when there is a result; otherwise why there is
 * none (too small, too large, or a field to correct); null when nothing needs saying.
 */
export const selectResultNote = (s: ConverterSnapshot): { kind: "worked" | "message"; text: string } | null => {
  const e = ev(s);
  if (e.result.status === "ok") return { kind: "worked", text: e.result.worked };
  if (e.result.message) return { kind: "message", text: e.result.message };
  if (!e.amount.ok || !e.concentration.ok) return { kind: "message", text: "Correct the highlighted field to see the result." };
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

/** The valid concentration in mg/mL, else null (the batch converter uses it). */
export const selectConcentrationMgPerMl = (s: ConverterSnapshot): number | null => {
  const { concentration } = ev(s);
  return concentration.ok ? concentration.mgPerMl : null;
};

/**
 * The valid concentration as written, mg per mL ([100, 3] for "100 mg per 3 mL"), else null. The
 * batch converter divides by it exactly as the calculator does. A new array on every evaluation:
 * compare with `sameRatio` (lib/number/concentration.ts), not by reference.
 */
export const selectConcentrationRatio = (s: ConverterSnapshot): ConcentrationRatio | null => {
  const { concentration } = ev(s);
  return concentration.ok ? concentration.ratio : null;
};

/** The preset whose concentration equals the current one, for aria-pressed. */
export const selectActivePreset = (s: ConverterSnapshot): string | null => ev(s).activePreset;

/** Whether the copied indicator is on. */
export const selectIsCopied = (s: ConverterSnapshot): boolean => s.matches({ copy: "copied" });

/** Whether a copy is being written. */
export const selectIsCopying = (s: ConverterSnapshot): boolean => s.matches({ copy: "copying" });

/** Whether 'Copy result' is enabled: asked of the machine, never re-checked in a view. */
export const selectCanCopy = (s: ConverterSnapshot): boolean => s.can({ type: "copy" });

/** How many times Calculate was pressed. */
export const selectCalculations = (s: ConverterSnapshot): number => s.context.calculations;
