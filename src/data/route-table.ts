/**
 * The route table of the site (product spec, section 2), light part: path, route module, id,
 * group and link label of every public route. It is the part the browser needs (navigation,
 * footer, link grids), so it holds no page text. Titles, descriptions, keywords and headings,
 * which only the pre-render reads, are added in ./site-routes.ts. Dose routes come from
 * ./doses.ts; nothing here is typed twice.
 */
import type { MetaDescriptor } from "react-router";
import { MG_PAGES, ML_PAGES, type DosePage } from "./doses";

export type RouteGroup = "home" | "mg" | "ml" | "tool" | "static";

export interface RouteEntry {
  readonly path: string;
  /** Route module, relative to src/. */
  readonly file: string;
  /** Unique route id (the dose pages of both directions share one module). */
  readonly id: string;
  readonly group: RouteGroup;
  /** Short label for navigation and link lists. */
  readonly label: string;
}

/** "2.5 mg to mL" style labels use the plain number, as doses.ts writes them. */
function doseEntry(dose: DosePage): RouteEntry {
  return {
    path: dose.path,
    file: "pages/dose-page.tsx",
    id: `${dose.kind}-${dose.path.slice(1)}`,
    group: dose.kind,
    label: dose.label,
  };
}

export const HOME_ENTRY: RouteEntry = { path: "/", file: "pages/home.tsx", id: "home", group: "home", label: "Home" };

export const MG_ENTRIES: readonly RouteEntry[] = MG_PAGES.map(doseEntry);
export const ML_ENTRIES: readonly RouteEntry[] = ML_PAGES.map(doseEntry);

export const TOOL_ENTRIES: readonly RouteEntry[] = [
  {
    path: "/mg-to-ml-syringe",
    file: "pages/syringe-page.tsx",
    id: "syringe",
    group: "tool",
    label: "Syringe Calculator",
  },
  {
    path: "/molarity-calculator",
    file: "pages/molarity-calculator.tsx",
    id: "molarity",
    group: "tool",
    label: "Molarity Calculator",
  },
  {
    path: "/dilution-calculator",
    file: "pages/dilution-calculator.tsx",
    id: "dilution",
    group: "tool",
    label: "Dilution Calculator",
  },
  {
    path: "/concentration-converter",
    file: "pages/lab-calculator.tsx",
    id: "concentration",
    group: "tool",
    label: "Concentration Converter",
  },
  {
    path: "/weight-based-dose-calculator",
    file: "pages/clinical-calculator.tsx",
    id: "weight-dose",
    group: "tool",
    label: "Weight-Based Dose Calculator",
  },
  {
    path: "/reconstitution-calculator",
    file: "pages/clinical-calculator.tsx",
    id: "reconstitution",
    group: "tool",
    label: "Reconstitution Calculator",
  },
  {
    path: "/serial-dilution-calculator",
    file: "pages/lab-calculator.tsx",
    id: "serial-dilution",
    group: "tool",
    label: "Serial Dilution Calculator",
  },
  {
    path: "/infusion-rate-calculator",
    file: "pages/clinical-calculator.tsx",
    id: "infusion-rate",
    group: "tool",
    label: "Infusion Rate Calculator",
  },
];

/** About, Contact and the legal pages share one route module; their texts are src/content/pages/<url>.ts. */
const staticEntry = (path: string, label: string): RouteEntry => ({
  path,
  file: "pages/static-page.tsx",
  id: path.slice(1),
  group: "static",
  label,
});

export const STATIC_ENTRIES: readonly RouteEntry[] = [
  staticEntry("/about", "About"),
  staticEntry("/contact", "Contact"),
  staticEntry("/privacy-policy", "Privacy Policy"),
  staticEntry("/terms-of-service", "Terms of Service"),
  staticEntry("/disclaimer", "Medical Disclaimer"),
];

/** Every public route, in the order of the spec's route table (46 routes), then the calculators added since: the concentration converter and the serial dilution calculator (issue 32), the weight-based dose, reconstitution and infusion rate calculators (issue 31), 51 in all. */
export const PUBLIC_ENTRIES: readonly RouteEntry[] = [
  HOME_ENTRY,
  ...MG_ENTRIES,
  ...ML_ENTRIES,
  ...TOOL_ENTRIES,
  ...STATIC_ENTRIES,
];

/** "/about/" and "/about" are the same route. */
export function cleanPath(path: string): string {
  return path.replace(/\/+$/, "") || "/";
}

export function findEntry(path: string): RouteEntry | undefined {
  const clean = cleanPath(path);
  return PUBLIC_ENTRIES.find((r) => r.path === clean);
}

/** The Not-found page (any other path): its module, and the texts of its <head>. */
export const NOT_FOUND_ENTRY = {
  path: "*",
  file: "pages/not-found.tsx",
  id: "not-found",
  title: "Page not found – mg to mL Converter",
  description: "The page you asked for does not exist. Return to the mg to mL Converter home page.",
  keywords: "page not found, 404, mg to ml converter",
  /** Pre-rendered at this path and copied to 404.html after the build. */
  prerenderAt: "/404",
} as const;

/** The head of the Not-found page (no canonical link: it is not a page of the site). */
export function notFoundMeta(): MetaDescriptor[] {
  return [
    { title: NOT_FOUND_ENTRY.title },
    { name: "description", content: NOT_FOUND_ENTRY.description },
    { name: "keywords", content: NOT_FOUND_ENTRY.keywords },
    { name: "robots", content: "noindex" },
  ];
}
