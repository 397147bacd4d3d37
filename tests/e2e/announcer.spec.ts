/**
 * What a screen-reader user hears (issue 28), in the built site, on the page's own clock (paused
 * and moved by the test, so no real delay decides anything):
 *
 * - One announcer per page: on every calculator page, and after each action below, the only live
 *   region is #site-announcer (visible status regions that change while typing are not live).
 * - "125" typed key by key (250 ms apart, as a person types) into each calculator's first field:
 *   every change of every live region is recorded, and the only thing heard is the answer for 125
 *   (with its caution, and on the syringe page where it falls on the syringe drawn), once, after
 *   typing settled: never the answer for 1 or 12. So do the clinical calculators, the
 *   concentration converter and serial dilution (src/machines/settle-region.ts). The molarity and
 *   dilution forms, Batch Convert and the double check's second entry answer on a button, so typing
 *   there says nothing at all.
 * - Every action says one short true sentence, the words of the machine's state or emitted event:
 *   Reset, Swap, Calculate, Copy result, Copy share link, a preset; Convert All, Copy all,
 *   Download CSV, Clear; the double check's start, second entry, Compare (incomplete, with the
 *   focus on the field to fix), match, mismatch, Start again, Cancel and Back; a syringe choice;
 *   the laboratory tools' Calculate, Reset, Solve for, a unit and a common solute.
 */
import { expect, test, type Page } from "@playwright/test";
import { createActor, type AnyStateMachine } from "xstate";
import { fieldIdOf } from "../../src/machines/clinical-view";
import {
  contextFor,
  settledAnnouncement as concentrationAnnouncement,
} from "../../src/machines/concentration/concentration.calc";
import { DEFAULT_CONCENTRATION_INPUTS } from "../../src/domain/lab/concentration-units";
import { settledAnnouncement as serialAnnouncement } from "../../src/machines/serial-dilution/serial-dilution.calc";
import { DEFAULT_SERIAL_INPUTS } from "../../src/domain/lab/serial-dilution";
import { weightDoseMachine } from "../../src/machines/weight-dose/weight-dose.machine";
import { CALC as WEIGHT_DOSE_CALC } from "../../src/machines/weight-dose/weight-dose.calc";
import { CARD_ID as WEIGHT_DOSE_CARD } from "../../src/machines/weight-dose/weight-dose.connect";
import { reconstitutionMachine } from "../../src/machines/reconstitution/reconstitution.machine";
import { CALC as RECONSTITUTION_CALC } from "../../src/machines/reconstitution/reconstitution.calc";
import { CARD_ID as RECONSTITUTION_CARD } from "../../src/machines/reconstitution/reconstitution.connect";
import { infusionRateMachine } from "../../src/machines/infusion-rate/infusion-rate.machine";
import { CALC as INFUSION_CALC } from "../../src/machines/infusion-rate/infusion-rate.calc";
import { CARD_ID as INFUSION_CARD } from "../../src/machines/infusion-rate/infusion-rate.connect";
import { SETTLE_DELAY_MS } from "../../src/machines/converter/converter.machine";
import { ANNOUNCE_DELAY_MS } from "../../src/lib/announce";
import { HOME_PRESET, SYRINGE_PRESET, findDosePage, type ConverterPreset } from "../../src/data/doses";
import { evaluateConverter, fieldText } from "../../src/domain/dose/conversion";
import { announcementOf } from "../../src/machines/converter/converter.calc";
import { answerWithReading, choiceAnnouncement } from "../../src/machines/syringe/syringe.spoken";
import { CHECK_ANNOUNCEMENTS, secondEntryHint } from "../../src/machines/double-check/double-check.calc";
import { BATCH_MESSAGES } from "../../src/machines/batch/batch.calc";
import { LINK_COPIED_TEXT } from "../../src/domain/share/share-fragment";
import { installControlledClipboard, settleClipboard } from "./support/converter-driver";
import { forget, heard, heardChanges, liveRegions, recordLiveRegions } from "./support/live-regions";
import { CONVERTER_CONTROLS } from "../../src/machines/converter/converter.controls";
import { BATCH_CONTROLS } from "../../src/machines/batch/batch.controls";
import { DOUBLE_CHECK_CONTROLS } from "../../src/machines/double-check/double-check.controls";
import { spokenText } from "../../src/domain/number/format";

const DESKTOP = { width: 1280, height: 900 };
const ANNOUNCER = "#site-announcer";
/** Time between two keys, as a person types: well inside the converter's settle delay. */
const KEY_GAP_MS = 250;

