/**
 * Home page text. Chart and table rows are inputs; their results are computed when rendered.
 * The quick facts are the product's static claims (product spec §1), shown as given, with a
 * note that the two statistics are not traced to a published source.
 */
import { CONCENTRATION_PRESETS, HOME_PRESET } from "~/data/doses";
import { DOSE_ROUTES, HOME_ROUTE, MG_ROUTES, ML_ROUTES, TOOL_ROUTES } from "~/data/site-routes";
import { formatConcentration } from "~/domain/number/concentration";
import { formatNumber } from "~/domain/number/format";
import { pageMeta, type FaqEntry, type HowToData } from "~/lib/meta";
import { mg, mgEq, mgPerMl, mgText, ml, mlText, per, perMl, strengthLabel } from "./compute";
import { doseChartView } from "./views";
import type { InfoCard, Strength } from "./types";
import { sourcesFor } from "./clinical";
import type { ConverterPageHead, DoseChartView, LinkView, PageData } from "./view-types";

const WATER = CONCENTRATION_PRESETS.find((p) => p.name === "Water")!.concentration;

/**
 * The mass of 1 mL of water at room temperature (20 °C): 998.2 mg (density 0.9982 g/mL). At about
 * 4 °C, where water is densest, it is 1,000 mg (0.99997 g/mL), which the Water preset uses.
 */
const WATER_MG_PER_ML_AT_20_C = 998.2;

/**
 * The calculators of the site (product spec §1 claims "over 40"), counted from the route table:
 * the home converter, every fixed-dose converter page and the tool pages (syringe, molarity,
 * dilution), each a route that carries a calculator.
 */
export const CALCULATOR_ROUTES = [HOME_ROUTE, ...DOSE_ROUTES, ...TOOL_ROUTES].filter((r) => r.calculator);

