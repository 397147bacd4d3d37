/** The page /2-5-mg-to-ml (mg to mL): its texts and inputs; every number on it is computed (src/content/compute.ts). */
import { example, measuringStep, mgEq, mlText, per, perMl, qa, row, volumeFor, worked } from "../compute";
import { dosePage } from "../page-types";
import { list } from "../blocks/list";

export default dosePage({
  intro: [
    `This page is preset to 2.5 mg at 5 mg/mL, which gives ${mlText(2.5, perMl(5))}. A 2.5 mg dose is often half of a 5 mg one, and at any strength its volume is half of the 5 mg volume.`,
    "The decimal point is the risk with this dose: 2.5 mg misread as 25 mg is a tenfold overdose. Keep the point clear, never write a trailing zero (2.50 mg), and read the result back before measuring. In web addresses the point is written as a dash, which is why this page lives at /2-5-mg-to-ml.",
  ],
  focus: {
    heading: "Measuring a half-millilitre step",
    paragraphs: [
      `On a liquid labelled 5 mg per 5 mL, ${mgEq(2.5, per(5, 5))}. ${measuringStep(volumeFor(2.5, per(5, 5)), "oral")}`,
    ],
  },
  table: [row(per(5, 5), "oral solution", "cetirizine"), row(per(4, 5), "oral solution", "ondansetron"), example(perMl(2.5)), row(perMl(5), "injection", "haloperidol lactate"), row(perMl(10), "injection", "dexamethasone sodium phosphate"), example(perMl(25))],
  examples: [
    worked("2.5 mg from a 10 mg/mL vial", "A dose of 2.5 mg is drawn from a vial labelled 10 mg/mL.", 2.5, perMl(10), "injection"),
    worked("2.5 mg of an oral liquid labelled 5 mg per 5 mL", "Half of the 5 mL dose volume printed on the label.", 2.5, per(5, 5), "oral"),
  ],
  safety: list`
    - Say and write the dose as “two point five milligrams” and 2.5 mg, never 2.50 mg.
    - Check the result against the 5 mg volume: it should be exactly half.
  `,
  errors: list`
    - Dropping the decimal point and measuring the volume for 25 mg.
    - Halving the volume twice when a 5 mg dose is split in two.
  `,
  pediatric: list`
    - Children's doses such as 2.5 mg are measured with an oral syringe rather than a cup: a cup cannot show a fraction of a millilitre reliably.
    - If the medicine came with its own syringe, use that one: its marks match the volumes the pharmacy expects you to give.
  `,
  faq: [
    qa("Is 2.5 mg half the volume of 5 mg?", `Yes, as long as the strength is the same: ${mgEq(2.5, perMl(10))}, while ${mgEq(5, perMl(10))}. If the two doses come from different products, convert each one separately.`),
  ],
});
