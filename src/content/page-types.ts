/**
 * The one schema of the site's content: every public route has one file in src/content/pages,
 * named by its URL (/30-mg-to-ml → pages/30-mg-to-ml.ts, / → pages/index.ts), whose default
 * export is a PageContent. Which kind a route takes follows from the route table
 * (src/data/route-table.ts); tests/unit/content-pages.test.ts checks files, registry and routes
 * against each other. Texts and inputs only: every number is computed when a page is built.
 */
import type { FaqEntry, HowToData } from "~/lib/meta";
import type { DoseContent, InfoCard, Strength, TextSection, WorkedExample } from "./types";

export type { DoseContent };

/** Doses at one strength: a chart's inputs (the volumes are computed). */
export interface DoseChartInput {
  readonly strength: Strength;
  readonly doses: readonly number[];
}

/** The home page (/). */
export interface HomeContent {
  readonly kind: "home";
  readonly intro: string;
  readonly explanation: { readonly heading: string; readonly paragraphs: readonly string[] };
  /** The steps of the explanation (also the page's HowTo structured data). */
  readonly howTo: HowToData;
  readonly standards: readonly InfoCard[];
  readonly standardsNote: string;
  readonly quickFacts: readonly InfoCard[];
  readonly quickFactsNote: string;
  /** Common chart (spec: 50 mg = 1 mL … 500 mg = 10 mL, based on 250 mg/5 mL). */
  readonly commonChart: DoseChartInput;
  /** Syringe table (spec: 2.5 mg = 0.05 mL … 250 mg = 5 mL, at 50 mg/mL). */
  readonly syringeTable: DoseChartInput;
  /** The sentence above the syringe table (the one syringe rule names each syringe). */
  readonly syringeIntro: string;
  readonly reasons: readonly InfoCard[];
  readonly advanced: readonly InfoCard[];
  readonly faq: readonly FaqEntry[];
  readonly conclusion: readonly string[];
}

/** The syringe page (/mg-to-ml-syringe). */
export interface SyringeContent {
  readonly kind: "syringe";
  readonly intro: string;
  readonly guideText: readonly string[];
  readonly safetyTips: readonly string[];
  /** mg-to-mL worked examples; the first is also the page's HowTo structured data. */
  readonly examples: readonly WorkedExample[];
  /** Reference table rows: a dose and a strength; volume, syringes and marks are computed. */
  readonly reference: DoseChartInput;
  readonly faq: readonly FaqEntry[];
  readonly related: readonly string[];
}

/** About and the legal pages: a lead and sections of paragraphs and lists. */
export interface TextContent {
  readonly kind: "text";
  readonly lead: string;
  readonly sections: readonly TextSection[];
  /** The legal pages show the date of the build under the heading. */
  readonly lastUpdated?: boolean;
  /** About ends with the disclaimer note. */
  readonly disclaimerNote?: boolean;
}

/** The contact page. */
export interface ContactContent {
  readonly kind: "contact";
  readonly lead: string;
  readonly cards: readonly InfoCard[];
  readonly notes: readonly string[];
}

/** A section of a laboratory page in words; `text` may use the page's computed examples. */
export interface LabSection<V> {
  readonly heading: string;
  readonly paragraphs?: readonly ((view: V) => string)[];
  readonly list?: readonly string[];
}

export type PageContent = DoseContent | HomeContent | SyringeContent | TextContent | ContactContent;

/** A dose page (/20-mg-to-ml, /5-ml-to-mg): intro, reference table, worked examples, safety, FAQ. */
export const dosePage = (content: Omit<DoseContent, "kind">): DoseContent => ({ kind: "dose", ...content });
export const homePage = (content: Omit<HomeContent, "kind">): HomeContent => ({ kind: "home", ...content });
export const syringePage = (content: Omit<SyringeContent, "kind">): SyringeContent => ({ kind: "syringe", ...content });
export const textPage = (content: Omit<TextContent, "kind">): TextContent => ({ kind: "text", ...content });
export const contactPage = (content: Omit<ContactContent, "kind">): ContactContent => ({ kind: "contact", ...content });
