/**
 * The route table of the site (product spec, section 2), full part: the light entries of
 * ./route-table.ts (path, module, id, group, label) with each page's heading, title, description
 * and keywords. src/routes.ts, the sitemap, the pre-render list and every page's <head> read from
 * here. Only build-time code imports this module (route loaders, meta, scripts): the browser
 * bundle carries ./route-table.ts alone, and each page gets its own texts as loader data.
 */
import { DOSE_PAGES, MG_PAGES, ML_PAGES, type DosePage } from "./doses";
import { labelNumber } from "./doses";
import { HOME_ENTRY, NOT_FOUND_ENTRY, PUBLIC_ENTRIES, cleanPath, findEntry, type RouteEntry } from "./route-table";

export type { RouteGroup } from "./route-table";

/** A public route with everything its pre-rendered <head> and heading need. */
export interface SiteRoute extends RouteEntry {
  /** Main heading. */
  readonly heading: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /** Whether the page carries a calculator (WebApplication structured data with a free offer). */
  readonly calculator: boolean;
  readonly dose?: DosePage;
}

function doseRoute(dose: DosePage): SiteRoute {
  const v = labelNumber(dose.value);
  const c = labelNumber(dose.preset.concentration);
  // From and to: as written in titles (mg, mL) and as people type them in searches (mg, ml).
  const [from, to] = dose.kind === "mg" ? ["mg", "mL"] : ["mL", "mg"];
  const [typedFrom, typedTo] = [from.toLowerCase(), to.toLowerCase()];
  return {
    ...findEntry(dose.path)!,
    heading: `${v} ${from} to ${to} Converter`,
    title: `${v} ${from} to ${to} – Convert ${v} ${from} to ${to} | mg to mL Converter`,
    description: `Convert ${v} ${from} to ${to} for any concentration. Preset to ${v} ${from} at ${c} mg/mL, with the formula, a reference table and safety notes. Free, private, works offline.`,
    keywords: [
      `${v} ${typedFrom} to ${typedTo}`,
      `${v} ${from} to ${to}`,
      `convert ${v} ${typedFrom} to ${typedTo}`,
      `${v} ${typedFrom} in ${typedTo}`,
      `${typedFrom} to ${typedTo} converter`,
      "dosage calculator",
    ],
    calculator: true,
    dose,
  };
}

/** The light entry of `path` with the page's texts. */
function withTexts(path: string, texts: Omit<SiteRoute, keyof RouteEntry>): SiteRoute {
  const entry = findEntry(path);
  if (!entry) throw new Error(`${path} is not in route-table.ts`);
  return { ...entry, ...texts };
}

export const HOME_ROUTE: SiteRoute = withTexts(HOME_ENTRY.path, {
  heading: "mg to mL Converter",
  title: "mg to mL Converter – Free Medical Dosage Calculator (mg ↔ mL)",
  description:
    "Convert milligrams to millilitres and back for any concentration. Free dosage, syringe, molarity and dilution calculators that run entirely on your device.",
  keywords: [
    "mg to ml",
    "mg to ml converter",
    "ml to mg",
    "dosage calculator",
    "medication conversion",
    "syringe calculator",
  ],
  calculator: true,
});

export const TOOL_ROUTES: readonly SiteRoute[] = [
  withTexts("/mg-to-ml-syringe", {
    heading: "mg to mL Syringe Calculator",
    title: "mg to mL Syringe Calculator – See the Dose on the Syringe | mg to mL Converter",
    description:
      "Convert a dose in mg to mL and see it drawn on an oral, insulin, tuberculin or standard syringe, with the nearest measurable mark and sizing advice.",
    keywords: [
      "mg to ml syringe",
      "syringe calculator",
      "oral syringe dose",
      "insulin syringe units",
      "how many ml in a syringe",
    ],
    calculator: true,
  }),
  withTexts("/molarity-calculator", {
    heading: "Molarity Calculator",
    title: "Molarity Calculator – Mass, Molecular Weight and Volume to M | mg to mL Converter",
    description:
      "Calculate the molarity of a solution from the mass of solute, its molecular weight and the volume. Results in M, mM and µM, computed on your device.",
    keywords: [
      "molarity calculator",
      "molar concentration",
      "mol/L calculator",
      "mM calculator",
      "solution preparation",
    ],
    calculator: true,
  }),
  withTexts("/dilution-calculator", {
    heading: "Dilution Calculator",
    title: "Dilution Calculator (C1V1 = C2V2) – Stock and Diluent Volumes | mg to mL Converter",
    description:
      "Solve C1 × V1 = C2 × V2 for the stock volume, final volume or final concentration, and see how much diluent to add. Free and private.",
    keywords: [
      "dilution calculator",
      "c1v1 c2v2 calculator",
      "stock solution dilution",
      "diluent volume",
      "serial dilution",
    ],
    calculator: true,
  }),
  withTexts("/concentration-converter", {
    heading: "Concentration Converter",
    title: "Concentration Converter – mg/mL, µM, mM, % w/v and ppm | mg to mL Converter",
    description:
      "Convert a concentration between mg/mL, mcg/mL, g/L, % w/v, ppm, M, mM, µM and nM at once, with a molecular weight in g/mol or kDa. Free, private, on your device.",
    keywords: [
      "concentration converter",
      "mg/ml to um",
      "molar to mg/ml",
      "protein molarity calculator",
      "percent w/v to molarity",
      "ppm to mg/l",
    ],
    calculator: true,
  }),
  withTexts("/weight-based-dose-calculator", {
    heading: "Weight-Based Dose Calculator",
    title: "Weight-Based Dose Calculator – mg/kg Dose and Volume in mL | mg to mL Converter",
    description:
      "Work out a dose ordered in mg/kg or mcg/kg from a weight in kg or lb, per dose or per day, capped at your maximum, and the volume in mL at the label strength.",
    keywords: [
      "weight based dose calculator",
      "mg/kg calculator",
      "pediatric dose calculator",
      "dose by weight",
      "mcg/kg dose",
    ],
    calculator: true,
  }),
  withTexts("/reconstitution-calculator", {
    heading: "Reconstitution Calculator",
    title: "Reconstitution Calculator – Powder Vial Concentration and Volume to Draw | mg to mL Converter",
    description:
      "Work out the concentration of a powder vial after adding diluent, with the displacement volume, the volume to draw for a dose, or the diluent to add for a target concentration.",
    keywords: [
      "reconstitution calculator",
      "displacement volume",
      "powder vial concentration",
      "diluent volume calculator",
      "reconstitute injection",
    ],
    calculator: true,
  }),
  withTexts("/serial-dilution-calculator", {
    heading: "Serial Dilution Calculator",
    title: "Serial Dilution Calculator – Transfer Volume, Diluent and Tube Table | mg to mL Converter",
    description:
      "Plan a serial dilution from a stock: dilution factor per step or a final concentration, number of steps, final volume per tube. Transfer and diluent volumes, every tube's concentration, CSV.",
    keywords: [
      "serial dilution calculator",
      "10 fold serial dilution",
      "2 fold serial dilution",
      "dilution factor calculator",
      "transfer volume",
      "dilution series",
    ],
    calculator: true,
  }),
  withTexts("/infusion-rate-calculator", {
    heading: "Infusion Rate Calculator",
    title: "Infusion Rate Calculator – mL/h, Drops per Minute and Dose Rate | mg to mL Converter",
    description:
      "Work out the rate in mL/h from a dose ordered in mg/h, mg/min, mcg/min, mcg/kg/min or units/h and the bag, or the dose rate from mL/h; drops per minute and infusion time.",
    keywords: [
      "infusion rate calculator",
      "mL/h calculator",
      "mcg/kg/min to mL/h",
      "drip rate calculator",
      "drops per minute calculator",
    ],
    calculator: true,
  }),
];

