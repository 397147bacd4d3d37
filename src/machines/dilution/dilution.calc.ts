/**
 * Pure arithmetic and input reading of the dilution calculator: C1 × V1 = C2 × V2.
 *   V1 = C2 × V2 ÷ C1    V2 = C1 × V1 ÷ C2    C2 = C1 × V1 ÷ V2    (product spec §9)
 * Each quantity is in its own unit (issue 52: C1 and C2 in M … fM, g/L … ng/mL, % w/v, % v/v or
 * ×; V1 and V2 in nL, µL, mL or L; src/domain/lab/dilution-units.ts). C1 and C2 of one family are
 * compared by their factors; a molar and a mass-per-volume concentration through the molecular
 * weight (g/L = M × g/mol); anything else is a unit mismatch, never a number. Each unknown is
 * computed on the decimal values of the inputs and unit factors and rounded once (exact.ts), so
 * 10 mM to 50 µM in 1 mL is exactly 0.005 mL (5 µL), and 0.125 stays 0.125.
 */
import { boundedSignificant } from "~/domain/lab/lab-field";
import { MESSAGE_TOO_LARGE, MESSAGE_TOO_SMALL, readLabField } from "../lab-form/lab-form.calc";
import { decimalDifference, decimalRatio } from "~/domain/number/exact";
import {
  convertVolume,
  dilutionConcentrationUnit,
  DILUTION_VOLUME_FACTOR,
  PIPETTABLE_MINIMUM_UL,
  unitLink,
  type DilutionConcentrationSymbol,
  type DilutionFamily,
  type UnitLink,
} from "~/domain/lab/dilution-units";
import {
  DEFAULT_DILUTION_UNITS,
  DILUTION_FIELD_TEXT,
  DILUTION_QUANTITIES,
  type DilutionContext,
  type DilutionEntry,
  type DilutionField,
  type DilutionInvalidKind,
  type DilutionIssue,
  type DilutionNumbers,
  type DilutionOutcome,
  type DilutionQuantity,
  type DilutionResult,
  type DilutionResultKind,
  type DilutionUnits,
  type DilutionValues,
  type SolveFor,
} from "./dilution.types";

export const EMPTY_DILUTION_VALUES: DilutionValues = { c1: "", v1: "", c2: "", v2: "", molecularWeight: "" };

/** V1 = C2 × V2 ÷ C1: the stock volume (one unit for C1 and C2, one for V1 and V2). */
export function solveV1(c1: number, c2: number, v2: number): number {
  return decimalRatio([c2, v2], [c1]);
}

/** V2 = C1 × V1 ÷ C2: the final volume. */
export function solveV2(c1: number, v1: number, c2: number): number {
  return decimalRatio([c1, v1], [c2]);
}

/** C2 = C1 × V1 ÷ V2: the final concentration. */
export function solveC2(c1: number, v1: number, v2: number): number {
  return decimalRatio([c1, v1], [v2]);
}

/** The factors that take a concentration in `unit` to its family's base (× g/mol: molar to g/L). */
function toBase(value: number, unit: DilutionConcentrationSymbol, link: UnitLink, molecularWeight: number | null) {
  const u = dilutionConcentrationUnit(unit);
  return u.family === "molar" && link === "molecularWeight" ? [value, u.factor, molecularWeight!] : [value, u.factor];
}

/**
 * The unknown `solveFor` from the other three values, each in its unit of `units` (the unknown
 * in its own unit); `molecularWeight` (g/mol) links a molar C1 and a mass C2, or the reverse.
 * One rounding, however many factors.
 */
export function solveDilution(
  solveFor: SolveFor,
  n: Omit<DilutionNumbers, SolveFor> & Partial<DilutionNumbers>,
  units: DilutionUnits = DEFAULT_DILUTION_UNITS,
  molecularWeight: number | null = null,
): number {
  const link = unitLink(units.c1, units.c2);
  const fv1 = DILUTION_VOLUME_FACTOR[units.v1];
  const fv2 = DILUTION_VOLUME_FACTOR[units.v2];
  switch (solveFor) {
    case "v1":
      return decimalRatio(
        [...toBase(n.c2!, units.c2, link, molecularWeight), n.v2!, fv2],
        [...toBase(n.c1, units.c1, link, molecularWeight), fv1],
      );
    case "v2":
      return decimalRatio(
        [...toBase(n.c1, units.c1, link, molecularWeight), n.v1!, fv1],
        [...toBase(n.c2!, units.c2, link, molecularWeight), fv2],
      );
    case "c2":
      // C2 in its base, then in its unit: ÷ its factor (and ÷ g/mol back to molar).
      return decimalRatio(
        [...toBase(n.c1, units.c1, link, molecularWeight), n.v1!, fv1],
        [n.v2!, fv2, ...toBase(1, units.c2, link, molecularWeight)],
      );
  }
}

