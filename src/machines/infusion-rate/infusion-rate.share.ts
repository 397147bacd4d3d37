/**
 * The infusion rate calculator's share link (issue 31, on the one codec of every calculator): the
 * dose rate, the rate, the weight, the bag and the volume exactly as typed, and the direction, the
 * order's unit, per kg or not, the time unit (or none chosen), the weight's unit and the drop
 * factor (or none), and the time's unit (or none) as codes; never the rate worked out.
 */
import { clinicalShare } from "~/domain/clinical-share";
import {
  DIRECTIONS,
  DROP_CHOICES,
  DURATION_UNITS,
  EMPTY_INPUTS,
  PER_TIMES,
  TEXT_OF,
  WEIGHT_UNITS,
} from "./infusion-rate.types";

export const infusionShare = clinicalShare(
  "infusion",
  EMPTY_INPUTS,
  TEXT_OF,
  {
    direction: DIRECTIONS,
    doseUnit: ["mg", "mcg", "units"],
    perKg: [false, true],
    per: [null, ...PER_TIMES],
    weightUnit: WEIGHT_UNITS,
    dropFactor: DROP_CHOICES,
    durationUnit: [null, ...DURATION_UNITS],
  },
  // Issue 56: a volume and a time, a start time; a link made before reads them blank.
  ["duration", "start", "durationUnit"],
);
