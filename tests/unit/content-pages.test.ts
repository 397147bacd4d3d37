/**
 * One content file per route (issue 30): the file for a route is src/content/pages/<url>.ts, and
 * src/content/pages/index.ts for "/". Every route of the route table has exactly one file, every
 * file is a route, the registry holds each file under its own URL, and a route's group decides
 * the kind of content its file holds.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_ENTRIES, type RouteEntry } from "~/data/route-table";
import { PAGE_CONTENT } from "~/content/page-registry";
import type { PageContent } from "~/content/page-types";

const PAGES_DIR = path.resolve(__dirname, "../../src/content/pages");

/** "/" → "index.ts", "/30-mg-to-ml" → "30-mg-to-ml.ts". */
const fileOf = (route: string): string => (route === "/" ? "index.ts" : `${route.slice(1)}.ts`);

const FILES = readdirSync(PAGES_DIR).sort();
const ROUTES = PUBLIC_ENTRIES.map((r) => r.path);

/** The kind of content a route's file must hold. */
function kindOf(entry: RouteEntry): PageContent["kind"] {
  if (entry.group === "mg" || entry.group === "ml") return "dose";
  if (entry.group === "home") return "home";
  if (entry.id === "syringe") return "syringe";
  if (entry.id === "molarity") return "molarity";
  if (entry.id === "dilution") return "dilution";
  if (entry.id === "concentration") return "concentration";
  if (entry.id === "serial-dilution") return "serialDilution";
  if (entry.id === "weight-dose") return "weightDose";
  if (entry.id === "reconstitution") return "reconstitution";
  if (entry.id === "infusion-rate") return "infusionRate";
  return entry.path === "/contact" ? "contact" : "text";
}

describe("content files: one per route, named by its URL", () => {
  it("holds only TypeScript content files", () => {
    expect(FILES.filter((f) => !f.endsWith(".ts"))).toEqual([]);
  });

  it("every route of the route table has its file", () => {
    expect(ROUTES.length).toBe(51);
    const missing = ROUTES.filter((r) => !FILES.includes(fileOf(r)));
    expect(missing).toEqual([]);
  });

  it("every file is a route", () => {
    const routeFiles = new Set(ROUTES.map(fileOf));
    expect(FILES.filter((f) => !routeFiles.has(f))).toEqual([]);
  });

  it("exactly one file a route: no two routes name the same file", () => {
    expect(new Set(ROUTES.map(fileOf)).size).toBe(ROUTES.length);
  });

  it("the registry holds every route, under its own URL, and nothing else", () => {
    expect(Object.keys(PAGE_CONTENT)).toEqual(ROUTES);
  });

  it.each(PUBLIC_ENTRIES.map((e) => [e.path, e] as const))(
    "%s: the registry's content is its own file's",
    async (route, entry) => {
      const file = (await import(path.join(PAGES_DIR, fileOf(route)))) as { default: PageContent };
      expect(PAGE_CONTENT[route]).toBe(file.default);
      expect(file.default.kind).toBe(kindOf(entry));
    },
  );
});

describe("the syringe page's safety advice (spec section 9.9)", () => {
  it("advises an oral syringe for volumes under 10 mL and never a household spoon", () => {
    const page = PAGE_CONTENT["/mg-to-ml-syringe"];
    expect(page?.kind).toBe("syringe");
    const tips = page?.kind === "syringe" ? page.safetyTips : [];
    expect(tips).toContain(
      "Use an oral syringe for liquid medicines taken by mouth, especially for volumes under 10 mL.",
    );
    expect(tips).toContain("Never use household spoons: teaspoons and tablespoons vary widely in size.");
  });
});
