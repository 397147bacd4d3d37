/**
 * The site's one announcer: what screen-reader users hear when something changes that they did
 * not move focus to (a result settled, a copy succeeded, a page changed without a reload).
 *
 * Contract, for every island and every view:
 * - The page frame (src/components/frame/site-frame.tsx) renders ONE polite live region,
 *   `<div id="site-announcer" role="status" aria-live="polite" aria-atomic="true">`, visually
 *   hidden and present in the pre-rendered HTML from the first byte, so assistive technology
 *   already watches it before anything is said. Nothing else on a page is a live region: call
 *   `announce(text)` instead of adding one. A visible status that changes while someone types
 *   (a result, the syringe's reading, a summary) is `role="status" aria-live="off"`; toasts are
 *   seen, not spoken (issue 28; tests/e2e/support/live-regions.ts checks every page and state).
 * - `announce(text)` replaces what the region says with `text` (whitespace trimmed; an empty text
 *   is ignored). It finds the region by its id, so it works from any React root or from plain
 *   DOM code, whatever hydrated first.
 * - Saying the same words twice is spoken twice: the region is emptied at once and filled
 *   `ANNOUNCE_DELAY_MS` later (screen readers skip a region whose text did not change). When a
 *   second call comes before the first text was put in, only the last text is said.
 * - Call it from a machine's emitted event (in the view that subscribes with `actor.on(...)`),
 *   never from inside src/machines (no browser API there), and only for what settled: a result
 *   after typing paused or on Calculate, not on every keystroke; and for every action a person
 *   takes (Reset, Clear, a choice, a step of the double check…), one short sentence in the words
 *   the machine emits, true for the state it is in. Subscribe in a view that is mounted before
 *   the event can come (the converter card for the double check, not its panel).
 * - The words are the caller's, already formatted by the shared formatter (src/domain/number/format.ts):
 *   the announcer does not format numbers. It only joins the digit groups the formatter writes
 *   with narrow no-break spaces ("1 350 mL" is said "1350 mL", one number: spokenText), so a
 *   screen reader never reads one figure as two.
 * - In Node (pre-render, unit tests without a DOM) it does nothing. Without the region on the
 *   page it does nothing either, never throws.
 */

import { spokenText } from "~/domain/number/format";

/** The id of the live region the page frame renders. */
export const ANNOUNCER_ID = "site-announcer";

/** Time between emptying the region and putting the new text in, in milliseconds. */
export const ANNOUNCE_DELAY_MS = 100;

let pending: ReturnType<typeof setTimeout> | undefined;

/** Says `text` through the page's polite live region (see the contract above). */
export function announce(text: string): void {
  if (typeof window === "undefined" || typeof document === "undefined") return;
  const words = spokenText(text.trim());
  if (!words) return;
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  if (pending !== undefined) clearTimeout(pending);
  region.textContent = "";
  pending = setTimeout(() => {
    pending = undefined;
    // The region may have been replaced meanwhile (a re-render): look it up again.
    const current = document.getElementById(ANNOUNCER_ID);
    if (current) current.textContent = words;
  }, ANNOUNCE_DELAY_MS);
}
