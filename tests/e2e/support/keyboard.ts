/**
 * Keyboard-only operation for the model-based browser paths (tests/e2e/keyboard.spec.ts) and the
 * checks that go with it. Nothing here clicks, fills or focuses an element from script: every
 * move is a key press, as a person without a pointing device does it.
 *
 *   await tabTo(page, page.getByRole("button", { name: "Reset" }));   // Tab / Shift+Tab
 *   await typeText(page, "250 mg per 5 mL");                          // select all, then type
 *   await page.keyboard.press("Enter");
 *   await expectVisibleFocus(page, "after Reset");
 *   await expectAnnouncedNow(page, "Result 2 mL.");
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** How a path is driven: the mouse/`fill` actions of the pointer tests, or the keyboard alone. */
export type DriveMode = "pointer" | "keyboard";

/** How a model step was done in the page. */
export type StepOutcome =
  /** The page received exactly the model's event (the default when a driver returns nothing). */
  | "exact"
  /**
   * The page reached the same state through an equivalent input that sends another event (for
   * example a click-only event done with the keyboard): the view is checked, but the step's
   * transitions are not recorded as covered.
   */
  | "equivalent";

/** Where the focus is, read in the page: on the target, back on the start, and what has it. */
interface FocusReport {
  /** The target has the focus. */
  readonly onTarget: boolean;
  /** The element the focus started from has it again. */
  readonly onStart: boolean;
  /** The target element is no longer in the page (re-rendered): look it up again. */
  readonly detached: boolean;
  /** The focused element, described for messages: "button “Reset”", "input#converter-amount". */
  readonly focused: string;
}

/**
 * The elements `tabTo` compares the focus with, kept on the page's window between presses (like
 * the pointer guard's record): the target, and the element that had the focus at the start.
 */
type TabToRefs = { target: Element | null; start: Element | null };

/**
 * Reads where the focus is in one round trip to the page: a Tab press then costs the press and
 * this read, instead of one read per question (on the target? what has it? back at the start?).
 * Without `tabTo` under way, only `focused` means anything.
 */
async function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const refs = (window as unknown as { __tabTo?: TabToRefs }).__tabTo;
    const el = document.activeElement;
    let focused = "(nothing: the page itself)";
    if (el && el !== document.body && el !== document.documentElement) {
      const tag = el.tagName.toLowerCase();
      const id = el.id ? `#${el.id}` : "";
      const role = el.getAttribute("role");
      const labelled = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null;
      const name = (el.getAttribute("aria-label") ?? labelled ?? el.textContent ?? "")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 40);
      focused = `${tag}${id}${role ? `[role=${role}]` : ""}${name ? ` “${name}”` : ""}`;
    }
    const target = refs?.target ?? null;
    return {
      onTarget: target !== null && target.isConnected && target === el,
      onStart: refs !== undefined && refs.start === el,
      detached: target !== null && !target.isConnected,
      focused,
    };
  });
}

/**
 * Finds the target (retrying, like `toHaveCount(1)`) and, when it is exactly one element, keeps
 * it and the focused element for `focusReport` and says which way to go: Tab when the target
 * follows the focus in document order (or nothing has the focus), else Shift+Tab.
 */
