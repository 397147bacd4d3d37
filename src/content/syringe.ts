/**
 * The syringe page's view, built at pre-render time from its content
 * (src/content/pages/mg-to-ml-syringe.ts): the guide from the syringe catalogue, the reference
 * table read off the syringes, examples and sources, every number computed.
 */
import { pageMeta, type HowToData } from "~/lib/meta";
import { SYRINGE_PRESET } from "~/data/doses";
import { findRoute } from "~/data/site-routes";
import { formatDose } from "~/domain/number/format";
import { capacityMl, readSyringe } from "~/domain/syringe/syringe";
import { FAMILY_LABEL, SYRINGES } from "~/domain/syringe/syringe-catalogue";
import { markDescription, shortStatus } from "~/domain/syringe/syringe-words";
import { mlText, strengthLabel, volumeFor, workedSteps } from "./compute";
import { examplesView } from "./views";
import type { Strength } from "./types";
import { sourcesFor } from "./clinical";
import { HIGH_ALERT_SOURCE, highAlertWarnings } from "~/data/high-alert";
import type { PageData } from "./view-types";
import type { SyringeContent } from "./page-types";
import { PAGE_CONTENT } from "./page-registry";
import type { SyringeGuideView, SyringePageView, SyringeReferenceView } from "./syringe-view-types";

/** The syringe page's content (src/content/pages/mg-to-ml-syringe.ts). */
export function syringeContent(): SyringeContent {
  const content = PAGE_CONTENT[SYRINGE_PATH];
  if (content?.kind !== "syringe")
    throw new Error(`src/content/pages${SYRINGE_PATH}.ts is not the syringe page's content`);
  return content;
}

/** The page's HowTo structured data: the first worked example's steps, as shown. */
function syringeHowTo(c: SyringeContent): HowToData {
  const first = c.examples[0]!;
  return { name: `Worked example: ${first.title}`, steps: workedSteps("mg", first, first.measure) };
}

export const SYRINGE_PATH = "/mg-to-ml-syringe";

/** The guide to syringe sizes, from the syringe catalogue. */
export function syringeGuideView(): SyringeGuideView {
  return {
    caption: "Syringe sizes and their marks",
    rows: SYRINGES.map((s) => ({
      id: s.id,
      name: s.name,
      type: FAMILY_LABEL[s.family].replace(/s$/, ""),
      capacity: formatDose(capacityMl(s), "mL"),
      marks: markDescription(s),
      use: s.use,
    })),
  };
}

/** Doses at one strength: the volume and the smallest oral and injection syringe for each. */
export function syringeReferenceView(doses: readonly number[], strength: Strength): SyringeReferenceView {
  return {
    caption: `Doses at ${strengthLabel(strength)}: volume and the syringe the one syringe rule recommends`,
    mg: strength.mg,
    ml: strength.ml,
    rows: doses.map((dose) => {
      const volume = volumeFor(dose, strength);
      const oral = readSyringe(volume, "auto-oral");
      const injection = readSyringe(volume, "auto-injection");
      return {
        dose,
        doseText: formatDose(dose, "mg"),
        volume: mlText(dose, strength),
        oral: { name: oral.syringe.name, status: shortStatus(oral) },
        injection: { name: injection.syringe.name, status: shortStatus(injection) },
      };
    }),
  };
}

export function syringePageView(): SyringePageView {
  const route = findRoute(SYRINGE_PATH)!;
  const view = syringePageViewWithoutSources(route.heading);
  const texts = syringeViewTexts(view);
  const highAlert = highAlertWarnings(texts);
  return { ...view, highAlert, sources: [...sourcesFor(texts), ...(highAlert.length > 0 ? [HIGH_ALERT_SOURCE] : [])] };
}

/** Every text the syringe page shows (what its sources are picked from). */
export function syringeViewTexts(view: SyringePageView): string[] {
  return [
    view.intro,
    ...view.guideText,
    ...view.guide.rows.flatMap((r) => [r.name, r.marks, r.use]),
    ...view.safetyTips,
    ...view.examples.flatMap((e) => [e.title, e.context, ...e.steps]),
    view.reference.caption,
    ...view.reference.rows.flatMap((r) => [r.oral.name, r.oral.status, r.injection.name, r.injection.status]),
    ...view.faq.flatMap((f) => [f.question, f.answer]),
  ];
}

function syringePageViewWithoutSources(heading: string): SyringePageView {
  const c = syringeContent();
  return {
    heading,
    intro: c.intro,
    preset: SYRINGE_PRESET,
    guideText: c.guideText,
    guide: syringeGuideView(),
    safetyTips: c.safetyTips,
    examples: examplesView("mg", c.examples),
    reference: syringeReferenceView(c.reference.doses, c.reference.strength),
    faq: c.faq,
    related: c.related.map((to) => ({ to, label: to === "/" ? "Home" : findRoute(to)!.label })),
    highAlert: [],
    sources: [],
  };
}

/** Loader data of the syringe page: its <head> (with FAQPage and HowTo structured data) and its view. */
export function syringePageData(): PageData<SyringePageView> {
  const c = syringeContent();
  return { meta: pageMeta(SYRINGE_PATH, { faq: c.faq, howTo: syringeHowTo(c) }), view: syringePageView() };
}
