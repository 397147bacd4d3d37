/**
 * A chart of several doses at one strength (home page: common chart and syringe table).
 * Volumes are computed by the converter's formula; the optional syringe column by the syringe
 * calc (smallest syringe of a family that holds the volume).
 */
import { formatDose } from "~/lib/number/format";
import { mlText, strengthLabel, syringeFor, volumeFor } from "~/content/compute";
import type { Strength } from "~/content/types";
import type { AutoFamily } from "~/machines/syringe/syringe.types";
import { TableScroll } from "./content-ui";

export interface DoseChartProps {
  doses: readonly number[];
  strength: Strength;
  caption: string;
  /** Adds a column with the smallest syringe of this family that holds each volume. */
  syringeFamily?: AutoFamily;
}

export function DoseChart({ doses, strength, caption, syringeFamily }: DoseChartProps) {
  return (
    <TableScroll role="region" aria-label={caption} tabIndex={0}>
      <table data-table="chart" data-mg={strength.mg} data-ml={strength.ml}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Dose</th>
            <th scope="col">Volume at {strengthLabel(strength)}</th>
            {syringeFamily ? <th scope="col">Smallest {syringeFamily} syringe that holds it</th> : null}
          </tr>
        </thead>
        <tbody>
          {doses.map((dose) => (
            <tr key={dose} data-dose={dose}>
              <th scope="row" className="num">
                {formatDose(dose, "mg")}
              </th>
              <td className="num" data-cell="result">
                {mlText(dose, strength)}
              </td>
              {syringeFamily ? <td>{syringeFor(volumeFor(dose, strength), syringeFamily)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
