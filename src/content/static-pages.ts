/**
 * Text of the static pages: About, Contact, Privacy Policy, Terms of Service and Medical
 * Disclaimer. The privacy text is truthful (decisions.md): no cookies, no analytics, no
 * advertising, and calculations never leave the device.
 */
import { DOSE_PAGES } from "~/data/doses";
import { SITE_NAME, SUPPORT_EMAIL } from "~/data/site";
import { findRoute } from "~/data/site-routes";
import { pageMeta } from "~/lib/meta";
import { CALCULATORS_SUMMARY, CALCULATOR_ROUTES } from "./home";
import type { InfoCard, TextSection } from "./types";
import type { PageData } from "./view-types";

export const ABOUT_LEAD = `${SITE_NAME} is a free set of ${CALCULATOR_ROUTES.length} calculators: ${CALCULATORS_SUMMARY}. Together they turn medicine doses in milligrams into volumes in millilitres and back, draw the volume on a syringe and help prepare laboratory solutions.`;

export const ABOUT_SECTIONS: readonly TextSection[] = [
  {
    heading: "Who it is for",
    paragraphs: [
      "Nurses, pharmacists, medical and nursing students, laboratory staff, patients and caregivers: anyone who needs to check how much liquid holds a dose, or how much medicine is in a volume.",
    ],
  },
  {
    heading: "What it does",
    list: [
      "Converts mg to mL (mL = mg ÷ concentration) and mL to mg (mg = mL × concentration) for any concentration, including strengths written as on a label: 250 mg per 5 mL, 500 mcg/mL, 1% or 1:1,000.",
      `Offers ${DOSE_PAGES.length} fixed-dose converter pages with reference tables, worked examples and safety notes.`,
      "Draws the volume on an oral, tuberculin, insulin or standard syringe, and warns when it falls between marks or does not fit.",
      "Includes a molarity calculator and a C1V1 = C2V2 dilution calculator for laboratory work.",
    ],
  },
  {
    heading: "How results are shown",
    paragraphs: [
      "Doses and volumes follow medication-safety rules for writing numbers: no trailing zeros, a leading zero before a decimal point, a space before the unit and thousands separated by commas. Volumes are rounded to at most four decimals and masses to two. A comma that could be a thousands separator is never guessed at: the calculator asks for the number without it.",
    ],
  },
  {
    heading: "Private by design",
    paragraphs: [
      "Every calculation runs in your browser. There are no accounts, no cookies, no analytics and no advertising, and nothing you type is sent to a server. After your first visit the site also works offline.",
    ],
  },
  {
    heading: "What it is not",
    paragraphs: [
      "The calculators are educational tools for checking arithmetic. They do not decide what dose anyone should take or give, and they are not a substitute for a prescriber, a pharmacist or the product's own instructions.",
    ],
  },
];

export const CONTACT_LEAD =
  "We are glad to hear from you. Email is the only way to reach us: there is no office to visit and no contact form.";

export const CONTACT_CARDS: readonly InfoCard[] = [
  {
    title: "Email support",
    text: "Questions about how a calculator works, or a result you did not expect? Write to us and tell us the values you entered.",
    to: `mailto:${SUPPORT_EMAIL}?subject=Support`,
    linkText: SUPPORT_EMAIL,
  },
  {
    title: "Feedback",
    text: "Ideas for a new page, a clearer explanation or a mistake in our text: we read every message.",
    to: `mailto:${SUPPORT_EMAIL}?subject=Feedback`,
    linkText: "Send feedback",
  },
  {
    title: "Technical help",
    text: "Something not displaying or working in your browser? Tell us the page, the browser and the device you use.",
    to: `mailto:${SUPPORT_EMAIL}?subject=Technical%20help`,
    linkText: "Report a technical problem",
  },
];

export const CONTACT_NOTES: readonly string[] = [
  "The calculators are free, web-only and responsive: they work in any modern browser on phones, tablets and computers. There is no mobile app to download.",
  "We cannot give medical advice or check individual doses by email. For questions about a medicine, ask a pharmacist, a doctor or a nurse. In an emergency call 911 (US) or your local emergency number.",
];

export const PRIVACY_LEAD = "The short version: we collect nothing. Here are the details.";

