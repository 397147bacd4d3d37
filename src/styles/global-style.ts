import { createGlobalStyle } from "styled-components";
import { DARK, LIGHT, cssVariables } from "./palette";

export const GlobalStyle = createGlobalStyle`
  :root {
    color-scheme: light dark;
    ${cssVariables(LIGHT)}
  }
  @media (prefers-color-scheme: dark) {
    :root {
      ${cssVariables(DARK)}
    }
  }
  *, *::before, *::after { box-sizing: border-box; }
  /* What is scrolled to (a focused field, an anchor) stops below the sticky header: 65 px tall,
     92 px on phones where the product name takes two lines. */
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 5rem; }
  @media (max-width: ${({ theme }) => theme.bp.sm}) { html { scroll-padding-top: 6.5rem; } }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1rem;
    line-height: 1.6;
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    /* Text can grow (issue 53): a word longer than its line ("Reconstitution" at 200 % text on a
       phone) breaks rather than running off the screen; numbers stay whole (.figure). */
    overflow-wrap: break-word;
  }
  a { color: ${({ theme }) => theme.color.primary}; }
  h1, h2, h3 { line-height: 1.25; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  table { border-collapse: collapse; }
  /*
   * Text fields, text areas and selects: their outline is what shows where to type, so it has at
   * least 3:1 against the field and the surface around it in both schemes (WCAG 1.4.11; the
   * lightest neighbour is the primary-soft panel: 3.6:1 light, 3.7:1 dark). The calculators draw
   * a field's border with the border token (an invalid field with the danger colour): on these
   * elements the token is the control border, so no component needs to know.
   */
  input, select, textarea { --c-border: var(--c-control-border); }
  /*
   * Forced colours (Windows High Contrast and the like) replace every background and border
   * colour with the system's, so a selected tab, a pressed preset and the chosen 'Solve for'
   * button would look exactly like the others, and an invalid field like a valid one. There they are drawn in the system's selection
   * colours with their text underlined: a mark that is not a background colour alone.
   * (:root raises the rules above the components' own [aria-*] rules.)
   */
  @media (forced-colors: active) {
    :root [role="tab"][aria-selected="true"],
    :root button[aria-pressed="true"],
    :root [role="radiogroup"] label[data-checked="true"] {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
      border-color: CanvasText;
      text-decoration: underline;
      text-decoration-thickness: 0.15em;
      text-underline-offset: 0.2em;
    }
    :root [role="tab"][aria-selected="true"] { border-bottom-color: CanvasText; }
    /* An invalid field: a thick double border, where the danger colour is gone (issue 53). */
    :root input[aria-invalid="true"],
    :root textarea[aria-invalid="true"] { border-width: 5px; border-style: double; }
    :root [role="tab"][aria-selected="true"]:focus-visible,
    :root button[aria-pressed="true"]:focus-visible { outline-color: CanvasText; }
  }
  /* A number with its unit, never split over two lines (src/lib/figures.ts, issue 53). */
  .figure { white-space: nowrap; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /*
   * An independent double check (issue 27): while the second person works blind, the page's own
   * answer sentences, tables and examples are out of sight, and so is everything else beside the
   * converter card (the syringe drawing, the card's Behaviour view). The double check's state
   * marks the document (converter-card.tsx); the page comes back after Compare or Cancel.
   */
  html[data-double-check="blind"] main *:not(:has(#converter)):not(#converter):not(#converter *),
  html[data-double-check="blind"] #converter [data-behaviour] {
    display: none !important;
  }
  /* Through every step of a check the card's title is the page's h1 (issue 53): the page's own is out of sight. */
  html[data-double-check="open"] main h1:not(#converter *) {
    display: none !important;
  }
  @media print {
    header, footer, nav, .no-print { display: none !important; }
    body { background: #fff; color: #000; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation: none !important; transition: none !important; }
  }
`;
