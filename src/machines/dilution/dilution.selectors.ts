/**
 * Narrow read-outs of the dilution machine for tests (the view reads dilution.connect.ts); the
 * display of a result is in dilution.words.ts.
 * Display follows decisions.md ('Laboratory tools', issue 27): the unknown and the diluent to the
 * significant figures of the most precise value typed (at least 3, so rounding never moves them by
 * more than 0.5 %: 0.0143 mL, never 0.01 mL), trailing zeros dropped, through the shared
 * formatter; a volume under 1 mL also in µL. A stock or diluent volume under 0.1 mL is the state
 * calculated.smallVolume, with its caution.
 */
import type { SnapshotFrom } from "xstate";
import { formatEcho, modeOf, readAs, statusOf } from "../lab-form/lab-form.selectors";
import type { LabStatus } from "../lab-form/lab-form.types";
import type { dilutionMachine } from "./dilution.machine";
import type { SolveFor } from "./dilution.types";
type DilutionSnapshot = SnapshotFrom<typeof dilutionMachine>;

export { formatEcho, readAs };

export const selectSolveFor = (s: DilutionSnapshot): SolveFor => modeOf<SolveFor>(s);
export const selectStatus = (s: DilutionSnapshot): LabStatus => statusOf(s);
