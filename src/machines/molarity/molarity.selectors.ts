/**
 * Narrow read-outs of the molarity machine for views (and tests); the display of a result is in
 * molarity.words.ts.
 * Display follows decisions.md 'Laboratory tools' (issue 27): every result to the significant
 * figures of the most precise value typed, at least 3 and at most 6 (so rounding never moves it by
 * more than 0.5 %), trailing zeros dropped (1 M, 5 g, 500 mL); a molarity also in the unit that
 * suits it (0.0000856 M = 85.6 µM). A solution that cannot exist (above 55 M, or above a listed
 * solute's solubility at 25 °C) is a state of its own (calculated.aboveWater,
 * calculated.aboveSolubility) with its caution. Every number goes through the shared formatter
 * (src/domain/number/format.ts).
 */
import type { SnapshotFrom } from "xstate";
import { fieldIssue, formatEcho, modeOf, readAs, resultKindOf, statusOf } from "../lab-form/lab-form.selectors";
import type { LabStatus } from "../lab-form/lab-form.types";
import type { molarityMachine } from "./molarity.machine";
import {
  molarityFieldText,
  type MolarityField,
  type MolarityMode,
  type MolarityResultKind,
  type MolarityUnits,
} from "./molarity.types";

type MolaritySnapshot = SnapshotFrom<typeof molarityMachine>;

export type MolarityStatus = LabStatus;

export { formatEcho, readAs };

export const selectSolveFor = (s: MolaritySnapshot): MolarityMode => modeOf<MolarityMode>(s);
export const selectStatus = (s: MolaritySnapshot): MolarityStatus => statusOf(s);
export const selectUnits = (s: MolaritySnapshot): MolarityUnits => s.context.units;

/** The hint shown under `field`, if any. */
export const selectFieldIssue =
  (field: MolarityField) =>
  (s: MolaritySnapshot): string | null =>
    fieldIssue(s, field);

/** Whether `field` is the unknown (its input is disabled and shows the result). */
export const selectIsUnknown =
  (field: MolarityField) =>
  (s: MolaritySnapshot): boolean =>
    selectSolveFor(s) === field;

/** The kind of the result shown (the state within `calculated`), or null without a result. */
export const selectResultKind = (s: MolaritySnapshot): MolarityResultKind | null =>
  resultKindOf(s) as MolarityResultKind | null;

/** The visible text of a field with the snapshot's units. */
export const selectFieldText = (field: MolarityField) => (s: MolaritySnapshot) =>
  molarityFieldText(field, s.context.units);
