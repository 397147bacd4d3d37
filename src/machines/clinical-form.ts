/**
 * What the clinical calculators' forms have in common (weight-based dose, reconstitution, infusion
 * rate), written once: the events every form takes, the syringe choice and its words, and the
 * words of the one syringe rule's verdicts on a volume to draw. Config and types only.
 */
import type { AutoFamily } from "~/domain/syringe/syringe.types";
import type { WeightUnitChoice } from "~/domain/weight";
import type { ShareLinkEvent } from "~/machines/share-link-region";
import type { Bare } from "~/machines/events";
import type { ClinicalChoice, ClinicalChoices } from "~/machines/clinical-machine";

/**
 * What a clinical calculator's form asks, in its `<name>.types.ts` (`FORM`): the text fields in
 * form order and the input each fills, the choices, a field's label and whether it is on the form
 * in the state the inputs are in. The machine, its connect layer and its controls read this one.
 */
export interface ClinicalFormShape<I, F extends string> {
  readonly textOf: Readonly<Record<F, keyof I>>;
  readonly choices: ClinicalChoices<I>;
  readonly fieldLabel: (field: F, inputs: I) => string;
  readonly fieldShown: (field: F, inputs: I) => boolean;
}

/**
 * The text fields in form order, each filling the input named after it: `weight` fills
 * `weightText` (what was typed, kept as typed).
 */
export function textFields<const F extends string>(fields: readonly F[]): { readonly [K in F]: `${K}Text` } {
  return Object.fromEntries(fields.map((field) => [field, `${field}Text`])) as { readonly [K in F]: `${K}Text` };
}

/** The events of every clinical form: a field typed in, Reset, Copy and the share link's. */
export type ClinicalFormEvent<F extends string> =
  | { type: "field.change"; field: F; value: string }
  | { type: "field.leave"; field: F }
  | Bare<"reset" | "copy">
  | ShareLinkEvent;

/** The syringe family a volume is judged for (oral or injection), chosen on the form. */
export type SyringeSelectEvent = { type: "syringe.select"; syringe: AutoFamily };

export const SYRINGE_GROUP = "Syringe";
export const SYRINGE_LABEL: Readonly<Record<AutoFamily, string>> = { oral: "Oral", injection: "Injection" };

/** The form's syringe choice, its families in the order offered (the first is the default). */
export function syringeChoice<I extends { syringe: AutoFamily }>(families: readonly AutoFamily[]): ClinicalChoice<I> {
  return {
    key: "syringe",
    options: families,
    input: "syringe",
    group: SYRINGE_GROUP,
    id: "syringe",
    label: (family: AutoFamily) => SYRINGE_LABEL[family],
  };
}

export const WEIGHT_UNITS: readonly WeightUnitChoice[] = ["kg", "lb"];

/** The form's weight unit choice, kg or lb; `more` adds to it (when the group is on the form). */
export function weightUnitChoice<I extends { weightUnit: WeightUnitChoice }>(
  more: Pick<ClinicalChoice<I>, "shown"> = {},
): ClinicalChoice<I> {
  return { key: "unit", options: WEIGHT_UNITS, input: "weightUnit", group: "Weight unit", id: "weight-unit", ...more };
}

/**
 * The one syringe rule's verdicts on a volume to draw, as the states of a result's volume region
 * say them; `source` is what the volume comes from ("the strength", "the concentration").
 */
export const syringeRuleWords = (source: string) => ({
  measurable: "The volume falls on a mark of the syringe the one syringe rule recommends: no caution.",
  cautionSmall: "Caution: under 0.1 mL, hard to measure reliably; ask about a more dilute preparation.",
  cautionLarge: "Caution: more than any syringe here holds, or implausibly large for one dose.",
  cautionPrecision:
    "Caution: more precise than the recommended syringe can draw; the nearest mark and the difference in %.",
  tooSmallToShow: `Caution: the volume is below 0.0001 mL, the smallest amount shown; check the dose and ${source}.`,
});