export const PRIVACY_SECTIONS: readonly TextSection[] = [
  {
    heading: "In short",
    paragraphs: [
      `${SITE_NAME} does not collect personal data. It sets no cookies, runs no analytics and shows no advertising. Everything you type into a calculator stays on your device.`,
    ],
  },
  {
    heading: "Calculations stay on your device",
    paragraphs: [
      "All calculators run in your browser. The numbers you enter, the results and any batch lists are never sent to us or to anyone else, and they are not stored once you leave the page.",
    ],
  },
  {
    heading: "Cookies, analytics and advertising",
    paragraphs: [
      "The site sets no cookies and uses no analytics, tracking pixels, fingerprinting or advertising services. Pages make no requests to third-party hosts.",
    ],
  },
  {
    heading: "Offline use",
    paragraphs: [
      "To work offline, your browser keeps a copy of the site's own pages and files (a service worker cache). It contains only the website itself, never anything you typed, and you can remove it by clearing the site's data in your browser settings.",
    ],
  },
  {
    heading: "Copying results",
    paragraphs: [
      "When you press Copy result, the result is written to your device's clipboard by your browser. The site does not read your clipboard.",
    ],
  },
  {
    heading: "Server logs",
    paragraphs: [
      "Like any website, the pages are delivered by a web server, which may keep standard technical logs (such as the address requesting a page and the time) for security and reliability. We do not use them to identify or profile visitors.",
    ],
  },
  {
    heading: "Email",
    paragraphs: [
      "If you email us, we use your address and message only to reply, and we do not share them.",
    ],
  },
  {
    heading: "Changes",
    paragraphs: ["If this policy changes, the new text will be published on this page."],
  },
];

export const TERMS_LEAD = "Please read these terms before relying on any result from this site.";

export const TERMS_SECTIONS: readonly TextSection[] = [
  {
    heading: "Using the site",
    paragraphs: [
      `By using ${SITE_NAME} you agree to these terms. The site and its calculators are free to use for personal, educational and professional reference.`,
    ],
  },
  {
    heading: "Educational use only",
    paragraphs: [
      "The calculators and pages are provided for education and for checking arithmetic. They are not medical advice, and they do not replace the judgement of a qualified healthcare professional, a prescription or a product's own instructions.",
    ],
  },
  {
    heading: "Your responsibility",
    list: [
      "Enter the dose and the concentration exactly as prescribed and labelled.",
      "Check every result with a qualified healthcare professional before acting on it.",
      "Measure doses with an appropriate device, such as an oral syringe, never a household spoon.",
    ],
  },
  {
    heading: "Accuracy",
    paragraphs: [
      "We take care that the formulas, tables and texts are correct, and every table value is computed by the same code as the calculators. Even so, the site is provided as it is, without warranties of any kind, and results are rounded for display.",
    ],
  },
  {
    heading: "Limitation of liability",
    paragraphs: [
      "To the extent the law allows, we are not liable for any loss or harm arising from the use of, or reliance on, the site or its results.",
    ],
  },
  {
    heading: "Availability and changes",
    paragraphs: [
      "We may change, add or remove pages and features, and update these terms. The current terms are always published on this page.",
    ],
  },
  {
    heading: "Contact",
    paragraphs: [`Questions about these terms: ${SUPPORT_EMAIL}.`],
  },
];

export const DISCLAIMER_LEAD = "This site is for education only and is not medical advice. Verify every dose with a qualified healthcare professional. In an emergency call 911 (US).";

export const DISCLAIMER_SECTIONS: readonly TextSection[] = [
  {
    heading: "Educational use only",
    paragraphs: [
      `${SITE_NAME} is for education and for checking arithmetic only. Nothing on this site is medical advice, and it does not tell anyone what dose to take or to give.`,
    ],
  },
  {
    heading: "Verify every dose",
    paragraphs: [
      "Always verify doses, volumes and conversions with a qualified healthcare professional, such as a doctor, pharmacist or nurse, and follow the prescription and the product's label.",
    ],
  },
  {
    heading: "Limits of the calculators",
    list: [
      "Results depend entirely on the values you enter: a wrong concentration gives a wrong volume.",
      "Results are rounded for display (volumes to at most 4 decimals, masses to 2).",
      "Syringe graduations shown are common ones; the syringe you use may be marked differently.",
      "Medicines named on this site are examples of real label strengths, not recommendations or dosing advice.",
    ],
  },
  {
    heading: "No professional relationship",
    paragraphs: [
      "Using this site does not create a doctor–patient, pharmacist–patient or any other professional relationship.",
    ],
  },
  {
    heading: "In an emergency",
    paragraphs: [
      "If you think someone has taken too much of a medicine, or in any medical emergency, call 911 (US) or your local emergency number immediately. In the US you can also reach Poison Control at 1-800-222-1222.",
    ],
  },
];

/**
 * Loader data of a static page: its <head> and its view (the route's heading with the page's
 * texts). Runs at pre-render time, so the browser only receives the page it shows.
 */
export function staticPageData<V extends object>(path: string, texts: V): PageData<V & { readonly heading: string }> {
  const route = findRoute(path);
  if (!route) throw new Error(`${path} is not in the route table`);
  return { meta: pageMeta(path), view: { heading: route.heading, ...texts } };
}
