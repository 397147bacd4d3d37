/**
 * Does a controls table's action (src/machines/controls.ts) on a page rendered with Testing
 * Library, as a person would: type in or clear the field with that label (one input event, as a
 * paste over the selected text), press the button or the radio button (in its group) with that
 * accessible name, let a delay run out on Vitest's fake timers, or answer the page's pending
 * clipboard write. Reads nothing of a step's English.
 */
import { act, screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { namesMatch, type ControlAction } from "~/machines/controls";
import { checkPage } from "./stable-styles";

type User = ReturnType<typeof userEvent.setup>;

export interface PendingWrite {
  text: string;
  resolve: () => void;
  reject: (e: Error) => void;
}

/** A clipboard whose writes wait until the test's `clipboard` action says how they end. */
export function pendingClipboard() {
  const pending: PendingWrite[] = [];
  const write = (text: string) => new Promise<void>((resolve, reject) => pending.push({ text, resolve, reject }));
  return { pending, write };
}

/** Lets promise callbacks and React updates run. */
export async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

/** user-event's `within` over the group a control is in: a radio group or a group with that name. */
function groupNamed(group: string) {
  const found = [...screen.queryAllByRole("radiogroup"), ...screen.queryAllByRole("group")].find((g) =>
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

const named = (wanted: string) => (accessibleName: string) => namesMatch(accessibleName, wanted);

/**
 * Does one action. Type and clear: one input event, as a paste over the selected text; press: the
 * control with that role and accessible name (`namesMatch`), in its group; choose: the option in
 * the select with that label; key: the key with the focus on that control; several: in order.
 * A machine's own delay runs on Vitest's fake timers; the clipboard answers the pending write.
 */
export async function doAction(user: User, action: ControlAction, pending: PendingWrite[] = []): Promise<void> {
  switch (action.kind) {
    case "type":
    case "clear": {
      const input = checkPage(() => screen.getByLabelText(action.label, { exact: true, selector: "input, textarea" }));
      input.focus();
      (input as HTMLInputElement).select();
      if (action.kind === "clear" || action.value === "") await user.keyboard("{Backspace}");
      else await user.paste(action.value);
      return;
    }
    case "leave": {
      const input = checkPage(() => screen.getByLabelText(action.label, { exact: true, selector: "input, textarea" }));
      act(() => {
        input.focus();
        input.blur();
      });
      return;
    }
    case "press": {
      const scope = action.group ? groupNamed(action.group) : screen;
      await user.click(checkPage(() => scope.getByRole(action.role, { name: named(action.name) })));
      return;
    }
    case "choose": {
      const select = checkPage(() => screen.getByLabelText(action.label, { exact: true, selector: "select" }));
      await user.selectOptions(select, within(select).getByRole("option", { name: action.option }));
      return;
    }
    case "key": {
      checkPage(() => screen.getByRole(action.role, { name: named(action.name) })).focus();
      await user.keyboard(`{${action.key}}`);
      return;
    }
    case "all":
      for (const one of action.actions) await doAction(user, one, pending);
      return;
    case "wait":
      void act(() => vi.advanceTimersByTime(action.ms));
      return;
    case "clipboard": {
      const write = pending.shift();
      if (!write) throw new Error("no clipboard write is pending");
      if (action.accept) write.resolve();
      else write.reject(new Error("Permission denied"));
      await flush();
      return;
    }
    case "link":
      // As when a link is pasted in the address bar of this page: only the fragment changes.
      act(() => {
        window.history.replaceState(null, "", `${window.location.pathname}#${action.fragment.replace(/^#/, "")}`);
        window.dispatchEvent(new HashChangeEvent("hashchange"));
      });
      return;
    case "send":
      throw new Error(`No control on the page does this: ${JSON.stringify(action)}`);
  }
}
