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
import { createPortal } from "react-dom";
import { PRINT_SHEET_CLASS, PrintOnlySheet, PrintSheet, useDeviceDateTime } from "~/components/ui/print-sheet";
import { DISCLAIMER_SHORT } from "~/data/site";
import type { PreparationCardLines } from "~/machines/converter-card/preparation-card.calc";

/** A typed value, or a line to write it on. */
function Written({ value }: { value: string | null }) {
  return value ? <>{value}</> : <span className="blank">{"\u00a0"}</span>;
}

export function PreparationCard({ lines }: { lines: PreparationCardLines }) {
  // Only ever rendered in the browser: its code loads the first time a card is printed (or with
  // the double check: issue 33), so the pre-rendered HTML, and a page read without JavaScript,
  // have one disclaimer and no hidden heading. Present from its first render, so a print asked
  // for as its code arrives prints it.
  const when = useDeviceDateTime();
  return createPortal(
    <>
      <PrintOnlySheet />
      <PrintSheet className={`prep-card ${PRINT_SHEET_CLASS}`} aria-hidden="true" data-testid="preparation-card">
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
      </PrintSheet>
    </>,
    document.body,
  );
}
