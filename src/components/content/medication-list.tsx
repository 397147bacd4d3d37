/**
 * Examples of widely marketed strengths at which a dose is a given volume. Examples only: the
 * caption and the note say that this is not dosing advice and that strengths vary.
 */
import type { MedicationView } from "~/content/view-types";
import { Callout } from "./content-ui";
import { CaptionedTable } from "./data-table";
import { NotedCell } from "./noted-cell";

export function MedicationList({ list }: { list: MedicationView }) {
  const { doseText } = list;
  return (
    <>
      <CaptionedTable
        wide
        caption={list.caption}
        data={{ "data-table": "medications", "data-amount": list.dose }}
        columns={[
          {
            heading: "Medicine",
            cell: (m) => <NotedCell text={m.name} note={m.note} data={{ "data-note": "product" }} />,
          },
          { heading: "Form", cell: (m) => m.form },
          { heading: "Labelled strength", num: true, cell: (m) => m.strength },
          { heading: <>Volume holding {doseText}</>, num: true, result: true, cell: (m) => m.result },
        ]}
        rows={list.rows}
        rowKey={(m) => `${m.name}-${m.form}-${m.mg}-${m.ml}`}
        rowData={(m) => ({ "data-mg": m.mg, "data-ml": m.ml })}
      />
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