/** Opens a page on a paused clock, recording every live-region change from its first script on. */
async function openPaused(page: Page, path: string) {
  await recordLiveRegions(page);
  await installControlledClipboard(page);
  await page.clock.install({ time: new Date("2025-01-01T00:00:00Z") });
  await page.clock.pauseAt(new Date("2025-01-01T00:00:01Z"));
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
  expect(await liveRegions(page), "the page's only live region is its one announcer").toEqual([ANNOUNCER]);
}

const tick = (page: Page, ms: number) => page.clock.runFor(ms);

/** Types `text` into the focused field key by key, the page's clock moving KEY_GAP_MS after each key. */
async function typeKeyByKey(page: Page, text: string) {
  for (const key of text) {
    await page.keyboard.type(key);
    await tick(page, KEY_GAP_MS);
  }
}

/** Empties a field and puts the keyboard in it, then forgets what was heard so far. */
async function focusEmpty(page: Page, field: ReturnType<Page["locator"]>) {
  await field.fill("");
  await field.focus();
  await tick(page, SETTLE_DELAY_MS + ANNOUNCE_DELAY_MS);
  await forget(page);
}

/** What the converter says for an amount typed on a page with this preset: the machine's own words. */
function converterAnswer(preset: ConverterPreset, amountText: string): string {
  return announcementOf(
    evaluateConverter({ amountText, concentrationText: fieldText(preset.concentration), direction: preset.direction }),
  );
}

/** A step before the typing: a field filled, or a radio pressed (with the event it sends). */
type Before =
  | { type: "field.change"; field: string; value: string; event?: undefined }
  | { type: "radio"; radio: string; event: { type: string } };

const CLINICAL_CASES: readonly {
  path: string;
  machine: AnyStateMachine;
  card: string;
  calc: { announcementOf: (inputs: never) => string };
  before: readonly Before[];
  field: string;
}[] = [
  {
    path: "/weight-based-dose-calculator",
    machine: weightDoseMachine,
    card: WEIGHT_DOSE_CARD,
    calc: WEIGHT_DOSE_CALC,
    before: [
      { type: "field.change", field: "weight", value: "70" },
      { type: "field.change", field: "strength", value: "10 mg/mL" },
    ],
    field: "order",
  },
  {
    path: "/reconstitution-calculator",
    machine: reconstitutionMachine,
    card: RECONSTITUTION_CARD,
    calc: RECONSTITUTION_CALC,
    before: [
      { type: "field.change", field: "powder", value: "1000" },
      { type: "field.change", field: "diluent", value: "9.3" },
      { type: "field.change", field: "displacement", value: "0.7" },
    ],
    field: "dose",
  },
  {
    path: "/infusion-rate-calculator",
    machine: infusionRateMachine,
    card: INFUSION_CARD,
    calc: INFUSION_CALC,
    before: [
      { type: "radio", radio: "mcg", event: { type: "orderUnit.select", unit: "mcg" } as { type: string } },
      { type: "radio", radio: "Per minute", event: { type: "per.select", per: "min" } as { type: string } },
      { type: "field.change", field: "bag", value: "400 mg in 250 mL" },
    ],
    field: "dose",
  },
];

// ---------------------------------------------------------------------------------------------

