/**
 * Syringe page text: the guide to syringe sizes (from the syringe catalogue), safety tips,
 * two worked examples, a reference table and a short FAQ. Numbers are computed.
 */
import { pageMeta, type FaqEntry } from "~/lib/meta";
import { SYRINGE_PRESET } from "~/data/doses";
import { findRoute } from "~/data/site-routes";
import { formatDose } from "~/domain/number/format";
import { FAMILY_LABEL, SYRINGES, capacityMl, readSyringe } from "~/domain/syringe/syringe";
import { BETWEEN_MARKS_ADVICE, SYRINGE_RULE_TEXT, formatUnits, markDescription, shortStatus } from "~/domain/syringe/syringe-words";
import { measuringStep, ml, mlText, per, perMl, strengthLabel, syringeFor, volumeFor, workedSteps } from "./compute";
import { examplesView } from "./views";
import type { Strength, WorkedExample } from "./types";
import { sourcesFor } from "./clinical";
import { HIGH_ALERT_SOURCE, highAlertWarnings } from "~/data/max-doses";
import type { PageData } from "./view-types";
import type { SyringeGuideView, SyringePageView, SyringeReferenceView } from "./syringe-view-types";

export const SYRINGE_INTRO =
  "Convert a dose in mg to mL and see it drawn on a syringe: where the fill line falls, whether the volume sits on a mark, and which syringe holds it.";

export const GUIDE_TEXT: readonly string[] = [
  "Oral syringes are for liquid medicines taken by mouth. They are usually coloured or marked “oral” and are designed so that they cannot be connected to a needle or an intravenous line.",
  "Medical (hypodermic) syringes are for injections. The 1 mL tuberculin syringe measures small volumes to 0.01 mL; 3, 5 and 10 mL syringes suit larger volumes. The 0.5 mL insulin syringe is marked in units for U-100 insulin, where 100 units = 1 mL.",
  "Graduations differ between manufacturers: the marks below are common ones, but always read the barrel of the syringe in your hand.",
];

export const SAFETY_TIPS: readonly string[] = [
  "Use an oral syringe for liquid medicines taken by mouth, especially for volumes under 10 mL.",
  "Never use household spoons: teaspoons and tablespoons vary widely in size.",
  SYRINGE_RULE_TEXT,
  "Read the volume at eye level, at the edge of the plunger's seal nearest the tip.",
  "Push out air bubbles before reading the volume.",
  "Use insulin syringes only for insulin, and U-100 syringes only for U-100 insulin.",
  "A prefilled syringe is given as supplied: never draw its contents into another syringe to measure part of it.",
  BETWEEN_MARKS_ADVICE,
];

export const SYRINGE_EXAMPLES: readonly WorkedExample[] = [
  {
    title: "2.5 mg from a 50 mg/mL vial",
    context: "The calculator's preset, an example strength: a very small volume from a concentrated injection.",
    amount: 2.5,
    strength: perMl(50),
    measure: "injection",
  },
  {
    title: "125 mg of a suspension labelled 250 mg per 5 mL",
    context: "A common children's dose volume measured with an oral syringe.",
    amount: 125,
    strength: per(250, 5),
    measure: "oral",
  },
];

const firstExample = SYRINGE_EXAMPLES[0]!;

/** The page's HowTo structured data: the first worked example's steps, as shown. */
export const SYRINGE_HOW_TO = {
  name: `Worked example: ${firstExample.title}`,
  steps: workedSteps("mg", firstExample, firstExample.measure),
};

/** Related pages of the syringe page. */
export const SYRINGE_RELATED: readonly string[] = ["/2-5-mg-to-ml", "/1-mg-to-ml", "/0-25-ml-to-mg", "/0-5-ml-to-mg", "/"];

/** Reference table rows: a dose and a strength; volume, syringes and marks are computed. */
export const SYRINGE_REFERENCE: { readonly strength: Strength; readonly doses: readonly number[] } = {
  strength: perMl(50),
  doses: [2.5, 5, 12.5, 20, 37.5, 60, 125, 250, 400, 600],
};

export const SYRINGE_FAQ: readonly FaqEntry[] = [
  {
    question: "Which syringe should I use for 0.5 mL?",
    answer: `For a medicine taken by mouth, the ${syringeFor(0.5, "oral")}; for an injection, the ${syringeFor(0.5, "injection")}. ${measuringStep(0.5, "oral")}`,
  },
  {
    question: "How many units is 0.1 mL on an insulin syringe?",
    answer: `On a U-100 insulin syringe, 100 units = 1 mL, so ${ml(0.1)} is ${formatUnits(readSyringe(0.1, "insulin-0-5").units?.exact ?? 0)}. Use insulin syringes only for insulin.`,
  },
  {
    question: "What if my dose falls between two marks?",
    answer: `The drawing fills to the nearest mark and the warning names the difference. ${BETWEEN_MARKS_ADVICE}`,
  },
];

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
  return {
    heading,
    intro: SYRINGE_INTRO,
    preset: SYRINGE_PRESET,
    guideText: GUIDE_TEXT,
    guide: syringeGuideView(),
    safetyTips: SAFETY_TIPS,
    examples: examplesView("mg", SYRINGE_EXAMPLES),
    reference: syringeReferenceView(SYRINGE_REFERENCE.doses, SYRINGE_REFERENCE.strength),
    faq: SYRINGE_FAQ,
    related: SYRINGE_RELATED.map((to) => ({ to, label: to === "/" ? "Home" : findRoute(to)!.label })),
    highAlert: [],
    sources: [],
  };
}

/** Loader data of the syringe page: its <head> (with FAQPage and HowTo structured data) and its view. */
export function syringePageData(): PageData<SyringePageView> {
  return { meta: pageMeta(SYRINGE_PATH, { faq: SYRINGE_FAQ, howTo: SYRINGE_HOW_TO }), view: syringePageView() };
}
