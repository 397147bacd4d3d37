/**
 * The rows of the concentration converter's table in every unit (issue 54, principle 2: the answer
 * in view beside the fields): one row per unit, except that the units of one family left empty
 * for want of a molecular weight share one row ("M, mM, µM, nM | No M, mM, µM or nM without a
 * molecular weight: …"), so the same sentence is not read four or five times over, and the table
 * fits beside the fields. 'Copy all units' and the printed record keep a line per unit.
 */
import type { ConcentrationCell, ConverterUnit } from "./concentration-units.types";
import { CONCENTRATION_MESSAGES } from "./concentration-units.words";

export interface ConcentrationRow {
  /** The row's header: a unit, or the units it stands for ("M, mM, µM, nM"). */
  readonly label: string;
  readonly units: readonly ConverterUnit[];
  /** The concentration in the unit ("15.04 µM"), or why the row is empty. */
  readonly text: string;
  readonly empty: boolean;
  /** The unit the value was typed in. */
  readonly typed: boolean;
}

const needsMolecularWeight = (c: ConcentrationCell) =>
  c.value === null && c.why === CONCENTRATION_MESSAGES.needsMolecularWeight(c.unit);

/** The table's rows, in CONVERTER_UNITS order, neighbours needing a molecular weight in one row. */
export function concentrationRows(cells: readonly ConcentrationCell[]): ConcentrationRow[] {
  const rows: ConcentrationRow[] = [];
  let group: ConcentrationCell[] = [];
  const flush = () => {
    if (group.length === 0) return;
    const units = group.map((c) => c.unit);
    rows.push({
      label: units.join(", "),
      units,
      text: group.length === 1 ? group[0]!.text : CONCENTRATION_MESSAGES.needMolecularWeight(units),
      empty: true,
      typed: false,
    });
    group = [];
  };
  for (const c of cells) {
    if (needsMolecularWeight(c) && (group.length === 0 || group[0]!.family === c.family)) {
      group.push(c);
      continue;
    }
    flush();
    if (needsMolecularWeight(c)) group.push(c);
    else rows.push({ label: c.unit, units: [c.unit], text: c.text, empty: c.value === null, typed: c.typed });
  }
  flush();
  return rows;
}