/** "the Syringe Calculator, the Molarity Calculator and the Dilution Calculator". */
function listOf(items: readonly string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** What the calculators are, in words: the counts and names come from the route table. */
export const CALCULATORS_SUMMARY = `the home converter, ${DOSE_ROUTES.length} fixed-dose converter pages, ${listOf(
  TOOL_ROUTES.map((r) => `the ${r.label}`),
)}`;

/** Common chart (spec: 50 mg = 1 mL … 500 mg = 10 mL, based on 250 mg/5 mL). */
export const COMMON_CHART: { readonly strength: Strength; readonly doses: readonly number[] } = {
  strength: per(250, 5),
  doses: [50, 100, 125, 250, 500],
};

/** Syringe table (spec: 2.5 mg = 0.05 mL … 250 mg = 5 mL, at 50 mg/mL). */
export const SYRINGE_TABLE: { readonly strength: Strength; readonly doses: readonly number[] } = {
  strength: perMl(50),
  doses: [2.5, 10, 25, 100, 250],
};

const example = per(250, 5);

export const HOME_INTRO =
  "Convert a dose in milligrams to the volume in millilitres, or a volume back to milligrams, for the concentration on your label. Free, private and calm: every calculation happens on your device.";

export const EXPLANATION = {
  heading: "How mg to mL conversion works",
  paragraphs: [
    "Milligrams (mg) measure mass; millilitres (mL) measure volume. To turn one into the other you need the concentration of the liquid: how many milligrams of medicine each millilitre contains. The label gives it either per mL (10 mg/mL) or per dose volume (250 mg per 5 mL).",
    `Without the concentration there is no answer: 100 mg of one liquid can be a fraction of a millilitre, and of another several millilitres. At ${formatConcentration(mgPerMl(perMl(100)))}, ${mgEq(100, perMl(100))}; at 250 mg per 5 mL, ${mgEq(100, example)}.`,
  ],
};

/** The steps of the explanation (also the page's HowTo structured data). */
export const HOW_TO: HowToData = {
  name: "How to convert mg to mL",
  steps: [
    `Find the concentration on the label and write it as mg per mL: 250 mg per 5 mL is ${formatConcentration(mgPerMl(example))}.`,
    `To get mL, divide the dose in mg by the concentration: ${mg(100)} ÷ ${formatConcentration(mgPerMl(example))} = ${mlText(100, example)}.`,
    `To get mg, multiply the volume in mL by the concentration: ${ml(2.5)} × ${formatConcentration(mgPerMl(example))} = ${mgText(2.5, example)}.`,
    "Measure the volume with an oral syringe or the device supplied with the medicine, never a kitchen spoon, and have the dose checked by a qualified healthcare professional.",
  ],
};

export const STANDARDS: readonly InfoCard[] = [
  {
    title: "WHO",
    text: "The World Health Organization is the United Nations agency for international public health. It publishes the WHO Model List of Essential Medicines and The International Pharmacopoeia.",
  },
  {
    title: "USP",
    text: "The United States Pharmacopeia is an independent, non-profit organisation that sets public standards for the identity, strength, quality and purity of medicines, published in the USP–NF.",
  },
  {
    title: "EMA",
    text: "The European Medicines Agency is the European Union agency responsible for the scientific evaluation, supervision and safety monitoring of medicines in the EU.",
  },
  {
    title: "ISO",
    text: "The International Organization for Standardization publishes international standards, among them ISO 7886-1 for sterile single-use hypodermic syringes and ISO 80369-3 for enteral connectors such as ENFit.",
  },
];

export const STANDARDS_NOTE =
  "These bodies set the standards behind the labels, strengths and syringes you use. This site is independent: it is not endorsed or certified by any of them.";

export const QUICK_FACTS: readonly InfoCard[] = [
  {
    title: `1 mL of water = ${mgText(1, perMl(WATER))}`,
    text: `At about 4 °C one millilitre of water has a mass of one gram; at room temperature it is about ${formatNumber(WATER_MG_PER_ML_AT_20_C, 0)} mg. That is why the calculator's Water preset is ${formatConcentration(WATER)}. Medicines are different: use the strength on the label.`,
  },
  {
    title: "Over 70% of lab experiments",
    text: "need mg/mL conversions, a commonly cited figure.",
  },
  {
    title: "8% of nursing cases",
    text: "A commonly cited figure says dosage errors occur in 8% of nursing cases.",
  },
];

export const QUICK_FACTS_NOTE =
  "The last two are commonly cited figures that we have not been able to trace to a published study: read them as rough indications of how common these conversions and errors are, not as research results.";

/** The sentence above the home page's syringe table (the one syringe rule names each syringe). */
export const SYRINGE_TABLE_INTRO =
  "Small doses of an injection at this example strength and, for each volume, the injection syringe the one syringe rule recommends: the smallest with a mark at that volume.";

export const REASONS: readonly InfoCard[] = [
  {
    title: "Free, with no sign-up",
    text: "Every calculator is free to use, with no account and nothing to install.",
  },
  {
    title: "Private by design",
    text: "Calculations run in your browser. Nothing you type is sent anywhere, and the site sets no cookies and runs no analytics or advertising.",
  },
  {
    title: "Safe number display",
    text: "Results follow medication-safety rules: no trailing zeros (2 mL, never 2.0 mL), a leading zero (0.5 mL) and thousands commas (1,200 mg).",
  },
  {
    title: "Strengths as written on the label",
    text: "Type 250 mg per 5 mL, 500 mcg/mL, 1% or 1:1,000 in the concentration field and the calculator converts it to mg/mL.",
  },
  {
    title: "Many values at once",
    text: "Batch Convert converts a list of doses or volumes with the same concentration; copy the results or download them as CSV.",
  },
  {
    title: `${CALCULATOR_ROUTES.length} calculators`,
    text: `${CALCULATORS_SUMMARY[0]!.toUpperCase()}${CALCULATORS_SUMMARY.slice(1)}. Each fixed-dose page covers one common dose or volume, with a reference table, worked examples and safety notes.`,
  },
];

export const ADVANCED: readonly InfoCard[] = TOOL_ROUTES.map((r) => ({
  title: r.label,
  text: r.description,
  to: r.path,
  linkText: `Open the ${r.label}`,
}));

export const HOME_FAQ: readonly FaqEntry[] = [
  {
    question: "How do I convert mg to mL?",
    answer: `Divide the dose in mg by the concentration in mg/mL: mL = mg ÷ mg/mL. For example, ${mgEq(100, example)}, because 250 mg per 5 mL is ${formatConcentration(mgPerMl(example))}.`,
  },
  {
    question: "Can I convert mg to mL without the concentration?",
    answer: "No. Milligrams are a mass and millilitres a volume, so the same number of milligrams takes a different volume in every liquid. Only in a liquid with 1 mg in each mL are the two numbers equal.",
  },
  {
    question: "What does 250 mg/5 mL mean?",
    answer: `The liquid contains 250 mg of medicine in every 5 mL, which is ${formatConcentration(mgPerMl(example))}. You can type it into the concentration field exactly as written.`,
  },
  {
    question: "Why does the result say 2 mL and not 2.0000 mL?",
    answer: "Trailing zeros are a known cause of tenfold dosing errors (2.0 mL can be read as 20 mL), so results drop them. Volumes are rounded to at most 4 decimals and masses to 2, always with a leading zero (0.5 mL).",
  },
  {
    question: "Is anything I type sent to a server?",
    answer: "No. The calculators run entirely in your browser; nothing you type leaves your device. The site sets no cookies and uses no analytics or advertising.",
  },
];

export const CONCLUSION: readonly string[] = [
  "Converting between mg and mL is simple arithmetic, but a wrong concentration, a misplaced decimal point or a household spoon can turn a correct dose into a harmful one. Use the calculator to check your working, read the label in your hand, and let the syringe calculator show where the volume falls on a syringe.",
  "Every result here is for education and checking only. It is not medical advice: confirm doses with a qualified healthcare professional.",
];

/** The home page as its components show it (built at pre-render time). */
export interface HomeView extends ConverterPageHead {
  readonly explanation: { readonly heading: string; readonly paragraphs: readonly string[] };
  readonly howTo: HowToData;
  readonly chartIntro: string;
  readonly chart: DoseChartView;
  readonly standards: readonly InfoCard[];
  readonly standardsNote: string;
  readonly quickFacts: readonly InfoCard[];
  readonly quickFactsNote: string;
  readonly reasons: readonly InfoCard[];
  readonly popularMg: readonly LinkView[];
  readonly popularMl: readonly LinkView[];
  readonly syringeStrength: string;
  readonly syringeIntro: string;
  readonly syringeChart: DoseChartView;
  readonly advanced: readonly InfoCard[];
  readonly faq: readonly FaqEntry[];
  readonly conclusion: readonly string[];
  /** Plain-text sources for the rules and facts the page states (clinical.ts). */
  readonly sources: readonly string[];
}

const link = (r: { path: string; label: string }): LinkView => ({ to: r.path, label: r.label });

export function homeView(): HomeView {
  const view = homeViewWithoutSources();
  return { ...view, sources: sourcesFor(homeViewTexts(view)) };
}

/** Every text the home page shows (what its sources are picked from). */
export function homeViewTexts(view: HomeView): string[] {
  return [
    view.intro,
    ...view.explanation.paragraphs,
    ...view.howTo.steps,
    view.chartIntro,
    ...[...view.standards, ...view.quickFacts, ...view.reasons].flatMap((c) => [c.title, c.text]),
    view.syringeIntro,
    ...view.syringeChart.rows.flatMap((r) => [r.syringe ?? "", r.syringeNote ?? ""]),
    ...view.faq.flatMap((f) => [f.question, f.answer]),
    ...view.conclusion,
  ];
}

function homeViewWithoutSources(): HomeView {
  const chartStrength = strengthLabel(COMMON_CHART.strength);
  const syringeStrength = strengthLabel(SYRINGE_TABLE.strength);
  return {
    heading: HOME_ROUTE.heading,
    intro: HOME_INTRO,
    preset: HOME_PRESET,
    explanation: EXPLANATION,
    howTo: HOW_TO,
    chartIntro: `Volumes for common doses of a liquid labelled ${chartStrength}.`,
    chart: doseChartView(COMMON_CHART.doses, COMMON_CHART.strength, `Common doses at ${chartStrength}`),
    standards: STANDARDS,
    standardsNote: STANDARDS_NOTE,
    quickFacts: QUICK_FACTS,
    quickFactsNote: QUICK_FACTS_NOTE,
    reasons: REASONS,
    popularMg: MG_ROUTES.map(link),
    popularMl: ML_ROUTES.map(link),
    syringeStrength,
    syringeIntro: SYRINGE_TABLE_INTRO,
    syringeChart: doseChartView(SYRINGE_TABLE.doses, SYRINGE_TABLE.strength, `Syringe volumes at ${syringeStrength}`, "injection"),
    advanced: ADVANCED,
    faq: HOME_FAQ,
    conclusion: CONCLUSION,
    sources: [],
  };
}

/** Loader data of the home page: its <head> (with FAQPage and HowTo structured data) and its view. */
export function homePageData(): PageData<HomeView> {
  return { meta: pageMeta(HOME_ROUTE.path, { faq: HOME_FAQ, howTo: HOW_TO }), view: homeView() };
}
