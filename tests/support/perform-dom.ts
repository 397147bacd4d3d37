/**
 * The view tests' hands (issue 29): does a controls-table action (src/machines/controls.ts) on a
 * rendered calculator with Testing Library, as a person would: types in the field with that label,
 * presses the control with that role and accessible name (in its group), picks the option. The
 * same actions the Behaviour view's player does on the page and the browser tests do with
 * Playwright; a renamed control changes its table, and this follows.
 *
 * What no control does (a machine's own delay, the clipboard's answer, a share link, an event sent
 * to the machine) is not done here: `performControl` returns false and the test does it its way.
 */
import { screen, within, type BoundFunctions, type queries } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { namesMatch, type ControlAction, type ControlRole } from "~/machines/controls";
import { checkPage } from "../view/stable-styles";

type User = ReturnType<typeof userEvent.setup>;
type Scope = BoundFunctions<typeof queries>;

/** user-event reads `{` and `[` as key names: typed text has them doubled. */
const literally = (text: string) => text.replace(/[{[]/g, (c) => c + c);

const named = (wanted: string) => (accessibleName: string) => namesMatch(accessibleName, wanted);

function groupOf(scope: Scope, group: string): Scope {
  const found = [...scope.queryAllByRole("radiogroup"), ...scope.queryAllByRole("group")].find((g) =>
    namesMatch(g.getAttribute("aria-label") ?? labelledText(g), group),
  );
  if (!found) throw new Error(`There is no group named "${group}" on the page.`);
  return within(found);
}

function labelledText(el: HTMLElement): string {
  const ids = el.getAttribute("aria-labelledby");
  if (ids)
    return ids
      .split(" ")
      .map((id) => el.ownerDocument.getElementById(id)?.textContent ?? "")
      .join(" ");
  return el.querySelector("legend")?.textContent ?? "";
}

function control(scope: Scope, role: ControlRole, name: string): HTMLElement {
  return scope.getByRole(role, { name: named(name) });
}

/** Does the action with the page read at one moment (tests/view/stable-styles.ts); false when no control does it. */
export async function performControl(user: User, action: ControlAction, scope: Scope = screen): Promise<boolean> {
  switch (action.kind) {
    case "type":
    case "clear": {
      const field = checkPage(() => scope.getByLabelText(action.label, { exact: true, selector: "input, textarea" }));
      await user.clear(field);
      if (action.kind === "type" && action.value) await user.type(field, literally(action.value));
      return true;
    }
    case "press": {
      const within = action.group ? groupOf(scope, action.group) : scope;
      await user.click(checkPage(() => control(within, action.role, action.name)));
      return true;
    }
    case "choose": {
      const select = checkPage(() => scope.getByLabelText(action.label, { exact: true, selector: "select" }));
      await user.selectOptions(select, within(select).getByRole("option", { name: action.option }));
      return true;
    }
    case "key": {
      checkPage(() => control(scope, action.role, action.name)).focus();
      await user.keyboard(`{${action.key}}`);
      return true;
    }
    case "all": {
      let done = true;
      for (const one of action.actions) done = (await performControl(user, one, scope)) && done;
      return done;
    }
    case "wait":
    case "clipboard":
    case "link":
    case "send":
      return false;
  }
}
