/**
 * A chart of several doses at one strength (home page: common chart and syringe table). The
 * view is built at pre-render time (src/content/views.ts): volumes by the converter's formula,
 * the optional syringe column by the syringe calc.
 */
import type { DoseChartView } from "~/content/view-types";
import { CaptionedTable } from "./data-table";
import { NotedCell } from "./noted-cell";

export function DoseChart({ chart }: { chart: DoseChartView }) {
  return (
    <CaptionedTable
      caption={chart.caption}
      data={{ "data-table": "chart", "data-mg": chart.mg, "data-ml": chart.ml }}
      columns={[
        { heading: "Dose", num: true, cell: (row) => row.doseText },
        { heading: chart.resultHeading, num: true, result: true, cell: (row) => row.result },
        chart.syringeHeading
          ? {
              heading: chart.syringeHeading,
              cell: (row) => <NotedCell text={row.syringe} note={row.syringeNote} data={{ "data-caution": "small" }} />,
            }
          : null,
      ]}
      rows={chart.rows}
      rowKey={(row) => row.dose}
      rowData={(row) => ({ "data-dose": row.dose })}
    />
  );
}