/** Diluent to add to V1 of stock to reach V2: V2 − V1 (never below 0), exact decimal arithmetic. */
export function diluentVolume(v1: number, v2: number): number {
  return Math.max(0, decimalDifference(v2, v1));
}

/** The three quantities the chosen mode reads, in form order (the molecular weight is read when needed). */
export function knownFields(solveFor: SolveFor): DilutionQuantity[] {
  return DILUTION_QUANTITIES.filter((f) => f !== solveFor);
}

/** A number written with a percent or a times sign: "95%", "10×". */
const SIGNED_CONCENTRATION = /^\s*(\d[\d.,]*)\s*(%|×|x|X)\s*$/;

function readField(field: DilutionField, text: string, units: DilutionUnits) {
  const { symbol, noun } = DILUTION_FIELD_TEXT[field];
  const unit = field === "molecularWeight" ? "g/mol" : units[field];
  const read = readLabField(text, { name: symbol, prompt: `${symbol}, the ${noun} in ${unit}`, unit });
  const concentration = field === "c1" || field === "c2";
  const signed = typeof text === "string" && concentration ? SIGNED_CONCENTRATION.exec(text) : null;
  if (read.ok || !signed) return read;
  // A sign typed with the number is the unit's job: never read as the number alone.
  const [, number, sign] = signed;
  const which = sign === "%" ? "% w/v or % v/v" : "×";
  return {
    ok: false as const,
    message: `${symbol}: type the number alone (${number}) and choose ${which} among the ${symbol} unit buttons.`,
  };
}

export const MESSAGE_C2_ABOVE_C1 =
  "C2 can't be higher than C1: diluting only lowers the concentration. Check the value and unit of C1 and C2.";
export const MESSAGE_V1_ABOVE_V2 =
  "V2 can't be smaller than V1: the final volume is the stock plus the diluent. Check the value and unit of V1 and V2.";
export { MESSAGE_TOO_LARGE, MESSAGE_TOO_SMALL };

/** A family in words, for the mismatch message. */
const FAMILY_WORDS: Record<DilutionFamily, string> = {
  molar: "a molar concentration",
  mass: "a mass per volume",
  volumePercent: "a volume per volume",
  times: "a stock's × strength",
};

/**
 * The message of a unit mismatch (invalid.unitMismatch): both units named, and what to do. A molar
 * and a mass concentration are linked by the molecular weight; nothing links % v/v or × to another family.
 */
export function unitMismatchMessage(c1: DilutionConcentrationSymbol, c2: DilutionConcentrationSymbol): string {
  const a = dilutionConcentrationUnit(c1).family;
  const b = dilutionConcentrationUnit(c2).family;
  const named = `C1 is in ${c1} (${FAMILY_WORDS[a]}) and C2 in ${c2} (${FAMILY_WORDS[b]})`;
  return unitLink(c1, c2) === "molecularWeight"
    ? `${named}: enter the molecular weight of the solute (g/mol) to convert between them, or choose units of one kind for both.`
    : `${named}: nothing converts one into the other. Choose units of one kind for both (for example ${c1} for C1 and C2).`;
}

/**
 * Reads the known fields for `solveFor` in their units, checks C1 and C2 can be compared and the
 * dilution is possible, and solves it. Every problem gets its own calm hint; nothing is computed
 * from bad input, and a unit mismatch is never a number.
 */
