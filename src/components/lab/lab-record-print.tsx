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
import { Fragment, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import styled, { createGlobalStyle } from "styled-components";
import { LAB_DISCLAIMER_SHORT } from "~/data/site";
import type { LabRecord } from "~/domain/lab/lab-record";

const PrintOnlyRecord = createGlobalStyle`
  @media print {
    @page { margin: 15mm; }
    body:has(> .lab-record) > :not(.lab-record) { display: none !important; }
    body:has(> .lab-record) { background: #fff !important; margin: 0 !important; }
  }
`;

const Record = styled.section`
  display: none;
  @media print {
    display: block;
    color: #000;
    background: #fff;
    font-size: 11pt;
    line-height: 1.4;
    break-inside: avoid;
    border: 1pt solid #000;
    padding: 8pt 10pt;
    h2 { font-size: 15pt; margin: 0 0 6pt; }
    h3 { font-size: 12pt; margin: 8pt 0 4pt; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 3pt 12pt; margin: 0 0 8pt; }
    dl.rows { grid-template-columns: max-content 1fr max-content 1fr; font-size: 10pt; }
    dt { font-weight: 700; }
    dd { margin: 0; }
    p, li { margin: 0 0 4pt; }
    ul { margin: 0 0 6pt; padding-left: 14pt; }
    .blank { display: inline-block; min-width: 60mm; border-bottom: 1pt solid #000; }
  }
`;

function deviceDateTime(): string {
  return new Date().toLocaleString(undefined, { dateStyle: "long", timeStyle: "short" });
}

export function LabRecordPrint({ record }: { record: LabRecord }) {
  const [when, setWhen] = useState(deviceDateTime);
  useEffect(() => {
    const update = () => setWhen(deviceDateTime());
    window.addEventListener("beforeprint", update);
    return () => window.removeEventListener("beforeprint", update);
  }, []);
  return createPortal(
    <>
      <PrintOnlyRecord />
      <Record className="lab-record" aria-hidden="true" data-testid="lab-record">
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
