/** High-alert medicines named on the pages, and the warning each carries (issue 27). */
/**
 * A high-alert medicine (ISMP list of high-alert medications): a mistake can cause serious harm.
 * Its warning goes wherever a page names it (`named` matches the page's own words).
 */
export interface HighAlert {
  readonly id: "opioid" | "insulin" | "anticoagulant" | "promethazine";
  readonly named: RegExp;
  /** The medicine in a few words ("morphine, an opioid"), for the line above the calculator. */
  readonly medicine: string;
  /** Its one line above the calculator, with a link to `warning` (issue 54). */
  readonly short: string;
  readonly warning: string;
}

/** A page's warning: its one line above the calculator and its full text after it. */
export interface HighAlertWarning {
  readonly medicine: string;
  readonly short: string;
  readonly full: string;
}

/** "High-alert medicine: morphine, an opioid." */
const shortLine = (medicine: string) => `High-alert medicine: ${medicine}.`;

export const HIGH_ALERT_SOURCE =
  "ISMP List of High-Alert Medications in Acute Care Settings (opioids, insulin, anticoagulants including low molecular weight heparin, promethazine injection, concentrated medicines); FDA, morphine sulfate oral solution 100 mg per 5 mL (20 mg/mL): medication errors with the concentrated strength.";

export const HIGH_ALERT: readonly HighAlert[] = (
  [
    {
      id: "opioid",
      named: /morphine/i,
      medicine: "morphine, an opioid",
      warning:
        "High-alert medicine: morphine is an opioid, and a mistake with it can stop a person's breathing. Have the dose and the strength checked by a second person. Morphine oral solution also comes as a concentrate of 20 mg/mL (100 mg per 5 mL), ten times stronger than 10 mg per 5 mL and only for people already taking opioids: read the strength on the label every time.",
    },
    {
      id: "anticoagulant",
      named: /enoxaparin/i,
      medicine: "enoxaparin, an anticoagulant",
      warning:
        "High-alert medicine: enoxaparin is an anticoagulant; too much causes bleeding. It is given from its prefilled syringe as prescribed, and the dose (often by body weight) is checked before it is given.",
    },
    {
      id: "promethazine",
      named: /promethazine/i,
      medicine: "promethazine injection",
      warning:
        "High-alert medicine: promethazine injection can cause severe tissue injury, including gangrene, if it leaks from a vein or enters an artery; it is given deep into a muscle, or into a vein only diluted and slowly, as its label directs.",
    },
    {
      id: "insulin",
      named: /\binsulin\b/i,
      medicine: "insulin, dosed in units",
      warning:
        "High-alert medicine: insulin is dosed in units, not mL or mg, and measured only with an insulin syringe of its own strength (U-100 with U-100 insulin). A mistake with it can cause dangerously low blood sugar: have the dose checked.",
    },
  ] satisfies Omit<HighAlert, "short">[]
).map((h) => ({ ...h, short: shortLine(h.medicine) }));

/** The warnings of the high-alert medicines a page's texts name, in catalogue order. */
export function highAlertWarnings(texts: readonly string[]): HighAlertWarning[] {
  const all = texts.join("\n");
  return HIGH_ALERT.filter((h) => h.named.test(all)).map((h) => ({
    medicine: h.medicine,
    short: h.short,
    full: h.warning,
  }));
}

/**
 * A page's high-alert medicines in one line above the calculator (issue 54: the fields come
 * first): "High-alert medicine: morphine, an opioid." or, for several, "High-alert medicines:
 * morphine, an opioid; insulin, dosed in units."; null when the page names none.
 */
export function highAlertLine(warnings: readonly HighAlertWarning[]): string | null {
  if (warnings.length === 0) return null;
  if (warnings.length === 1) return warnings[0]!.short;
  return `High-alert medicines: ${warnings.map((w) => w.medicine).join("; ")}.`;
}
