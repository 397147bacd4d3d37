/**
 * Examples of widely marketed strengths at which a dose is a given volume. Examples only: the
 * caption and the note say that this is not dosing advice and that strengths vary.
 */
import type { MedicationView } from "~/content/view-types";
import { Callout, TableScroll } from "./content-ui";

export function MedicationList({ list }: { list: MedicationView }) {
  const { doseText } = list;
  return (
    <>
      <TableScroll className="wide-table" role="region" aria-label={list.caption} tabIndex={0}>
        <table data-table="medications" data-amount={list.dose}>
          <caption>{list.caption}</caption>
          <thead>
            <tr>
              <th scope="col">Medicine</th>
              <th scope="col">Form</th>
              <th scope="col">Labelled strength</th>
              <th scope="col">Volume holding {doseText}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((m) => (
              <tr key={`${m.name}-${m.form}-${m.mg}-${m.ml}`} data-mg={m.mg} data-ml={m.ml}>
                <th scope="row">{m.name}</th>
                <td>{m.form}</td>
                <td className="num">{m.strength}</td>
                <td className="num" data-cell="result">
                  {m.result}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Callout>
        <p>
          These products are listed only to show real label strengths. Whether {doseText} is a suitable dose of any of
          them is for the prescriber to decide. Strengths and products differ between countries and manufacturers:
          always read the label of the product in your hand.
        </p>
      </Callout>
    </>
  );
}
