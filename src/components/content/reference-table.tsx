/**
 * A dose page's reference table: concentration | result | typical use. The view is built at
 * pre-render time by src/content/views.ts (converter formula and shared formatter).
 */
import type { ReferenceTableView } from "~/content/view-types";
import { TableScroll } from "./content-ui";

export function ReferenceTable({ table }: { table: ReferenceTableView }) {
  return (
    <TableScroll role="region" aria-label={table.caption} tabIndex={0}>
      <table data-table="reference" data-kind={table.kind} data-amount={table.amount}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Concentration</th>
            <th scope="col">{table.resultHeading}</th>
            <th scope="col">Typical use</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={`${row.mg}/${row.ml}`} data-mg={row.mg} data-ml={row.ml}>
              <th scope="row" className="num">
                {row.strength}
                {row.perMl ? <span className="sub">{row.perMl}</span> : null}
              </th>
              <td className="num" data-cell="result">
                {row.result}
              </td>
              <td>{row.use}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
