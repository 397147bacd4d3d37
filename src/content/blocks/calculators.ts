/**
 * The calculators of the site in words, for the pages that name them (home, About): counts and
 * names come from the route table.
 */
import { DOSE_ROUTES, HOME_ROUTE, TOOL_ROUTES } from "~/data/site-routes";

/**
 * The calculators of the site (product spec §1 claims "over 40"), counted from the route table:
 * the home converter, every fixed-dose converter page and the tool pages (syringe, molarity,
 * dilution), each a route that carries a calculator.
 */
export const CALCULATOR_ROUTES = [HOME_ROUTE, ...DOSE_ROUTES, ...TOOL_ROUTES].filter((r) => r.calculator);

/** "the Syringe Calculator, the Molarity Calculator and the Dilution Calculator". */
function listOf(items: readonly string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** What the calculators are, in words: the counts and names come from the route table. */
export const CALCULATORS_SUMMARY = `the home converter, ${DOSE_ROUTES.length} fixed-dose converter pages, ${listOf(
  TOOL_ROUTES.map((r) => `the ${r.label}`),
)}`;
