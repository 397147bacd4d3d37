/**
 * What a clinical calculator's card must show in the browser (tests/e2e/support/clinical-model.ts):
 * the connect layer's view model of a model state (src/machines/clinical-view.ts), checked with
 * Playwright in the card `c`.
 */
import { expect, type Locator } from "@playwright/test";
import type { CheckView, ClinicalView } from "../../../src/machines/clinical-view";
import { shownTextPattern } from "./number-convention";

const escaped = (text: string) => new RegExp(shownTextPattern(text));

export async function expectClinicalViewInBrowser(c: Locator, want: ClinicalView, resultLabel: string) {
  // While a double check is blind, the card shows the check's panel only, with the second entry's form.
  const blind = want.check?.blind === true;
  const form = blind ? want.check : want;
  // The number conventions the fields follow, one line each (issue 56: "label" while a label field is on the form).
  const rules = c.locator("[data-number-rule]");
  await expect(rules).toHaveCount(want.numberRules.length);
  for (const [i, kind] of want.numberRules.entries())
    await expect(rules.nth(i)).toHaveAttribute("data-number-rule", kind);
  await expect(c.getByRole("radiogroup")).toHaveCount(form.groups.length);
  for (const g of form.groups) {
    const group = c.getByRole("radiogroup", { name: g.name, exact: true });
    for (const o of g.options) {
      const radio = group.getByRole("radio", { name: o.label, exact: true });
      if (o.checked) await expect(radio).toBeChecked();
      else await expect(radio).not.toBeChecked();
    }
    const hint = c.locator(`[data-group-hint="${g.id}"]`);
    if (g.hint) await expect(hint).toHaveText(g.hint);
    else await expect(hint).toHaveCount(0);
  }
  await expect(c.getByRole("textbox")).toHaveCount(form.fields.length);
  for (const f of form.fields) {
    const input = c.getByRole("textbox", { name: f.label, exact: true });
    await expect(input).toHaveValue(f.value);
    if (f.hint) {
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(escaped(f.hint));
    } else await expect(input).not.toHaveAttribute("aria-invalid");
  }
  if (want.check) await expectCheckPanelInBrowser(c, want.check);
  if (blind) {
    // Neither the result nor anything that would show it.
    await expect(c.getByRole("status", { name: resultLabel })).toHaveCount(0);
    await expect(c.getByRole("button", { name: want.copy.label, exact: true })).toHaveCount(0);
    return;
  }
  const region = c.getByRole("status", { name: resultLabel });
  await expect(region).toHaveAttribute("data-kind", want.result.kind);
  const r = want.result;
  for (const text of [r.headline, ...r.lines, ...r.cautions, ...r.working, r.message]) {
    if (text) await expect(region).toContainText(text);
  }
  for (const [name, disabled] of [
    [want.copy.label, want.copy.disabled],
    [want.share.label, want.share.disabled],
    ...(want.check ? [[want.check.request.label, want.check.request.disabled] as const] : []),
  ] as const) {
    const button = c.getByRole("button", { name, exact: true });
    if (disabled) await expect(button).toBeDisabled();
    else await expect(button).toBeEnabled();
  }
  const note = c.locator("[data-share-note]");
  if (want.share.note) await expect(note).toHaveText(want.share.note);
  else await expect(note).toHaveCount(0);
  if (want.copy.status) await expect(c.getByText(want.copy.status)).toBeVisible();
}

/** The double check's panel: its step, title, words, cautions, the entries that differ, why it could not compare, its buttons. */
async function expectCheckPanelInBrowser(c: Locator, check: CheckView) {
  const panel = c.locator("[data-check-step]");
  if (check.title === null) {
    await expect(panel).toHaveCount(0);
    return;
  }
  await expect(panel).toHaveAttribute("data-check-step", check.step);
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText(check.title);
  for (const text of [...check.lines, ...check.cautions]) await expect(panel).toContainText(text);
  const differing = panel.getByRole("list", { name: "Entries that differ" }).getByRole("listitem");
  await expect(differing).toHaveText(check.differing.map((d) => d));
  const hint = panel.locator("[data-check-hint]");
  if (check.hint) await expect(hint).toHaveText(check.hint);
  else await expect(hint).toHaveCount(0);
  await expect(panel.getByRole("button")).toHaveText(check.buttons.map((b) => b.label));
}
