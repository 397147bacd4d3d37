/**
 * The preparation card (issues 16 and 27): hidden on screen; when the page is printed, it is all
 * that is printed, on one A4 or Letter page, black on white. Its lines come from
 * src/machines/converter-card/preparation-card.calc.ts; the date and time are the device's, read
 * when the card mounts and again just before printing (never at build time).
 *
 * The card is portalled to the end of <body>, so that in print every other child of <body> can be
 * taken out of the layout (display: none, not merely hidden): nothing else takes up room, and the
 * card prints on exactly one page. The card only exists while there is something to print (a
 * typed dose with a result, or an agreed double check), so a page's example is never printed as
 * a preparation.
 */
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import styled, { createGlobalStyle } from "styled-components";
import { DISCLAIMER_SHORT } from "~/data/site";
import type { PreparationCardLines } from "~/machines/converter-card/preparation-card.calc";

const PrintOnlyCard = createGlobalStyle`
  @media print {
    @page { margin: 15mm; }
    body:has(> .prep-card) > :not(.prep-card) { display: none !important; }
    body:has(> .prep-card) { background: #fff !important; margin: 0 !important; }
  }
`;

const Card = styled.section`
  display: none;
  @media print {
    display: block;
    color: #000;
    background: #fff;
    font-size: 11pt;
    line-height: 1.4;
    break-inside: avoid;
    h2 { font-size: 15pt; margin: 0 0 6pt; }
    h3 { font-size: 12pt; margin: 8pt 0 4pt; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 3pt 12pt; margin: 0 0 8pt; }
    dt { font-weight: 700; }
    dd { margin: 0; }
    p, li { margin: 0 0 4pt; }
    ul { margin: 0 0 6pt; padding-left: 14pt; }
    .blank { display: inline-block; min-width: 60mm; border-bottom: 1pt solid #000; }
    border: 1pt solid #000;
    padding: 8pt 10pt;
  }
`;

function deviceDateTime(): string {
  return new Date().toLocaleString(undefined, { dateStyle: "long", timeStyle: "short" });
}

/** A typed value, or a line to write it on. */
function Written({ value }: { value: string | null }) {
  return value ? <>{value}</> : <span className="blank">{"\u00a0"}</span>;
}

export function PreparationCard({ lines }: { lines: PreparationCardLines }) {
  // Only ever rendered in the browser: its code loads the first time a card is printed (or with
  // the double check: issue 33), so the pre-rendered HTML, and a page read without JavaScript,
  // have one disclaimer and no hidden heading. Present from its first render, so a print asked
  // for as its code arrives prints it.
  const [when, setWhen] = useState(deviceDateTime);
  useEffect(() => {
    const update = () => setWhen(deviceDateTime());
    window.addEventListener("beforeprint", update);
    return () => window.removeEventListener("beforeprint", update);
  }, []);
  return createPortal(
    <>
      <PrintOnlyCard />
      <Card className="prep-card" aria-hidden="true" data-testid="preparation-card">
        <h2>Preparation card</h2>
        <dl>
          <dt>Medicine</dt>
          <dd>
            <Written value={lines.medicine} />
          </dd>
          <dt>Route</dt>
          <dd>
            <Written value={lines.route} />
          </dd>
          <dt>Strength (as entered: check it against the label)</dt>
          <dd>{lines.strength}</dd>
          <dt>Strength (mg/mL)</dt>
          <dd>{lines.strengthMgPerMl}</dd>
          <dt>Dose</dt>
          <dd>{lines.dose}</dd>
          <dt>Volume</dt>
          <dd>{lines.volume}</dd>
          <dt>Syringe</dt>
          <dd>{lines.syringe}</dd>
          <dt>Worked</dt>
          <dd>{lines.worked}</dd>
        </dl>
        {lines.cautions.length > 0 ? (
          <>
            <h3>Cautions</h3>
            <ul data-testid="preparation-card-cautions">
              {lines.cautions.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>Cautions: none for this volume.</p>
        )}
        <p>{lines.checked}</p>
        <p>
          Prepared by: <span className="blank">{"\u00a0"}</span> Checked by: <span className="blank">{"\u00a0"}</span>
        </p>
        <p>Printed on this device: {when}</p>
        <p>{DISCLAIMER_SHORT}</p>
      </Card>
    </>,
    document.body,
  );
}