function staticRoute(path: string, heading: string, title: string, description: string, keywords: string[]): SiteRoute {
  return withTexts(path, { heading, title, description, keywords, calculator: false });
}

export const STATIC_ROUTES: readonly SiteRoute[] = [
  staticRoute(
    "/about",
    "About mg to mL Converter",
    "About – mg to mL Converter",
    "Who the mg to mL Converter is for, how its calculators work and why every calculation stays on your device.",
    ["about mg to ml converter", "dosage calculator", "medical calculator"],
  ),
  staticRoute(
    "/contact",
    "Contact Us",
    "Contact – mg to mL Converter",
    "How to reach the mg to mL Converter team for support, feedback and technical help.",
    ["contact", "support", "feedback"],
  ),
  staticRoute(
    "/privacy-policy",
    "Privacy Policy",
    "Privacy Policy – mg to mL Converter",
    "The mg to mL Converter collects no personal data, sets no cookies and runs no analytics or advertising: every calculation stays on your device.",
    ["privacy policy", "no cookies", "no tracking"],
  ),
  staticRoute(
    "/terms-of-service",
    "Terms of Service",
    "Terms of Service – mg to mL Converter",
    "The terms for using the free mg to mL Converter website and its calculators.",
    ["terms of service", "terms of use"],
  ),
  staticRoute(
    "/disclaimer",
    "Medical Disclaimer",
    "Medical Disclaimer – mg to mL Converter",
    "The mg to mL Converter is for education only and is not medical advice. Verify every dose with a qualified healthcare professional.",
    ["medical disclaimer", "not medical advice"],
  ),
];

export const MG_ROUTES: readonly SiteRoute[] = MG_PAGES.map(doseRoute);
export const ML_ROUTES: readonly SiteRoute[] = ML_PAGES.map(doseRoute);
export const DOSE_ROUTES: readonly SiteRoute[] = DOSE_PAGES.map(doseRoute);

/** Every public route, in the order of the spec's route table (46), then the concentration converter, the serial dilution, weight-based dose, reconstitution and infusion rate calculators: 51; any other path gets the Not-found page. */
export const PUBLIC_ROUTES: readonly SiteRoute[] = [
  HOME_ROUTE,
  ...MG_ROUTES,
  ...ML_ROUTES,
  ...TOOL_ROUTES,
  ...STATIC_ROUTES,
];

export const NOT_FOUND_ROUTE = NOT_FOUND_ENTRY;

/** Files generated from the route table at build time (resource routes, no page). */
export const RESOURCE_ROUTES = [
  { path: "/sitemap.xml", file: "pages/sitemap-xml.ts", id: "sitemap" },
  { path: "/robots.txt", file: "pages/robots-txt.ts", id: "robots" },
] as const;

/** The pre-render list: every public route, the Not-found page and the resource files. */
export const prerenderPaths: string[] = [
  ...PUBLIC_ROUTES.map((r) => r.path),
  NOT_FOUND_ROUTE.prerenderAt,
  ...RESOURCE_ROUTES.map((r) => r.path),
];

export function findRoute(path: string): SiteRoute | undefined {
  const clean = cleanPath(path);
  return PUBLIC_ROUTES.find((r) => r.path === clean);
}

// The two halves of the route table must list the same routes in the same order.
if (PUBLIC_ROUTES.map((r) => r.path).join() !== PUBLIC_ENTRIES.map((r) => r.path).join()) {
  throw new Error("site-routes.ts and route-table.ts list different routes");
}
