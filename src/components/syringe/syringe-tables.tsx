/**
 * The syringe page's tables: the guide to syringe sizes (from the catalogue) and the reference
 * table of doses with the smallest oral and injection syringe for each volume and where it
 * falls on their marks. The views are built at pre-render time (src/content/syringe.ts) with
 * the converter formula and the syringe calc.
 */
import type { SyringeGuideView, SyringeReferenceView } from "~/content/syringe-view-types";
import { TableScroll } from "~/components/content/content-ui";

export function SyringeGuide({ guide }: { guide: SyringeGuideView }) {
  return (
    <TableScroll className="wide-table" role="region" aria-label={guide.caption} tabIndex={0}>
      <table data-table="syringe-guide">
        <caption>{guide.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Syringe</th>
            <th scope="col">Type</th>
            <th scope="col">Capacity</th>
            <th scope="col">Graduations</th>
            <th scope="col">Used for</th>
          </tr>
        </thead>
        <tbody>
          {guide.rows.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.name}</th>
              <td>{s.type}</td>
              <td className="num">{s.capacity}</td>
              <td>{s.marks}</td>
              <td>{s.use}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function SyringeReferenceTable({ table }: { table: SyringeReferenceView }) {
  return (
    <TableScroll className="wide-table" role="region" aria-label={table.caption} tabIndex={0}>
      <table data-table="syringe-reference" data-mg={table.mg} data-ml={table.ml}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Dose</th>
            <th scope="col">Volume</th>
            <th scope="col">Oral syringe</th>
            <th scope="col">Injection syringe</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.dose} data-dose={row.dose}>
              <th scope="row" className="num">
                {row.doseText}
              </th>
              <td className="num" data-cell="result">
                {row.volume}
              </td>
              <td>
                {row.oral.name}
                <span className="sub">{row.oral.status}</span>
              </td>
              <td>
                {row.injection.name}
                <span className="sub">{row.injection.status}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
