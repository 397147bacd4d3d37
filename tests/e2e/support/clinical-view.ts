/**
 * What a clinical calculator's card must show in the browser (tests/e2e/support/clinical-model.ts):
 * the connect layer's view model of a model state (src/machines/clinical-view.ts), checked with
 * Playwright in the card `c`.
 */
import { expect, type Locator } from "@playwright/test";
import type { CheckView, ClinicalView } from "../../../src/machines/clinical-view";
import {
  attribute,
  checked,
  containsTexts,
  control,
  count,
  disabled,
  expectView,
  field,
  normalized,
  type Expectation,
  type ReadOptions,
} from "./view-reader";

/** What a clinical view check reads in one pass (support/view-reader.ts): the card's groups, radios, fields, result region and buttons. */
const CLINICAL_READ: ReadOptions = {
  roles: ["radiogroup", "radio", "textbox", "status", "button"],
  attributes: ["aria-invalid", "data-kind"],
};

/**
 * The card's number rules, each group's hint and the share link's note, read in one call: the
 * marks (`data-number-rule`, `data-group-hint`, `data-share-note`) are not roles.
 */
async function readMarks(c: Locator) {
  return c.evaluate((card) => ({
    rules: [...card.querySelectorAll("[data-number-rule]")].map((el) => el.getAttribute("data-number-rule")),
    hints: Object.fromEntries(
      [...card.querySelectorAll("[data-group-hint]")].map((el): [string, string] => [
        el.getAttribute("data-group-hint") ?? "",
        (el.textContent ?? "").replace(/\s+/g, " ").trim(),
      ]),
    ),
    shareNote: [...card.querySelectorAll("[data-share-note]")].map((el) =>
      (el.textContent ?? "").replace(/\s+/g, " ").trim(),
    ),
  }));
}

/**
 * The card shows the connect layer's view: its number rules, each group's checked option and hint,
 * each field's value, hint and validity, the result region's kind and texts, the buttons' states,
 * the share link's note and the copied status. Read in two passes instead of one locator per fact
 * (each role locator computes every candidate's role and name again: issue 55).
 */
export async function expectClinicalViewInBrowser(c: Locator, want: ClinicalView, resultLabel: string) {
  // While a double check is blind, the card shows the check's panel only, with the second entry's form.
  const blind = want.check?.blind === true;
  const form = blind ? want.check : want;
  await expect
    .poll(() => readMarks(c))
    .toEqual({
      // The number conventions the fields follow, one line each (issue 56: "label" while a label field is on the form).
      rules: want.numberRules,
      hints: Object.fromEntries(form.groups.filter((g) => g.hint).map((g) => [g.id, normalized(g.hint!)])),
      shareNote: !blind && want.share.note ? [normalized(want.share.note)] : [],
    });
  const checks: Expectation[] = [count(control("radiogroup", "", { exact: false }), form.groups.length)];
  for (const g of form.groups) {
    const within = [{ role: "radiogroup", name: g.name, exact: true }];
    for (const o of g.options) checks.push(checked(control("radio", o.label, { within }), o.checked));
  }
  checks.push(count(control("textbox", "", { exact: false }), form.fields.length));
  for (const f of form.fields) checks.push(...field(f.label, { value: f.value, hint: f.hint }));
  const region = control("status", resultLabel);
  if (blind) {
    // Neither the result nor anything that would show it.
    checks.push(count(region, 0), count(control("button", want.copy.label), 0));
  } else {
    const r = want.result;
    checks.push(attribute(region, "data-kind", r.kind));
    // Each text once (a line of the result may also be a line of its working).
    const texts = [r.headline, ...r.lines, ...r.cautions, ...r.working, r.message].filter((t): t is string =>
      Boolean(t),
    );
    checks.push(...containsTexts(region, [...new Set(texts)]));
    for (const [name, off] of [
      [want.copy.label, want.copy.disabled],
      [want.share.label, want.share.disabled],
      ...(want.check ? [[want.check.request.label, want.check.request.disabled] as const] : []),
    ] as const)
      checks.push(disabled(control("button", name), off));
  }
  await expectView(c, CLINICAL_READ, checks);
  if (want.check) await expectCheckPanelInBrowser(c, want.check);
  if (!blind && want.copy.status) await expect(c.getByText(want.copy.status)).toBeVisible();
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
