/**
 * The share link (issue 16) in the built site: the converter's inputs (never a result) in the
 * address's fragment. A copied link opens the same entries and the same result in another browser
 * context, with a note to check them against the label; tampered fragments are ignored whole with
 * a calm note and the page's own example; the fragment never reaches the server; axe-clean with
 * either note shown; Copy share link works from the keyboard. (The link and shareCopy regions'
 * states and transitions are also walked by the converter's model paths in converter.spec.ts.)
 */
import { expect, test, type Page, type Request } from "@playwright/test";
import { violations } from "./support/axe";
import { LINK_APPLIED_NOTE, LINK_IGNORED_NOTE } from "../../src/machines/converter/share-link.calc";
import { LINK_COPIED_TEXT } from "../../src/domain/share/share-fragment";
import { CONVERTER_CONTROLS } from "../../src/machines/converter/converter.controls";
import { READABLE_LINK as CONCENTRATION_LINK } from "../../tools/statecharts/concentration.model";

const PAGE = "/20-mg-to-ml"; // its own example: 20 mg at 10 mg/mL = 2 mL

/** A fresh load of `url` (a goto that only changes the fragment would not reload the page). */
async function open(page: Page, url: string) {
  await page.goto("about:blank");
  await page.goto(url);
  await expect(page.locator('#converter[data-hydrated="true"]')).toHaveCount(1);
}

const amount = (page: Page) => page.locator("#converter-amount");
const strength = (page: Page) => page.getByRole("textbox", { name: "Concentration (mg/mL)", exact: true });
const result = (page: Page) => page.getByRole("status", { name: "Result" });
const note = (page: Page) => page.getByTestId("link-note");
const announcer = (page: Page) => page.locator("#site-announcer");

async function expectOwnExample(page: Page) {
  await expect(amount(page)).toHaveValue("20");
  await expect(strength(page)).toHaveValue("10");
  await expect(result(page)).toHaveText("2 mL");
}

async function expectAxeClean(page: Page, where: string) {
  const found = await violations(page, where, { include: "#converter" });
  expect(found, found.join("\n")).toEqual([]);
}

test("a copied share link opens the same entries and result in a new browser context", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await open(page, PAGE);
  await amount(page).fill("250");
  await strength(page).fill("250 mg per 5 mL");
  await expect(result(page)).toHaveText("5 mL");
  // Typing has paused: the answer is said once (else it would be said after the copy's sentence).
  await expect(announcer(page)).toHaveText("Result 5 mL.");
  await page.getByRole("button", { name: "Copy share link" }).click();
  await expect(page.getByText("Link copied!")).toBeVisible();
  await expect(page.getByTestId("link-copied-indicator")).toHaveAttribute("data-copied", "true");
  await expect(announcer(page)).toHaveText(LINK_COPIED_TEXT);
  // The site's Permissions-Policy forbids reading the clipboard from script: paste it into a field.
  await amount(page).focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("ControlOrMeta+v");
  const link = await amount(page).inputValue();
  expect(link).toBe(
    `${new URL(PAGE, baseURL).href}#v=1&dir=mg-ml&amount=250&strength=250%20mg%20per%205%20mL&route=unstated`,
  );
  // Never a result in the link (5 mL): its keys are the entries and the route.
  expect(
    link
      .split("#")[1]!
      .split("&")
      .map((part) => part.split("=")[0]),
  ).toEqual(["v", "dir", "amount", "strength", "route"]);

  // Another device: a new browser context with nothing shared with the first.
  const other = await browser.newContext();
  const second = await other.newPage();
  const documents: Request[] = [];
  second.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r);
  });
  await open(second, link);
  await expect(amount(second)).toHaveValue("250");
  await expect(strength(second)).toHaveValue("250 mg per 5 mL");
  await expect(result(second)).toHaveText("5 mL");
  await expect(second.getByTestId("worked-line")).toContainText("250 mg");
  await expect(note(second)).toHaveText(LINK_APPLIED_NOTE);
  await expect(note(second)).toHaveAttribute("data-kind", "applied");
  // The landing note, then the answer the link's entries give: heard, not only seen.
  await expect(announcer(second)).toHaveText(`${LINK_APPLIED_NOTE} Result 5 mL.`);
  // The fragment stays in the browser: the request for the page carries neither it nor a query.
  expect(documents.length).toBeGreaterThan(0);
  for (const r of documents) {
    expect(r.url()).not.toContain("#");
    expect(new URL(r.url()).search).toBe("");
    expect(r.url()).not.toContain("250");
  }
  // Reset brings back the page's own example, and the note goes.
  await second.getByRole("button", { name: "Reset", exact: true }).click();
  await expectOwnExample(second);
  await expect(note(second)).toHaveCount(0);
  await other.close();
});

