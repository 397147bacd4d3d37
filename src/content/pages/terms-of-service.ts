/** The Terms of Service page (/terms-of-service): its lead and sections, written as in Markdown (blocks/text.ts). */
import { SITE_NAME, SUPPORT_EMAIL } from "~/data/site";
import { sections } from "../blocks/text";
import { textPage } from "../page-types";

export default textPage({
  lead: "Please read these terms before relying on any result from this site.",
  lastUpdated: true,
  sections: sections`
    ## Using the site
    By using ${SITE_NAME} you agree to these terms. The site and its calculators are free to use for personal, educational and professional reference.

    ## Educational use only
    The calculators and pages are provided for education and for checking arithmetic. They are not medical advice, and they do not replace the judgement of a qualified healthcare professional, a prescription or a product's own instructions.

    ## Your responsibility
    - Enter the dose and the concentration exactly as prescribed and labelled.
    - Check every result with a qualified healthcare professional before acting on it.
    - Measure doses with an appropriate device, such as an oral syringe, never a household spoon.

    ## Accuracy
    We take care that the formulas, tables and texts are correct, and every table value is computed by the same code as the calculators. Even so, the site is provided as it is, without warranties of any kind, and results are rounded for display.

    ## Limitation of liability
    To the extent the law allows, we are not liable for any loss or harm arising from the use of, or reliance on, the site or its results.

    ## Availability and changes
    We may change, add or remove pages and features, and update these terms. The current terms are always published on this page.

    ## Contact
    Questions about these terms: ${SUPPORT_EMAIL}.
  `,
});
