/**
 * The syringes the site draws and recommends, with the graduations real syringes carry (product
 * spec §9, decisions.md 'Syringe page', issue 27); the table of marks is in syringe.ts's header.
 */
import type { AutoFamily, Syringe, SyringeFamily } from "./syringe.types";

export const SYRINGES: readonly Syringe[] = [
  {
    id: "oral-1",
    family: "oral",
    name: "1 mL oral syringe",
    capacityCml: 100,
    markCml: 1,
    majorCml: 5,
    labelCml: 10,
    unitsPerMl: null,
    use: "small oral doses of liquid medicine, to 0.01 mL",
  },
  {
    id: "oral-3",
    family: "oral",
    name: "3 mL oral syringe",
    capacityCml: 300,
    markCml: 10,
    majorCml: 50,
    labelCml: 50,
    unitsPerMl: null,
    use: "children's oral doses up to 3 mL, such as 2.5 mL",
  },
  {
    id: "oral-5",
    family: "oral",
    name: "5 mL oral syringe",
    capacityCml: 500,
    markCml: 10,
    majorCml: 50,
    labelCml: 100,
    unitsPerMl: null,
    use: "children's oral liquid doses",
  },
  {
    id: "oral-10",
    family: "oral",
    name: "10 mL oral syringe",
    capacityCml: 1000,
    markCml: 50,
    majorCml: 100,
    labelCml: 100,
    unitsPerMl: null,
    use: "larger oral liquid doses",
  },
  {
    id: "insulin-0-5",
    family: "insulin",
    name: "0.5 mL insulin syringe (U-100)",
    capacityCml: 50,
    markCml: 1,
    majorCml: 5,
    labelCml: 10,
    unitsPerMl: 100,
    use: "insulin only, measured in units",
  },
  {
    id: "tuberculin-1",
    family: "injection",
    name: "1 mL tuberculin syringe",
    capacityCml: 100,
    markCml: 1,
    majorCml: 10,
    labelCml: 10,
    unitsPerMl: null,
    use: "small injection volumes to 0.01 mL",
  },
  {
    id: "injection-3",
    family: "injection",
    name: "3 mL syringe",
    capacityCml: 300,
    markCml: 10,
    majorCml: 50,
    labelCml: 50,
    unitsPerMl: null,
    use: "intramuscular and subcutaneous injections",
  },
  {
    id: "injection-5",
    family: "injection",
    name: "5 mL syringe",
    capacityCml: 500,
    markCml: 20,
    majorCml: 100,
    labelCml: 100,
    unitsPerMl: null,
    use: "drawing up and flushing medium volumes",
  },
  {
    id: "injection-10",
    family: "injection",
    name: "10 mL syringe",
    capacityCml: 1000,
    markCml: 20,
    majorCml: 100,
    labelCml: 100,
    unitsPerMl: null,
    use: "larger volumes, flushes and dilutions",
  },
];

export const AUTO_FAMILIES: readonly AutoFamily[] = ["oral", "injection"];

/**
 * Where the graduations come from (listed in the sources of every page that quotes a mark, see
 * src/content/clinical.ts). The catalogue models the marks commonly printed on each size.
 */
export const SYRINGE_GRADUATIONS_SOURCE =
  "Oral syringes (manufacturers' catalogues of enteral and oral dispensers, for example BD and ExactaMed, and NHS patient leaflets on using an oral syringe): 1 mL oral syringes are marked every 0.01 mL, 2.5 to 3 mL and 5 mL oral syringes every 0.1 mL, 10 mL oral syringes every 0.2 or 0.5 mL. Hypodermic syringes: ISO 7886-1 graduation scales (1 mL tuberculin every 0.01 mL, 3 mL every 0.1 mL, 5 and 10 mL every 0.2 mL). Marks differ between makers: the barrel of the syringe in hand is what counts.";

export const FAMILY_LABEL: Readonly<Record<SyringeFamily, string>> = {
  oral: "Oral syringes",
  injection: "Injection syringes",
  insulin: "Insulin syringe",
};

/** Option texts of the automatic choices (shown under the option group "Automatic"). */
export const AUTO_CHOICE_LABEL: Readonly<Record<AutoFamily, string>> = {
  oral: "Recommended oral syringe",
  injection: "Recommended injection syringe",
};
