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
  | "oral-3"
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

/**
 * Where a volume falls on the syringe shown (the FIT). The integrator turns these into machine
 * states of the syringe's fit region, so the names are the state names.
 */
export type FitStatus = "empty" | "zero" | "onMark" | "betweenMarks" | "belowSmallestMark" | "exceeds";

/**
 * A caution about the volume itself, whatever syringe is shown (decisions.md 'Dose safety'):
 * - small: more than 0 and under 0.1 mL, hard to measure reliably with any syringe;
 * - large: more than the largest syringe here holds (10 mL). No single dose volume above that is
 *   measured with one of these syringes, so the same threshold stands for "implausibly large for
 *   one dose" (see LARGE_VOLUME_ML in syringe.calc.ts).
 */
export type VolumeCaution = "none" | "small" | "large";

/**
 * The one syringe rule (decisions.md 'Dose safety', 'Syringe page'): the syringe of a family
 * recommended for a volume.
 */
export interface SyringeRecommendation {
  readonly family: AutoFamily;
  readonly volumeMl: number;
  readonly syringe: Syringe;
  /**
   * onMark: the smallest syringe of the family on which the volume falls on a mark;
   * nearest: no syringe has a mark there, so the one that measures it most closely (ties: smaller);
   * exceeds: no syringe of the family holds it, so the largest.
   */
  readonly outcome: "onMark" | "nearest" | "exceeds";
  readonly onMark: boolean;
  /** The nearest volume the syringe measures (its capacity when it is exceeded). */
  readonly nearestMl: number;
  /** Signed difference of nearestMl from the volume, in % of the volume (0 on a mark). */
  readonly differencePercent: number;
}

/** One caution about a dose volume, with what its text needs. */
export type DoseCaution =
  | { readonly kind: "small"; readonly volumeMl: number }
  | { readonly kind: "large"; readonly volumeMl: number; readonly family: AutoFamily }
  | {
      readonly kind: "precision";
      readonly volumeMl: number;
      readonly syringe: Syringe;
      readonly nearestMl: number;
      readonly differencePercent: number;
      /** The two marks the volume is exactly halfway between (neither is nearer), else null. */
      readonly halfway: { readonly lowerMl: number; readonly upperMl: number } | null;
    };

/** What the converter card says about measuring a result: the rule's syringe and the cautions. */
export interface DoseAdvice {
  readonly volumeMl: number;
  readonly family: AutoFamily;
  readonly recommendation: SyringeRecommendation;
  readonly volumeCaution: VolumeCaution;
  /** Every caution that applies, in the order to show them (small or large first). */
  readonly cautions: readonly DoseCaution[];
}

/** What the chooser offers: automatic per family, or one syringe. */
export type SyringeChoice = `auto-${AutoFamily}` | SyringeId;

export interface SyringeContext {
  /** The volume to draw in mL (the converter's result), or null when there is none. */
  volume: number | null;
  /** What the person chose: automatic per family (the default "auto-oral"), or one syringe. */
  choice: SyringeChoice;
}

export interface SyringeInput {
  /** The starting volume in mL (the page's preset result), or null. */
  volume: number | null;
}

export type SyringeEvent = { type: "volume.change"; volume: number | null } | { type: "choice.select"; choice: string };

/** What the view does for the machine: the page's one announcer says a syringe choice. */
export type SyringeEmitted = { type: "choice.made"; announcement: string };
