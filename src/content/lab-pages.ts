/** The laboratory pages' content (src/content/pages/molarity-calculator.ts, dilution-calculator.ts). */
import { PAGE_CONTENT } from "./page-registry";
import type { DilutionContent, MolarityContent } from "./page-types";

export function molarityContent(): MolarityContent {
  const content = PAGE_CONTENT["/molarity-calculator"];
  if (content?.kind !== "molarity") throw new Error("src/content/pages/molarity-calculator.ts is not the molarity page's content");
  return content;
}

export function dilutionContent(): DilutionContent {
  const content = PAGE_CONTENT["/dilution-calculator"];
  if (content?.kind !== "dilution") throw new Error("src/content/pages/dilution-calculator.ts is not the dilution page's content");
  return content;
}
