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
