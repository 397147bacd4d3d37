/**
 * Content a pharmacist would sign (issue 13), checked on the views the pages render:
 *
 * - every sentence that names a syringe for a volume is the one syringe rule's answer for that
 *   volume (recommendSyringe), and no two pages give different advice for the same volume;
 * - no hand-written syringe advice: a sentence that names a syringe is one of the rule's own
 *   sentences (measuringStep, cautionText, the rule texts) or a description of the catalogue;
 * - "typical use" names only forms from DOSE_FORMS, and only real products from PRODUCTS, in
 *   the strength and form they are sold in; a product's caution appears wherever it is named;
 * - oral products are measured with oral syringes, injections with injection syringes, prefilled
 *   syringes and infusions are never measured with a syringe; no dose is split into syringefuls;
 * - every page that states a rule names its source, in plain text.
 */
import { describe, expect, it } from "vitest";
import { DOSE_PAGES } from "~/data/doses";
import { DOSE_CONTENT, doseView, viewTexts } from "~/content/dose-content";
// Aliased: `useText` (the row's "use" text) is no React hook, whatever its name says.
import { measuringStep, useText as rowUseText } from "~/content/compute";
import { homeView, homeViewTexts } from "~/content/home-view";
import { syringePageView, syringeViewTexts } from "~/content/syringe";
import { DOSE_FORMS, ORAL_FORMS, PRODUCTS, SOURCES, findProduct } from "~/content/clinical";
import { recommendSyringe } from "~/domain/syringe/syringe";
import { SYRINGES } from "~/domain/syringe/syringe-catalogue";
import type { AutoFamily } from "~/domain/syringe/syringe.types";
import type { WorkedExample } from "~/content/types";
import type { DoseRecord } from "~/content/dose-content";

interface PageText {
  path: string;
  texts: string[];
  sources: readonly string[];
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

const NUM = String.raw`\d[\d,\u202f]*(?:\.\d+)?`;
const num = (s: string) => Number(s.replace(/[,\u202f]/g, ""));
const NAMES = SYRINGES.map((s) => s.name).sort((a, b) => b.length - a.length);
const NAME = `(${NAMES.map((n) => n.replace(/[().]/g, "\\$&")).join("|")})`;

/** Sentences: split after ". ", ": " or "; " when followed by a capital or a digit. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.])\s+(?=[A-Z0-9])/).filter(Boolean);
}

interface Advice {
  path: string;
  volume: number;
  family: AutoFamily;
  syringe: string;
  sentence: string;
}

/**
 * The recommendations a text makes, read back from its words (independently of the code that
 * wrote them): "Measure V mL with the S, the smallest F syringe here with a mark at V mL" and
 * "No F syringe here has a mark at V mL; the S … comes closest".
 */
function recommendations(path: string, text: string): Advice[] {
  const out: Advice[] = [];
  const onMark = new RegExp(
    `Measure (${NUM}) mL with the ${NAME} \\([^)]*\\), the smallest (oral|injection) syringe here with a mark at (${NUM}) mL`,
    "g",
  );
  for (const m of text.matchAll(onMark)) {
    expect(m[1], `${path}: ${m[0]}`).toBe(m[4]);
    out.push({ path, volume: num(m[1]!), family: m[3] as AutoFamily, syringe: m[2]!, sentence: m[0] });
  }
  const nearest = new RegExp(
    `No (oral|injection) syringe here has a mark at (${NUM}) mL; the ${NAME} \\([^)]*\\) comes closest`,
    "g",
  );
  for (const m of text.matchAll(nearest)) {
    out.push({ path, volume: num(m[2]!), family: m[1] as AutoFamily, syringe: m[3]!, sentence: m[0] });
  }
  return out;
}

/** What is wrong with a page's syringe advice (empty when it follows the rule). */
function ruleViolations(path: string, text: string): string[] {
  return recommendations(path, text)
    .filter((a) => recommendSyringe(a.volume, a.family).syringe.name !== a.syringe)
    .map((a) => `${a.path}: "${a.sentence}" — the rule says the ${recommendSyringe(a.volume, a.family).syringe.name}`);
}

/** The sentences about syringes the rule itself writes, for every volume a text mentions. */
function ruleSentences(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(new RegExp(`(${NUM}) mL`, "g"))) {
    for (const family of ["oral", "injection"] as const) {
      for (const s of sentences(measuringStep(num(m[1]!), family))) out.add(s);
    }
  }
  return out;
}

