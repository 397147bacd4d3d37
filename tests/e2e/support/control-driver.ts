/**
 * Does a controls table's action (src/machines/controls.ts) in the browser with Playwright, as a
 * person would: fill or clear the field with that label, click the button or the radio button
 * (in its group) with that accessible name, let a delay run out on the page's installed clock, or
 * answer the pending clipboard write (installControlledClipboard). Reads nothing of a step's English.
 */
import type { Page } from "@playwright/test";
import type { ControlAction } from "../../../src/machines/controls";
import { settleClipboard } from "./converter-driver";

export async function doActionInBrowser(page: Page, action: ControlAction, scope = page.locator("body")) {
  switch (action.kind) {
    case "type":
      await scope.getByRole("textbox", { name: action.label, exact: true }).fill(action.value);
      return;
    case "clear":
      await scope.getByRole("textbox", { name: action.label, exact: true }).fill("");
      return;
    case "press": {
      const where = action.group ? scope.getByRole("radiogroup", { name: action.group, exact: true }) : scope;
      await where.getByRole(action.role, { name: action.name, exact: true }).click();
      return;
    }
    case "wait":
      await page.clock.runFor(action.ms);
      return;
    case "clipboard":
      await settleClipboard(page, action.accept ? "done" : "error");
      return;
    default:
      throw new Error(`No control on the page does this: ${JSON.stringify(action)}`);
  }
}
