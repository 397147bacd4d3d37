/**
 * The converter answers the first keystroke before it has hydrated (issue 33,
 * src/components/converter/early-answer.ts). The islands' renderer (the `vendor` file) is held
 * back, so the card cannot hydrate while the test types; its machine answers meanwhile, with the
 * words and cautions it gives once hydrated. Then the file is let through: the card hydrates onto
 * the pre-rendered result region, keeps what was typed and shows the same answer. Both builds:
 * Preact hydrates the production build, React the development build.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEV_BASE_URL } from "../../playwright.config";
import { HOME_PRESET, type ConverterPreset } from "../../src/data/doses";
import { CONVERTER_MODEL_PAGE, converterResultFor } from "../../tools/statecharts/converter.model";
import { holdIslandRenderer } from "./support/islands";
import { CONVERTER_CONTROLS } from "../../src/machines/converter/converter.controls";

/** What the converter says for typed texts (its machine, run here on its own). */
const answerFor = (preset: ConverterPreset, amount: string, route?: string) =>
  converterResultFor(preset, { amount, route });

/** Holds the islands' renderer back until `release` is called; remembers the pre-rendered result region. */
async function holdHydration(page: Page): Promise<{ release: () => void; problems: string[] }> {
  const release = await holdIslandRenderer(page);
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { __region: Element | null }).__region = document.querySelector(
        '#converter [data-testid="result-box"]',
      );
    });
  });
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  return { release, problems };
}

const sameRegion = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __region: Element | null }).__region ===
      document.querySelector('#converter [data-testid="result-box"]'),
  );

for (const [build, base] of [
  ["production build", ""],
  ["development build", DEV_BASE_URL],
] as const) {
  test.describe(build, () => {
    test("a keystroke before the converter hydrates is answered at once, and hydration keeps it", async ({ page }) => {
      const { release, problems } = await holdHydration(page);
      const { path, preset } = CONVERTER_MODEL_PAGE;
      await page.goto(base + path);
      const card = page.locator("#converter");
      const amount = card.getByRole("textbox", { name: "Amount (mg)" });
      const result = card.getByRole("status", { name: "Result" });
      const worked = card.getByTestId("worked-line");

      await amount.fill("25");
      const typed = answerFor(preset, "25");
      await expect(result).toHaveText(typed.text);
      await expect(worked).toHaveText(typed.note!.text);
      await expect(card).toHaveAttribute("data-hydrated", "false");

      // Each keystroke, the answer follows; a refused entry gets the machine's calm words.
      await amount.press("End");
      await amount.press("0");
      await expect(result).toHaveText(answerFor(preset, "250").text);
      await amount.fill("2..5");
      const refused = answerFor(preset, "2..5");
      expect(refused.status).toBe("invalid.amount");
      await expect(result).toHaveText(refused.text);
      await expect(card.getByTestId("result-message")).toHaveText(refused.note!.text);
      await amount.fill("13");
      const answer = answerFor(preset, "13");
      await expect(result).toHaveText(answer.text);
      await expect(card).toHaveAttribute("data-hydrated", "false");

      release();
      await expect(card).toHaveAttribute("data-hydrated", "true");
      // The card hydrated onto the pre-rendered region, with what was typed and the same answer.
      expect(await sameRegion(page)).toBe(true);
      await expect(amount).toHaveValue("13");
      await expect(result).toHaveText(answer.text);
      await amount.fill("40");
      await expect(result).toHaveText(answerFor(preset, "40").text);
      expect(problems).toEqual([]);
    });

    test("a caution is shown with the early answer, as a caution", async ({ page }) => {
      const { release, problems } = await holdHydration(page);
      await page.goto(`${base}/`);
      const card = page.locator("#converter");
      await card.getByRole("textbox", { name: "Amount (mg)" }).fill("0.001");
      const tooSmall = answerFor(HOME_PRESET, "0.001");
      expect(tooSmall.caution).not.toBeNull();
      await expect(card.getByRole("status", { name: "Result" })).toHaveText(tooSmall.text);
      await expect(card.getByTestId("result-caution")).toHaveText(`Caution: ${tooSmall.caution!.text}`);
      await expect(card.getByTestId("result-box")).toHaveAttribute("data-caution", "true");
      await expect(card).toHaveAttribute("data-hydrated", "false");
      release();
      await expect(card).toHaveAttribute("data-hydrated", "true");
      expect(await sameRegion(page)).toBe(true);
      await expect(card.getByTestId("result-caution")).toHaveText(`Caution: ${tooSmall.caution!.text}`);
      await expect(card.getByTestId("result-box")).toHaveAttribute("data-caution", "true");
      expect(problems).toEqual([]);
    });

    test("the route and medicine chosen before the card hydrates count at once and are kept", async ({ page }) => {
      const { release, problems } = await holdHydration(page);
      await page.goto(`${base}/`);
      const card = page.locator("#converter");
      const caution = card.getByTestId("result-caution");
      await card.getByRole("textbox", { name: "Amount (mg)" }).fill("12.3");
      await expect(caution).toHaveText(`Caution: ${answerFor(HOME_PRESET, "12.3").caution!.text}`);
      await card.getByRole("combobox", { name: CONVERTER_CONTROLS.route }).selectOption("injection");
      await card.getByRole("textbox", { name: CONVERTER_CONTROLS.medicine }).fill("Morphine");
      const injection = answerFor(HOME_PRESET, "12.3", "injection");
      expect(injection.caution!.text).toContain("tuberculin");
      await expect(caution).toHaveText(`Caution: ${injection.caution!.text}`);
      await expect(card).toHaveAttribute("data-hydrated", "false");
      release();
      await expect(card).toHaveAttribute("data-hydrated", "true");
      await expect(card.getByRole("combobox", { name: CONVERTER_CONTROLS.route })).toHaveValue("injection");
      await expect(card.getByRole("textbox", { name: CONVERTER_CONTROLS.medicine })).toHaveValue("Morphine");
      await expect(caution).toHaveText(`Caution: ${injection.caution!.text}`);
      expect(problems).toEqual([]);
    });
  });
}