/** Sentences that only describe the catalogue (guide text, table cells) rather than advise a dose. */
const DESCRIPTIVE = [
  /^\d[\d.]* mL (?:oral |tuberculin |insulin )?syringe(?: \(U-100\))?$/,
  /^Medical \(hypodermic\) syringes are for injections\./,
  /^The 1 mL tuberculin syringe measures small volumes to 0\.01 mL; 3, 5 and 10 mL syringes suit larger volumes\.$/,
  /^For a medicine taken by mouth, the .+; for an injection, the .+\.$/,
];

describe("every syringe a page names for a volume is the one syringe rule's answer", () => {
  const all = PAGES.flatMap((p) => p.texts.flatMap((t) => recommendations(p.path, t)));

  it("the pages make recommendations (so the checks below are not empty)", () => {
    expect(all.length).toBeGreaterThan(40);
    expect(new Set(all.map((a) => a.path)).size).toBeGreaterThan(25);
  });

  it.each(PAGES.map((p) => [p.path, p] as const))("%s", (_path, p) => {
    expect(p.texts.flatMap((t) => ruleViolations(p.path, t))).toEqual([]);
  });

  it("no two pages give different advice for the same volume", () => {
    const byVolume = new Map<string, Set<string>>();
    for (const a of all) {
      const key = `${a.volume} mL ${a.family}`;
      byVolume.set(key, (byVolume.get(key) ?? new Set()).add(a.syringe));
    }
    // Tables: the syringe page's reference table and the home page's syringe chart.
    for (const row of syringePageView().reference.rows) {
      const volume = num(row.volume.replace(/ mL$/, ""));
      byVolume.set(`${volume} mL oral`, (byVolume.get(`${volume} mL oral`) ?? new Set()).add(row.oral.name));
      byVolume.set(
        `${volume} mL injection`,
        (byVolume.get(`${volume} mL injection`) ?? new Set()).add(row.injection.name),
      );
    }
    for (const row of homeView().syringeChart.rows) {
      const volume = num(row.result.replace(/ mL$/, ""));
      byVolume.set(`${volume} mL injection`, (byVolume.get(`${volume} mL injection`) ?? new Set()).add(row.syringe!));
    }
    const conflicts = [...byVolume]
      .filter(([, names]) => names.size > 1)
      .map(([k, names]) => `${k}: ${[...names].join(" / ")}`);
    expect(conflicts).toEqual([]);
    expect(byVolume.size).toBeGreaterThan(30);
  });

  it("the check catches a page that names another syringe, or says it differently on two pages", () => {
    const wrong =
      "Measure 2.5 mL with the 10 mL oral syringe (marked every 0.5 mL), the smallest oral syringe here with a mark at 2.5 mL.";
    expect(ruleViolations("/fake", wrong)).toHaveLength(1);
    const right = measuringStep(2.5, "oral");
    expect(ruleViolations("/fake", right)).toEqual([]);
    expect(recommendations("/fake", right)).toEqual([
      expect.objectContaining({ volume: 2.5, family: "oral", syringe: "3 mL oral syringe" }),
    ]);
    const close = measuringStep(0.05, "oral");
    expect(recommendations("/fake", close)).toEqual([
      expect.objectContaining({ volume: 0.05, syringe: "1 mL oral syringe" }),
    ]);
  });

  it("no sentence names a syringe except the rule's own sentences and descriptions of the catalogue", () => {
    const handWritten: string[] = [];
    for (const p of PAGES) {
      for (const text of p.texts) {
        const own = ruleSentences(text);
        for (const s of sentences(text)) {
          if (!new RegExp(NAME).test(s)) continue;
          if (own.has(s) || DESCRIPTIVE.some((d) => d.test(s))) continue;
          handWritten.push(`${p.path}: ${s}`);
        }
      }
    }
    expect(handWritten).toEqual([]);
  });

  it("no page splits a dose across syringefuls, calls the nearest mark 'the practical dose' or picks 'the smallest syringe that holds it'", () => {
    const banned = [
      /equal parts/i,
      /syringefuls?/i,
      /practical dose/i,
      /which mark to use/i,
      /smallest (?:\w+ )?syringe that holds/i,
      /measure (?:it )?in parts/i,
    ];
    const found = PAGES.flatMap((p) =>
      p.texts.filter((t) => banned.some((b) => b.test(t))).map((t) => `${p.path}: ${t}`),
    );
    expect(found).toEqual([]);
  });
});

