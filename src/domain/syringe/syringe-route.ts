/**
 * Whether the syringe drawn suits the route stated for the preparation (decisions.md 'Dose
 * safety': a warning travels with what it is about). A medicine taken by mouth is measured with an
 * oral syringe, which cannot be connected to a needle or an intravenous line; an injection is
 * drawn up with an injection syringe. The syringe page lets a person choose any syringe, so the
 * two can disagree: that is a caution of its own, in the panel, the announcer's words, the copied
 * line and the print card. Pure: no React, no browser API.
 */
import type { Route } from "~/domain/dose/conversion";
import { isAutoChoice, syringeById } from "./syringe";
import type { Syringe, SyringeChoice, SyringeFamily } from "./syringe.types";

/**
 * How the syringe drawn meets the route (the syringe machine's `route` region has one state each):
 * - suits: an oral syringe by mouth or with no route stated, an injection syringe for an injection;
 * - injectionByMouth: an injection (or insulin) syringe for a medicine taken by mouth;
 * - injectionNoRoute: an injection (or insulin) syringe with no route stated;
 * - oralForInjection: an oral syringe for an injection.
 */
export type RouteFit = "suits" | "injectionByMouth" | "injectionNoRoute" | "oralForInjection";

export const ROUTE_FITS: readonly RouteFit[] = ["suits", "injectionByMouth", "injectionNoRoute", "oralForInjection"];

/** How a syringe of this family meets the route. */
export function routeFit(route: Route, family: SyringeFamily): RouteFit {
  if (family === "oral") return route === "injection" ? "oralForInjection" : "suits";
  if (route === "injection") return "suits";
  return route === "oral" ? "injectionByMouth" : "injectionNoRoute";
}

/** The family of the syringe a choice draws: automatic choices keep to their family. */
export function familyOfChoice(choice: SyringeChoice): SyringeFamily {
  return isAutoChoice(choice) ? (choice === "auto-oral" ? "oral" : "injection") : syringeById(choice).family;
}

/** How the syringe a choice draws meets the route. */
export function routeFitOfChoice(route: Route, choice: SyringeChoice): RouteFit {
  return routeFit(route, familyOfChoice(choice));
}

const KIND: Readonly<Record<SyringeFamily, string>> = {
  oral: "an oral syringe",
  injection: "an injection syringe",
  insulin: "an insulin syringe",
};

/** The caution when the syringe drawn does not suit the route, or null when it does. */
export function routeCautionText(fit: RouteFit, syringe: Syringe): string | null {
  switch (fit) {
    case "suits":
      return null;
    case "injectionByMouth":
      return `Wrong kind of syringe for the route: the route is by mouth, and the ${syringe.name} is ${KIND[syringe.family]}. Measure a medicine taken by mouth with an oral syringe: it cannot be connected to a needle or an intravenous line.`;
    case "injectionNoRoute":
      return `No route stated, and the ${syringe.name} is ${KIND[syringe.family]}. If this medicine is taken by mouth, measure it with an oral syringe, which cannot be connected to a needle or an intravenous line, and state the route.`;
    case "oralForInjection":
      return `Wrong kind of syringe for the route: the route is injection, and the ${syringe.name} is ${KIND[syringe.family]}, for medicines taken by mouth; it does not fit a needle. Choose an injection syringe.`;
  }
}

/** The caution for a syringe drawn with the route stated, or null when they agree. */
export function routeCaution(route: Route, syringe: Syringe): string | null {
  return routeCautionText(routeFit(route, syringe.family), syringe);
}

/**
 * A syringe's warnings with the route's caution among them: first, unless the insulin syringe was
 * chosen for a dose, whose warning (insulin only, in units) stays first, the danger it is.
 */
export function withRouteCaution(
  warnings: readonly string[],
  caution: string | null,
  insulinForDose: boolean,
): readonly string[] {
  if (!caution) return warnings;
  return insulinForDose && warnings.length > 0 ? [warnings[0]!, caution, ...warnings.slice(1)] : [caution, ...warnings];
}
