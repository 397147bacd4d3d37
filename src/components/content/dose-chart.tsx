/**
 * A chart of several doses at one strength (home page: common chart and syringe table). The
 * view is built at pre-render time (src/content/views.ts): volumes by the converter's formula,
 * the optional syringe column by the syringe calc.
 */
import type { DoseChartView } from "~/content/view-types";
import { TableScroll } from "./content-ui";

export function DoseChart({ chart }: { chart: DoseChartView }) {
  return (
    <TableScroll role="region" aria-label={chart.caption} tabIndex={0}>
      <table data-table="chart" data-mg={chart.mg} data-ml={chart.ml}>
        <caption>{chart.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Dose</th>
            <th scope="col">{chart.resultHeading}</th>
            {chart.syringeHeading ? <th scope="col">{chart.syringeHeading}</th> : null}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => (
            <tr key={row.dose} data-dose={row.dose}>
              <th scope="row" className="num">
                {row.doseText}
              </th>
              <td className="num" data-cell="result">
                {row.result}
              </td>
              {chart.syringeHeading ? (
                <td>
                  {row.syringe}
                  {row.syringeNote ? <span className="sub" data-caution="small">{row.syringeNote}</span> : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
