/**
 * A sheet that is all the page prints (the converter's preparation card, a laboratory tool's
 * notebook record): hidden on screen; in print, black on white in a ruled box, and every other
 * child of <body> out of the layout, so it prints on one page. Render the sheet portalled to the
 * end of <body> with the class `print-sheet` (PRINT_SHEET_CLASS), and `PrintOnlySheet` beside it.
 * `useDeviceDateTime` is the device's date and time, read when the sheet mounts and again just
 * before printing (never at build time).
 */
import { useEffect, useState } from "react";
import styled, { createGlobalStyle } from "styled-components";

/** The class every printed sheet carries (besides its own). */
export const PRINT_SHEET_CLASS = "print-sheet";

export const PrintOnlySheet = createGlobalStyle`
  @media print {
    @page { margin: 15mm; }
    body:has(> .${PRINT_SHEET_CLASS}) > :not(.${PRINT_SHEET_CLASS}) { display: none !important; }
    body:has(> .${PRINT_SHEET_CLASS}) { background: #fff !important; margin: 0 !important; }
  }
`;

export const PrintSheet = styled.section`
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

/** The device's date and time, read now and again just before the page prints. */
export function useDeviceDateTime(): string {
  const [when, setWhen] = useState(deviceDateTime);
  useEffect(() => {
    const update = () => setWhen(deviceDateTime());
    window.addEventListener("beforeprint", update);
    return () => window.removeEventListener("beforeprint", update);
  }, []);
  return when;
}
