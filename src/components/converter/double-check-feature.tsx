/**
 * The double check's code (issue 16), a file of its own: loaded the first time a person asks for a
 * check (issue 33; the converter card's `doubleCheck` region spawns `machine` when it arrives). The
 * preparation card comes with it: an agreed check prints it.
 */
export { doubleCheckMachine as machine } from "~/machines/double-check/double-check.machine";
export { DoubleCheckPanel } from "~/components/double-check/double-check-panel";
export { PrintCard } from "./print-card";
export { selectCheckStep, selectFirst, selectIsBlind } from "~/machines/double-check/double-check.selectors";
