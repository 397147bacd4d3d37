/**
 * A dose page's reference table: concentration | result | typical use. The rows are inputs;
 * each result is computed here by the converter's formula and the shared formatter.
 */
import { amountText, resultText, strengthLabel, mgPerMl, type PageKind } from "~/content/compute";
import type { ReferenceRow } from "~/content/types";
import { formatConcentration } from "~/lib/number/concentration";
import { TableScroll } from "./content-ui";

export interface ReferenceTableProps {
  kind: PageKind;
  /** The page's dose in mg (mg pages) or volume in mL (mL pages). */
  amount: number;
  rows: readonly ReferenceRow[];
  caption: string;
}

export function ReferenceTable({ kind, amount, rows, caption }: ReferenceTableProps) {
  const resultHeading = kind === "mg" ? `Volume for ${amountText(kind, amount)}` : `Amount in ${amountText(kind, amount)}`;
  return (
    <TableScroll role="region" aria-label={caption} tabIndex={0}>
      <table data-table="reference" data-kind={kind} data-amount={amount}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Concentration</th>
            <th scope="col">{resultHeading}</th>
            <th scope="col">Typical use</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.strength.mg}/${row.strength.ml}`} data-mg={row.strength.mg} data-ml={row.strength.ml}>
              <th scope="row" className="num">
                {strengthLabel(row.strength)}
                {row.strength.ml !== 1 ? <span className="sub">= {formatConcentration(mgPerMl(row.strength))}</span> : null}
              </th>
              <td className="num" data-cell="result">
                {resultText(kind, amount, row.strength)}
              </td>
              <td>{row.use}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
