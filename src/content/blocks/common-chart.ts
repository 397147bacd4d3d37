/**
 * The home page's common chart (spec: 50 mg = 1 mL … 500 mg = 10 mL, based on 250 mg/5 mL), which
 * dose pages also place their dose in.
 */
import { per } from "../compute";
import type { DoseChartInput } from "../page-types";

export const COMMON_CHART: DoseChartInput = {
  strength: per(250, 5),
  doses: [50, 100, 125, 250, 500],
};
