/** The About page (/about): its lead and sections, written as in Markdown (blocks/text.ts). */
import { DOSE_PAGES } from "~/data/doses";
import { SITE_NAME } from "~/data/site";
import { CALCULATORS_SUMMARY, CALCULATOR_ROUTES } from "../blocks/calculators";
import { sections } from "../blocks/text";
import { textPage } from "../page-types";

export default textPage({
  lead: `${SITE_NAME} is a free set of ${CALCULATOR_ROUTES.length} calculators: ${CALCULATORS_SUMMARY}. Together they turn medicine doses in milligrams into volumes in millilitres and back, draw the volume on a syringe and help prepare laboratory solutions.`,
  disclaimerNote: true,
  sections: sections`
    ## Who it is for
    Nurses, pharmacists, medical and nursing students, laboratory staff, patients and caregivers: anyone who needs to check how much liquid holds a dose, or how much medicine is in a volume.

    ## What it does
    - Converts mg to mL (mL = mg ÷ concentration) and mL to mg (mg = mL × concentration) for any concentration, including strengths written as on a label: 250 mg per 5 mL, 500 mcg/mL, 1% or 1:1000.
    - Offers ${DOSE_PAGES.length} fixed-dose converter pages with reference tables, worked examples and safety notes.
    - Draws the volume on an oral, tuberculin, insulin or standard syringe, and warns when it falls between marks or does not fit.
    - Includes a molarity calculator and a C1V1 = C2V2 dilution calculator for laboratory work.

    ## How results are shown
    Doses and volumes follow medication-safety rules for writing numbers: no trailing zeros, a leading zero before a decimal point, a space before the unit and thousands grouped by a thin space (1\u202f200 mg), never by a comma or a point, so that a reader who writes decimal commas cannot read 1\u202f350 mL as 1.35 mL. Volumes are rounded to at most four decimals and masses to two. What you type is read one way or asked about: 1200 and 1 200 are read, “1,200” is asked about (1200 or 1.2?), never guessed. In a dose field “1.000” is asked about too (1000 or 1?) and a power of ten (1e3) is refused; the laboratory calculators read a point as a decimal (4.383 g) and read powers of ten (1e-3). What is in a bag or a vial, and a strength, are read as the label prints them: “25,000 units in 250 mL” is 25\u202f000 units, because a label never writes a zero at the end of decimals (25.000), and the field says how it read the comma; “4,383” is still asked about there. In the mg to mL converter's concentration field this holds for a strength typed with its units (“1,000 mg per 10 mL”); a bare “1,000” there is asked about, as in any dose field.

    ## Private by design
    Every calculation runs in your browser. There are no accounts, no cookies, no analytics and no advertising, and nothing you type is sent to a server. After your first visit the site also works offline.

    ## What it is not
    The calculators are educational tools for checking arithmetic. They do not decide what dose anyone should take or give, and they are not a substitute for a prescriber, a pharmacist or the product's own instructions.
  `,
});
