/**
 * No two dose pages are the same text with the number swapped: digits are normalised away and
 * every written section (intro, focus, safety, errors, pediatric notes, FAQ, example
 * situations, table uses) is compared across all 37 pages, item by item and by word overlap.
 * Each page's intro names its own dose.
 */
import { describe, expect, it } from "vitest";
import { DOSE_PAGES } from "~/data/doses";
import { DOSE_CONTENT } from "~/content/dose-content";
import { amountText, measuringStep } from "~/content/compute";
import type { DoseContent } from "~/content/types";
import { PRODUCTS } from "~/content/clinical";

/** Lower case, every number replaced by "#", whitespace collapsed. */
const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/\d[\d,\u202f]*(?:\.\d+)?/g, "#")
    .replace(/\s+/g, " ")
    .trim();

const NUM = String.raw`\d[\d,\u202f]*(?:\.\d+)?`;
const EQUATION = new RegExp(`${NUM} (?:mg|mL) = ${NUM} (?:mg|mL) at ${NUM} mg/(?:${NUM} )?mL`, "g");

/**
 * The written text of a passage: computed fragments are taken out first — the equation phrase
 * ("20 mg = 2 mL at 10 mg/mL"), the syringe sentences of measuringStep for every volume the
 * passage mentions and the products' own cautions — so that only the words written for the page
 * are compared.
 */
function written(text: string): string {
  let out = text.replace(EQUATION, " ");
  // A product's own caution (clinical.ts) goes wherever the product is named: data, not filler.
  for (const p of PRODUCTS) if (p.caution) out = out.split(p.caution).join(" ");
  for (const m of text.matchAll(new RegExp(`(${NUM}) mL`, "g"))) {
    const v = Number(m[1]!.replace(/[,\u202f]/g, ""));
    for (const family of ["oral", "injection"] as const) out = out.split(measuringStep(v, family)).join(" ");
  }
  return out;
}

/** The text a person wrote for a page, by section. */
function sections(c: DoseContent): { intro: string[] } & Record<string, string[]> {
  return {
    intro: c.intro.map(written),
    focus: c.focus ? [c.focus.heading, ...c.focus.paragraphs].map(written) : [],
    safety: (c.safety ?? []).map(written),
    errors: (c.errors ?? []).map(written),
    pediatric: (c.pediatric ?? []).map(written),
    faq: (c.faq ?? []).map((f) => written(`${f.question} ${f.answer}`)),
    examples: c.examples.map((e) => `${e.title} ${e.context}`),
  };
}

