/**
 * The preparation card (issue 16): hidden on screen; when the page is printed, it is all that is
 * printed (A4 or Letter, black on white). Its lines come from double-check.calc.ts
 * (`preparationCard`); the date and time are the device's, read when the card mounts and again
 * just before printing (never at build time).
 */
import { useEffect, useState } from "react";
import styled, { createGlobalStyle } from "styled-components";
import { DISCLAIMER_SHORT } from "~/data/site";
import type { PreparationCardLines } from "~/machines/double-check/double-check.calc";

const PrintOnlyCard = createGlobalStyle`
  @media print {
    @page { margin: 15mm; }
    body:has(.prep-card) * { visibility: hidden !important; }
    body:has(.prep-card) .prep-card, body:has(.prep-card) .prep-card * { visibility: visible !important; }
  }
`;

const Card = styled.section`
  display: none;
  @media print {
    display: block;
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
    color: #000;
    background: #fff;
    font-size: 12pt;
    line-height: 1.5;
    h2 { font-size: 16pt; margin: 0 0 8pt; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 4pt 12pt; margin: 0 0 10pt; }
    dt { font-weight: 700; }
    dd { margin: 0; }
    p { margin: 0 0 6pt; }
    border: 1pt solid #000;
    padding: 10pt;
  }
`;

function deviceDateTime(): string {
  return new Date().toLocaleString(undefined, { dateStyle: "long", timeStyle: "short" });
}

export function PreparationCard({ lines }: { lines: PreparationCardLines }) {
  // Rendered only once the island runs (the date and time are the device's): the pre-rendered
  // HTML, and a page read without JavaScript, have one disclaimer and no hidden heading.
  const [when, setWhen] = useState("");
  useEffect(() => {
    setWhen(deviceDateTime());
    const update = () => setWhen(deviceDateTime());
    window.addEventListener("beforeprint", update);
    return () => window.removeEventListener("beforeprint", update);
  }, []);
  if (!when) return null;
  return (
    <>
      <PrintOnlyCard />
      <Card className="prep-card" aria-hidden="true" data-testid="preparation-card">
        <h2>Preparation card</h2>
        <dl>
          <dt>Dose</dt>
          <dd>{lines.dose}</dd>
          <dt>Strength (as on the label)</dt>
          <dd>{lines.strengthAsEntered}</dd>
          <dt>Strength (mg/mL)</dt>
          <dd>{lines.strengthMgPerMl}</dd>
          <dt>Volume</dt>
          <dd>{lines.volume}</dd>
          <dt>Syringe</dt>
          <dd>{lines.syringe}</dd>
          <dt>Worked</dt>
          <dd>{lines.worked}</dd>
        </dl>
        <p>{lines.checked}</p>
        <p>Printed on this device: {when}</p>
        <p>{DISCLAIMER_SHORT}</p>
      </Card>
    </>
  );
}
