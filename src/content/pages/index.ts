/**
 * The home page (/): its texts and inputs. Chart and table rows are inputs; their results are
 * computed when the page is built (src/content/home-view.ts). The quick facts are the product's
 * static claims (product spec §1), shown as given, with a note that the two statistics are not
 * traced to a published source.
 */
import { TOOL_ROUTES } from "~/data/site-routes";
import { formatConcentration } from "~/domain/number/concentration";
import { formatNumber } from "~/domain/number/format";
import { card, mg, mgEq, mgPerMl, mgText, ml, mlText, per, perMl, qa } from "../compute";
import { CALCULATORS_SUMMARY, CALCULATOR_ROUTES } from "../blocks/calculators";
import { COMMON_CHART } from "../blocks/common-chart";
import { WATER } from "../blocks/named-products";
import { homePage } from "../page-types";

/**
 * The mass of 1 mL of water at room temperature (20 °C): 998.2 mg (density 0.9982 g/mL). At about
 * 4 °C, where water is densest, it is 1000 mg (0.99997 g/mL), which the Water preset uses.
 */
const WATER_MG_PER_ML_AT_20_C = 998.2;

/** The label strength the explanation, the how-to and the FAQ work with: 250 mg per 5 mL. */
const LABEL = per(250, 5);

export default homePage({
  intro: "Convert a dose in milligrams to the volume in millilitres, or a volume back to milligrams, for the concentration on your label. Free, private and calm: every calculation happens on your device.",
  explanation: {
    heading: "How mg to mL conversion works",
    paragraphs: [
      "Milligrams (mg) measure mass; millilitres (mL) measure volume. To turn one into the other you need the concentration of the liquid: how many milligrams of medicine each millilitre contains. The label gives it either per mL (10 mg/mL) or per dose volume (250 mg per 5 mL).",
      `Without the concentration there is no answer: 100 mg of one liquid can be a fraction of a millilitre, and of another several millilitres. At ${formatConcentration(mgPerMl(perMl(100)))}, ${mgEq(100, perMl(100))}; at 250 mg per 5 mL, ${mgEq(100, LABEL)}.`,
    ],
  },
  howTo: {
    name: "How to convert mg to mL",
    steps: [
      `Find the concentration on the label and write it as mg per mL: 250 mg per 5 mL is ${formatConcentration(mgPerMl(LABEL))}.`,
      `To get mL, divide the dose in mg by the concentration: ${mg(100)} ÷ ${formatConcentration(mgPerMl(LABEL))} = ${mlText(100, LABEL)}.`,
      `To get mg, multiply the volume in mL by the concentration: ${ml(2.5)} × ${formatConcentration(mgPerMl(LABEL))} = ${mgText(2.5, LABEL)}.`,
      "Measure the volume with an oral syringe or the device supplied with the medicine, never a kitchen spoon, and have the dose checked by a qualified healthcare professional.",
    ],
  },
  standards: [
    card("WHO", "The World Health Organization is the United Nations agency for international public health. It publishes the WHO Model List of Essential Medicines and The International Pharmacopoeia."),
    card("USP", "The United States Pharmacopeia is an independent, non-profit organisation that sets public standards for the identity, strength, quality and purity of medicines, published in the USP–NF."),
    card("EMA", "The European Medicines Agency is the European Union agency responsible for the scientific evaluation, supervision and safety monitoring of medicines in the EU."),
    card("ISO", "The International Organization for Standardization publishes international standards, among them ISO 7886-1 for sterile single-use hypodermic syringes and ISO 80369-3 for enteral connectors such as ENFit."),
  ],
  standardsNote: "These bodies set the standards behind the labels, strengths and syringes you use. This site is independent: it is not endorsed or certified by any of them.",
  quickFacts: [
    card(`1 mL of water = ${mgText(1, perMl(WATER))}`, `At about 4 °C one millilitre of water has a mass of one gram; at room temperature it is about ${formatNumber(WATER_MG_PER_ML_AT_20_C, 0)} mg. That is why the calculator's Water preset is ${formatConcentration(WATER)}. Medicines are different: use the strength on the label.`),
    card("Over 70% of lab experiments", "need mg/mL conversions, a commonly cited figure."),
    card("8% of nursing cases", "A commonly cited figure says dosage errors occur in 8% of nursing cases."),
  ],
  quickFactsNote: "The last two are commonly cited figures that we have not been able to trace to a published study: read them as rough indications of how common these conversions and errors are, not as research results.",
  commonChart: COMMON_CHART,
  syringeTable: {
    strength: perMl(50),
    doses: [2.5, 10, 25, 100, 250],
  },
  syringeIntro: "Small doses of an injection at this example strength and, for each volume, the injection syringe the one syringe rule recommends: the smallest with a mark at that volume.",
  reasons: [
    card("Free, with no sign-up", "Every calculator is free to use, with no account and nothing to install."),
    card("Private by design", "Calculations run in your browser. Nothing you type is sent anywhere, and the site sets no cookies and runs no analytics or advertising."),
    card("Safe number display", "Results follow medication-safety rules: no trailing zeros (2 mL, never 2.0 mL), a leading zero (0.5 mL) and thousands grouped by a thin space (1\u202f200 mg), never by a comma that could be read as a decimal comma."),
    card("Strengths as written on the label", "Type 250 mg per 5 mL, 500 mcg/mL, 1% or 1:1000 in the concentration field and the calculator converts it to mg/mL."),
    card("Many values at once", "Batch Convert converts a list of doses or volumes with the same concentration; copy the results or download them as CSV."),
    card(`${CALCULATOR_ROUTES.length} calculators`, `${CALCULATORS_SUMMARY[0]!.toUpperCase()}${CALCULATORS_SUMMARY.slice(1)}. Each fixed-dose page covers one common dose or volume, with a reference table, worked examples and safety notes.`),
  ],
  advanced: TOOL_ROUTES.map((r) => ({
    title: r.label,
    text: r.description,
    to: r.path,
    linkText: `Open the ${r.label}`,
  })),
  faq: [
    qa("How do I convert mg to mL?", `Divide the dose in mg by the concentration in mg/mL: mL = mg ÷ mg/mL. For example, ${mgEq(100, LABEL)}, because 250 mg per 5 mL is ${formatConcentration(mgPerMl(LABEL))}.`),
    qa("Can I convert mg to mL without the concentration?", "No. Milligrams are a mass and millilitres a volume, so the same number of milligrams takes a different volume in every liquid. Only in a liquid with 1 mg in each mL are the two numbers equal."),
    qa("What does 250 mg/5 mL mean?", `The liquid contains 250 mg of medicine in every 5 mL, which is ${formatConcentration(mgPerMl(LABEL))}. You can type it into the concentration field exactly as written.`),
    qa("Why does the result say 2 mL and not 2.0000 mL?", "Trailing zeros are a known cause of tenfold dosing errors (2.0 mL can be read as 20 mL), so results drop them. Volumes are rounded to at most 4 decimals and masses to 2, always with a leading zero (0.5 mL)."),
    qa("Is anything I type sent to a server?", "No. The calculators run entirely in your browser; nothing you type leaves your device. The site sets no cookies and uses no analytics or advertising."),
  ],
  conclusion: [
    "Converting between mg and mL is simple arithmetic, but a wrong concentration, a misplaced decimal point or a household spoon can turn a correct dose into a harmful one. Use the calculator to check your working, read the label in your hand, and let the syringe calculator show where the volume falls on a syringe.",
    "Every result here is for education and checking only. It is not medical advice: confirm doses with a qualified healthcare professional.",
  ],
});