test("a link carries the route, so the syringe page opens it on the same syringe kind", async ({ page }) => {
  const route = page.getByRole("combobox", { name: CONVERTER_CONTROLS.route });
  // 370 mg at 50 mg/mL = 7.4 mL: on a mark of the 10 mL injection syringe (every 0.2 mL), not of
  // the oral one. Stated as an injection, then opened on another page load.
  await open(page, "/mg-to-ml-syringe");
  await amount(page).fill("370");
  await route.selectOption("injection");
  await expect(page.getByTestId("result-box")).toHaveAttribute("data-status", "ready.measurable");
  await open(page, "/mg-to-ml-syringe#v=1&dir=mg-ml&amount=370&strength=50&route=injection");
  await expect(route).toHaveValue("injection");
  await expect(page.getByRole("combobox", { name: "Syringe" })).toHaveValue("auto-injection");
  await expect(page.locator("[data-syringe]").first()).toHaveAttribute("data-syringe", "injection-10");
  await expect(page.getByTestId("result-box")).toHaveAttribute("data-status", "ready.measurable");
  await expect(note(page)).toHaveAttribute("data-kind", "applied");
  // A link made before links carried the route opens with none stated: oral syringes, as it was made.
  await open(page, "/mg-to-ml-syringe#v=1&dir=mg-ml&amount=370&strength=50");
  await expect(route).toHaveValue("unstated");
  await expect(page.getByRole("combobox", { name: "Syringe" })).toHaveValue("auto-oral");
  await expect(page.getByTestId("result-box")).toHaveAttribute("data-status", "ready.cautionPrecision");
});

test("a link in the other direction, and one with an entry the converter refuses", async ({ page }) => {
  await open(page, `${PAGE}#v=1&dir=ml-mg&amount=2.5&strength=50`);
  await expect(page.getByRole("textbox", { name: "Amount (mL)", exact: true })).toHaveValue("2.5");
  await expect(result(page)).toHaveText("125 mg");
  await expect(note(page)).toHaveAttribute("data-kind", "applied");
  // Well formed, but the amount is not a number: the converter's usual answer, not a tampered link.
  await open(page, `/50-mg-to-ml#v=1&dir=mg-ml&amount=abc&strength=10`);
  await expect(amount(page)).toHaveValue("abc");
  await expect(amount(page)).toHaveAttribute("aria-invalid", "true");
  await expect(result(page)).toHaveText("");
  await expect(note(page)).toHaveAttribute("data-kind", "applied");
});

const TAMPERED: ReadonlyArray<[string, string]> = [
  ["a repeated key", "v=1&dir=mg-ml&amount=250&amount=2500&strength=50"],
  ["another version", "v=2&dir=mg-ml&amount=250&strength=50"],
  ["an unknown key", "v=1&dir=mg-ml&amount=250&strength=50&result=5"],
  ["a missing key", "v=1&dir=mg-ml&amount=250"],
  ["an unknown direction", "v=1&dir=mg-mcg&amount=250&strength=50"],
  ["an unknown route", "v=1&dir=mg-ml&amount=250&strength=50&route=rectal"],
  ["broken percent-encoding", "v=1&dir=mg-ml&amount=25%&strength=50"],
  ["a right-to-left override", "v=1&dir=mg-ml&amount=%E2%80%AE052&strength=50"],
  ["an over-long value", `v=1&dir=mg-ml&amount=${"1".repeat(65)}&strength=50`],
];

