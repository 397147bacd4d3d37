/**
 * Drives the laboratory calculators' machines (molarity on /molarity-calculator, dilution on
 * /dilution-calculator) through one model-based path, with the pointer (fill, click:
 * tests/e2e/lab-tools.spec.ts) or with the keyboard alone (tests/e2e/keyboard.spec.ts). Both modes
 * check the same expected view after every step, and what the page's one announcer says after
 * Calculate and 'Solve for'; the keyboard mode also checks that the focus is visible.
 *
 *   await runLabPath(page, "molarity", path, { mode: "keyboard" });
 *   tracker.recordPath(path);
 */
import { expect, type Page } from "@playwright/test";
import { countPrints, printCount } from "./print";
import { spokenText } from "../../../src/domain/number/format";
import { COPY_RECORD_LABEL, PRINT_RECORD_LABEL } from "../../../src/domain/lab/lab-record";
import { SHARE_LINK_LABEL } from "../../../src/domain/share/share-fragment";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import type { ModelPath } from "../../../tools/statecharts/model";
import { expectedMolarityView, type MolaritySnapshot } from "../../../tools/statecharts/molarity.model";
import { expectedDilutionView, type DilutionSnapshot } from "../../../tools/statecharts/dilution.model";
import type { LabScreen } from "../../../tools/statecharts/lab-form.screen";
import { controlOf, type ControlAction } from "../../../src/machines/controls";
import { molarityControls } from "../../../src/machines/molarity/molarity.controls";
import { dilutionControls } from "../../../src/machines/dilution/dilution.controls";
import { expectNoPointerInput, expectVisibleFocus, installPointerGuard, type DriveMode } from "./keyboard";
import { doActionInBrowser, doActionWithKeyboard } from "./control-driver";
import {
  attribute,
  checked,
  containsTexts,
  control,
  describedAs,
  disabled,
  expectView,
  focused,
  lacksText,
  normalized,
  value,
  type Control,
  type Expectation,
  type ReadOptions,
} from "./view-reader";

export const MOLARITY = "/molarity-calculator";
export const DILUTION = "/dilution-calculator";

export type LabMachine = "molarity" | "dilution";

/** The lab machines have no delays of their own. */
const NO_DELAYS = { delayOf: () => null };

export function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Opens a page and waits until the calculator has hydrated (it marks its card). */
export async function openLab(page: Page, path: string) {
  // 'Print record' prints the page: the test's page counts the prints instead.
  await countPrints(page);
  await page.goto(path);
  await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
}

/** The calculator's card: every control a view check reads is in it. */
const labCard = (page: Page) => page.locator('[data-hydrated="true"]');

/** What a lab view check reads: the card's radio groups, buttons, fields and result region. */
const LAB_READ: ReadOptions = {
  roles: ["radiogroup", "radio", "button", "textbox", "status"],
  attributes: ["aria-invalid", "type"],
};

/**
 * The result region is not live itself: the page's one announcer (#site-announcer) says the
 * result or the hints on Calculate and the new unknown after a 'Solve for' choice, 100 ms after
 * it emptied itself (src/lib/announce.ts). Its text contains each of `texts`, and the first one
 * reaches the accessibility tree (the status region's name is its text): one retrying read of
 * both, apart from the view so that the view is not read again while the announcer waits.
 */
async function expectAnnounced(page: Page, said: readonly string[] | null) {
  if (said === null) return;
  // The announcer says a grouped figure as one number ("1 000 mL" is said "1000 mL", spokenText).
  const texts = said.map(spokenText);
  const announcer = page.locator("#site-announcer");
  const read = async () => {
    const [text, tree] = await Promise.all([
      announcer.evaluateAll((els) => els.map((el) => el.textContent ?? "")),
      announcer.ariaSnapshot(),
    ]);
    return {
      ...Object.fromEntries(
        texts.map((t) => [
          `#site-announcer: text contains ${JSON.stringify(t)}`,
          text.length === 1 ? normalized(text[0]!) : `‹${text.length} elements›`,
        ]),
      ),
      "#site-announcer: accessibility tree": tree,
    };
  };
  await expect.poll(read, { intervals: [50, 50, 100, 250, 500, 1000] }).toEqual({
    ...Object.fromEntries(
      texts.map((t) => [`#site-announcer: text contains ${JSON.stringify(t)}`, expect.stringContaining(normalized(t))]),
    ),
    "#site-announcer: accessibility tree": expect.stringContaining(texts[0]!),
  });
}

/** aria-invalid="true" and the hint in the description, or no aria-invalid at all. */
function hinted(input: Control, invalid: boolean, hint: string | null): Expectation[] {
  return [attribute(input, "aria-invalid", invalid ? "true" : null), ...(hint ? [describedAs(input, hint)] : [])];
}

/** What the page shows in a model state reached by `event`: the connect layer's screen, the focus and the announcer. */
type Expected = LabScreen & {
  readonly focusedLabel: string | null;
  readonly announcedContains: readonly string[] | null;
};

/**
 * The whole expected view in one read (support/view-reader.ts): the checked radio of each group
 * ('Solve for:', a field's unit), each field's value, enabled state, aria-invalid and hint, the
 * Calculate button's name and type, the result region's name and texts, the focus; then what the
 * announcer says.
 */
