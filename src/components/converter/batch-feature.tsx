/**
 * Batch Convert's code (issue 3), a file of its own: loaded the first time its tab is shown
 * (issue 33; the converter card's `batch` region spawns `machine` when it arrives).
 */
export { batchMachine as machine } from "~/machines/batch/batch.machine";
export { BatchPanel } from "./batch-panel";
