/**
 * The preparation card (issues 16 and 27): what is printed to keep with a preparation. Pure: the
 * converter card's view passes what its machines' states say (the calculation, the route and the
 * medicine's name from the converter, whether a double check agreed, the syringe chosen on the
 * syringe page) and prints these lines. Nothing here is computed twice: the numbers are the
 * converter's evaluation, the cautions the converter's own (resultCautions) and, on the syringe
 * page, the syringe panel's; the syringe line is in the syringe page's words (syringeLine).
 *
 * A real preparation record: the medicine and the route (or a line to write each on), the strength
 * with its unit as on the label, the dose, the volume, the syringe actually chosen, every caution,
 * whether a second person checked it. Printable only once a dose was typed (a page's example is
 * not a preparation: the converter's `entry.typed` state) or after an agreed double check.
 */
import { ROUTE_ON_CARD, evaluateConverter, resultCautions } from "~/domain/dose/conversion";
import { readSyringe } from "~/domain/syringe/syringe";
import { syringeLine, syringeTexts } from "~/domain/syringe/syringe-words";
import { routeCaution, withRouteCaution } from "~/domain/syringe/syringe-route";
import type { SyringeChoice } from "~/domain/syringe/syringe.types";
import type { DoseEntry } from "~/machines/double-check/double-check.types";

export interface PreparationCardInput {
  /** The calculation printed: the calculator's own, or the agreed one after a match. */
  readonly entry: DoseEntry;
  /** The medicine's name as typed ("" when none: the card has a line to write it on). */
  readonly medicine: string;
  /** Whether a second person's independent entry agreed (the double check's match state). */
  readonly doubleChecked: boolean;
  /** The syringe chosen on the syringe page; elsewhere the one syringe rule's, for the route. */
  readonly syringeChoice?: SyringeChoice;
}

export interface PreparationCardLines {
  /** The medicine's name, or null: a line to write it on. */
  readonly medicine: string | null;
  /** "By mouth" / "Injection", or null: a line to write it on. */
  readonly route: string | null;
  /** The dose in mg: "20 mg". */
  readonly dose: string;
  /** The strength as entered, with its unit: "250 mg per 5 mL", "10 mg/mL", "1% (w/v)" (the card asks to check it against the label: it may be a page's example). */
  readonly strength: string;
  /** The same strength in mg/mL: "50 mg/mL". */
  readonly strengthMgPerMl: string;
  /** The volume in mL: "2 mL". */
  readonly volume: string;
  /** The syringe actually chosen and where the volume falls on it, in the syringe page's words. */
  readonly syringe: string;
  /** "20 mg ÷ 10 mg/mL = 2 mL". */
  readonly worked: string;
  /** Every caution the result carries, in the screen's words (empty when none). */
  readonly cautions: readonly string[];
  /** "Double checked: yes, …" or "Double checked: no." */
  readonly checked: string;
}

/** The card of an entry with a result, or null (nothing to print). */
export function preparationCard({
  entry,
  medicine,
  doubleChecked,
  syringeChoice,
}: PreparationCardInput): PreparationCardLines | null {
  const e = evaluateConverter(entry);
  if (e.result.status !== "ok" || !e.amount.ok || !e.concentration.ok) return null;
  const mgToMl = e.direction === "mgToMl";
  const volume = mgToMl ? e.result.value : e.amount.value;
  const reading = readSyringe(volume, syringeChoice ?? `auto-${e.family}`);
  const cautions = [...resultCautions(e)];
  // On the syringe page the panel's own warnings about the syringe chosen travel too, with whether
  // it suits the route (syringe-route.ts), in the panel's order, before the converter's.
  if (syringeChoice) {
    const panel = withRouteCaution(
      syringeTexts(reading).warnings,
      routeCaution(e.route, reading.syringe),
      reading.insulinForDose,
    ).filter((w) => !cautions.includes(w));
    cautions.unshift(...panel);
  }
  const name = medicine.trim();
  return {
    medicine: name === "" ? null : name,
    route: ROUTE_ON_CARD[e.route],
    dose: mgToMl ? e.amount.read : e.result.text,
    strength: e.concentration.read,
    strengthMgPerMl: e.concentration.normalized,
    volume: mgToMl ? e.result.text : e.amount.read,
    syringe: syringeLine(reading),
    worked: e.result.worked,
    cautions,
    checked: doubleChecked ? "Double checked: yes, by a second person's independent entry." : "Double checked: no.",
  };
}
