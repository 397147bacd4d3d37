/**
 * Issue 56, principles 2 and 3, checked on the texts the pages render:
 *
 * - no advice that is true only on average: no rule of thumb ("a simple number", "a round
 *   number", "usually", "seems unusually large") anywhere a page advises; a check a page gives
 *   holds in every case it covers (volume = dose ÷ strength, the label's figures);
 * - every limit is a figure: a sentence that speaks of a limit, a maximum or "at most" gives the
 *   number with its unit and whom it is for, and its source (in the sentence, or the page's own
 *   sources list giving the label of the product the sentence names).
 */
import { describe, expect, it } from "vitest";
import { DOSE_PAGES } from "~/data/doses";
import { doseView, viewTexts } from "~/content/dose-content";
import { syringePageView, syringeViewTexts } from "~/content/syringe";
import { homeView, homeViewTexts } from "~/content/home-view";
import { PAGE_CONTENT } from "~/content/page-registry";
import { MAX_DOSES } from "~/data/max-doses";
import type { PageContent } from "~/content/page-types";

interface PageText {
  readonly path: string;
  readonly texts: readonly string[];
  readonly sources: readonly string[];
}

/** The texts of a clinical calculator's page: lead, formula, safety and questions. */
function clinicalTexts(c: Extract<PageContent, { kind: "weightDose" | "reconstitution" | "infusionRate" }>): string[] {
  return [
    c.lead,
    c.formula.intro,
    ...c.formula.lines,
    ...c.safety.items,
    ...c.faq.flatMap((f) => [f.question, f.answer]),
    ...c.examples.inputs.map((e) => e.name),
  ];
}

const PAGES: PageText[] = [
  ...DOSE_PAGES.map((p) => {
    const view = doseView(p.path);
    return { path: p.path, texts: viewTexts(view), sources: view.sources };
  }),
  (() => {
    const view = syringePageView();
    return { path: "/mg-to-ml-syringe", texts: syringeViewTexts(view), sources: view.sources };
  })(),
  (() => {
    const view = homeView();
    return { path: "/", texts: homeViewTexts(view), sources: view.sources };
  })(),
];
const CLINICAL: PageText[] = Object.entries(PAGE_CONTENT).flatMap(([path, c]) =>
  c && (c.kind === "weightDose" || c.kind === "reconstitution" || c.kind === "infusionRate")
    ? [{ path, texts: clinicalTexts(c), sources: [] }]
    : [],
);

/** Rules of thumb: advice true only on average, never a check a pharmacist would sign for every case. */
const RULE_OF_THUMB =
  /simple number|round (?:number|volume|figure)|how round|should be about|rule of thumb|as a rule\b|\bseems? (?:unusually|too|high|large|small|wrong|right|odd)|\blooks? (?:right|wrong|unusual|odd|too)|\busually\b|\btypically\b|\bnormally\b|in most cases|more often (?:a|than)|about the most/i;

/** Sentences (split after ". " before a capital or a digit). */
const sentences = (text: string) => text.split(/(?<=[.])\s+(?=[A-Z0-9])/).filter(Boolean);

export function rulesOfThumb(texts: readonly string[]): string[] {
  return texts.flatMap(sentences).filter((s) => RULE_OF_THUMB.test(s));
}

/** A sentence that speaks of a dose limit (not "maximum strength", a product's name, nor a display's decimals). */
const LIMIT = /\blimits?\b|\bmaximum\b(?![- ]strength)|\bmax\b|\bat most\b|\bthe most\b|\bno more than\b/i;
const NOT_A_DOSE_LIMIT = /at most (?:four|4) decimals|the most useful/i;
const FIGURE = /\d[\d\u202f.]* ?(?:mg|mL|g|mcg|doses?)\b/;
const POPULATION = /adult|child|infant|\byears\b|\bkg\b|months|\bunder \d|\bover \d|aged/i;

/** The limit sentences of a page that lack a figure, whom it is for, or a source. */
export function limitsWithoutFigures(page: PageText): string[] {
  const labels = MAX_DOSES.filter((m) => page.sources.some((s) => s.includes(m.source)));
  return page.texts
    .flatMap(sentences)
    .filter((s) => LIMIT.test(s) && !NOT_A_DOSE_LIMIT.test(s.replace(/maximum[- ]strength/gi, "")))
    .filter((s) => {
      const named = labels.some((m) => s.toLowerCase().includes(m.name.split(/[ (–]/)[0]!.toLowerCase()));
      return !(FIGURE.test(s) && POPULATION.test(s) && (/source:/i.test(s) || named));
    });
}

describe("no advice true only on average (issue 56, principle 2)", () => {
  it("the check catches the issue's rule of thumb and its kind", () => {
    expect(
      rulesOfThumb([
        "Recheck the volume if the result is not a simple number such as 1, 2 or 5 mL: it may point to a wrong strength.",
        "Double-check high doses if the volume seems unusually large.",
        "Check the volume against the strength on the label: volume = dose ÷ strength.",
      ]),
    ).toHaveLength(2);
  });

  it.each([...PAGES, ...CLINICAL].map((p) => [p.path, p] as const))("%s gives no rule of thumb", (_path, p) => {
    expect(rulesOfThumb(p.texts)).toEqual([]);
  });
});

describe("every limit is a figure, with whom it is for and its source (issue 56, principle 3)", () => {
  it("the check catches a limit without its figure, and passes one with it", () => {
    const page = {
      path: "/fake",
      texts: ["Count every product given in a day against the daily limit on the label."],
      sources: [],
    };
    expect(limitsWithoutFigures(page)).toHaveLength(1);
    const figured = {
      ...page,
      texts: [
        "Count it against the daily limit: for paracetamol (UK infant), at most 960 mg in 24 hours (2 months to 6 years; source: the leaflet).",
      ],
    };
    expect(limitsWithoutFigures(figured)).toEqual([]);
  });

  it.each(PAGES.map((p) => [p.path, p] as const))("%s", (_path, p) => {
    expect(limitsWithoutFigures(p)).toEqual([]);
  });

  it("the 60 mg page gives the paracetamol daily limits with their figures and sources", () => {
    const all = viewTexts(doseView("/60-mg-to-ml")).join(" ");
    expect(all).toMatch(/daily limit on its label: for paracetamol \(UK infant\), at most 960 mg in 24 hours/);
    expect(all).toMatch(/at most 4\u202f000 mg in 24 hours/);
    expect(all).toMatch(/source: Children's acetaminophen 160 mg\/5 mL Drug Facts label/);
  });
});