test.describe("typing 125 key by key: only the settled answer is heard, once", () => {
  const converterPages = [
    { path: "/", preset: HOME_PRESET },
    { path: "/20-mg-to-ml", preset: findDosePage("/20-mg-to-ml")!.preset },
    { path: "/0-5-ml-to-mg", preset: findDosePage("/0-5-ml-to-mg")!.preset },
  ];
  for (const { path, preset } of converterPages) {
    test(`${path}: the converter`, async ({ page }) => {
      await openPaused(page, path);
      await focusEmpty(page, page.locator("#converter-amount"));
      await typeKeyByKey(page, "125");
      expect(await heard(page), "nothing is heard while typing").toEqual([]);
      await tick(page, SETTLE_DELAY_MS + ANNOUNCE_DELAY_MS);
      const answer = converterAnswer(preset, "125");
      expect(await heardChanges(page)).toEqual([{ region: ANNOUNCER, text: spokenText(answer) }]);
      for (const partial of ["1", "12"]) {
        const shown = evaluateConverter({
          amountText: partial,
          concentrationText: fieldText(preset.concentration),
          direction: preset.direction,
        }).result;
        expect(shown.status).toBe("ok");
        if (shown.status === "ok") expect(answer, `the answer for ${partial} is never heard`).not.toContain(shown.text);
      }
      expect(await liveRegions(page)).toEqual([ANNOUNCER]);
    });
  }

  test("/mg-to-ml-syringe: the converter and the drawn syringe", async ({ page }) => {
    await openPaused(page, "/mg-to-ml-syringe");
    await focusEmpty(page, page.getByRole("textbox", { name: "Amount (mg)" }));
    await typeKeyByKey(page, "125");
    // The syringe's reading and check change with every key (0.02 mL, then 0.24 mL), unheard.
    await expect(page.getByRole("status", { name: "Syringe check" })).toBeVisible();
    expect(await heard(page), "nothing is heard while typing").toEqual([]);
    await tick(page, SETTLE_DELAY_MS + ANNOUNCE_DELAY_MS);
    // 125 mg at 50 mg/mL = 2.5 mL, on the syringe the one syringe rule draws.
    const answer = answerWithReading(converterAnswer(SYRINGE_PRESET, "125"), {
      volume: 2.5,
      choice: "auto-oral",
      route: "unstated",
    });
    expect(answer).toMatch(/^Result 2\.5 mL\. .*On the syringe: Draw up to the 2\.5 mL mark/);
    expect(await heardChanges(page)).toEqual([{ region: ANNOUNCER, text: spokenText(answer) }]);
    for (const partial of ["0.02 mL", "0.24 mL", "Very small volume", "Between marks"])
      expect(answer).not.toContain(partial);
    expect(await liveRegions(page)).toEqual([ANNOUNCER]);
  });

  // The clinical calculators answer as they are typed in: the answer (the copy line: the result,
  // its working and every caution) is said once typing settles, in the machine's own words.
  for (const { path, machine, card, calc, before, field } of CLINICAL_CASES) {
    test(`${path}: the clinical calculator`, async ({ page }) => {
      await openPaused(page, path);
      const actor = createActor(machine).start();
      for (const step of before) {
        if (step.type === "field.change") await page.locator(`#${fieldIdOf(card, step.field)}`).fill(step.value);
        else await page.getByRole("radio", { name: step.radio, exact: true }).click();
        actor.send(step.event ?? { type: "field.change", field: step.field, value: step.value });
      }
      await focusEmpty(page, page.locator(`#${fieldIdOf(card, field)}`));
      await typeKeyByKey(page, "125");
      expect(await heard(page), "nothing is heard while typing").toEqual([]);
      await tick(page, SETTLE_DELAY_MS + ANNOUNCE_DELAY_MS);
      actor.send({ type: "field.change", field, value: "125" });
      const inputs = (actor.getSnapshot().context as { inputs: never }).inputs;
      const answer = calc.announcementOf(inputs);
      actor.stop();
      expect(answer).toMatch(/^Result: .*125/);
      expect(await heardChanges(page)).toEqual([{ region: ANNOUNCER, text: spokenText(answer) }]);
      expect(await liveRegions(page)).toEqual([ANNOUNCER]);
    });
  }

  // The concentration converter and serial dilution answer as they are typed in too: the table's
  // line, or the plan's summary and what to pipette (with any caution), said once typing settles.
  test("/concentration-converter: the table, in every unit", async ({ page }) => {
    await openPaused(page, "/concentration-converter");
    await page.locator("#concentration-molecular-weight").fill("58.44");
    await focusEmpty(page, page.locator("#concentration-value"));
    await typeKeyByKey(page, "125");
    expect(await heard(page), "nothing is heard while typing").toEqual([]);
    await tick(page, SETTLE_DELAY_MS + ANNOUNCE_DELAY_MS);
    const answer = concentrationAnnouncement(
      contextFor({ ...DEFAULT_CONCENTRATION_INPUTS, value: "125", molecularWeight: "58.44" }),
    );
    expect(answer).toMatch(/^Result: 125 mg\/mL, molecular weight 58\.44 g\/mol = .* M = /);
    expect(await heardChanges(page)).toEqual([{ region: ANNOUNCER, text: spokenText(answer) }]);
    expect(await liveRegions(page)).toEqual([ANNOUNCER]);
  });

  test("/serial-dilution-calculator: the plan", async ({ page }) => {
    await openPaused(page, "/serial-dilution-calculator");
    for (const [id, value] of [
      ["stock", "10"],
      ["factor", "10"],
      ["steps", "4"],
    ] as const)
      await page.locator(`#serial-dilution-${id}`).fill(value);
    await focusEmpty(page, page.locator("#serial-dilution-volume"));
    await typeKeyByKey(page, "125");
    expect(await heard(page), "nothing is heard while typing").toEqual([]);
    await tick(page, SETTLE_DELAY_MS + ANNOUNCE_DELAY_MS);
    const answer = serialAnnouncement({
      ...DEFAULT_SERIAL_INPUTS,
      stock: "10",
      factor: "10",
      steps: "4",
      volume: "125",
    });
    expect(answer).toMatch(
      /^Result: Factor 10 per step .* of diluent in each of the 4 tubes\. Carry 12\.5 µL of the stock/,
    );
    expect(await heardChanges(page)).toEqual([{ region: ANNOUNCER, text: spokenText(answer) }]);
    expect(await liveRegions(page)).toEqual([ANNOUNCER]);
  });

  for (const { path, field } of [
    { path: "/molarity-calculator", field: "Mass of solute (g)" },
    { path: "/dilution-calculator", field: "C1 - Initial Concentration" },
  ]) {
    test(`${path}: a laboratory tool answers on Calculate, so typing says nothing`, async ({ page }) => {
      await openPaused(page, path);
      await focusEmpty(page, page.getByRole("textbox", { name: field }));
      await typeKeyByKey(page, "125");
      await tick(page, SETTLE_DELAY_MS + ANNOUNCE_DELAY_MS);
      expect(await heard(page)).toEqual([]);
      expect(await liveRegions(page)).toEqual([ANNOUNCER]);
    });
  }

  test("Batch Convert's list and the double check's second entry answer on a button, so typing says nothing", async ({
    page,
  }) => {
    await openPaused(page, "/20-mg-to-ml");
    await page.getByRole("tab", { name: "Batch Convert" }).click();
    await focusEmpty(page, page.getByRole("textbox", { name: "Values to convert" }));
    await typeKeyByKey(page, "125");
    await tick(page, SETTLE_DELAY_MS + ANNOUNCE_DELAY_MS);
    expect(await heard(page)).toEqual([]);

    await page.getByRole("tab", { name: "Calculator" }).click();
    await page.getByRole("button", { name: DOUBLE_CHECK_CONTROLS.request }).click();
    await page.getByRole("button", { name: "Start the second entry" }).click();
    await focusEmpty(page, page.locator("#converter").getByLabel("Amount (mg)"));
    await typeKeyByKey(page, "125");
    await tick(page, SETTLE_DELAY_MS + ANNOUNCE_DELAY_MS);
    expect(await heard(page)).toEqual([]);
    expect(await liveRegions(page)).toEqual([ANNOUNCER]);
  });
});