async function expectLab(page: Page, expected: Expected) {
  const checks: Expectation[] = [];
  for (const group of expected.groups) {
    const within = [{ role: "radiogroup", name: group.name, exact: true }];
    for (const [name, on] of group.options) checks.push(checked(control("radio", name, { within }), on));
  }
  for (const f of expected.fields) {
    const input = control("textbox", f.label);
    checks.push(value(input, f.value), disabled(input, f.disabled), ...hinted(input, f.invalid, f.hint));
  }
  checks.push(attribute(control("button", expected.calculateName), "type", "submit"));
  // 'Copy record' and 'Print record': on with a result, off (the note saying why) without one.
  for (const name of [COPY_RECORD_LABEL, PRINT_RECORD_LABEL]) {
    checks.push(disabled(control("button", name), !expected.recordEnabled));
  }
  checks.push(disabled(control("button", SHARE_LINK_LABEL), !expected.link.shareEnabled));
  const region = control("status", expected.regionName);
  checks.push(...containsTexts(region, expected.resultContains));
  if (!expected.hasResult) checks.push(lacksText(region, " = "));
  if (expected.focusedLabel) checks.push(focused(control("textbox", expected.focusedLabel)));
  await expectView(labCard(page), LAB_READ, checks);
  // The note of a share link used or ignored (issue 52), under the record's buttons.
  const note = page.getByTestId(expected.link.noteId);
  if (expected.link.note === null) await expect(note).toHaveCount(0);
  else await expect(note).toHaveText(expected.link.note);
  await expectAnnounced(page, expected.announcedContains);
}

/** Each lab machine's page, controls table and expected view. */
const LAB: Record<
  LabMachine,
  {
    path: string;
    /** The step's action, from the machine's controls table (src/machines/controls.ts). */
    actionOf: (event: EventObject, before: AnyMachineSnapshot) => ControlAction;
    expected: (state: AnyMachineSnapshot, event: EventObject | null) => Expected;
  }
> = {
  molarity: {
    path: MOLARITY,
    actionOf: (event, before) => controlOf(molarityControls, event, before as MolaritySnapshot, NO_DELAYS),
    expected: (state, event) => expectedMolarityView(state as MolaritySnapshot, event),
  },
  dilution: {
    path: DILUTION,
    actionOf: (event, before) => controlOf(dilutionControls, event, before as DilutionSnapshot, NO_DELAYS),
    expected: (state, event) => expectedDilutionView(state as DilutionSnapshot, event),
  },
};

// ---------------------------------------------------------------------------------------------

/**
 * Runs one path of the molarity or dilution model on a fresh page in `mode`, checking the view
 * before the first step and after every step. The caller records the passed path.
 */
export async function runLabPath(page: Page, machine: LabMachine, path: ModelPath, { mode }: { mode: DriveMode }) {
  const lab = LAB[machine];
  const doAction = mode === "keyboard" ? doActionWithKeyboard : doActionInBrowser;
  if (mode === "keyboard") await installPointerGuard(page);
  await openLab(page, lab.path);
  await expectLab(page, lab.expected(path.initial, null));
  let prints = 0;
  for (const [i, step] of path.steps.entries()) {
    await doAction(page, lab.actionOf(step.event, step.before), labCard(page));
    await expectLab(page, lab.expected(step.state, step.event));
    // 'Print record' printed the page once (the test's page counts prints: openLab).
    if (step.event.type === "PRINT") prints += 1;
    if (step.event.type === "PRINT" || i === path.steps.length - 1)
      await expect.poll(() => printCount(page)).toBe(prints);
    // Opening a share link is done in the address bar, not on the page: the focus stays where it
    // was (nowhere, on a fresh page).
    if (mode === "keyboard" && step.event.type !== "link.open")
      await expectVisibleFocus(page, `${path.title}, step ${i + 1} (${step.event.type})`);
  }
  if (mode === "keyboard") await expectNoPointerInput(page, path.title);
}

/** Types the spec's dilution example into the form: C1 = 100, C2 = 10, V2 = 50 mL (V1 = 5 mL). */
export async function fillDilutionExample(page: Page) {
  await page.getByRole("textbox", { name: "C1 - Initial Concentration" }).fill("100");
  await page.getByRole("textbox", { name: "C2 - Final Concentration" }).fill("10");
  await page.getByRole("textbox", { name: "V2 - Final Volume (mL)" }).fill("50");
}

/**
 * Types the page's NaCl example into the form: 58.44 g of NaCl (58.44 g/mol) in 1000 mL, 1 M
 * (the spec's placeholders; 5.844 g would be refused as a possible thousands separator, issue 27).
 */
export async function fillNaClExample(page: Page) {
  await page.getByRole("textbox", { name: "Mass of solute (g)" }).fill("58.44");
  await page.getByRole("textbox", { name: "Molecular weight (g/mol)" }).fill("58.44");
  await page.getByRole("textbox", { name: "Volume of solution (mL)" }).fill("1000");
}

/** What the molarity result area says for the NaCl example: its working line ends "= 1 M". */
export const NACL_MOLAR = "= 1 M";
