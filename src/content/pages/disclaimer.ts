/** The Medical Disclaimer page (/disclaimer): its lead and sections, written as in Markdown (blocks/text.ts). */
import { SITE_NAME } from "~/data/site";
import { sections } from "../blocks/text";
import { textPage } from "../page-types";

export default textPage({
  lead: "This site is for education only and is not medical advice. Verify every dose with a qualified healthcare professional. In an emergency call 911 (US).",
  sections: sections`
    ## Educational use only
    ${SITE_NAME} is for education and for checking arithmetic only. Nothing on this site is medical advice, and it does not tell anyone what dose to take or to give.

    ## Verify every dose
    Always verify doses, volumes and conversions with a qualified healthcare professional, such as a doctor, pharmacist or nurse, and follow the prescription and the product's label.

    ## Limits of the calculators
    - Results depend entirely on the values you enter: a wrong concentration gives a wrong volume.
    - Results are rounded for display (volumes to at most 4 decimals, masses to 2).
    - Syringe graduations shown are common ones; the syringe you use may be marked differently.
    - Medicines named on this site are examples of real label strengths, not recommendations or dosing advice.

    ## No professional relationship
    Using this site does not create a doctor–patient, pharmacist–patient or any other professional relationship.

    ## In an emergency
    If you think someone has taken too much of a medicine, or in any medical emergency, call 911 (US) or your local emergency number immediately. In the US you can also reach Poison Control at 1-800-222-1222.
  `,
});
