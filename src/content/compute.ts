/**
 * Every number the content pages show is computed here, with the converter's own formula
 * (convert) and the shared formatter (formatDose): tables and examples hold only inputs.
 * Prose in src/content uses these helpers too, so no result is ever typed by hand.
 */
import { convertExactly } from "~/domain/dose/conversion";
import { formatDose } from "~/domain/number/format";
import { formatConcentration } from "~/domain/number/concentration";
import { typeableNumber } from "~/domain/number/entry";
import { automaticSyringe, doseAdvice, formatPercent, readSyringe } from "~/domain/syringe/syringe";
import { cautionText, formatUnits, markDescription } from "~/domain/syringe/syringe-words";
import type { AutoFamily } from "~/domain/syringe/syringe.types";
import type { FaqEntry, InfoCard, MedicationExample, ReferenceRow, Strength, WorkedExample } from "./types";
import type { DoseForm } from "./clinical";

export type PageKind = "mg" | "ml";

/** A label strength: 10 mg/mL → perMl(10); 250 mg/5 mL → per(250, 5). */
export const perMl = (mg: number): Strength => ({ mg, ml: 1 });
export const per = (mg: number, ml: number): Strength => ({ mg, ml });

/** The strength in mg/mL (computed, never typed). */
export const mgPerMl = (s: Strength): number => s.mg / s.ml;

/** A reference-table row: a strength, its form and, for a real product, its name (clinical.ts). */
export const row = (strength: Strength, form: DoseForm, product?: string): ReferenceRow =>
  product ? { strength, form, product } : { strength, form };
/** A strength no product is named for: "example strength". */
export const example = (strength: Strength): ReferenceRow => ({ strength, form: "example strength" });

/** A worked example: its title, the situation (without the result), the amount, the strength and the last step. */
export const worked = (
  title: string,
  context: string,
  amount: number,
  strength: Strength,
  measure: WorkedExample["measure"],
  note?: string,
): WorkedExample =>
  note ? { title, context, amount, strength, measure, note } : { title, context, amount, strength, measure };
/** A marketed product strength, named as an example (never dosing advice). */
export const product = (name: string, form: DoseForm, strength: Strength): MedicationExample => ({
  name,
  form,
  strength,
});
/** An information card: a title, a sentence and, optionally, a link. */
export const card = (title: string, text: string, to?: string, linkText?: string): InfoCard =>
  to ? { title, text, to, linkText } : { title, text };
/** A question of a page's FAQ with its answer. */
export const qa = (question: string, answer: string): FaqEntry => ({ question, answer });

/** The "typical use" cell: "amoxicillin oral suspension", "injection", "example strength". */
export const useText = (r: ReferenceRow): string => (r.product ? `${r.product} ${r.form}` : r.form);

/** "10 mg/mL" or "250 mg/5 mL", as on the label. */
export function strengthLabel(s: Strength): string {
  return s.ml === 1 ? formatConcentration(s.mg) : `${formatDose(s.mg, "mg")}/${formatDose(s.ml, "mL")}`;
}

/**
 * mL for a dose in mg at a strength, divided by the strength as written (mg in mL), exactly as
 * the calculator does for "250 mg per 5 mL": no rounded mg/mL figure in between.
 */
export const volumeFor = (mg: number, s: Strength): number => convertExactly(mg, mgPerMl(s), "mgToMl", [s.mg, s.ml]);
/** mg in a volume in mL at a strength. */
export const massIn = (ml: number, s: Strength): number => convertExactly(ml, mgPerMl(s), "mlToMg", [s.mg, s.ml]);

/** "2 mL": the volume holding `mg` at the strength. */
export const mlText = (mg: number, s: Strength): string => formatDose(volumeFor(mg, s), "mL");
/** "250 mg": the mass in `ml` at the strength. */
export const mgText = (ml: number, s: Strength): string => formatDose(massIn(ml, s), "mg");

/** "12.5 g": the mass in `ml` at the strength, in grams (for large totals). */
export const gText = (ml: number, s: Strength): string => formatDose(massIn(ml, s) / 1000, "g");

/** "20 mg = 2 mL at 10 mg/mL" (mg pages) — the one phrase prose uses for a computed volume. */
export const mgEq = (mg: number, s: Strength): string =>
  `${formatDose(mg, "mg")} = ${mlText(mg, s)} at ${strengthLabel(s)}`;
/** "5 mL = 250 mg at 50 mg/mL" (mL pages). */
export const mlEq = (ml: number, s: Strength): string =>
  `${formatDose(ml, "mL")} = ${mgText(ml, s)} at ${strengthLabel(s)}`;

export const mg = (v: number): string => formatDose(v, "mg");
export const ml = (v: number): string => formatDose(v, "mL");

/** The amount of a page as text: "20 mg" or "2.5 mL". */
export const amountText = (kind: PageKind, amount: number): string => formatDose(amount, kind === "mg" ? "mg" : "mL");

