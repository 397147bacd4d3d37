/**
 * The converter card's features that load on first use (issue 33), for view tests: their files
 * as the site has them, arriving at once (the module is already here), so a test of Batch
 * Convert or the double check is about them, not about loading. The card's own view test holds
 * its loads instead (tests/model/converter-card-view.test.tsx).
 */
import * as doubleCheck from "~/components/converter/double-check-feature";
import * as batch from "~/components/converter/batch-feature";
import * as printCard from "~/components/converter/print-card-feature";
import type { CardFeatureLoads } from "~/components/converter/use-converter-actor";

export const FEATURES_AT_ONCE: CardFeatureLoads = {
  doubleCheck: () => Promise.resolve(doubleCheck),
  batch: () => Promise.resolve(batch),
  printCard: () => Promise.resolve(printCard),
};