function shingles(text: string, n = 4): Set<string> {
  const words = normalise(text)
    .split(/[^a-z#%]+/)
    .filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + n <= words.length; i += 1) out.add(words.slice(i, i + n).join(" "));
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let common = 0;
  for (const x of a) if (b.has(x)) common += 1;
  return common / (a.size + b.size - common || 1);
}

describe("dose page content", () => {
  it("exists for every dose page, and only for them", () => {
    expect(DOSE_CONTENT.map((c) => c.path).sort()).toEqual(DOSE_PAGES.map((p) => p.path).sort());
  });

  it("each page has an intro, at least five table rows, two worked examples and some guidance", () => {
    for (const c of DOSE_CONTENT) {
      expect(c.intro.length, c.path).toBeGreaterThanOrEqual(2);
      expect(c.table.length, c.path).toBeGreaterThanOrEqual(5);
      expect(c.examples.length, c.path).toBeGreaterThanOrEqual(2);
      expect((c.safety?.length ?? 0) + (c.errors?.length ?? 0), c.path).toBeGreaterThanOrEqual(4);
      const strengths = c.table.map((r) => r.strength.mg / r.strength.ml);
      expect(new Set(c.table.map((r) => `${r.strength.mg}/${r.strength.ml}`)).size, `${c.path} repeats a row`).toBe(
        c.table.length,
      );
      expect(strengths.every((x) => Number.isFinite(x) && x > 0)).toBe(true);
    }
  });

  it("each intro names its own dose", () => {
    for (const page of DOSE_PAGES) {
      const c = DOSE_CONTENT.find((x) => x.path === page.path)!;
      expect(c.intro.join(" "), page.path).toContain(amountText(page.kind, page.value));
    }
  });

  it("no written item appears on two pages, even with the numbers swapped", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const c of DOSE_CONTENT) {
      for (const [kind, items] of Object.entries(sections(c))) {
        for (const item of items) {
          const key = `${kind}:${normalise(item)}`;
          const other = seen.get(key);
          if (other && other !== c.path) clashes.push(`${c.path} and ${other}: ${item}`);
          seen.set(key, c.path);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it("no written sentence of eight words or more stands on two pages with only its numbers changed", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const c of DOSE_CONTENT) {
      const own = new Set<string>();
      for (const item of Object.values(sections(c)).flat()) {
        for (const sentence of item.split(/(?<=[.?!])\s+/)) {
          const key = normalise(sentence)
            .replace(/[^a-z#% ]+/g, " ")
            .replace(/\s+/g, " ")
            .trim();
          if (key.split(" ").length < 8 || own.has(key)) continue;
          own.add(key);
          const other = seen.get(key);
          if (other) clashes.push(`${c.path} and ${other}: ${sentence}`);
          else seen.set(key, c.path);
        }
      }
    }
    expect(clashes).toEqual([]);
    expect(seen.size).toBeGreaterThan(200);
  });

  it("the sentence check catches filler with the number swapped", () => {
    const key = (t: string) =>
      normalise(t)
        .replace(/[^a-z#% ]+/g, " ")
        .replace(/\s+/g, " ")
        .trim();
    expect(key("Measure the 20 mg dose at eye level with the syringe supplied.")).toBe(
      key("Measure the 2.5 mg dose at eye level with the syringe supplied."),
    );
  });

  it("no two intros share more than a fifth of their wording (4-word shingles, numbers ignored)", () => {
    const intros = DOSE_CONTENT.map((c) => ({ path: c.path, s: shingles(sections(c).intro.join(" ")) }));
    const worst: Array<[string, string, number]> = [];
    for (let i = 0; i < intros.length; i += 1) {
      for (let j = i + 1; j < intros.length; j += 1) {
        const sim = jaccard(intros[i]!.s, intros[j]!.s);
        if (sim > 0.2) worst.push([intros[i]!.path, intros[j]!.path, sim]);
      }
    }
    expect(worst).toEqual([]);
  });

  it("no two pages' written text overlaps by more than a quarter", () => {
    const pages = DOSE_CONTENT.map((c) => ({ path: c.path, s: shingles(Object.values(sections(c)).flat().join(" ")) }));
    let max = 0;
    for (let i = 0; i < pages.length; i += 1) {
      for (let j = i + 1; j < pages.length; j += 1) {
        const sim = jaccard(pages[i]!.s, pages[j]!.s);
        max = Math.max(max, sim);
        expect(sim, `${pages[i]!.path} vs ${pages[j]!.path}`).toBeLessThan(0.25);
      }
    }
    expect(max).toBeGreaterThan(0);
  });

  it("the computed fragments are really taken out, and only those", () => {
    const c = DOSE_CONTENT.find((x) => x.path === "/15-mg-to-ml")!;
    expect(c.intro[0]).toContain(measuringStep(1.5, "oral"));
    expect(written(c.intro[0]!)).not.toContain("smallest oral syringe here");
    expect(written(c.intro[0]!)).not.toContain("10 mL oral syringe");
    expect(written(c.intro[0]!)).not.toContain("= 1.5 mL at");
    expect(written(c.intro[0]!)).toContain("The preset is 15 mg at 10 mg/mL, which gives 1.5 mL.");
  });

  it("the normaliser really hides numbers (so the comparisons above are meaningful)", () => {
    expect(normalise("At 10 mg/mL, 20 mg = 2 mL")).toBe(normalise("At 40 mg/mL, 1,200 mg = 0.25 mL"));
    const a = shingles("Measure 2 mL with the 5 mL oral syringe today");
    expect(jaccard(a, shingles("Measure 7.5 mL with the 10 mL oral syringe today"))).toBe(1);
  });
});
