// @vitest-environment jsdom
/**
 * Model-based tests of the infusion rate calculator, view level: every path of the machine model
 * is played on the rendered calculator with Testing Library, each step done as its controls table
 * says (tests/view/control-driver.ts); after every step the page must show the connect layer's
 * view model of the model state (the very object the view spreads). Played by the clinical
 * calculators' one runner (tests/model/clinical-model.tsx).
 */
import { InfusionRateCalculator } from "~/components/clinical/infusion-rate-calculator";
import { RESULT_LABEL } from "~/machines/infusion-rate/infusion-rate.connect";
import {
  createInfusionRateModel,
  expectedInfusionView,
  type InfusionSnapshot,
} from "../../tools/statecharts/infusion-rate.model";
import type { ShareLink } from "~/domain/share/share-link";
import { infusionShare } from "~/machines/infusion-rate/infusion-rate.share";
import { describeClinicalView } from "./clinical-model";

describeClinicalView<InfusionSnapshot>({
  name: "infusion-rate",
  model: createInfusionRateModel().withStrategy("walk", 14),
  calculator: (write) => <InfusionRateCalculator writeClipboard={write} />,
  expectedView: expectedInfusionView,
  resultLabel: RESULT_LABEL,
  share: infusionShare as ShareLink<unknown>,
  timeoutMs: 300_000,
});
