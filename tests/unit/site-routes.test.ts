import { describe, expect, it } from "vitest";
import { DOSE_PAGES, MG_PAGES, ML_PAGES, HOME_PRESET, SYRINGE_PRESET, valueSlug, findDosePage } from "~/data/doses";
import { PUBLIC_ROUTES, prerenderPaths, findRoute, NOT_FOUND_ROUTE, MG_ROUTES, ML_ROUTES } from "~/data/site-routes";
import routes from "~/routes";
import {
  CLINICAL_GROUP,
  FOOTER_MG_LINKS,
  FOOTER_ML_LINKS,
  FOOTER_RESOURCE_LINKS,
  NAV_DROPDOWNS,
  panelLinks,
} from "~/data/navigation";
import { sitemapXml } from "~/lib/site-files";

// The spec's tables (product spec, section 9), typed here once more on purpose: this test is
// the check that the data module says what the spec says.
const SPEC_MG: Array<[string, number, number]> = [
  ["1", 1, 1],
  ["2", 2, 2],
  ["2-5", 2.5, 5],
  ["5", 5, 5],
  ["10", 10, 10],
  ["15", 15, 10],
  ["20", 20, 10],
  ["25", 25, 25],
  ["30", 30, 10],
  ["40", 40, 40],
  ["50", 50, 50],
  ["60", 60, 60],
  ["70", 70, 70],
  ["80", 80, 80],
  ["100", 100, 100],
  ["180", 180, 60],
  ["200", 200, 100],
  ["250", 250, 50],
  ["262", 262, 100],
  ["300", 300, 100],
  ["375", 375, 125],
  ["400", 400, 100],
  ["500", 500, 100],
  ["1200", 1200, 200],
];
const SPEC_ML: Array<[string, number, number]> = [
  ["0-25", 0.25, 10],
  ["0-5", 0.5, 10],
  ["0-75", 0.75, 10],
  ["1", 1, 100],
  ["2-5", 2.5, 20],
  ["3", 3, 50],
  ["5", 5, 50],
  ["10", 10, 50],
  ["15", 15, 50],
  ["20", 20, 50],
  ["60", 60, 50],
  ["100", 100, 50],
  ["250", 250, 50],
];

