/**
 * A lab page's table of examples in its own scrolling region (focusable, so it scrolls from the
 * keyboard), named by the heading of its section.
 */
import { DataTable, type DataTableProps } from "~/components/content/data-table";
import { TableWrap } from "./lab-ui";

export function LabTable<T>({ labelledBy, ...table }: DataTableProps<T> & { labelledBy: string }) {
  return (
    <TableWrap tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <DataTable {...table} />
    </TableWrap>
  );
}
