/**
 * What a clinical calculator's card must show (tests/model/*-view.test.tsx): the connect layer's
 * view model of a model state (src/machines/clinical-view.ts), checked on the rendered page with
 * Testing Library: the number rules the fields follow, radio groups with their hints, fields with their hints and notes, the result region, Copy, 'Copy share link' and a share link's note.
 */
import { expect } from "vitest";
import { screen, within } from "@testing-library/react";
import type { CheckView, ClinicalView } from "~/machines/clinical-view";
import { COPIED_TEXT } from "~/machines/clinical-view";
import { checkPage } from "./stable-styles";
import { FIELD_RULES } from "~/domain/number/field-kinds";

export function expectClinicalView(want: ClinicalView, resultLabel: string) {
  checkPage(() => {
    // While a double check is blind, the card shows the check's panel only, with the second entry's form.
    const blind = want.check?.blind === true;
    const form = blind ? want.check : want;
    // The number conventions the fields follow, one line each (issue 56: "label" while a label field is on the form).
    expect(
      [...document.querySelectorAll("[data-number-rule]")].map((p) => [
        p.getAttribute("data-number-rule"),
        p.textContent,
      ]),
    ).toEqual(want.numberRules.map((kind) => [kind, FIELD_RULES[kind].says]));
    expect(screen.queryAllByRole("radiogroup").length).toBe(form.groups.length);
    for (const g of form.groups) {
      const radios = within(screen.getByRole("radiogroup", { name: g.name })).getAllByRole("radio");
      expect(radios.map((r) => [r.closest("label")!.textContent, (r as HTMLInputElement).checked])).toEqual(
        g.options.map((o) => [o.label, o.checked]),
      );
      const hint = document.querySelector(`[data-group-hint="${g.id}"]`);
      if (g.hint) expect(hint).toHaveTextContent(g.hint);
      else expect(hint).toBeNull();
    }
    expect(screen.queryAllByRole("textbox").map((t) => (t as HTMLInputElement).id)).toEqual(
      form.fields.map((f) => f.id),
    );
    for (const f of form.fields) {
      const input = screen.getByRole("textbox", { name: f.label });
      expect(input).toHaveValue(f.value);
      if (f.hint) {
        expect(input).toHaveAttribute("aria-invalid", "true");
        expect(input).toHaveAccessibleDescription(expect.stringContaining(f.hint));
      } else expect(input).not.toHaveAttribute("aria-invalid");
      if (f.note) expect(input).toHaveAccessibleDescription(expect.stringContaining(f.note));
    }
    if (want.check) expectCheckPanel(want.check);
    if (blind) {
      // Neither the result nor anything that would show it.
      expect(screen.queryByRole("status", { name: resultLabel })).toBeNull();
      expect(screen.queryByRole("button", { name: want.copy.label })).toBeNull();
      expect(screen.queryByRole("button", { name: want.share.label })).toBeNull();
      expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
      return;
    }
    const region = screen.getByRole("status", { name: resultLabel });
    const r = want.result;
    expect(region).toHaveAttribute("data-kind", r.kind);
    for (const text of [r.headline, ...r.lines, ...r.cautions, ...r.working, r.message]) {
      if (text) expect(region).toHaveTextContent(text, { normalizeWhitespace: true });
    }
    // A button that waits for a result says why it is off (issue 53): the connect layer's reason,
    // as its accessible description and beside it; no reason while it is on.
    const reason = want.copy.reason;
    for (const [name, disabled, described] of [
      [want.copy.label, want.copy.disabled, reason],
      [want.share.label, want.share.disabled, null],
      ...(want.check
        ? [
            [
              want.check.request.label,
              want.check.request.disabled,
              want.check.request.disabled ? reason : null,
            ] as const,
          ]
        : []),
    ] as const) {
      const button = screen.getByRole("button", { name });
      if (disabled) expect(button).toBeDisabled();
      else expect(button).toBeEnabled();
      if (described) expect(button).toHaveAccessibleDescription(described);
    }
    if (reason) expect(document.getElementById(want.copy.reasonId)).toHaveTextContent(reason);
    else expect(document.getElementById(want.copy.reasonId)).toBeNull();
    const note = document.querySelector("[data-share-note]");
    if (want.share.note) expect(note).toHaveTextContent(want.share.note);
    else expect(note).toBeNull();
    if (want.copy.status) expect(screen.getByText(want.copy.status)).toBeInTheDocument();
    else expect(screen.queryByText(COPIED_TEXT)).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });
}

/** The double check's panel: its title, words, cautions, the entries that differ, why it could not compare, and its buttons. */
function expectCheckPanel(check: CheckView) {
  const panel = document.querySelector("[data-check-step]");
  if (check.title === null) {
    expect(panel).toBeNull();
    return;
  }
  expect(panel).not.toBeNull();
  const section = panel as HTMLElement;
  expect(section).toHaveAttribute("data-check-step", check.step);
  expect(within(section).getByRole("heading", { level: 3 })).toHaveTextContent(check.title);
  for (const text of [...check.lines, ...check.cautions])
    expect(section).toHaveTextContent(text, { normalizeWhitespace: true });
  const differing = within(section).queryByRole("list", { name: "Entries that differ" });
  if (check.differing.length > 0)
    expect(
      within(differing!)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(check.differing);
  else expect(differing).toBeNull();
  const hint = section.querySelector("[data-check-hint]");
  if (check.hint) expect(hint).toHaveTextContent(check.hint);
  else expect(hint).toBeNull();
  expect(
    within(section)
      .getAllByRole("button")
      .map((b) => b.textContent),
  ).toEqual(check.buttons.map((b) => b.label));
}
