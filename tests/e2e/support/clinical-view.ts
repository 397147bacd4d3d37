/**
 * What a clinical calculator's card must show in the browser (tests/e2e/support/clinical-model.ts):
 * the connect layer's view model of a model state (src/machines/clinical-view.ts), checked with
 * Playwright in the card `c`.
 */
import { expect, type Locator } from "@playwright/test";
import type { ClinicalView } from "../../../src/machines/clinical-view";

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

export async function expectClinicalViewInBrowser(c: Locator, want: ClinicalView, resultLabel: string) {
  await expect(c.getByRole("radiogroup")).toHaveCount(want.groups.length);
  for (const g of want.groups) {
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
  await expect(c.getByRole("textbox")).toHaveCount(want.fields.length);
  for (const f of want.fields) {
    const input = c.getByRole("textbox", { name: f.label, exact: true });
    await expect(input).toHaveValue(f.value);
    if (f.hint) {
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(escaped(f.hint));
    } else await expect(input).not.toHaveAttribute("aria-invalid");
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
