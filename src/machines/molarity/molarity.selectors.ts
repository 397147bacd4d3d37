/**
 * Narrow read-outs of the molarity machine for its controls table and tests (the view reads
 * molarity.connect.ts); the display of a result is in molarity.words.ts.
 * Display follows decisions.md 'Laboratory tools' (issue 27): every result to the significant
 * figures of the most precise value typed, at least 3 and at most 6 (so rounding never moves it by
 * more than 0.5 %), trailing zeros dropped (1 M, 5 g, 500 mL); a molarity also in the unit that
 * suits it (0.0000856 M = 85.6 µM). A solution that cannot exist (above 55 M, or above a listed
 * solute's solubility at 25 °C) is a state of its own (calculated.aboveWater,
 * calculated.aboveSolubility) with its caution. Every number goes through the shared formatter
 * (src/domain/number/format.ts).
 */
import type { SnapshotFrom } from "xstate";
import { fieldIssue, formatEcho, modeOf, readAs, statusOf } from "../lab-form/lab-form.selectors";
import type { LabStatus } from "../lab-form/lab-form.types";
import type { molarityMachine } from "./molarity.machine";
import type { MolarityField, MolarityMode } from "./molarity.types";

type MolaritySnapshot = SnapshotFrom<typeof molarityMachine>;

export { formatEcho, readAs };

export const selectSolveFor = (s: MolaritySnapshot): MolarityMode => modeOf<MolarityMode>(s);
export const selectStatus = (s: MolaritySnapshot): LabStatus => statusOf(s);

/** The hint shown under `field`, if any. */
export const selectFieldIssue =
  (field: MolarityField) =>
  (s: MolaritySnapshot): string | null =>
    fieldIssue(s, field);