describe("typical uses and products", () => {
  const rows = DOSE_CONTENT.flatMap((c) => c.table.map((r) => ({ path: c.path, r })));

  it("every typical use is a form from the allowed list; an example strength names no product", () => {
    expect(DOSE_FORMS).toContain("example strength");
    for (const { path, r } of rows) {
      expect(DOSE_FORMS, `${path}: ${rowUseText(r)}`).toContain(r.form);
      if (r.form === "example strength") expect(r.product, path).toBeUndefined();
    }
    // The invented uses the clinical pass removed do not come back.
    for (const { path, r } of rows)
      expect(rowUseText(r), path).not.toMatch(/concentrated injection|injection vial|concentrate\b|dilute infusion/);
  });

  it("every named product exists in that strength and form (PRODUCTS), in tables and medication lists alike", () => {
    const unknown: string[] = [];
    for (const { path, r } of rows) {
      if (r.product && !findProduct(r.product, r.form, r.strength))
        unknown.push(`${path}: ${rowUseText(r)} ${r.strength.mg}/${r.strength.ml}`);
    }
    for (const c of DOSE_CONTENT) {
      for (const m of c.medications ?? []) {
        if (!findProduct(m.name, m.form, m.strength))
          unknown.push(`${c.path}: ${m.name} ${m.form} ${m.strength.mg}/${m.strength.ml}`);
      }
    }
    expect(unknown).toEqual([]);
    expect(
      findProduct("bismuth subsalicylate (regular strength)", "oral suspension", { mg: 262, ml: 15 }),
    ).toBeDefined();
    expect(findProduct("bismuth subsalicylate (regular strength)", "injection", { mg: 100, ml: 1 })).toBeUndefined();
  });

  it("a product's caution appears on every page that names it (bismuth subsalicylate: Reye's syndrome)", () => {
    const missing: string[] = [];
    for (const product of PRODUCTS.filter((p) => p.caution)) {
      for (const p of PAGES) {
        const all = p.texts.join(" ");
        if (all.toLowerCase().includes(product.name.split(" (")[0]!.toLowerCase()) && !all.includes(product.caution!))
          missing.push(`${p.path}: ${product.name}`);
      }
    }
    expect(missing).toEqual([]);
    expect(PAGES.find((p) => p.path === "/262-mg-to-ml")!.texts.join(" ")).toMatch(/Reye's syndrome/);
  });

  it("the 262 mg page names the real liquid, 262 mg per 15 mL, and no bismuth injection or concentrate", () => {
    const c = DOSE_CONTENT.find((x) => x.path === "/262-mg-to-ml")!;
    expect(
      c.table.some(
        (r) => r.product?.startsWith("bismuth subsalicylate") && r.strength.mg === 262 && r.strength.ml === 15,
      ),
    ).toBe(true);
    for (const r of c.table) if (r.product?.startsWith("bismuth")) expect(ORAL_FORMS).toContain(r.form);
  });

  it("reference tables list strengths weakest first", () => {
    for (const p of DOSE_PAGES) {
      const perMl = doseView(p.path).table.rows.map((r) => r.mg / r.ml);
      expect(perMl, p.path).toEqual([...perMl].sort((a, b) => a - b));
    }
  });
});

describe("each syringe for its purpose", () => {
  /** The product a worked example names in its title, if any. */
  const productOf = (ex: WorkedExample) =>
    PRODUCTS.find(
      (p) =>
        ex.title.toLowerCase().includes(p.name.split(" (")[0]!.toLowerCase()) &&
        p.strength.mg / p.strength.ml === ex.strength.mg / ex.strength.ml,
    );

  const examples = DOSE_CONTENT.flatMap((c: DoseRecord) => c.examples.map((ex) => ({ path: c.path, ex })));

  it("an oral product is measured with an oral syringe, an injection with an injection syringe", () => {
    const wrong: string[] = [];
    let named = 0;
    for (const { path, ex } of examples) {
      const product = productOf(ex);
      if (!product || ex.measure === "total") continue;
      named += 1;
      const oral = ORAL_FORMS.includes(product.form);
      if (oral !== (ex.measure === "oral"))
        wrong.push(`${path}: ${ex.title} (${product.form}) measured as ${ex.measure}`);
      if (product.form === "prefilled syringe" || product.form === "infusion")
        wrong.push(`${path}: ${ex.title} is measured with a syringe`);
    }
    expect(wrong).toEqual([]);
    expect(named).toBeGreaterThan(10);
  });

  it("an infusion or a bag is never measured with a syringe", () => {
    for (const { path, ex } of examples) {
      if (/infusion|bag/i.test(`${ex.title} ${ex.context}`)) expect(ex.measure, `${path}: ${ex.title}`).toBe("total");
    }
    for (const p of PAGES) {
      for (const s of p.texts.flatMap(sentences)) {
        if (/infusion|bag/i.test(s)) expect(s, p.path).not.toMatch(/^Measure .* syringe/);
      }
    }
  });

  it("the insulin syringe is recommended nowhere; where it is named, it is for insulin only", () => {
    for (const p of PAGES) {
      for (const a of p.texts.flatMap((t) => recommendations(p.path, t))) expect(a.syringe).not.toMatch(/insulin/);
      for (const s of p.texts.flatMap(sentences)) {
        if (/insulin syringe/i.test(s))
          expect(s, p.path).toMatch(/insulin only|only for insulin|for insulin|U-100|units/i);
      }
    }
  });
});

describe("sources", () => {
  const source = (id: string) => SOURCES.find((s) => s.id === id)!.text;

  it("every page that states a rule names its source; plain text only, no links", () => {
    for (const p of PAGES) {
      const all = p.texts.join(" ");
      expect(p.sources.length, p.path).toBeGreaterThan(0);
      if (/trailing zero|leading zero/i.test(all)) {
        expect(p.sources, p.path).toContain(source("ismp-abbreviations"));
        expect(p.sources, p.path).toContain(source("joint-commission"));
      }
      if (new RegExp(NAME).test(all)) expect(p.sources, p.path).toContain(source("syringe-graduations"));
      if (/oral syringe/i.test(all)) expect(p.sources, p.path).toContain(source("oral-syringes"));
      if (/U-100|insulin syringe/.test(all)) expect(p.sources, p.path).toContain(source("insulin-u100"));
      if (/bismuth subsalicylate/i.test(all)) expect(p.sources, p.path).toContain(source("bismuth-reye"));
      for (const s of p.sources) expect(s).not.toMatch(/https?:|www\.|<a /);
    }
  });

  it("a page that does not touch a subject does not list its source", () => {
    const p = PAGES.find((x) => x.path === "/60-ml-to-mg")!;
    expect(p.texts.join(" ")).not.toMatch(/bismuth/i);
    expect(p.sources).not.toContain(source("bismuth-reye"));
  });
});