/** The result of a page's amount at a strength: "2 mL" (mg pages) or "250 mg" (mL pages). */
export function resultText(kind: PageKind, amount: number, s: Strength): string {
  return kind === "mg" ? mlText(amount, s) : mgText(amount, s);
}

/** The volume to measure for a page's amount at a strength. */
export function volumeOf(kind: PageKind, amount: number, s: Strength): number {
  return kind === "mg" ? volumeFor(amount, s) : amount;
}

/**
 * The sentence every page uses to say which syringe measures a volume: a template over the one
 * syringe rule's answer (recommendSyringe, through doseAdvice) and its cautions, so that no two
 * pages can give different advice for the same volume.
 */
export function measuringStep(volume: number, family: AutoFamily): string {
  const advice = doseAdvice(volume, family);
  const r = advice.recommendation;
  const s = r.syringe;
  const v = ml(advice.volumeMl);
  const small = advice.cautions.find((c) => c.kind === "small");
  const tail = small ? ` ${cautionText(small)}` : "";
  switch (r.outcome) {
    case "onMark":
      if (advice.volumeMl === 0) return "There is nothing to measure.";
      return `Measure ${v} with the ${s.name} (${markDescription(s)}), the smallest ${family} syringe here with a mark at ${v}.${tail}`;
    case "nearest":
      return `No ${family} syringe here has a mark at ${v}; the ${s.name} (${markDescription(s)}) comes closest, at ${ml(r.nearestMl)} (${formatPercent(r.differencePercent)} ${r.differencePercent > 0 ? "more" : "less"}): ask a pharmacist before rounding.${tail}`;
    case "exceeds": {
      const large = advice.cautions.find((c) => c.kind === "large");
      return large ? cautionText(large) : `No ${family} syringe here holds ${v}: ask a pharmacist how to measure it.`;
    }
  }
}

/** The syringe the one syringe rule recommends for a volume (name only). */
export const syringeFor = (volume: number, family: AutoFamily): string => automaticSyringe(volume, family).name;

/** "25 units" for a volume on the U-100 insulin syringe (computed by the syringe calc). */
export const insulinUnits = (volume: number): string =>
  formatUnits(readSyringe(volume, "insulin-0-5").units?.exact ?? 0);

/** A strength as it is typed into the concentration field: "10" → "10 mg/mL", "1000 mg per 100 mL". */
export function typedStrength(s: Strength): string {
  return s.ml === 1 ? `${typeableNumber(s.mg)} mg/mL` : `${typeableNumber(s.mg)} mg per ${typeableNumber(s.ml)} mL`;
}

/** The amount as it is typed into the amount field: "1200" (never "1,200", which the field asks about). */
export const typedAmount = (amount: number): string => typeableNumber(amount);

/**
 * The step that says what to type into the calculator for a worked example, exactly as the
 * fields read it (issue 27: every worked example can be typed into its page's fields as written).
 */
export function typingStep(kind: PageKind, ex: WorkedExample): string {
  // An injection is measured with injection syringes only once the Route says so (not stated: oral).
  const route = ex.measure === "injection" ? ", and choose Injection as the Route" : "";
  return `In the calculator, type ${typedAmount(ex.amount)} in Amount (${kind === "mg" ? "mg" : "mL"}) and ${typedStrength(ex.strength)} in Concentration (mg/mL)${route}.`;
}

/** The numbered steps of a worked example (also the HowTo structured data). */
export function workedSteps(kind: PageKind, ex: WorkedExample, family: WorkedExample["measure"]): string[] {
  const c = mgPerMl(ex.strength);
  const read =
    ex.strength.ml === 1
      ? `Read the concentration on the label: ${strengthLabel(ex.strength)}.`
      : `Read the concentration on the label: ${strengthLabel(ex.strength)}, which is ${formatConcentration(c)} (${mg(ex.strength.mg)} ÷ ${ml(ex.strength.ml)}).`;
  const calc =
    kind === "mg"
      ? `Divide the dose by the concentration: ${mg(ex.amount)} ÷ ${formatConcentration(c)} = ${mlText(ex.amount, ex.strength)}.`
      : `Multiply the volume by the concentration: ${ml(ex.amount)} × ${formatConcentration(c)} = ${mgText(ex.amount, ex.strength)}.`;
  if (family === "total") {
    const check =
      kind === "mg"
        ? `Check it backwards: ${mlText(ex.amount, ex.strength)} × ${formatConcentration(c)} = ${mg(massIn(volumeFor(ex.amount, ex.strength), ex.strength))}.`
        : `Check it backwards: ${mgText(ex.amount, ex.strength)} ÷ ${formatConcentration(c)} = ${ml(volumeFor(massIn(ex.amount, ex.strength), ex.strength))}.`;
    return [read, calc, check, typingStep(kind, ex)];
  }
  return [read, calc, measuringStep(volumeOf(kind, ex.amount, ex.strength), family), typingStep(kind, ex)];
}
