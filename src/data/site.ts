/** Site-wide constants. SITE_ORIGIN is the one configurable origin for canonical links and the sitemap. */
export const SITE_NAME = "mg to mL Converter";
export const SITE_TAGLINE = "Medical Dosage Converter";
export const SITE_ORIGIN = (
  (typeof process !== "undefined" && process.env?.SITE_ORIGIN) ||
  "https://mgtomlconverter.example"
).replace(/\/+$/, "");
export const COPYRIGHT_YEAR = 2025;
export const SUPPORT_EMAIL = "support@mgtomlconverter.example";
export const DISCLAIMER_SHORT =
  "For educational use only. Not medical advice: always verify doses with a qualified healthcare professional.";
/**
 * The laboratory tools' own disclaimer (issue 52, principle 7): they make solutions, not doses, so
 * they speak of protocols, labels, safety data sheets, balances and pipettes.
 */
export const LAB_DISCLAIMER_SHORT =
  "For laboratory and teaching use. Check every figure against your protocol, the reagent's label and its safety data sheet before you weigh, pipette or dilute; this page does not replace your laboratory's procedures.";
