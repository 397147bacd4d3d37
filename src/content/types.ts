/**
 * Types of the page text modules in src/content. Pages are data; the section components in
 * src/components/content render them. Tables and worked examples hold INPUTS only (a dose or
 * volume, a concentration, a typical use): every result is computed at render time by the
 * converter's calc module and the shared formatter (src/content/compute.ts).
 */
import type { FaqEntry } from "~/lib/meta";
import type { DoseForm } from "./clinical";

export type { FaqEntry };

/**
 * A concentration as written on a label: `mg` milligrams in `ml` millilitres
 * (250 mg per 5 mL → { mg: 250, ml: 5 }; 10 mg/mL → { mg: 10, ml: 1 }).
 */
export interface Strength {
  readonly mg: number;
  readonly ml: number;
}

/**
 * One row of a dose page's reference table: the concentration and its typical use, as a form
 * from DOSE_FORMS (clinical.ts) and, when a real product comes in that strength and form, the
 * product's name from PRODUCTS. A strength no product truthfully comes in is an "example strength".
 */
export interface ReferenceRow {
  readonly strength: Strength;
  readonly form: DoseForm;
  readonly product?: string;
}

/** A worked example: who/what, then the numbers the steps are computed from. */
export interface WorkedExample {
  readonly title: string;
  /** The situation in words, without the result (the result is computed). */
  readonly context: string;
  /** mg on mg-to-mL examples, mL on mL-to-mg examples. */
  readonly amount: number;
  readonly strength: Strength;
  /**
   * The last step: measuring the volume with the oral or injection syringe the one syringe rule
   * recommends for
   * it, or (for totals such as a whole bottle or bag) checking the answer backwards.
   */
  readonly measure: "oral" | "injection" | "total";
  /** An optional last remark (measuring advice etc.). */
  readonly note?: string;
}

/** A marketed product strength (one of PRODUCTS in clinical.ts), as an example only (never dosing advice). */
export interface MedicationExample {
  readonly name: string;
  readonly form: DoseForm;
  readonly strength: Strength;
}

/** The content of one dose page (src/content/pages/<url>.ts); its path is its file's name. */
export interface DoseContent {
  readonly kind: "dose";
  /** Intro paragraphs written for this dose. */
  readonly intro: readonly string[];
  /** A short 'what is specific about this dose' section. */
  readonly focus?: { readonly heading: string; readonly paragraphs: readonly string[] };
  readonly table: readonly ReferenceRow[];
  readonly examples: readonly WorkedExample[];
  readonly safety?: readonly string[];
  readonly errors?: readonly string[];
  readonly pediatric?: readonly string[];
  readonly faq?: readonly FaqEntry[];
  /** The 20, 25, 30 and 40 mg pages: formula box and medication examples. */
  readonly formula?: boolean;
  readonly medications?: readonly MedicationExample[];
  /** Extra related pages besides the neighbours, the reverse page and home. */
  readonly extraRelated?: readonly string[];
}

export interface InfoCard {
  readonly title: string;
  readonly text: string;
  /** Optional link. */
  readonly to?: string;
  readonly linkText?: string;
}

export interface TextSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly list?: readonly string[];
}
