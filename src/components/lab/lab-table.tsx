/**
 * A lab page's table of examples in its own scrolling region (focusable, so it scrolls from the
 * keyboard). The table's caption names both the table and its region, so every table and region
 * of the page has a name of its own (the section around it is named by its heading).
 */
import { DataTable, type DataTableProps } from "~/components/content/data-table";
import { TableWrap } from "./lab-ui";

export function LabTable<T>({ caption, ...table }: DataTableProps<T> & { caption: string }) {
  return (
    <TableWrap tabIndex={0} role="region" aria-label={caption}>
      <DataTable caption={caption} {...table} />
    </TableWrap>
  );
}
