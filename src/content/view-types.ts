/**
 * What the content components render: every text and every number already written out. The
 * views are built at pre-render time (route loaders, src/content/*-view.ts) with the converter's
 * formula and the shared formatter, and reach the browser as the page's loader data, so the
 * browser never carries the content of the other pages nor the code that computed it.
 */
import type { MetaDescriptor } from "react-router";
import type { FaqEntry } from "./types";
import type { HighAlertWarning } from "~/data/high-alert";

/** Loader data of every page: its <head> and its view. */
export interface PageData<View> {
  readonly meta: MetaDescriptor[];
  readonly view: View;
}

/** The top of a page with a converter: its heading, the lead and the converter's preset. */
export interface ConverterPageHead {
  readonly heading: string;
  readonly intro: string;
  readonly preset: import("~/data/doses").ConverterPreset;
}

/** A link in a grid, with an optional second line. */
export interface LinkView {
  readonly to: string;
  readonly label: string;
  readonly note?: string;
}

export interface ReferenceRowView {
  /** The strength as mg in mL (data attributes, for checks). */
  readonly mg: number;
  readonly ml: number;
  /** "250 mg/5 mL". */
  readonly strength: string;
  /** "= 50 mg/mL" under a strength that is not per 1 mL, else null. */
  readonly perMl: string | null;
  /** "2 mL" or "250 mg". */
  readonly result: string;
  readonly use: string;
  /**
   * What a pharmacist adds on this row (issue 27), or null: that the total is more than one dose
   * may be (mL pages), or that the product is a high-alert medicine (its warning is on the page).
   */
  readonly note: string | null;
}

export interface ReferenceTableView {
  readonly kind: "mg" | "ml";
  /** The page's dose (mg) or volume (mL). */
  readonly amount: number;
  readonly caption: string;
  readonly resultHeading: string;
  readonly rows: readonly ReferenceRowView[];
}

/** One calculation written out: "20 mg ÷ 10 mg/mL" = "2 mL". */
export interface WorkedLine {
  readonly expression: string;
  readonly result: string;
}

export interface FormulaView {
  readonly forwardLine: string;
  readonly forward: WorkedLine;
  readonly backwardLine: string;
  readonly backward: WorkedLine;
}

export interface MedicationRowView {
  readonly name: string;
  readonly form: string;
  readonly mg: number;
  readonly ml: number;
  readonly strength: string;
  readonly result: string;
  /** A high-alert medicine's mark, or null (see ReferenceRowView.note). */
  readonly note: string | null;
}

export interface MedicationView {
  readonly dose: number;
  /** "20 mg". */
  readonly doseText: string;
  readonly caption: string;
  readonly rows: readonly MedicationRowView[];
}

export interface ExampleView {
  readonly title: string;
  readonly context: string;
  readonly steps: readonly string[];
  readonly note?: string;
}

/** A chart of doses at one strength (home page, syringe page). */
export interface DoseChartView {
  readonly caption: string;
  readonly mg: number;
  readonly ml: number;
  readonly resultHeading: string;
  /** Heading of the syringe column, when there is one. */
  readonly syringeHeading: string | null;
  readonly rows: ReadonlyArray<{
    readonly dose: number;
    readonly doseText: string;
    readonly result: string;
    readonly syringe: string | null;
    /** A short caution under the syringe (a volume under 0.1 mL), else null. */
    readonly syringeNote: string | null;
  }>;
}

export type { FaqEntry };

/** One dose page (mg to mL or mL to mg). */
export interface DoseView {
  readonly kind: "mg" | "ml";
  readonly heading: string;
  /** The converter's defaults on this page. */
  readonly preset: import("~/data/doses").ConverterPreset;
  /** "20 mg" or "2.5 mL". */
  readonly amountText: string;
  readonly intro: readonly string[];
  readonly focus?: { readonly heading: string; readonly paragraphs: readonly string[] };
  readonly formula?: FormulaView;
  readonly table: ReferenceTableView;
  readonly medications?: MedicationView;
  readonly examples: readonly ExampleView[];
  readonly safety?: readonly string[];
  readonly errors?: readonly string[];
  readonly pediatric?: readonly string[];
  readonly faq?: readonly FaqEntry[];
  readonly related: readonly LinkView[];
  /** The warnings of the high-alert medicines the page names (src/data/max-doses.ts), first on the page. */
  readonly highAlert: readonly HighAlertWarning[];
  /** Plain-text sources for the rules and facts the page states (clinical.ts). */
  readonly sources: readonly string[];
}