describe("route data", () => {
  it("has the spec's 46 public routes, the concentration converter and the serial dilution calculator (issue 32), the weight-based dose, reconstitution and infusion rate calculators (issue 31), plus the Not-found page for any other path", () => {
    expect(PUBLIC_ROUTES).toHaveLength(51);
    expect(new Set(PUBLIC_ROUTES.map((r) => r.path)).size).toBe(51);
    expect(MG_PAGES).toHaveLength(24);
    expect(ML_PAGES).toHaveLength(13);
    const paths = PUBLIC_ROUTES.map((r) => r.path);
    for (const p of [
      "/",
      "/mg-to-ml-syringe",
      "/molarity-calculator",
      "/dilution-calculator",
      "/weight-based-dose-calculator",
      "/reconstitution-calculator",
      "/serial-dilution-calculator",
      "/infusion-rate-calculator",
      "/about",
      "/contact",
      "/privacy-policy",
      "/terms-of-service",
      "/disclaimer",
    ]) {
      expect(paths).toContain(p);
    }
  });

  it.each(SPEC_MG)("mg page %s: path, dose and concentration as in the spec", (slug, dose, conc) => {
    const page = findDosePage(`/${slug}-mg-to-ml`);
    expect(page).toBeDefined();
    expect(page!.preset).toEqual({ amount: dose, concentration: conc, direction: "mgToMl", showConcentration: true });
  });

  it.each(SPEC_ML)("mL page %s: path, volume and concentration as in the spec", (slug, vol, conc) => {
    const page = findDosePage(`/${slug}-ml-to-mg`);
    expect(page).toBeDefined();
    expect(page!.preset).toEqual({ amount: vol, concentration: conc, direction: "mlToMg", showConcentration: true });
  });

  it("lists exactly the spec's dose pages, in order", () => {
    expect(MG_PAGES.map((p) => p.path)).toEqual(SPEC_MG.map(([s]) => `/${s}-mg-to-ml`));
    expect(ML_PAGES.map((p) => p.path)).toEqual(SPEC_ML.map(([s]) => `/${s}-ml-to-mg`));
  });

  it("writes decimal points as dashes in slugs", () => {
    expect(valueSlug(2.5)).toBe("2-5");
    expect(valueSlug(0.25)).toBe("0-25");
    expect(valueSlug(1200)).toBe("1200");
  });

  it("home and syringe presets", () => {
    expect(HOME_PRESET).toMatchObject({ amount: 0, concentration: 100, direction: "mgToMl" });
    expect(SYRINGE_PRESET).toMatchObject({ amount: 2.5, concentration: 50, direction: "mgToMl" });
    expect(findDosePage("/20-mg-to-ml")!.preset).toMatchObject({ amount: 20, concentration: 10 });
    expect(findDosePage("/1-ml-to-mg")!.preset.showConcentration).toBe(true);
  });

  it("pre-renders every public route and the Not-found page", () => {
    for (const r of PUBLIC_ROUTES) expect(prerenderPaths).toContain(r.path);
    expect(prerenderPaths).toContain(NOT_FOUND_ROUTE.prerenderAt);
  });

  it("gives every route its own title, description, heading and keywords", () => {
    for (const key of ["title", "description", "heading"] as const) {
      expect(new Set(PUBLIC_ROUTES.map((r) => r[key])).size).toBe(PUBLIC_ROUTES.length);
    }
    for (const r of PUBLIC_ROUTES) expect(r.keywords.length).toBeGreaterThan(0);
  });

  it("the route config is derived from the route table", () => {
    const configured = routes.map((r) => r.path ?? "/");
    for (const r of PUBLIC_ROUTES) expect(configured).toContain(r.path);
    expect(configured).toContain("*");
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
  });

  it("navigation and footer come from the same lists", () => {
    expect(NAV_DROPDOWNS.map((d) => [d.label, d.title])).toEqual([
      ["mg to mL", "Quick Converters"],
      ["mL to mg", "Reverse Converters"],
      ["Advanced", "Scientific Tools"],
    ]);
    expect(NAV_DROPDOWNS[0]!.links.map((l) => l.to)).toEqual(MG_ROUTES.map((r) => r.path));
    expect(NAV_DROPDOWNS[1]!.links.map((l) => l.to)).toEqual(ML_ROUTES.map((r) => r.path));
    expect(FOOTER_MG_LINKS.map((l) => l.to)).toEqual(MG_ROUTES.slice(0, 10).map((r) => r.path));
    expect(FOOTER_ML_LINKS.map((l) => l.to)).toEqual(ML_ROUTES.slice(0, 10).map((r) => r.path));
  });

  it("the clinical tools sit beside the converters, the laboratory tools under 'Advanced' (decisions.md)", () => {
    const clinical = ["/weight-based-dose-calculator", "/reconstitution-calculator", "/infusion-rate-calculator"];
    expect(NAV_DROPDOWNS[0]!.also).toEqual({ title: "Clinical Calculators", links: CLINICAL_GROUP.links });
    expect(CLINICAL_GROUP.links.map((l) => l.to)).toEqual(clinical);
    expect(NAV_DROPDOWNS[2]!.links.map((l) => l.to)).toEqual([
      "/mg-to-ml-syringe",
      "/molarity-calculator",
      "/dilution-calculator",
      "/concentration-converter",
      "/serial-dilution-calculator",
    ]);
    // Every tool is in exactly one place of the menus, and the footer has each once too.
    const inMenus = NAV_DROPDOWNS.flatMap((d) => panelLinks(d).map((l) => l.to));
    expect(new Set(inMenus).size).toBe(inMenus.length);
    const inFooter = [...CLINICAL_GROUP.links, ...FOOTER_RESOURCE_LINKS].map((l) => l.to);
    for (const path of [...clinical, "/molarity-calculator", "/serial-dilution-calculator"])
      expect(
        inFooter.filter((p) => p === path),
        path,
      ).toHaveLength(1);
  });

  it("the sitemap has one absolute URL per public route", () => {
    const xml = sitemapXml();
    expect(xml.match(/<loc>https?:\/\/[^<]+<\/loc>/g)).toHaveLength(PUBLIC_ROUTES.length);
    expect(findRoute("/20-mg-to-ml/")?.path).toBe("/20-mg-to-ml");
    expect(DOSE_PAGES).toHaveLength(37);
  });
});
