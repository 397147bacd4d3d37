/**
 * What a clinical calculator's card must show (tests/model/*-view.test.tsx): the connect layer's
 * view model of a model state (src/machines/clinical-view.ts), checked on the rendered page with
 * Testing Library: radio groups with their hints, fields with their hints and notes, the result region, Copy, 'Copy share link' and a share link's note.
 */
import { expect } from "vitest";
import { screen, within } from "@testing-library/react";
import type { ClinicalView } from "~/machines/clinical-view";
import { COPIED_TEXT } from "~/machines/clinical-view";
import { checkPage } from "./stable-styles";

export function expectClinicalView(want: ClinicalView, resultLabel: string) {
  checkPage(() => {
    expect(screen.getAllByRole("radiogroup").length).toBe(want.groups.length);
    for (const g of want.groups) {
      const radios = within(screen.getByRole("radiogroup", { name: g.name })).getAllByRole("radio");
      expect(radios.map((r) => [r.closest("label")!.textContent, (r as HTMLInputElement).checked])).toEqual(
        g.options.map((o) => [o.label, o.checked]),
      );
      const hint = document.querySelector(`[data-group-hint="${g.id}"]`);
      if (g.hint) expect(hint).toHaveTextContent(g.hint);
      else expect(hint).toBeNull();
    }
    expect(screen.getAllByRole("textbox").map((t) => (t as HTMLInputElement).id)).toEqual(want.fields.map((f) => f.id));
    for (const f of want.fields) {
      const input = screen.getByRole("textbox", { name: f.label });
      expect(input).toHaveValue(f.value);
      if (f.hint) {
        expect(input).toHaveAttribute("aria-invalid", "true");
        expect(input).toHaveAccessibleDescription(expect.stringContaining(f.hint));
      } else expect(input).not.toHaveAttribute("aria-invalid");
      if (f.note) expect(input).toHaveAccessibleDescription(expect.stringContaining(f.note));
    }
    const region = screen.getByRole("status", { name: resultLabel });
    const r = want.result;
    expect(region).toHaveAttribute("data-kind", r.kind);
    for (const text of [r.headline, ...r.lines, ...r.cautions, ...r.working, r.message]) {
      if (text) expect(region).toHaveTextContent(text, { normalizeWhitespace: true });
    }
    for (const [name, disabled] of [
      [want.copy.label, want.copy.disabled],
      [want.share.label, want.share.disabled],
    ] as const) {
      const button = screen.getByRole("button", { name });
      if (disabled) expect(button).toBeDisabled();
      else expect(button).toBeEnabled();
    }
    const note = document.querySelector("[data-share-note]");
    if (want.share.note) expect(note).toHaveTextContent(want.share.note);
    else expect(note).toBeNull();
    if (want.copy.status) expect(screen.getByText(want.copy.status)).toBeInTheDocument();
    else expect(screen.queryByText(COPIED_TEXT)).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });
}
