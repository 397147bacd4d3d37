/**
 * A dose page's reference table: concentration | result | typical use. The view is built at
 * pre-render time by src/content/views.ts (converter formula and shared formatter).
 */
import type { ReferenceTableView } from "~/content/view-types";
import { CaptionedTable } from "./data-table";
import { NotedCell } from "./noted-cell";

export function ReferenceTable({ table }: { table: ReferenceTableView }) {
  return (
    <CaptionedTable
      caption={table.caption}
      data={{ "data-table": "reference", "data-kind": table.kind, "data-amount": table.amount }}
      columns={[
        {
          heading: "Concentration",
          num: true,
          cell: (row) => <NotedCell text={row.strength} note={row.perMl} />,
        },
        { heading: table.resultHeading, num: true, result: true, cell: (row) => row.result },
        {
          heading: "Typical use",
          cell: (row) => <NotedCell text={row.use} note={row.note} data={{ "data-note": "product" }} />,
        },
      ]}
      rows={table.rows}
      rowKey={(row) => `${row.mg}/${row.ml}`}
      rowData={(row) => ({ "data-mg": row.mg, "data-ml": row.ml })}
    />
  );
}
