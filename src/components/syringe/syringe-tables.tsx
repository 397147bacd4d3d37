/**
 * The syringe page's tables: the guide to syringe sizes (from the catalogue) and the reference
 * table of doses with the smallest oral and injection syringe for each volume and where it
 * falls on their marks. The views are built at pre-render time (src/content/syringe.ts) with
 * the converter formula and the syringe calc.
 */
import { Figures } from "~/components/ui/figures";
import type { SyringeGuideView, SyringeReferenceView } from "~/content/syringe-view-types";
import { CaptionedTable } from "~/components/content/data-table";

export function SyringeGuide({ guide }: { guide: SyringeGuideView }) {
  return (
    <CaptionedTable
      wide
      caption={guide.caption}
      data={{ "data-table": "syringe-guide" }}
      columns={[
        { heading: "Syringe", cell: (s) => s.name },
        { heading: "Type", cell: (s) => s.type },
        { heading: "Capacity", num: true, cell: (s) => s.capacity },
        { heading: "Graduations", cell: (s) => s.marks },
        { heading: "Used for", cell: (s) => s.use },
      ]}
      rows={guide.rows}
      rowKey={(s) => s.id}
    />
  );
}

export function SyringeReferenceTable({ table }: { table: SyringeReferenceView }) {
  return (
    <CaptionedTable
      wide
      caption={table.caption}
      data={{ "data-table": "syringe-reference", "data-mg": table.mg, "data-ml": table.ml }}
      columns={[
        { heading: "Dose", num: true, cell: (row) => row.doseText },
        { heading: "Volume", num: true, result: true, cell: (row) => row.volume },
        { heading: "Oral syringe", cell: (row) => <SyringeFit fit={row.oral} /> },
        { heading: "Injection syringe", cell: (row) => <SyringeFit fit={row.injection} /> },
      ]}
      rows={table.rows}
      rowKey={(row) => row.dose}
      rowData={(row) => ({ "data-dose": row.dose })}
    />
  );
}

/** A syringe and where the volume falls on its marks. */
function SyringeFit({ fit }: { fit: { readonly name: string; readonly status: string } }) {
  return (
    <>
      {fit.name}
      <span className="sub">
        <Figures text={fit.status} />
      </span>
    </>
  );
}
