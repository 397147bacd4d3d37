/**
 * A laboratory calculation's notebook record, as printed (issue 52, principle 6): hidden on
 * screen; when the page is printed while a result is shown, it is all that is printed, black on
 * white, on one page: the calculator, the entries with their units, the result, every caution, the
 * conventions, the device's date and time (read when the record mounts and again just before
 * printing, never at build time), lines to sign, and the laboratory disclaimer. Its lines come from
 * the machine's record (src/domain/lab/lab-record.ts), through the connect layer.
 *
 * Portalled to the end of <body>, as the preparation card is (src/components/double-check/
 * preparation-card.tsx), so that in print every other child of <body> leaves the layout. Only
 * rendered in the browser, with a result: the pre-rendered HTML has no hidden heading.
 */
import { Fragment } from "react";
import { createPortal } from "react-dom";
import styled from "styled-components";
import { PRINT_SHEET_CLASS, PrintOnlySheet, PrintSheet, useDeviceDateTime } from "~/components/ui/print-sheet";
import { LAB_DISCLAIMER_SHORT } from "~/data/site";
import type { LabRecord } from "~/domain/lab/lab-record";

/** A table's rows (one concentration in every unit, the tubes) in two columns, so the record fits one page. */
const Record = styled(PrintSheet)`
  @media print {
    dl.rows { grid-template-columns: max-content 1fr max-content 1fr; font-size: 10pt; }
  }
`;

export function LabRecordPrint({ record }: { record: LabRecord }) {
  const when = useDeviceDateTime();
  return createPortal(
    <>
      <PrintOnlySheet />
      <Record className={`lab-record ${PRINT_SHEET_CLASS}`} aria-hidden="true" data-testid="lab-record">
        <h2>{record.title}</h2>
        <h3>Entries</h3>
        <dl>
          {record.entries.map((e) => (
            <Fragment key={e.label}>
              <dt>{e.label}</dt>
              <dd>{e.value}</dd>
            </Fragment>
          ))}
        </dl>
        <h3>Result</h3>
        {record.rows && (
          <dl className="rows">
            {record.rows.map((r) => (
              <Fragment key={r.label}>
                <dt>{r.label}</dt>
                <dd>{r.value}</dd>
              </Fragment>
            ))}
          </dl>
        )}
        <ul>
          {record.result.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {record.cautions.length > 0 ? (
          <>
            <h3>Cautions</h3>
            <ul>
              {record.cautions.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>Cautions: none for this result.</p>
        )}
        <h3>Conventions</h3>
        <ul>
          {record.conventions.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <p>Printed on this device: {when}</p>
        <p>
          Prepared by: <span className="blank">{"\u00a0"}</span> Checked by: <span className="blank">{"\u00a0"}</span>
        </p>
        <p>{LAB_DISCLAIMER_SHORT}</p>
      </Record>
    </>,
    document.body,
  );
}
