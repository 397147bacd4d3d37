/**
 * The home page's view, built at pre-render time from its content (src/content/pages/index.ts):
 * charts computed by the calculators' code, popular links from the route table, sources.
 */
import { HOME_PRESET } from "~/data/doses";
import { HOME_ROUTE, MG_ROUTES, ML_ROUTES } from "~/data/site-routes";
import { pageMeta } from "~/lib/meta";
import { strengthLabel } from "./compute";
import { doseChartView } from "./views";
import type { HomeContent } from "./page-types";
import { PAGE_CONTENT } from "./page-registry";
import { sourcesFor } from "./clinical";
import type { ConverterPageHead, DoseChartView, LinkView, PageData } from "./view-types";

/** The home page as its components show it (built at pre-render time). */
export interface HomeView
  extends
    ConverterPageHead,
    Pick<
      HomeContent,
      | "explanation"
      | "howTo"
      | "standards"
      | "standardsNote"
      | "quickFacts"
      | "quickFactsNote"
      | "reasons"
      | "syringeIntro"
      | "advanced"
      | "faq"
      | "conclusion"
    > {
  readonly chartIntro: string;
  readonly chart: DoseChartView;
  readonly popularMg: readonly LinkView[];
  readonly popularMl: readonly LinkView[];
  readonly syringeStrength: string;
  readonly syringeChart: DoseChartView;
  /** Plain-text sources for the rules and facts the page states (clinical.ts). */
  readonly sources: readonly string[];
}

/** The home page's content (src/content/pages/index.ts). */
export function homeContent(): HomeContent {
  const content = PAGE_CONTENT[HOME_ROUTE.path];
  if (content?.kind !== "home") throw new Error("src/content/pages/index.ts is not the home page's content");
  return content;
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
  const c = homeContent();
  const chartStrength = strengthLabel(c.commonChart.strength);
  const syringeStrength = strengthLabel(c.syringeTable.strength);
  return {
    heading: HOME_ROUTE.heading,
    intro: c.intro,
    preset: HOME_PRESET,
    explanation: c.explanation,
    howTo: c.howTo,
    chartIntro: `Volumes for common doses of a liquid labelled ${chartStrength}.`,
    chart: doseChartView(c.commonChart.doses, c.commonChart.strength, `Common doses at ${chartStrength}`),
    standards: c.standards,
    standardsNote: c.standardsNote,
    quickFacts: c.quickFacts,
    quickFactsNote: c.quickFactsNote,
    reasons: c.reasons,
    popularMg: MG_ROUTES.map(link),
    popularMl: ML_ROUTES.map(link),
    syringeStrength,
    syringeIntro: c.syringeIntro,
    syringeChart: doseChartView(
      c.syringeTable.doses,
      c.syringeTable.strength,
      `Syringe volumes at ${syringeStrength}`,
      "injection",
    ),
    advanced: c.advanced,
    faq: c.faq,
    conclusion: c.conclusion,
    sources: [],
  };
}

/** Loader data of the home page: its <head> (with FAQPage and HowTo structured data) and its view. */
export function homePageData(): PageData<HomeView> {
  const c = homeContent();
  return { meta: pageMeta(HOME_ROUTE.path, { faq: c.faq, howTo: c.howTo }), view: homeView() };
}