test("tampered fragments are ignored with a calm note and the page's own example", async ({ page }) => {
  for (const [kind, fragment] of TAMPERED) {
    await test.step(kind, async () => {
      await open(page, `${PAGE}#${fragment}`);
      await expectOwnExample(page);
      await expect(note(page)).toHaveText(LINK_IGNORED_NOTE);
      await expect(note(page)).toHaveAttribute("data-kind", "ignored");
      await expect(announcer(page)).toHaveText(LINK_IGNORED_NOTE);
      await expect(page.locator("#converter")).not.toContainText(/NaN|Infinity|undefined/);
    });
  }
  // A tampered link pasted on the same page (only the fragment changes): ignored just the same.
  await open(page, PAGE);
  await amount(page).fill("30");
  await page.evaluate(() => {
    window.location.hash = "v=1&dir=mg-ml&amount=250&strength=50&strength=5";
  });
  await expect(note(page)).toHaveAttribute("data-kind", "ignored");
  await expect(amount(page)).toHaveValue("30");
});

test("an in-page anchor or an empty fragment is not a share link", async ({ page }) => {
  for (const url of [`${PAGE}#faq`, `${PAGE}#`]) {
    await open(page, url);
    await expectOwnExample(page);
    await expect(note(page)).toHaveCount(0);
  }
});

test("axe finds nothing with either note shown, and Copy share link works from the keyboard", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await open(page, `${PAGE}#v=1&dir=mg-ml&amount=250&strength=250%20mg%20per%205%20mL`);
  await expect(note(page)).toHaveAttribute("data-kind", "applied");
  await expectAxeClean(page, "applied link note");
  await open(page, `${PAGE}#v=9&dir=mg-ml&amount=250&strength=50`);
  await expect(note(page)).toHaveAttribute("data-kind", "ignored");
  await expectAxeClean(page, "ignored link note");
  // Keyboard: Copy share link follows Copy result in the Tab order, is named and described.
  await page.getByRole("button", { name: CONVERTER_CONTROLS.copy }).focus();
  await page.keyboard.press("Tab");
  const share = page.getByRole("button", { name: "Copy share link" });
  await expect(share).toBeFocused();
  await expect(share).toHaveAccessibleDescription(
    "The link holds the entries, not the result: it recomputes where it opens.",
  );
  await page.keyboard.press("Enter");
  await expect(page.getByText("Link copied!")).toBeVisible();
  await expect(share).toBeFocused();
});

test("a share link leaves the address once the entries are the person's: an edit on a lab tool, or Reset (issue 52)", async ({
  page,
}) => {
  // The concentration converter: the textbook protein's link, then one edit.
  await page.goto("about:blank");
  await page.goto(`/concentration-converter${CONCENTRATION_LINK}`);
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
  const value = page.getByRole("textbox", { name: "Concentration", exact: true });
  await expect(value).toHaveValue("1");
  expect(new URL(page.url()).hash).toBe(CONCENTRATION_LINK);
  await value.fill("2");
  await expect.poll(() => new URL(page.url()).hash).toBe("");
  // A reload brings the person's page back, not the link's numbers.
  await page.reload();
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Concentration", exact: true })).toHaveValue("");

  // The converter: Reset takes its link out of the address too.
  await open(page, `${PAGE}#v=1&dir=mg-ml&amount=30&strength=10`);
  await expect(amount(page)).toHaveValue("30");
  await page.getByRole("button", { name: "Reset", exact: true }).click();
  await expectOwnExample(page);
  await expect.poll(() => new URL(page.url()).hash).toBe("");
});
