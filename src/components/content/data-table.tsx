/**
 * The table inside every data table of the site (dose charts, reference tables, syringe and lab
 * examples): an optional caption, a row of column headings, then one row per item whose first
 * cell is its row heading. The callers keep their scrolling region around it; the cells, their
 * `num` class and `data-cell="result"` marks and each row's data attributes come from the view.
 */
import type { ReactNode } from "react";
import { TableScroll } from "./content-ui";

/** Attributes of a table or a row: `data-*` marks read by the tests (`data-mg`, `data-dose`…). */
export type DataAttributes = Readonly<Record<`data-${string}`, string | number | undefined>>;

export interface TableColumn<T> {
  readonly heading: ReactNode;
  /** Numbers: tabular figures, no wrapping (class "num"). */
  readonly num?: boolean;
  /** The cell holding the computed result (`data-cell="result"`). */
  readonly result?: boolean;
  readonly cell: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  readonly data?: DataAttributes;
  readonly caption?: ReactNode;
  /** The first column heads each row (`<th scope="row">`); a null column is not shown. */
  readonly columns: readonly (TableColumn<T> | null)[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string | number;
  readonly rowData?: (row: T) => DataAttributes;
}

export function DataTable<T>({ data, caption, columns, rows, rowKey, rowData }: DataTableProps<T>) {
  const shown = columns.filter((c): c is TableColumn<T> => c !== null);
  return (
    <table {...data}>
      {caption !== undefined && <caption>{caption}</caption>}
      <thead>
        <tr>
          {shown.map((column, i) => (
            <th key={i} scope="col">
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowData?.(row)}>
            {shown.map((column, i) => {
              const Cell = i === 0 ? "th" : "td";
              return (
                <Cell
                  key={i}
                  scope={i === 0 ? "row" : undefined}
                  className={column.num ? "num" : undefined}
                  data-cell={column.result ? "result" : undefined}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A content page's table in its own scrolling region, which its caption names (focusable, so it
 * scrolls from the keyboard); `wide`, for the tables that may scroll sideways on a phone.
 */
export function CaptionedTable<T>({
  wide = false,
  caption,
  ...table
}: DataTableProps<T> & { wide?: boolean; caption: string }) {
  return (
    <TableScroll className={wide ? "wide-table" : undefined} role="region" aria-label={caption} tabIndex={0}>
      <DataTable caption={caption} {...table} />
    </TableScroll>
  );
}