async function startTabTo(target: Locator): Promise<{ count: number; key: "Tab" | "Shift+Tab"; onTarget: boolean }> {
  return target.evaluateAll((els) => {
    if (els.length !== 1) return { count: els.length, key: "Tab" as const, onTarget: false };
    const el = els[0]!;
    const active = document.activeElement;
    const fromPage = !active || active === document.body || active === document.documentElement;
    (window as unknown as { __tabTo?: TabToRefs }).__tabTo = { target: el, start: active };
    const forward = fromPage || (active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    return { count: 1, key: forward ? ("Tab" as const) : ("Shift+Tab" as const), onTarget: el === active };
  });
}

/** Points `focusReport` at the target again (the page re-rendered it). */
async function refindTarget(target: Locator): Promise<void> {
  await target.evaluateAll((els) => {
    const refs = (window as unknown as { __tabTo?: TabToRefs }).__tabTo;
    if (refs) refs.target = els.length === 1 ? els[0]! : null;
  });
}

/** Describes the focused element for messages: "button “Reset”", "input#converter-amount". */
async function describeFocused(page: Page): Promise<string> {
  return (await focusReport(page)).focused;
}

/** Why an element cannot take the focus by Tab, if it visibly cannot (for the failure message). */
async function whyNotTabbable(target: Locator): Promise<string> {
  return target
    .evaluate((el) => {
      const h = el as HTMLElement;
      const reasons: string[] = [];
      if ((h as HTMLButtonElement).disabled) reasons.push("it is disabled");
      if (h.closest("[hidden]") || h.getClientRects().length === 0) reasons.push("it is not rendered");
      if (h.getAttribute("tabindex") === "-1") reasons.push('it has tabindex="-1"');
      if (h.closest("[inert]")) reasons.push("it is inside an inert region");
      return reasons.join(", ");
    })
    .catch((e: unknown) => `it could not be inspected (${String(e).split("\n")[0]})`);
}

/**
 * Presses Tab (forward) or Shift+Tab (backward), whichever goes towards the target in document
 * order from the current focus, until `target` has the focus. Fails with the list of elements
 * the focus went through when the target is not reached in `max` presses or the focus comes
 * back to where it started (the target is not in the Tab order).
 *
 * The target is looked up once (again only if the page re-renders it meanwhile) and each press
 * is followed by one read of the page (`focusReport`): on the target? back at the start? what
 * has the focus (for the message)?
 */
export async function tabTo(page: Page, target: Locator, { max = 80 }: { max?: number } = {}): Promise<void> {
  let start: Awaited<ReturnType<typeof startTabTo>> | undefined;
  await expect
    .poll(async () => (start = await startTabTo(target)).count, {
      message: "tabTo: the target must be exactly one element in the page",
      intervals: [20, 50, 100, 250, 500, 1000],
    })
    .toBe(1);
  const { key, onTarget } = start!;
  if (onTarget) return;
  const from = await describeFocused(page);
  const trail: string[] = [];
  try {
    for (let i = 0; i < max; i += 1) {
      await page.keyboard.press(key);
      let report = await focusReport(page);
      if (report.detached) {
        await refindTarget(target);
        report = await focusReport(page);
      }
      if (report.onTarget) return;
      trail.push(report.focused);
      // Back where it started: the focus went all the way round without meeting the target.
      if (i > 0 && report.onStart) break;
    }
  } finally {
    await page.evaluate(() => delete (window as unknown as { __tabTo?: TabToRefs }).__tabTo);
  }
  const why = await whyNotTabbable(target);
  throw new Error(
    `tabTo: ${target} was not reached with ${key} (${trail.length} presses from ${from})` +
      `${why ? `; ${why}` : ""}.\nFocus went through:\n  ${trail.join("\n  ")}`,
  );
}

/**
 * Replaces the text of the focused text field by typing: select all (Ctrl/Cmd+A), then type the
 * text key by key ("\n" is Enter), or Delete to empty it.
 */
export async function typeText(page: Page, text: string): Promise<void> {
  const editable = await page.evaluate(() => {
    const el = document.activeElement;
    return (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && !el.readOnly && !el.disabled;
  });
  if (!editable) throw new Error(`typeText: the focus is not in a text field but on ${await describeFocused(page)}`);
  await page.keyboard.press("ControlOrMeta+a");
  if (text === "") await page.keyboard.press("Delete");
  else await page.keyboard.type(text);
}

/**
 * Submits the form of `submitButton` as a keyboard user does: Enter in the single-line text
 * field that has the focus (implicit submission), else Tab to the submit button and Enter.
 */
export async function submitWithEnter(page: Page, submitButton: Locator): Promise<void> {
  const inSameForm = await submitButton.evaluate((button) => {
    const el = document.activeElement;
    return (
      el instanceof HTMLInputElement &&
      el.type === "text" &&
      el.form !== null &&
      el.form === (button as HTMLButtonElement).form
    );
  });
  if (!inSameForm) await tabTo(page, submitButton);
  await page.keyboard.press("Enter");
}

/**
 * The focused element shows a visible focus indicator: a computed outline (style not none, width
 * above 0, colour not transparent) or a box-shadow. The site draws it with `:focus-visible`
 * (src/styles/global-style.ts: 3px solid outline); a lost focus (the page itself) fails too.
 */
export async function expectVisibleFocus(page: Page, where: string): Promise<void> {
  const [info, focused] = await Promise.all([
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || el === document.documentElement) return null;
      const s = getComputedStyle(el);
      return {
        focusVisible: el.matches(":focus-visible"),
        outlineStyle: s.outlineStyle,
        outlineWidth: parseFloat(s.outlineWidth) || 0,
        outlineColor: s.outlineColor,
        boxShadow: s.boxShadow,
      };
    }),
    describeFocused(page),
  ]);
  expect(info, `${where}: the focus was lost (no element has it)`).not.toBeNull();
  if (!info) return;
  const transparent = (c: string) => c === "transparent" || /rgba\([^)]*,\s*0\)$/.test(c);
  const outline =
    info.outlineStyle !== "none" &&
    info.outlineStyle !== "hidden" &&
    info.outlineWidth > 0 &&
    !transparent(info.outlineColor);
  const shadow = info.boxShadow !== "none" && /[1-9]/.test(info.boxShadow.replace(/rgba?\([^)]*\)/g, ""));
  expect(
    outline || shadow,
    `${where}: ${focused} has the focus but no visible focus indicator ` +
      `(outline ${info.outlineStyle} ${info.outlineWidth}px ${info.outlineColor}, box-shadow ${info.boxShadow}, :focus-visible ${info.focusVisible})`,
  ).toBe(true);
}

/**
 * The page's one announcer (#site-announcer, src/lib/announce.ts) says `text` (or contains it),
 * waiting for it as a person waits for the speech: the announcer fills itself 100 ms after it was
 * asked, and a result is said once typing has paused (the converter's 800 ms).
 */
export async function expectAnnouncedNow(page: Page, text: string): Promise<void> {
  await expect(page.locator("#site-announcer"), `the announcer says ${JSON.stringify(text)}`).toContainText(text);
}

/**
 * Counts pointer input the page receives (pointerdown, mousedown, touchstart, wheel). A keyboard
 * press that activates a button fires `click` but none of these, so a keyboard-only run must end
 * with a count of 0 (`expectNoPointerInput`). Install before the page loads.
 */
export async function installPointerGuard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __pointerInput: string[] };
    w.__pointerInput = [];
    for (const type of ["pointerdown", "mousedown", "touchstart", "wheel"]) {
      window.addEventListener(
        type,
        (e) => {
          if (e.isTrusted)
            w.__pointerInput.push(`${type} on ${(e.target as Element | null)?.tagName?.toLowerCase() ?? "?"}`);
        },
        { capture: true, passive: true },
      );
    }
  });
}

/** No pointer input reached the page since it loaded (see `installPointerGuard`). */
export async function expectNoPointerInput(page: Page, where: string): Promise<void> {
  const seen = await page.evaluate(() => (window as unknown as { __pointerInput?: string[] }).__pointerInput ?? null);
  expect(seen, `${where}: the pointer guard is not installed`).not.toBeNull();
  expect(seen, `${where}: pointer input in a keyboard-only run`).toEqual([]);
}
