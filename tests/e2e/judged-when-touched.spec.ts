/**
 * A field is judged when the person has had their say (issue 54, principle 3), in the built site:
 * on every calculator, after typing in the first field only and letting typing settle, no other
 * field is aria-invalid and the site's one announcer (#site-announcer) names none of them.
 */
import { expect, test } from "@playwright/test";
import { SETTLE_DELAY_MS } from "../../src/machines/settle-region";
import { ANNOUNCE_DELAY_MS } from "../../src/lib/announce";

const ROUTES = [
  "/",
  "/20-mg-to-ml",
  "/mg-to-ml-syringe",
  "/weight-based-dose-calculator",
  "/infusion-rate-calculator",
  "/reconstitution-calculator",
  "/serial-dilution-calculator",
  "/concentration-converter",
  "/molarity-calculator",
  "/dilution-calculator",
];

for (const route of ROUTES) {
  test(`${route}: typing in the first field judges no other field`, async ({ page }) => {
    await page.clock.install({ time: new Date("2025-01-01T00:00:00Z") });
    await page.clock.pauseAt(new Date("2025-01-01T00:00:01Z"));
    await page.goto(route);
    await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
    const fields = page.locator("main").getByRole("textbox");
    const first = fields.first();
    await first.fill("");
    await first.pressSequentially("12");
    await page.clock.runFor(SETTLE_DELAY_MS + ANNOUNCE_DELAY_MS);
    const others = await fields.evaluateAll((els) =>
      els.slice(1).map((el) => ({
        label: ((el as HTMLInputElement).labels?.[0]?.textContent ?? "").trim(),
        invalid: el.getAttribute("aria-invalid") === "true",
        value: (el as HTMLInputElement).value,
      })),
    );
    const said = (await page.locator("#site-announcer").textContent()) ?? "";
    for (const other of others.filter((o) => o.label !== "")) {
      expect(other.invalid, `${other.label} is not marked invalid`).toBe(false);
      // A field not touched is not named by the announcer (one holding a preset's entry may be, in a result).
      if (other.value === "")
        expect(said, `the announcer does not name ${other.label}`).not.toContain(`${other.label}:`);
    }
  });
}
