/**
 * The one list of fixed-dose pages and their presets (product spec, section 9).
 * Routes, navigation, footer, sitemap, the pre-render list and the converter's page defaults
 * all derive from this module: no dose list is typed anywhere else.
 */
// Relative: react-router.config.ts reads this module (the pre-render list) without the "~" alias.
import { formatNumber } from "../domain/number/format";

export type Direction = "mgToMl" | "mlToMg";

export interface ConverterPreset {
  /** Default amount: mg on mg-to-mL pages, mL on mL-to-mg pages. */
  readonly amount: number;
  /** Default concentration in mg/mL. */
  readonly concentration: number;
  readonly direction: Direction;
  /** Whether the concentration field is shown (spec: default shown). */
  readonly showConcentration: boolean;
}

export interface DosePage {
  readonly kind: "mg" | "ml";
  /** The page's own value: a dose in mg or a volume in mL. */
  readonly value: number;
  /** Route path, e.g. "/2-5-mg-to-ml". */
  readonly path: string;
  /** Label used in navigation, e.g. "2.5 mg to mL". */
  readonly label: string;
  readonly preset: ConverterPreset;
}

/** Spec section 9, 'Page presets': [dose mg, concentration mg/mL]. */
const MG_PRESETS: ReadonlyArray<readonly [number, number]> = [
  [1, 1],
  [2, 2],
  [2.5, 5],
  [5, 5],
  [10, 10],
  [15, 10],
  [20, 10],
  [25, 25],
  [30, 10],
  [40, 40],
  [50, 50],
  [60, 60],
  [70, 70],
  [80, 80],
  [100, 100],
  [180, 60],
  [200, 100],
  [250, 50],
  [262, 100],
  [300, 100],
  [375, 125],
  [400, 100],
  [500, 100],
  [1200, 200],
];

/** Spec section 9, 'Presets for ml to mg pages': [volume mL, concentration mg/mL]. */
const ML_PRESETS: ReadonlyArray<readonly [number, number]> = [
  [0.25, 10],
  [0.5, 10],
  [0.75, 10],
  [1, 100],
  [2.5, 20],
  [3, 50],
  [5, 50],
  [10, 50],
  [15, 50],
  [20, 50],
  [60, 50],
  [100, 50],
  [250, 50],
];

/**
 * A page's value in its label: "2.5", "0.25", "1 200" (grouped in thousands by a narrow no-break space, U+202F, as doses are shown), by
 * the one shared formatter. Not `toLocaleString`: it builds a new number format on every call,
 * and the labels of every dose page are made when the islands' code is evaluated (issue 33: that
 * alone was a long task on a slow phone).
 */
export function labelNumber(n: number): string {
  return formatNumber(n, 4);
}

/** "2.5" → "2-5": the spec writes the decimal point of a route as a dash. */
export function valueSlug(value: number): string {
  return String(value).replace(".", "-");
}

export function dosePath(kind: "mg" | "ml", value: number): string {
  return kind === "mg" ? `/${valueSlug(value)}-mg-to-ml` : `/${valueSlug(value)}-ml-to-mg`;
}

/** The dose pages of one direction: mg pages convert mg to mL, mL pages mL to mg. */
function dosePages(kind: "mg" | "ml", presets: ReadonlyArray<readonly [number, number]>): DosePage[] {
  const [from, to, direction] = kind === "mg" ? (["mg", "mL", "mgToMl"] as const) : (["mL", "mg", "mlToMg"] as const);
  return presets.map(([value, concentration]) => ({
    kind,
    value,
    path: dosePath(kind, value),
    label: `${labelNumber(value)} ${from} to ${to}`,
    // The spec has the 1 mL page turn concentration on explicitly; it is shown on every page.
    preset: { amount: value, concentration, direction, showConcentration: true },
  }));
}

export const MG_PAGES: readonly DosePage[] = dosePages("mg", MG_PRESETS);
export const ML_PAGES: readonly DosePage[] = dosePages("ml", ML_PRESETS);

export const DOSE_PAGES: readonly DosePage[] = [...MG_PAGES, ...ML_PAGES];

export const HOME_PRESET: ConverterPreset = {
  amount: 0,
  concentration: 100,
  direction: "mgToMl",
  showConcentration: true,
};

export const SYRINGE_PRESET: ConverterPreset = {
  amount: 2.5,
  concentration: 50,
  direction: "mgToMl",
  showConcentration: true,
};

export function findDosePage(path: string): DosePage | undefined {
  const clean = path.replace(/\/+$/, "") || "/";
  return DOSE_PAGES.find((p) => p.path === clean);
}

/** The concentration presets of spec section 3, in mg/mL. */
export const CONCENTRATION_PRESETS = [
  { name: "Water", concentration: 1000 },
  { name: "Standard", concentration: 100 },
  { name: "Pediatric", concentration: 50 },
  { name: "High Dose", concentration: 250 },
] as const;
