/**
 * Checks a lab-form calculator's rendered page (molarity, dilution) against the screen its connect
 * layer gives for a model state (tools/statecharts/lab-form.screen.ts): each radio group's checked
 * option (exactly one, issue 28), each field, the Calculate button, the result region, the focus.
 */
import { expect } from "vitest";
import { screen, within } from "@testing-library/react";
import type { LabScreen } from "../../tools/statecharts/lab-form.screen";
import { checkPage } from "./stable-styles";
import { createPageEffects } from "~/behaviour/page-effects";
import { COPY_RECORD_LABEL, PRINT_RECORD_LABEL, RECORD_WAITS_NOTE } from "~/domain/lab/lab-record";
import { SHARE_LINK_LABEL } from "~/domain/share/share-fragment";

/** The checks below, read at one moment of the page (see tests/view/stable-styles.ts). */
export function expectLabScreen(expected: LabScreen & { readonly focusedLabel: string | null }) {
  checkPage(() => {
    // Each group's radios are read once, by their labels (a name query per radio costs a name
    // computation of every radio).
    for (const group of expected.groups) {
      const radios = within(screen.getByRole("radiogroup", { name: group.name })).getAllByRole("radio");
      expect(radios.map((r) => [r.closest("label")!.textContent, (r as HTMLInputElement).checked])).toEqual(
        group.options,
      );
    }
    for (const f of expected.fields) {
      const input = screen.getByRole("textbox", { name: f.label });
      expect(input).toHaveValue(f.value);
      if (f.disabled) expect(input).toBeDisabled();
      else expect(input).toBeEnabled();
      if (f.invalid) expect(input).toHaveAttribute("aria-invalid", "true");
      else expect(input).not.toHaveAttribute("aria-invalid");
      if (f.hint) expect(input).toHaveAccessibleDescription(expect.stringContaining(f.hint));
    }
    expect(screen.getByRole("button", { name: expected.calculateName })).toHaveAttribute("type", "submit");
    const region = screen.getByRole("status", { name: expected.regionName });
    for (const text of expected.resultContains) expect(region).toHaveTextContent(text, { normalizeWhitespace: true });
    if (!expected.hasResult) expect(region).not.toHaveTextContent(/ = /);
    expect(region.getAttribute("data-kind")).toBe(expected.resultKind);
    // 'Copy record' and 'Print record': on with a result; off otherwise, the note saying why.
    for (const name of [COPY_RECORD_LABEL, PRINT_RECORD_LABEL]) {
      const button = screen.getByRole("button", { name });
      if (expected.recordEnabled) expect(button).toBeEnabled();
      else expect(button).toBeDisabled();
    }
    const group = screen.getByRole("group", { name: "Keep a record" });
    if (expected.recordEnabled) expect(group).not.toHaveAccessibleDescription(RECORD_WAITS_NOTE);
    else expect(group).toHaveAccessibleDescription(RECORD_WAITS_NOTE);
    // 'Copy share link', and the note of a share link used or ignored (issue 52).
    const share = screen.getByRole("button", { name: SHARE_LINK_LABEL });
    if (expected.link.shareEnabled) expect(share).toBeEnabled();
    else expect(share).toBeDisabled();
    const note = screen.queryByTestId(expected.link.noteId);
    if (expected.link.note === null) expect(note).toBeNull();
    else expect(note).toHaveTextContent(expected.link.note);
    if (expected.focusedLabel) expect(screen.getByRole("textbox", { name: expected.focusedLabel })).toHaveFocus();
  });
}

/**
 * The page's clipboard and printer for a lab form's view test, stood in for: `props` go to the
 * calculator; `expectStep` checks, after a step, that 'Copy record' wrote the record once, 'Copy
 * share link' the link once,
 * 'Print record' printed once, and nothing else did either.
 */
export function recordStandIns() {
  const copies: string[] = [];
  let prints = 0;
  const props = {
    writeClipboard: (text: string) => {
      copies.push(text);
      return Promise.resolve();
    },
    pageEffects: { ...createPageEffects(), standIns: { print: () => void prints++ } },
  };
  return {
    props,
    expectStep: (eventType: string) => {
      // 'Copy record' wrote the record; 'Copy share link' the page's address with the entries.
      const written = copies
        .splice(0)
        .map((text) => (text.includes("Conventions:") ? "record" : text.includes("#v=1&") ? "link" : text));
      expect(written).toEqual(eventType === "COPY" ? ["record"] : eventType === "link.copy" ? ["link"] : []);
      expect(prints).toBe(eventType === "PRINT" ? 1 : 0);
      prints = 0;
    },
  };
}
