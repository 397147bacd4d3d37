// @vitest-environment jsdom
/**
 * Model-based tests of the weight-based dose calculator, view level: every path of the machine
 * model is played on the rendered calculator with Testing Library, each step done as its controls
 * table says (tests/view/control-driver.ts); after every step the page must show the connect
 * layer's view model of the model state (the very object the view spreads). Played by the clinical
 * calculators' one runner (tests/model/clinical-model.tsx).
 */
import { WeightDoseCalculator } from "~/components/clinical/weight-dose-calculator";
import { RESULT_LABEL } from "~/machines/weight-dose/weight-dose.connect";
import {
  createWeightDoseModel,
  expectedWeightDoseView,
  type WeightDoseSnapshot,
} from "../../tools/statecharts/weight-dose.model";
import type { ShareLink } from "~/domain/share/share-link";
import { weightDoseShare } from "~/machines/weight-dose/weight-dose.share";
import { describeClinicalView } from "./clinical-model";

describeClinicalView<WeightDoseSnapshot>({
  name: "weight-dose",
  model: createWeightDoseModel().withStrategy("walk", 14),
  calculator: (write) => <WeightDoseCalculator writeClipboard={write} />,
  expectedView: expectedWeightDoseView,
  resultLabel: RESULT_LABEL,
  share: weightDoseShare as ShareLink<unknown>,
});
