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
import type { ControlAction } from "~/machines/controls";
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

export async function doAction(user: User, action: ControlAction, pending: PendingWrite[]): Promise<void> {
  switch (action.kind) {
    case "type":
    case "clear": {
      const input = checkPage(() => screen.getByRole("textbox", { name: action.label }));
      input.focus();
      (input as HTMLInputElement).select();
      if (action.kind === "clear") await user.keyboard("{Backspace}");
      else await user.paste(action.value);
      return;
    }
    case "press": {
      const control = checkPage(() =>
        action.group
          ? within(screen.getByRole("radiogroup", { name: action.group })).getByRole(action.role, { name: action.name })
          : screen.getByRole(action.role, { name: action.name }),
      );
      await user.click(control);
      return;
    }
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
    default:
      throw new Error(`No control on the page does this: ${JSON.stringify(action)}`);
  }
}
