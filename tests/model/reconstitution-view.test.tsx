// @vitest-environment jsdom
/**
 * Model-based tests of the reconstitution calculator, view level: every path of the machine
 * model is played on the rendered calculator with Testing Library, each step done as its controls
 * table says (tests/view/control-driver.ts); after every step the page must show the connect
 * layer's view model of the model state (the very object the view spreads). Played by the clinical
 * calculators' one runner (tests/model/clinical-model.tsx).
 */
import { ReconstitutionCalculator } from "~/components/clinical/reconstitution-calculator";
import { RESULT_LABEL } from "~/machines/reconstitution/reconstitution.connect";
import {
  createReconstitutionModel,
  expectedReconstitutionView,
  type ReconstitutionSnapshot,
} from "../../tools/statecharts/reconstitution.model";
import type { ShareLink } from "~/domain/share/share-link";
import { reconstitutionShare } from "~/machines/reconstitution/reconstitution.share";
import { describeClinicalView } from "./clinical-model";

describeClinicalView<ReconstitutionSnapshot>({
  name: "reconstitution",
  model: createReconstitutionModel().withStrategy("walk", 14),
  calculator: (write) => <ReconstitutionCalculator writeClipboard={write} />,
  expectedView: expectedReconstitutionView,
  resultLabel: RESULT_LABEL,
  share: reconstitutionShare as ShareLink<unknown>,
});
