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
import { expect, type Locator, type Page } from "@playwright/test";
import type { EventObject } from "xstate";
import type { ModelPath } from "../../../tools/statecharts/model";
import { expectedMolarityView, type MolaritySnapshot } from "../../../tools/statecharts/molarity.model";
import { expectedDilutionView, type DilutionSnapshot } from "../../../tools/statecharts/dilution.model";
import {
  MOLARITY_MODE_LABEL,
  MOLARITY_MODES,
  UNIT_CHOICES,
  UNIT_FIELDS,
  UNIT_GROUP_LABEL,
  molarityFieldText,
  type MolarityEvent,
} from "../../../src/machines/molarity/molarity.types";
import {
  DILUTION_FIELD_TEXT,
  SOLVE_FOR_MODES,
  type DilutionEvent,
} from "../../../src/machines/dilution/dilution.types";
import {
  expectNoPointerInput,
  expectVisibleFocus,
  installPointerGuard,
  submitWithEnter,
  tabTo,
  typeText,
  type DriveMode,
} from "./keyboard";
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

export function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Opens a page and waits until the calculator has hydrated (it marks its card). */
export async function openLab(page: Page, path: string) {
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
 * Keyboard: chooses `option` in a radio group as a person does: Tab reaches the group on its
 * checked radio, then the arrow keys move the choice (each press checks the next radio).
 */
async function chooseWithArrows(page: Page, group: Locator, option: string) {
  const radios = group.getByRole("radio");
  const names = await radios.evaluateAll((els) =>
    els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ""),
  );
  const from = await radios.evaluateAll((els) => els.findIndex((el) => (el as HTMLInputElement).checked));
  const to = names.indexOf(option);
  if (to < 0 || from < 0)
    throw new Error(`chooseWithArrows: no radio ${option} (or none checked) in ${names.join(", ")}`);
  await tabTo(page, radios.nth(from));
  const key = to > from ? "ArrowRight" : "ArrowLeft";
  for (let i = 0; i < Math.abs(to - from); i += 1) await page.keyboard.press(key);
  await expect(radios.nth(to)).toBeChecked();
}

/**
 * The result region is not live itself: the page's one announcer (#site-announcer) says the
 * result or the hints on Calculate and the new unknown after a 'Solve for' choice, 100 ms after
 * it emptied itself (src/lib/announce.ts). Its text contains each of `texts`, and the first one
 * reaches the accessibility tree (the status region's name is its text): one retrying read of
 * both, apart from the view so that the view is not read again while the announcer waits.
 */