export function calculateDilution(
  values: DilutionEntry,
  solveFor: SolveFor,
  units: DilutionUnits = DEFAULT_DILUTION_UNITS,
): DilutionOutcome {
  const issues: DilutionIssue[] = [];
  const read: Partial<Record<DilutionQuantity, number>> = {};
  const counts: number[] = [];
  let keepsZeros = false;
  for (const field of knownFields(solveFor)) {
    const r = readField(field, values[field], units);
    if (r.ok) {
      read[field] = r.value;
      counts.push(r.stated);
      keepsZeros ||= r.trailingZero;
    } else issues.push({ field, message: r.message, involves: [field] });
  }
  const link = unitLink(units.c1, units.c2);
  let molecularWeight: number | null = null;
  if (link === "molecularWeight" && (values.molecularWeight ?? "").trim() !== "") {
    const r = readField("molecularWeight", values.molecularWeight ?? "", units);
    if (r.ok) {
      molecularWeight = r.value;
      counts.push(r.stated);
      keepsZeros ||= r.trailingZero;
    } else issues.push({ field: "molecularWeight", message: r.message, involves: ["molecularWeight"] });
  }
  if (issues.length > 0) return { ok: false, issues };

  if (link === "none" || (link === "molecularWeight" && molecularWeight === null)) {
    const mismatch: DilutionIssue = {
      field: null,
      message: unitMismatchMessage(units.c1, units.c2),
      involves: ["c1", "c2", "molecularWeight"],
      kind: "unitMismatch",
    };
    return { ok: false, issues: [mismatch] };
  }

  if (solveFor === "v1" || solveFor === "v2") {
    const c1 = decimalRatio(toBase(read.c1!, units.c1, link, molecularWeight));
    const c2 = decimalRatio(toBase(read.c2!, units.c2, link, molecularWeight));
    if (c2 > c1) return { ok: false, issues: [{ field: "c2", message: MESSAGE_C2_ABOVE_C1, involves: ["c1", "c2"] }] };
  }
  if (solveFor === "c2" && convertVolume(read.v1!, units.v1, "mL") > convertVolume(read.v2!, units.v2, "mL")) {
    return { ok: false, issues: [{ field: "v2", message: MESSAGE_V1_ABOVE_V2, involves: ["v1", "v2"] }] };
  }

  const value = solveDilution(solveFor, read as DilutionNumbers, units, molecularWeight);
  if (!Number.isFinite(value) || value === 0) {
    const message = value === 0 ? MESSAGE_TOO_SMALL : MESSAGE_TOO_LARGE;
    return { ok: false, issues: [{ field: null, message, involves: knownFields(solveFor) }] };
  }
  const numbers = { ...(read as DilutionNumbers), [solveFor]: value } as DilutionNumbers;
  const stockInFinalUnit = convertVolume(numbers.v1, units.v1, units.v2);
  return {
    ok: true,
    result: {
      solveFor,
      numbers,
      value,
      units,
      diluent: diluentVolume(stockInFinalUnit, numbers.v2),
      stockInFinalUnit,
      link,
      molecularWeight: link === "molecularWeight" ? molecularWeight : null,
      significant: boundedSignificant(counts),
      keepsZeros,
    },
  };
}

/** The calculation of the machine's context (its values and units) in `mode`. */
export const calculateDilutionContext = (context: DilutionContext, mode: SolveFor): DilutionOutcome =>
  calculateDilution(context.values, mode, context.units);

/** A volume of the result in µL. */
const inMicrolitres = (value: number, unit: DilutionUnits["v1"]) => convertVolume(value, unit, "µL");

/**
 * The kind of a result (issue 27: a caution is a state): "belowPipette" when a volume to measure,
 * the stock (V1) or the diluent, is above 0 and under 0.2 µL (no pipette measures it reliably);
 * else "measurable".
 */
export function dilutionResultKind(result: DilutionResult): DilutionResultKind {
  const below = (ul: number) => ul > 0 && ul < PIPETTABLE_MINIMUM_UL;
  return below(inMicrolitres(result.numbers.v1, result.units.v1)) ||
    below(inMicrolitres(result.diluent, result.units.v2))
    ? "belowPipette"
    : "measurable";
}

/** The kind of "no result" (the invalid sub-states): a unit mismatch, or fields to fix. */
export function dilutionInvalidKind(issues: readonly DilutionIssue[]): DilutionInvalidKind {
  return issues.some((i) => i.kind === "unitMismatch") ? "unitMismatch" : "fields";
}
