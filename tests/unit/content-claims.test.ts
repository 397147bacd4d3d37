/**
 * Claims in the page prose that compare or count things must agree with the computed numbers and
 * the data they describe: "larger still" really is larger, "the last row of the chart" really is
 * its last row, the number of calculators is counted from the route table, and the water fact
 * states what the Water preset uses, with its honest qualifier.
 */
import { describe, expect, it } from "vitest";
import { DOSE_PAGES } from "~/data/doses";
import { PUBLIC_ROUTES, TOOL_ROUTES } from "~/data/site-routes";
import { DOSE_CONTENT } from "~/content/dose-content";
import { perMl, volumeFor } from "~/content/compute";
import home from "~/content/pages/index";
import about from "~/content/pages/about";

const { commonChart: COMMON_CHART, quickFacts: QUICK_FACTS, reasons: REASONS } = home;
const { lead: ABOUT_LEAD, sections: ABOUT_SECTIONS } = about;
import { SYRINGES } from "~/domain/syringe/syringe-catalogue";
import type { DoseContent } from "~/content/types";

const NUM = String.raw`\d[\d,\u202f]*(?:\.\d+)?`;
const num = (s: string) => Number(s.replace(/[,\u202f]/g, ""));

/** The page's running text in reading order: intro, then the focus section. */
function prose(c: DoseContent): string {
  return [...c.intro, ...(c.focus?.paragraphs ?? [])].join(" ");
}

/** Sentences (split after ". " when a capital letter follows). */
function sentences(text: string): string[] {
  return text.split(/(?<=\.)\s+(?=[A-Z0-9])/);
}

/** The volumes a sentence gives as results: "= 24 mL", "is 12 mL", "give 0.8 mL", "gives 2 mL". */
function volumes(sentence: string): number[] {
  return [...sentence.matchAll(new RegExp(`(?:=|is|gives?) (${NUM}) mL`, "g"))].map((m) => num(m[1]!));
}

const page = (path: string) => {
  const c = DOSE_CONTENT.find((d) => d.path === path);
  if (!c) throw new Error(`${path} has no content`);
  return c;
};

describe("comparisons in the dose pages' prose are true", () => {
  it.each(DOSE_CONTENT.map((c) => [c.path, c] as const))(
    "%s: a volume called 'larger still' is larger than every volume before it",
    (_path, c) => {
      const all = sentences(prose(c));
      all.forEach((sentence, i) => {
        if (!/larger still/.test(sentence)) return;
        const before = all.slice(0, i).flatMap(volumes);
        const [claimed] = volumes(sentence);
        expect(claimed, sentence).toBeDefined();
        expect(before.length, sentence).toBeGreaterThan(0);
        expect(claimed!, `${sentence} (before: ${before.join(", ")} mL)`).toBeGreaterThan(Math.max(...before));
      });
    },
  );

  it("the 1\u202f200 mg page: the oral volume called 'larger still' exceeds the 100 mg/mL volume before it", () => {
    const sentence = sentences(prose(page("/1200-mg-to-ml"))).find((s) => /larger still/.test(s));
    expect(sentence).toBeDefined();
    expect(volumes(sentence!)[0]).toBeGreaterThan(volumeFor(1200, perMl(100)));
  });

  it.each(DOSE_CONTENT.map((c) => [c.path, c] as const))(
    "%s: where it places its dose in the home page's common chart is true",
    (path, c) => {
      const dose = DOSE_PAGES.find((p) => p.path === path)!;
      const text = prose(c);
      const doses = COMMON_CHART.doses;
      // The chart runs from its first row (the smallest dose) down to its last (the largest).
      expect([...doses].sort((a, b) => a - b)).toEqual(doses);
      expect(text).not.toMatch(/top line of the home page/);
      if (/where the home page's chart begins/.test(text)) expect(dose.value).toBe(doses[0]);
      if (/last and largest row of the home page's common chart/.test(text)) expect(dose.value).toBe(doses.at(-1));
    },
  );

  it("the 500 mg page calls 500 mg the last row of the home page's chart, which runs from 50 to 500 mg", () => {
    const [first] = page("/500-mg-to-ml").intro;
    expect(first).toContain(
      "the last and largest row of the home page's common chart, which runs from 50 mg to 500 mg",
    );
  });

  it.each(DOSE_CONTENT.map((c) => [c.path, c] as const))(
    "%s: a 'large oral volume' is only claimed when one is shown",
    (_path, c) => {
      const text = prose(c);
      if (!/large oral volume/.test(text)) return;
      const largestOral = Math.max(...SYRINGES.filter((s) => s.family === "oral").map((s) => s.capacityCml / 100));
      expect(Math.max(...sentences(text).flatMap(volumes)), text).toBeGreaterThan(largestOral);
    },
  );

  it("the 80 mg page's range (less than 1 mL or several mL) matches the volumes it gives", () => {
    const [, second] = page("/80-mg-to-ml").intro;
    expect(second).toContain("less than 1 mL or several mL");
    const shown = volumes(second!);
    expect(Math.min(...shown)).toBeLessThan(1);
    expect(Math.max(...shown)).toBeGreaterThanOrEqual(3);
  });
});

describe("the number of calculators is counted, not typed", () => {
  const calculators = PUBLIC_ROUTES.filter((r) => r.calculator);

  it("the home converter, every fixed-dose page and the syringe, molarity and dilution calculators: over 40", () => {
    expect(calculators.length).toBe(1 + DOSE_PAGES.length + TOOL_ROUTES.length);
    // Product spec §1: "over 40 specialised calculators".
    expect(calculators.length).toBeGreaterThan(40);
  });

  it("the home page says how many and which", () => {
    const card = REASONS.find((r) => r.title === `${calculators.length} calculators`);
    expect(card, REASONS.map((r) => r.title).join(" | ")).toBeDefined();
    expect(card!.text).toContain(`${DOSE_PAGES.length} fixed-dose converter pages`);
    expect(card!.text).toMatch(/home converter/);
    for (const tool of TOOL_ROUTES) expect(card!.text).toContain(tool.label);
  });

  it("About says the same", () => {
    expect(ABOUT_LEAD).toContain(`${calculators.length} calculators`);
    expect(ABOUT_LEAD).toContain(`${DOSE_PAGES.length} fixed-dose converter pages`);
    for (const tool of TOOL_ROUTES) expect(ABOUT_LEAD).toContain(tool.label);
    const list = ABOUT_SECTIONS.flatMap((s) => s.list ?? []).join(" ");
    expect(list).toContain(`${DOSE_PAGES.length} fixed-dose converter pages`);
  });
});

describe("the water quick fact", () => {
  it("states the spec's claim with the product's units, and its qualifier", () => {
    const [water] = QUICK_FACTS;
    expect(water!.title).toBe("1 mL of water = 1\u202f000 mg");
    expect(water!.text).toMatch(/about 4 °C/);
    expect(water!.text).toMatch(/room temperature it is about 998 mg/);
  });
});