async function expectAnnounced(page: Page, texts: readonly string[] | null) {
  if (texts === null) return;
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

// ---------------------------------------------------------------------------------------------
// Molarity

/**
 * The whole expected view in one read (support/view-reader.ts): the checked radio of the
 * 'Solve for:' group and of each unit group, each field's value, enabled state, aria-invalid and hint, the
 * Calculate button's name and type, the result region's name and texts, the focus and what the
 * announcer says.
 */
async function expectMolarity(page: Page, state: MolaritySnapshot, event: EventObject | null, _mode: DriveMode) {
  const expected = expectedMolarityView(state, event);
  const checks: Expectation[] = [];
  const solveFor = { role: "radiogroup", name: "Solve for:" };
  for (const m of MOLARITY_MODES) {
    checks.push(checked(control("radio", MOLARITY_MODE_LABEL[m], { within: [solveFor] }), m === expected.solveFor));
  }
  for (const field of UNIT_FIELDS) {
    const group = { role: "radiogroup", name: UNIT_GROUP_LABEL[field], exact: true };
    for (const unit of UNIT_CHOICES[field]) {
      checks.push(checked(control("radio", unit, { within: [group] }), unit === expected.units[field]));
    }
  }
  for (const f of expected.fields) {
    const input = control("textbox", f.label);
    checks.push(value(input, f.value), disabled(input, f.disabled), ...hinted(input, f.hint !== null, f.hint));
  }
  checks.push(attribute(control("button", expected.calculateName), "type", "submit"));
  const region = control("status", expected.regionName);
  checks.push(...containsTexts(region, expected.resultContains));
  if (!expected.hasResult) checks.push(lacksText(region, " = "));
  if (expected.focusedLabel) checks.push(focused(control("textbox", expected.focusedLabel)));
  await expectView(labCard(page), LAB_READ, checks);
  await expectAnnounced(page, expected.announcedContains);
}

async function performMolarity(page: Page, event: EventObject, before: MolaritySnapshot, mode: DriveMode) {
  const e = event as MolarityEvent;
  const calculate = page.getByRole("button", { name: expectedMolarityView(before, null).calculateName, exact: true });
  const control = (): Locator => {
    switch (e.type) {
      case "FIELD.CHANGE":
        return page.getByRole("textbox", { name: molarityFieldText(e.field, before.context.units).label, exact: true });
      case "UNIT.CHANGE":
        return page
          .getByRole("radiogroup", { name: UNIT_GROUP_LABEL[e.field], exact: true })
          .getByRole("radio", { name: e.unit, exact: true });
      case "SOLVE_FOR":
        return page
          .getByRole("radiogroup", { name: "Solve for:" })
          .getByRole("radio", { name: MOLARITY_MODE_LABEL[e.mode], exact: true });
      case "CALCULATE":
        return calculate;
      case "RESET":
        return page.getByRole("button", { name: "Reset", exact: true });
    }
  };
  if (mode === "keyboard") {
    if (e.type === "FIELD.CHANGE") {
      await tabTo(page, control());
      await typeText(page, e.value);
    } else if (e.type === "CALCULATE") {
      await submitWithEnter(page, calculate);
    } else if (e.type === "UNIT.CHANGE") {
      await chooseWithArrows(
        page,
        page.getByRole("radiogroup", { name: UNIT_GROUP_LABEL[e.field], exact: true }),
        e.unit,
      );
    } else if (e.type === "SOLVE_FOR") {
      await chooseWithArrows(page, page.getByRole("radiogroup", { name: "Solve for:" }), MOLARITY_MODE_LABEL[e.mode]);
    } else {
      await tabTo(page, control());
      await page.keyboard.press("Enter");
    }
    return;
  }
  if (e.type === "FIELD.CHANGE") await control().fill(e.value);
  else if (e.type === "UNIT.CHANGE" || e.type === "SOLVE_FOR") await control().check();
  else await control().click();
}

// ---------------------------------------------------------------------------------------------
// Dilution

/** The same read as the molarity view: the 'Solve for:' radios, fields (aria-invalid, hints), result, focus, announcer. */
async function expectDilution(page: Page, state: DilutionSnapshot, event: EventObject | null, _mode: DriveMode) {
  const expected = expectedDilutionView(state, event);
  const checks: Expectation[] = [];
  for (const solveFor of SOLVE_FOR_MODES) {
    checks.push(
      checked(
        control("radio", solveFor.toUpperCase(), { within: [{ role: "radiogroup", name: "Solve for:" }] }),
        solveFor === expected.solveFor,
      ),
    );
  }
  for (const f of expected.fields) {
    const input = control("textbox", f.label);
    checks.push(value(input, f.value), disabled(input, f.disabled), ...hinted(input, f.invalid, f.hint));
  }
  const region = control("status", "Result", { exact: false });
  checks.push(...containsTexts(region, expected.resultContains));
  if (!expected.hasResult) checks.push(lacksText(region, " = "));
  if (expected.focusedLabel) checks.push(focused(control("textbox", expected.focusedLabel)));
  await expectView(labCard(page), LAB_READ, checks);
  await expectAnnounced(page, expected.announcedContains);
}

async function performDilution(page: Page, event: EventObject, _before: DilutionSnapshot, mode: DriveMode) {
  const e = event as DilutionEvent;
  if (mode === "keyboard") {
    if (e.type === "FIELD.CHANGE") {
      await tabTo(page, page.getByRole("textbox", { name: DILUTION_FIELD_TEXT[e.field].label, exact: true }));
      await typeText(page, e.value);
    } else if (e.type === "SOLVE_FOR") {
      await chooseWithArrows(page, page.getByRole("radiogroup", { name: "Solve for:" }), e.mode.toUpperCase());
    } else if (e.type === "CALCULATE") {
      await submitWithEnter(page, page.getByRole("button", { name: "Calculate", exact: true }));
    } else {
      await tabTo(page, page.getByRole("button", { name: "Reset", exact: true }));
      await page.keyboard.press("Enter");
    }
    return;
  }
  if (e.type === "FIELD.CHANGE")
    await page.getByRole("textbox", { name: DILUTION_FIELD_TEXT[e.field].label, exact: true }).fill(e.value);
  else if (e.type === "SOLVE_FOR") await page.getByRole("radio", { name: e.mode.toUpperCase(), exact: true }).check();
  else if (e.type === "CALCULATE") await page.getByRole("button", { name: "Calculate", exact: true }).click();
  else await page.getByRole("button", { name: "Reset", exact: true }).click();
}

// ---------------------------------------------------------------------------------------------

/**
 * Runs one path of the molarity or dilution model on a fresh page in `mode`, checking the view
 * before the first step and after every step. The caller records the passed path.
 */
export async function runLabPath(page: Page, machine: LabMachine, path: ModelPath, { mode }: { mode: DriveMode }) {
  const expectView = machine === "molarity" ? expectMolarity : expectDilution;
  const perform = machine === "molarity" ? performMolarity : performDilution;
  if (mode === "keyboard") await installPointerGuard(page);
  await openLab(page, machine === "molarity" ? MOLARITY : DILUTION);
  await expectView(page, path.initial as never, null, mode);
  for (const [i, step] of path.steps.entries()) {
    await perform(page, step.event, step.before as never, mode);
    await expectView(page, step.state as never, step.event, mode);
    if (mode === "keyboard") await expectVisibleFocus(page, `${path.title}, step ${i + 1} (${step.event.type})`);
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