// ---------------------------------------------------------------------------------------------

/**
 * Does `act` and returns everything heard until the announcer has spoken (its 100 ms), checking
 * that all of it came from the one announcer and that no other live region appeared.
 */
async function saidAfter(page: Page, act: () => Promise<unknown>): Promise<string[]> {
  await forget(page);
  await act();
  await tick(page, ANNOUNCE_DELAY_MS);
  const changes = await heardChanges(page);
  expect(
    changes.every((c) => c.region === ANNOUNCER),
    JSON.stringify(changes),
  ).toBe(true);
  expect(await liveRegions(page)).toEqual([ANNOUNCER]);
  return changes.map((c) => c.text);
}

test.describe("every action says one short true sentence", () => {
  test("the converter: Calculate, Swap, Reset, a preset, Copy result, Copy share link", async ({ page }) => {
    await openPaused(page, "/20-mg-to-ml");
    const button = (name: string) => page.getByRole("button", { name, exact: true });
    expect(await saidAfter(page, () => button("Calculate").click())).toEqual(["Result 2 mL."]);
    expect(await saidAfter(page, () => button(CONVERTER_CONTROLS.swap).click())).toEqual([
      "Now converting mL to mg. Result 20 mg.",
    ]);
    expect(await saidAfter(page, () => button("Reset").click())).toEqual([
      "Reset to this page's example: 20 mg at 10 mg/mL, mg to mL. Result 2 mL.",
    ]);
    // A preset changes the strength: the result is said once the choice settles, like typing.
    expect(await saidAfter(page, () => button("Pediatric, 50 mg/mL").click())).toEqual([]);
    await tick(page, SETTLE_DELAY_MS);
    expect(await heard(page)).toEqual(["Result 0.4 mL."]);
    expect(
      await saidAfter(page, async () => {
        await button(CONVERTER_CONTROLS.copy).click();
        await settleClipboard(page, "done");
      }),
    ).toEqual(["Copied. Result 0.4 mL copied to clipboard."]);
    expect(
      await saidAfter(page, async () => {
        await button("Copy share link").click();
        await settleClipboard(page, "done", "link");
      }),
    ).toEqual([LINK_COPIED_TEXT]);
    // Swap and Reset while a result was waiting to be said: their own sentence only, not a second one.
    await page.locator("#converter-amount").fill("30");
    expect(await saidAfter(page, () => button("Reset").click())).toEqual([
      "Reset to this page's example: 20 mg at 10 mg/mL, mg to mL. Result 2 mL.",
    ]);
    await tick(page, SETTLE_DELAY_MS);
    expect(await heard(page)).toEqual(["Reset to this page's example: 20 mg at 10 mg/mL, mg to mL. Result 2 mL."]);
  });

  test("Batch Convert: Convert All, Copy all, Download CSV, Clear (what it cleared)", async ({ page }) => {
    await openPaused(page, "/20-mg-to-ml");
    await page.getByRole("tab", { name: "Batch Convert" }).click();
    const button = (name: string) => page.getByRole("button", { name, exact: true });
    expect(await saidAfter(page, () => button("Clear").click())).toEqual([BATCH_MESSAGES.alreadyEmpty]);
    await page.getByRole("textbox", { name: "Values to convert" }).fill("10, 25, abc");
    expect(await saidAfter(page, () => button("Clear").click())).toEqual([BATCH_MESSAGES.cleared]);
    await page.getByRole("textbox", { name: "Values to convert" }).fill("10, 25, abc");
    expect(await saidAfter(page, () => button(BATCH_CONTROLS.convert).click())).toEqual([
      "2 converted, 1 needs attention (mg to mL at 10 mg/mL)",
    ]);
    expect(
      await saidAfter(page, async () => {
        await button("Copy all").click();
        await settleClipboard(page, "done");
      }),
    ).toEqual(["Copied. 2 results copied to clipboard."]);
    expect(
      await saidAfter(page, async () => {
        const download = page.waitForEvent("download");
        await button("Download CSV").click();
        expect((await download).suggestedFilename()).toBe("mg-to-ml-batch.csv");
      }),
    ).toEqual(["Downloading mg-to-ml-batch.csv: 3 rows."]);
    expect(await saidAfter(page, () => button("Clear").click())).toEqual([BATCH_MESSAGES.clearedWithResults]);
  });

  test("the double check: each step, Compare with the focus on the field to fix, match, mismatch, cancel and back", async ({
    page,
  }) => {
    await openPaused(page, "/20-mg-to-ml");
    const card = page.locator("#converter");
    const button = (name: string) => page.getByRole("button", { name, exact: true });
    const amount = card.getByLabel("Amount (mg)");
    const strength = card.getByLabel("Strength as on the label");
    // The check's code loads on first use: the hand-over is said when the check is shown.
    expect(
      await saidAfter(page, async () => {
        await button(DOUBLE_CHECK_CONTROLS.request).click();
        await expect(button("Start the second entry")).toBeVisible();
      }),
    ).toEqual([CHECK_ANNOUNCEMENTS.handover]);
    expect(await saidAfter(page, () => button("Start the second entry").click())).toEqual([
      CHECK_ANNOUNCEMENTS.entering,
    ]);

    // Compare with nothing typed: both fields are marked and described by the hint, which names
    // both (issue 53); the amount, the first, is focused.
    const empty = { amountText: "", concentrationText: "", direction: "mgToMl" as const };
    expect(await saidAfter(page, () => button("Compare").click())).toEqual([
      `${CHECK_ANNOUNCEMENTS.incomplete} ${secondEntryHint(empty)}`,
    ]);
    await expect(amount).toBeFocused();
    for (const field of [amount, strength]) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(secondEntryHint(empty));
    }
    // Then the strength.
    await amount.fill("20");
    const noStrength = { ...empty, amountText: "20" };
    expect(await saidAfter(page, () => button("Compare").click())).toEqual([
      `${CHECK_ANNOUNCEMENTS.incomplete} ${secondEntryHint(noStrength)}`,
    ]);
    await expect(strength).toBeFocused();
    await expect(strength).toHaveAttribute("aria-invalid", "true");
    await expect(strength).toHaveAccessibleDescription(secondEntryHint(noStrength));
    await expect(amount).not.toHaveAttribute("aria-invalid");

    await strength.fill("5");
    expect(await saidAfter(page, () => button("Compare").click())).toEqual([
      "Double check: no match. Strength differs between the two entries.",
    ]);
    expect(await saidAfter(page, () => button("Start again").click())).toEqual([CHECK_ANNOUNCEMENTS.entering]);
    expect(await saidAfter(page, () => button("Cancel double check").click())).toEqual([CHECK_ANNOUNCEMENTS.cancelled]);

    await button(DOUBLE_CHECK_CONTROLS.request).click();
    await button("Start the second entry").click();
    await amount.fill("20");
    await strength.fill("10");
    const [match] = await saidAfter(page, () => button("Compare").click());
    expect(match).toMatch(/^Double check: the two entries match\. Agreed result 2 mL\./);
    // Back from a match: the check is finished, not cancelled.
    expect(await saidAfter(page, () => button("Back to the calculator").click())).toEqual([
      CHECK_ANNOUNCEMENTS.finished,
    ]);
  });

  test("the syringe: a choice says the syringe and where the volume falls on it", async ({ page }) => {
    await openPaused(page, "/mg-to-ml-syringe");
    const chooser = page.getByRole("combobox", { name: "Syringe" });
    const volume = 0.05; // the page's 2.5 mg at 50 mg/mL
    for (const choice of ["oral-5", "tuberculin-1", "insulin-0-5", "auto-injection", "auto-oral"] as const) {
      const said = await saidAfter(page, () => chooser.selectOption(choice));
      expect(said).toEqual([choiceAnnouncement({ volume, choice, route: "unstated" })]);
    }
    expect(choiceAnnouncement({ volume, choice: "insulin-0-5", route: "unstated" })).toMatch(
      /^0\.5 mL insulin syringe \(U-100\) chosen\. Insulin syringe: for insulin only/,
    );
  });

  test("the laboratory tools: Calculate, Reset, Solve for, a unit, a common solute", async ({ page }) => {
    await openPaused(page, "/molarity-calculator");
    const button = (name: string) => page.getByRole("button", { name, exact: true });
    expect(await saidAfter(page, () => button("Sodium chloride (NaCl), 58.44 g/mol").click())).toEqual([
      "Molecular weight 58.44 g/mol (Sodium chloride).",
    ]);
    await page.getByRole("textbox", { name: "Mass of solute (g)" }).fill("5.844");
    await page.getByRole("textbox", { name: "Volume of solution (mL)" }).fill("100");
    expect(await saidAfter(page, () => button("Calculate Molarity").click())).toEqual(["Molarity: 1 M."]);
    // A unit, chosen with the arrow keys in its radio group: a result that no longer holds is said to be gone.
    const massUnit = page.getByRole("radiogroup", { name: "Mass of solute unit" });
    await massUnit.getByRole("radio", { name: "g", exact: true }).focus();
    expect(await saidAfter(page, () => page.keyboard.press("ArrowRight"))).toEqual([
      "Mass of solute in mg. The result was cleared: press Calculate Molarity.",
    ]);
    expect(await saidAfter(page, () => page.keyboard.press("ArrowLeft"))).toEqual(["Mass of solute in g."]);
    const solveFor = page.getByRole("radiogroup", { name: "Solve for:" });
    await solveFor.getByRole("radio", { name: "Molarity", exact: true }).focus();
    expect(await saidAfter(page, () => page.keyboard.press("ArrowRight"))).toEqual([
      "Solving for mass. Enter the molecular weight, volume and molarity, then press Calculate Mass.",
    ]);
    // Reset returns Solve for and the units to the page's defaults (issue 52), and says so.
    expect(await saidAfter(page, () => button("Reset").click())).toEqual([
      "Fields cleared; units and Solve for back to the page's defaults. Solving for molarity. Enter the mass, molecular weight and volume, then press Calculate Molarity.",
    ]);

    await page.goto("/dilution-calculator");
    await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
    const v1 = page.getByRole("radiogroup", { name: "Solve for:" }).getByRole("radio", { name: "V1", exact: true });
    await v1.focus();
    expect(await saidAfter(page, () => page.keyboard.press("ArrowRight"))).toEqual([
      "Solving for V2, the final volume. Enter the three known values, then press Calculate.",
    ]);
    expect(await saidAfter(page, () => button("Reset").click())).toEqual([
      "Fields cleared; units and Solve for back to the page's defaults. Solving for V1, the initial volume. Enter the three known values, then press Calculate.",
    ]);
  });
});
