/** Navigation and footer link lists, derived from the route table (route-table.ts; nothing typed twice). */
import type { DropdownId } from "~/machines/menu/menu.types";
import { HOME_ENTRY, MG_ENTRIES, ML_ENTRIES, STATIC_ENTRIES, TOOL_ENTRIES, findEntry } from "./route-table";

export interface NavLink {
  readonly to: string;
  readonly label: string;
}

/** A titled list of links inside a panel. */
export interface NavGroup {
  readonly title: string;
  readonly links: readonly NavLink[];
}

export interface NavDropdown {
  readonly id: DropdownId;
  /** Trigger text in the header. */
  readonly label: string;
  /** Heading inside the open panel. */
  readonly title: string;
  readonly links: readonly NavLink[];
  /** A second group in the same panel, under its own title. */
  readonly also?: NavGroup;
}

const link = (r: { path: string; label: string }): NavLink => ({ to: r.path, label: r.label });

/**
 * The spec names the dropdowns 'mg to ml' and 'ml to mg'; decisions.md writes the unit mL (capital
 * L) in all visible text, so they read 'mg to mL' and 'mL to mg'.
 */
/**
 * decisions.md "More calculators": the clinical tools (weight-based dose, reconstitution, infusion
 * rate) beside the converters, the laboratory tools (and the spec's syringe calculator) under
 * 'Advanced'.
 */
const CLINICAL_IDS: ReadonlySet<string> = new Set(["weight-dose", "reconstitution", "infusion-rate"]);

/** The clinical calculators, beside the converters: in the 'mg to mL' panel, the side menu and the footer. */
export const CLINICAL_GROUP: NavGroup = {
  title: "Clinical Calculators",
  links: TOOL_ENTRIES.filter((r) => CLINICAL_IDS.has(r.id)).map(link),
};

/** The tools under 'Advanced': the syringe calculator and the laboratory tools. */
const ADVANCED_LINKS: readonly NavLink[] = TOOL_ENTRIES.filter((r) => !CLINICAL_IDS.has(r.id)).map(link);

export const NAV_DROPDOWNS: readonly NavDropdown[] = [
  { id: "mg", label: "mg to mL", title: "Quick Converters", links: MG_ENTRIES.map(link), also: CLINICAL_GROUP },
  { id: "ml", label: "mL to mg", title: "Reverse Converters", links: ML_ENTRIES.map(link) },
  { id: "advanced", label: "Advanced", title: "Scientific Tools", links: ADVANCED_LINKS },
];

/** Every link of a dropdown's panel, its own then its second group's. */
export const panelLinks = (d: NavDropdown): readonly NavLink[] => [...d.links, ...(d.also?.links ?? [])];

export const NAV_HOME: NavLink = link(HOME_ENTRY);
export const NAV_AFTER: readonly NavLink[] = ["/about", "/contact"].map((p) => link(findEntry(p)!));

/** Footer: the first 10 links of each converter list (spec section 2). */
export const FOOTER_MG_LINKS: readonly NavLink[] = MG_ENTRIES.slice(0, 10).map(link);
export const FOOTER_ML_LINKS: readonly NavLink[] = ML_ENTRIES.slice(0, 10).map(link);
export const FOOTER_RESOURCE_LINKS: readonly NavLink[] = [...ADVANCED_LINKS, ...STATIC_ENTRIES.map(link)];
