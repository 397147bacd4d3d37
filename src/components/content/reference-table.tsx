/**
 * A dose page's reference table: concentration | result | typical use. The view is built at
 * pre-render time by src/content/views.ts (converter formula and shared formatter).
 */
import type { ReferenceTableView } from "~/content/view-types";
import { CaptionedTable } from "./data-table";

export function ReferenceTable({ table }: { table: ReferenceTableView }) {
  return (
    <CaptionedTable
      caption={table.caption}
      data={{ "data-table": "reference", "data-kind": table.kind, "data-amount": table.amount }}
      columns={[
        {
          heading: "Concentration",
          num: true,
          cell: (row) => (
            <>
              {row.strength}
              {row.perMl ? <span className="sub">{row.perMl}</span> : null}
            </>
          ),
        },
        { heading: table.resultHeading, num: true, result: true, cell: (row) => row.result },
        {
          heading: "Typical use",
          cell: (row) => (
            <>
              {row.use}
              {row.note ? (
                <span className="sub" data-note="product">
                  {row.note}
                </span>
              ) : null}
            </>
          ),
        },
      ]}
      rows={table.rows}
      rowKey={(row) => `${row.mg}/${row.ml}`}
      rowData={(row) => ({ "data-mg": row.mg, "data-ml": row.ml })}
    />
  );
}
