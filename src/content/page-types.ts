/**
 * The one schema of the site's content: every public route has one file in src/content/pages,
 * named by its URL (/30-mg-to-ml → pages/30-mg-to-ml.ts, / → pages/index.ts), whose default
 * export is a PageContent. Which kind a route takes follows from the route table
 * (src/data/route-table.ts); tests/unit/content-pages.test.ts checks files, registry and routes
 * against each other. Texts and inputs only: every number is computed when a page is built.
 */
import type { FaqEntry, HowToData } from "~/lib/meta";
import type { DilutionPageView, MolarityExampleView, MolarityPageView } from "./lab-examples";
import type { DoseContent, InfoCard, Strength, TextSection, WorkedExample } from "./types";
import type { WeightDoseInputs } from "~/domain/weight-dose";
import type { ReconstitutionInputs } from "~/domain/reconstitution";
import type { InfusionInputs } from "~/domain/infusion-rate";

export type { DoseContent };

/** What every page's content says first: which kind of page it is. */
interface PageOfKind<K extends string> {
  readonly kind: K;
}

/** Doses at one strength: a chart's inputs (the volumes are computed). */
export interface DoseChartInput {
  readonly strength: Strength;
  readonly doses: readonly number[];
}

/** The home page (/). */
export interface HomeContent extends PageOfKind<"home"> {
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
export interface SyringeContent extends PageOfKind<"syringe"> {
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
export interface TextContent extends PageOfKind<"text"> {
  readonly lead: string;
  readonly sections: readonly TextSection[];
  /** The legal pages show the date of the build under the heading. */
  readonly lastUpdated?: boolean;
  /** About ends with the disclaimer note. */
  readonly disclaimerNote?: boolean;
}

/** The contact page. */
export interface ContactContent extends PageOfKind<"contact"> {
  readonly lead: string;
  readonly cards: readonly InfoCard[];
  readonly notes: readonly string[];
}

/** What a laboratory page's texts may name: its examples as the calculator computed them. */
export type MolarityExamples = Omit<MolarityPageView, "heading"> & { readonly dilute: MolarityExampleView };
export type DilutionExamples = Omit<DilutionPageView, "heading">;

/** A heading with the caption of the table under it. */
interface TableSection {
  readonly heading: string;
  readonly caption: string;
}

/** The molarity calculator's page. */
export interface MolarityContent extends PageOfKind<"molarity"> {
  readonly lead: string;
  readonly formula: {
    readonly heading: string;
    readonly intro: string;
    readonly formula: string;
    readonly units: string;
    readonly example: (v: MolarityExamples) => string;
  };
  readonly examples: TableSection;
  readonly weigh: TableSection & {
    readonly text: (v: MolarityExamples) => string;
    readonly checkHeading: string;
    readonly check: (v: MolarityExamples) => string;
  };
  readonly solutes: { readonly heading: string; readonly intro: string };
  readonly faqHeading: string;
  readonly tips: { readonly heading: string; readonly items: readonly string[] };
}

/** The dilution calculator's page. */
export interface DilutionContent extends PageOfKind<"dilution"> {
  readonly lead: string;
  /** The 'How to Use' card (its steps are computed, lab-examples.ts) and its HowTo structured data's name. */
  readonly howTo: { readonly heading: string; readonly name: string };
  readonly explained: {
    readonly heading: string;
    readonly intro: string;
    readonly formulas: readonly string[];
    readonly outro: string;
  };
  readonly examples: TableSection & { readonly note: (v: DilutionExamples) => string };
  readonly tips: { readonly heading: string; readonly items: (v: DilutionExamples) => readonly string[] };
}

/** The texts of a lab tool's page (issue 32): the figures are computed by the tool's code. */
interface LabToolTexts {
  readonly lead: string;
  readonly formula: { readonly heading: string; readonly intro: string };
  readonly examples: TableSection;
  readonly faqHeading: string;
  /** The questions answered in prose, after those whose answers the calculator computes (src/content/*-examples.ts). */
  readonly faq: readonly FaqEntry[];
  readonly tips: { readonly heading: string; readonly items: readonly string[] };
}

/** The concentration converter's page (issue 32). */
export interface ConcentrationContent extends PageOfKind<"concentration">, LabToolTexts {}

/** The serial dilution calculator's page (issue 32). */
export interface SerialDilutionContent extends PageOfKind<"serialDilution">, LabToolTexts {}

/**
 * Where a worked example comes from when it is a published exercise (issue 56): the exercise set
 * or textbook, its address, the answer as it prints it and that answer's figures, which a test
 * recomputes with the calculator's own code.
 */
export interface ExampleSource {
  readonly name: string;
  readonly url: string;
  /** The answer in the source's words: "41.67 = 42 gtts/min". */
  readonly answer: string;
  /** The figures the source states: the rate in mL/h, drops per minute (whole), the time in minutes. */
  readonly stated: { readonly mlPerHour?: number; readonly dropsPerMinute?: number; readonly minutes?: number };
}

/**
 * A clinical calculator's page (issue 31): its texts; the worked examples are inputs the
 * calculator's own code evaluates when the page is built (src/content/clinical-examples.ts).
 */
export interface ClinicalCalculatorContent<K extends string, I> extends PageOfKind<K> {
  readonly lead: string;
  readonly formula: { readonly heading: string; readonly intro: string; readonly lines: readonly string[] };
  readonly examples: TableSection & {
    readonly inputs: readonly { readonly name: string; readonly inputs: I; readonly source?: ExampleSource }[];
  };
  readonly safety: { readonly heading: string; readonly items: readonly string[] };
  readonly faqHeading: string;
  readonly faq: readonly FaqEntry[];
}

export type WeightDoseContent = ClinicalCalculatorContent<"weightDose", WeightDoseInputs>;
export type ReconstitutionContent = ClinicalCalculatorContent<"reconstitution", ReconstitutionInputs>;
export type InfusionRateContent = ClinicalCalculatorContent<"infusionRate", InfusionInputs>;

export type PageContent =
  | DoseContent
  | HomeContent
  | SyringeContent
  | TextContent
  | ContactContent
  | MolarityContent
  | DilutionContent
  | ConcentrationContent
  | SerialDilutionContent
  | WeightDoseContent
  | ReconstitutionContent
  | InfusionRateContent;

/** A content file's constructor: the record as written, with its kind (which schema it follows). */
const pageOf =
  <C extends PageContent>(kind: C["kind"]) =>
  (content: Omit<C, "kind">): C =>
    ({ kind, ...content }) as C;

/** A dose page (/20-mg-to-ml, /5-ml-to-mg): intro, reference table, worked examples, safety, FAQ. */
export const dosePage = pageOf<DoseContent>("dose");
export const homePage = pageOf<HomeContent>("home");
export const syringePage = pageOf<SyringeContent>("syringe");
export const textPage = pageOf<TextContent>("text");
export const molarityPage = pageOf<MolarityContent>("molarity");
export const dilutionPage = pageOf<DilutionContent>("dilution");
export const concentrationPage = pageOf<ConcentrationContent>("concentration");
export const serialDilutionPage = pageOf<SerialDilutionContent>("serialDilution");
export const weightDosePage = pageOf<WeightDoseContent>("weightDose");
export const reconstitutionPage = pageOf<ReconstitutionContent>("reconstitution");
export const infusionRatePage = pageOf<InfusionRateContent>("infusionRate");
export const contactPage = pageOf<ContactContent>("contact");
