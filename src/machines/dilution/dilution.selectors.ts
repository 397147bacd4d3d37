/**
 * Narrow read-outs of the dilution machine for tests (the view reads dilution.connect.ts); the
 * display of a result is in dilution.words.ts.
 * Display follows decisions.md ('Laboratory tools', 'Bench conventions'; issues 27 and 52): the
 * unknown to the significant figures of the most precise value typed (at least 3, so rounding
 * never moves it by more than 0.5 %: 0.0143 mL, never 0.01 mL), in its unit and the unit that
 * suits it, trailing zeros dropped, through the shared formatter. A stock or diluent volume under
 * 0.2 µL is the state calculated.belowPipette, with its caution; C1 and C2 in units nothing links
 * is the state invalid.unitMismatch.
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
