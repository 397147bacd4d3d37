/**
 * Does a controls table's action (src/machines/controls.ts) in the browser with Playwright, as a
 * person would: fill or clear the field with that label, click the button or the radio button
 * (in its group) with that accessible name, let a delay run out on the page's installed clock, or
 * answer the pending clipboard write (installControlledClipboard). Reads nothing of a step's English.
 */
import type { Page } from "@playwright/test";
import type { ControlAction } from "../../../src/machines/controls";
import { settleClipboard } from "./converter-driver";

/** A name as `namesMatch` reads it: exactly, or up to a comma ("Pediatric" names "Pediatric, 10 mg/mL"). */
const named = (name: string) => new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*(,|$)`);

export async function doActionInBrowser(
  page: Page,
  action: ControlAction,
  scope = page.locator("body"),
): Promise<void> {
  switch (action.kind) {
    case "type":
      await scope.getByRole("textbox", { name: action.label, exact: true }).fill(action.value);
      return;
    case "clear":
      await scope.getByRole("textbox", { name: action.label, exact: true }).fill("");
      return;
    case "press": {
      const where = action.group ? scope.getByRole("radiogroup", { name: action.group, exact: true }) : scope;
      await where.getByRole(action.role, { name: named(action.name) }).click();
      return;
    }
    case "choose":
      await scope.getByLabel(action.label, { exact: true }).selectOption({ label: action.option });
      return;
    case "key":
      await scope.getByRole(action.role, { name: named(action.name) }).press(action.key);
      return;
    case "all":
      for (const one of action.actions) await doActionInBrowser(page, one, scope);
      return;
    case "wait":
      await page.clock.runFor(action.ms);
      return;
    case "clipboard":
      await settleClipboard(page, action.accept ? "done" : "error");
      return;
    case "link":
      // As when a link is pasted in the address bar of this page: only the fragment changes
      // (emptied first, so the same link twice is still a change).
      await page.evaluate(
        (fragment) => {
          window.location.hash = "";
          window.location.hash = fragment;
        },
        action.fragment.replace(/^#/, ""),
      );
      return;
    case "send":
      throw new Error(`No control on the page does this: ${JSON.stringify(action)}`);
  }
}
