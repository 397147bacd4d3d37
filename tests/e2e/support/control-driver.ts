/**
 * Does a controls table's action (src/machines/controls.ts) in the browser with Playwright, as a
 * person would: fill or clear the field with that label, click the button or the radio button
 * (in its group) with that accessible name, let a delay run out on the page's installed clock, or
 * answer the pending clipboard write (installControlledClipboard). `doActionWithKeyboard` does the
 * same with the keyboard alone (Tab, typing, the arrow keys in a radio group, Enter). Reads
 * nothing of a step's English.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { namesMatch, type ControlAction } from "../../../src/machines/controls";
import { settleClipboard } from "./converter-driver";
import { submitWithEnter, tabTo, typeText } from "./keyboard";

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
    case "leave": {
      const field = scope.getByRole("textbox", { name: action.label, exact: true });
      await field.focus();
      await field.blur();
      return;
    }
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

/**
 * Chooses `option` in a radio group as a person does with the keyboard: Tab reaches the group on
 * its checked radio, then the arrow keys move the choice (each press checks the next radio).
 */
async function chooseWithArrows(page: Page, group: Locator, option: string) {
  const radios = group.getByRole("radio");
  const names = await radios.evaluateAll((els) =>
    els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ""),
  );
  const from = await radios.evaluateAll((els) => els.findIndex((el) => (el as HTMLInputElement).checked));
  // As `namesMatch` reads a name: exactly, or up to a comma ("All rows" names "All rows, 4 rows").
  const to = names.findIndex((name) => namesMatch(name, option));
  if (to < 0 || from < 0)
    throw new Error(`chooseWithArrows: no radio ${option} (or none checked) in ${names.join(", ")}`);
  await tabTo(page, radios.nth(from));
  const key = to > from ? "ArrowRight" : "ArrowLeft";
  for (let i = 0; i < Math.abs(to - from); i += 1) await page.keyboard.press(key);
  await expect(radios.nth(to)).toBeChecked();
}

/**
 * Does one action with the keyboard alone: Tab to the field and type (or empty it); the arrow keys
 * in the radio group; Enter in a text field of the form (or on the submit button) for a submit
 * button, Tab and Enter for another button. What is no control (a delay, the clipboard, a link) as
 * doActionInBrowser.
 */
export const doActionWithKeyboard: typeof doActionInBrowser = async (page, action, scope = page.locator("body")) => {
  switch (action.kind) {
    case "type":
    case "clear":
      await tabTo(page, scope.getByRole("textbox", { name: action.label, exact: true }));
      await typeText(page, action.kind === "type" ? action.value : "");
      return;
    case "leave":
      await tabTo(page, scope.getByRole("textbox", { name: action.label, exact: true }));
      await page.keyboard.press("Tab");
      return;
    case "press": {
      if (action.role === "radio" && action.group) {
        await chooseWithArrows(page, scope.getByRole("radiogroup", { name: action.group, exact: true }), action.name);
        return;
      }
      const control = scope.getByRole(action.role, { name: named(action.name) });
      if ((await control.getAttribute("type")) === "submit") await submitWithEnter(page, control);
      else {
        await tabTo(page, control);
        await page.keyboard.press("Enter");
      }
      return;
    }
    case "all":
      for (const one of action.actions) await doActionWithKeyboard(page, one, scope);
      return;
    default:
      await doActionInBrowser(page, action, scope);
  }
};
