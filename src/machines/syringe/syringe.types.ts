/**
 * Types of the syringe chooser (syringe page, decisions.md 'Syringe page').
 *
 * The machine keeps two things: the volume to draw (the converter's result in mL, or null when
 * there is none) and which syringe to draw it on: automatically the smallest syringe of a
 * family that holds the volume, or one syringe the person chose. Everything shown (fill line,
 * nearest mark, warnings, insulin units) is derived from these by syringe.calc.ts.
 */

/**
 * Oral syringes are for medicines taken by mouth; injection syringes (hypodermic, tuberculin)
 * for injections; the U-100 insulin syringe is for insulin only, so automatic mode never
 * picks it (ISMP advises against using insulin syringes for other medicines).
 */
export type SyringeFamily = "oral" | "injection" | "insulin";

/** The families automatic mode picks from. */
export type AutoFamily = "oral" | "injection";

export type SyringeId =
  | "oral-1"
  | "oral-5"
  | "oral-10"
  | "insulin-0-5"
  | "tuberculin-1"
  | "injection-3"
  | "injection-5"
  | "injection-10";

export interface Syringe {
  readonly id: SyringeId;
  readonly family: SyringeFamily;
  /** "1 mL oral syringe". */
  readonly name: string;
  /** Nominal capacity, in hundredths of a mL (integers keep the mark arithmetic exact). */
  readonly capacityCml: number;
  /** Smallest graduation, in hundredths of a mL. */
  readonly markCml: number;
  /** Longer (major) marks every…, in hundredths of a mL. */
  readonly majorCml: number;
  /** Numbered marks every…, in hundredths of a mL. */
  readonly labelCml: number;
  /** Units per mL for insulin syringes (U-100: 100), else null. */
  readonly unitsPerMl: number | null;
  /** What it is usually used for, one short phrase. */
  readonly use: string;
}

/** What the chooser offers: automatic per family, or one syringe. */
export type SyringeChoice = `auto-${AutoFamily}` | SyringeId;

export interface SyringeContext {
  /** The volume to draw in mL (the converter's result), or null when there is none. */
  volume: number | null;
  /** The syringe chosen by the person (state `chosen`), else null. */
  chosen: SyringeId | null;
}

export interface SyringeInput {
  /** The starting volume in mL (the page's preset result), or null. */
  volume: number | null;
}

export type SyringeEvent =
  | { type: "volume.change"; volume: number | null }
  | { type: "choice.select"; choice: string };
