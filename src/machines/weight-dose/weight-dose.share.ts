/**
 * The weight-based dose calculator's share link (issue 31, on the one codec of every calculator):
 * the weight, the order, the doses a day, the maximum and the strength exactly as typed, and the
 * units, the basis and the syringe as codes; never the dose.
 */
import { clinicalShare } from "~/domain/clinical-share";
import { BASES, EMPTY_INPUTS, ORDER_UNITS, SYRINGE_FAMILIES, TEXT_OF, WEIGHT_UNITS } from "./weight-dose.types";

export const weightDoseShare = clinicalShare("dose", EMPTY_INPUTS, TEXT_OF, {
  weightUnit: WEIGHT_UNITS,
  orderUnit: ORDER_UNITS,
  basis: BASES,
  syringe: SYRINGE_FAMILIES,
});
