/**
 * Issue 56, principle 1: every product a page names exists in that strength and presentation at
 * that page's dose, checked against the table of made presentations (src/data/presentations.ts)
 * by src/content/presentation-check.ts: a prefilled syringe only at a dose it is made in, an
 * injection or infusion only where one container holds the page's volume, a container size only
 * where that strength is sold in it.
 */
import { describe, expect, it } from "vitest";
import { DOSE_PAGES } from "~/data/doses";
import { DOSE_CONTENT, doseView, viewTexts } from "~/content/dose-content";
import { PRODUCTS } from "~/content/clinical";
import { PRESENTATIONS, presentationOf } from "~/data/presentations";
import { containerProblems, namedProducts, productProblems } from "~/content/presentation-check";
import { per, perMl, product, row, worked } from "~/content/compute";
import { syringePageView, syringeViewTexts } from "~/content/syringe";
import { homeView, homeViewTexts } from "~/content/home-view";

const pageOf = (path: string) => DOSE_PAGES.find((p) => p.path === path)!;

describe("the table of made presentations (src/data/presentations.ts)", () => {
  it("has every product the pages may name, each with a container and a source with its address, and names no other", () => {
    for (const p of PRODUCTS) expect(presentationOf(p.name, p.form, p.strength), `${p.name} ${p.form}`).toBeDefined();
    for (const p of PRESENTATIONS) {
      expect(
        PRODUCTS.some(
          (x) =>
            x.name === p.name &&
            x.form === p.form &&
            x.strength.mg === p.strength.mg &&
            x.strength.ml === p.strength.ml,
        ),
        `${p.name} ${p.form} ${p.strength.mg}/${p.strength.ml}`,
      ).toBe(true);
      expect(p.containers.length).toBeGreaterThan(0);
      for (const c of p.containers) for (const ml of c.ml) expect(ml).toBeGreaterThan(0);
      expect(p.source.name.length).toBeGreaterThan(10);
      expect(p.source.url).toMatch(/^https:\/\/(dailymed\.nlm\.nih\.gov|bnf\.nice\.org\.uk|www\.medicines\.org\.uk)\//);
    }
  });
});

describe("the checker fails on a product that is not made as named", () => {
  const fake = {
    table: [
      row(perMl(100), "prefilled syringe", "enoxaparin"),
      row(perMl(25), "injection", "promethazine"),
      row(perMl(7), "injection", "ondansetron"),
    ],
    medications: [product("enoxaparin", "prefilled syringe", perMl(100))],
    examples: [worked("25 mg of enoxaparin", "From its prefilled syringe.", 25, perMl(100), "injection")],
  };

  it("a 25 mg enoxaparin prefilled syringe (the issue's case), 3 mL of a 1 mL promethazine ampoule, a strength not made", () => {
    const problems = productProblems("mg", 25, fake);
    expect(problems.filter((p) => /no prefilled syringe of 0\.25 mL is made/.test(p))).toHaveLength(3);
    expect(problems.some((p) => /ondansetron injection 7 mg\/1 mL is not made/.test(p))).toBe(true);
    expect(
      productProblems("ml", 3, fake).some((p) => /promethazine.*3 mL is more than any one container holds/.test(p)),
    ).toBe(true);
  });

  it("and passes the same products where they are made: enoxaparin 40 mg, promethazine 25 mg", () => {
    const made = { ...fake, table: fake.table.slice(0, 1), examples: [] };
    expect(productProblems("mg", 40, made)).toEqual([]);
    expect(productProblems("mg", 25, { table: fake.table.slice(1, 2), examples: [] })).toEqual([]);
    expect(productProblems("mg", 25, made)).toEqual([
      "row: enoxaparin prefilled syringe 100 mg/1 mL: no prefilled syringe of 0.25 mL is made (only 0.2 mL, 0.3 mL, 0.4 mL, 0.6 mL, 0.8 mL, 1 mL)",
      "medication: enoxaparin prefilled syringe 100 mg/1 mL: no prefilled syringe of 0.25 mL is made (only 0.2 mL, 0.3 mL, 0.4 mL, 0.6 mL, 0.8 mL, 1 mL)",
    ]);
  });

  it("a container size no product of that strength is sold in", () => {
    expect(containerProblems(["For a 60 mL bottle labelled 250 mg per 5 mL, it holds 3 000 mg."])).toHaveLength(1);
    expect(containerProblems(["A 100 mL bottle labelled 250 mg per 5 mL", "A 250 mL bag of glucose 10%"])).toEqual([]);
    expect(containerProblems(["A 30 mL vial of lidocaine 2%"])).toHaveLength(1);
    // A strength "per 5 mL" is not a 5 mL container.
    expect(containerProblems(["the volume from a 200 mg per 5 mL bottle with a 400 mg per 5 mL bottle"])).toEqual([]);
  });
});

describe("every dose page names only products made as named (issue 56, principle 1)", () => {
  let named = 0;
  it.each(DOSE_CONTENT.map((c) => [c.path, c] as const))("%s", (path, content) => {
    const page = pageOf(path);
    named += namedProducts(page.kind, page.value, content).length;
    expect(productProblems(page.kind, page.value, content)).toEqual([]);
    expect(containerProblems(viewTexts(doseView(path)))).toEqual([]);
  });

  it("the syringe page and the home page name only containers that are sold", () => {
    expect(containerProblems(syringeViewTexts(syringePageView()))).toEqual([]);
    expect(containerProblems(homeViewTexts(homeView()))).toEqual([]);
  });

  it("really checked the pages' products", () => {
    expect(named).toBeGreaterThan(150);
  });

  it("no page names an enoxaparin prefilled syringe at 25 mg", () => {
    const c = DOSE_CONTENT.find((x) => x.path === "/25-mg-to-ml")!;
    expect(namedProducts("mg", 25, c).some((p) => p.name === "enoxaparin")).toBe(false);
    expect(viewTexts(doseView("/25-mg-to-ml")).join(" ")).not.toMatch(/enoxaparin/i);
    void per;
  });
});
