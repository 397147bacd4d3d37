/**
 * Examples of widely marketed strengths at which a dose is a given volume. Examples only: the
 * caption and the note say that this is not dosing advice and that strengths vary.
 */
import { mlText, strengthLabel } from "~/content/compute";
import type { MedicationExample } from "~/content/types";
import { formatDose } from "~/lib/number/format";
import { Callout, TableScroll } from "./content-ui";

export function MedicationList({ dose, items }: { dose: number; items: readonly MedicationExample[] }) {
  const caption = `Marketed strengths and the volume that holds ${formatDose(dose, "mg")} (examples, not dosing advice)`;
  return (
    <>
      <TableScroll className="wide-table" role="region" aria-label={caption} tabIndex={0}>
        <table data-table="medications" data-amount={dose}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Medicine</th>
              <th scope="col">Form</th>
              <th scope="col">Labelled strength</th>
              <th scope="col">Volume holding {formatDose(dose, "mg")}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((m) => (
              <tr key={`${m.name}-${m.form}-${m.strength.mg}-${m.strength.ml}`} data-mg={m.strength.mg} data-ml={m.strength.ml}>
                <th scope="row">{m.name}</th>
                <td>{m.form}</td>
                <td className="num">{strengthLabel(m.strength)}</td>
                <td className="num" data-cell="result">
                  {mlText(dose, m.strength)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Callout>
        <p>
          These products are listed only to show real label strengths. Whether {formatDose(dose, "mg")} is a suitable dose of
          any of them is for the prescriber to decide. Strengths and products differ between countries and
          manufacturers: always read the label of the product in your hand.
        </p>
      </Callout>
    </>
  );
}
