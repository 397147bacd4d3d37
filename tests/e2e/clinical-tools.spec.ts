/**
 * The clinical calculators in the built site (issue 31): the weight-based dose machine's model
 * paths replayed in Chromium, each step done as its controls table says (support/control-driver.ts),
 * the page checked after every step against the connect layer's view model (browser-level coverage
 * printed and asserted at 100 %); the page readable before hydration; axe in a cautioned state.
 */
import { expect, test } from "@playwright/test";
import { createWeightDoseModel, expectedWeightDoseView } from "../../tools/statecharts/weight-dose.model";
import { CHECK_LABELS, RESULT_LABEL } from "../../src/machines/weight-dose/weight-dose.connect";
import { CHECK_WORDS } from "../../src/machines/weight-dose/weight-dose.check";
import { violations } from "./support/axe";
import type { ShareLink } from "../../src/domain/share/share-link";
import { weightDoseShare } from "../../src/machines/weight-dose/weight-dose.share";
import { clinicalPage, describeClinicalPaths } from "./support/clinical-model";
import { createActor, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from "xstate";
import type { ClinicalView } from "../../src/machines/clinical-view";
import { weightDoseMachine } from "../../src/machines/weight-dose/weight-dose.machine";
import { connectWeightDose } from "../../src/machines/weight-dose/weight-dose.connect";
import { reconstitutionMachine } from "../../src/machines/reconstitution/reconstitution.machine";
import { connectReconstitution } from "../../src/machines/reconstitution/reconstitution.connect";
import { reconstitutionShare } from "../../src/machines/reconstitution/reconstitution.share";
import { infusionRateMachine } from "../../src/machines/infusion-rate/infusion-rate.machine";
import { connectInfusionRate } from "../../src/machines/infusion-rate/infusion-rate.connect";
import { infusionShare } from "../../src/machines/infusion-rate/infusion-rate.share";
import weightDosePage from "../../src/content/pages/weight-based-dose-calculator";
import reconstitutionPage from "../../src/content/pages/reconstitution-calculator";
import infusionRatePage from "../../src/content/pages/infusion-rate-calculator";
import { LINK_APPLIED_NOTE, LINK_COPIED_TEXT } from "../../src/domain/share/share-fragment";
import { installControlledClipboard, settleClipboard } from "./support/converter-driver";
import { spokenText } from "../../src/domain/number/format";

const WEIGHT_DOSE = "/weight-based-dose-calculator";
const { card, open } = clinicalPage(WEIGHT_DOSE, "weight-dose");

describeClinicalPaths({
  name: "weight-dose",
  title: "weight-based dose",
  route: WEIGHT_DOSE,
  model: createWeightDoseModel().withStrategy("walk"),
  expectedView: expectedWeightDoseView,
  resultLabel: RESULT_LABEL,
  share: weightDoseShare as ShareLink<unknown>,
  timeoutMs: 180_000,
});

test("the weight-based dose page is readable before any script, with its worked examples", async ({ request }) => {
  const html = await (await request.get(WEIGHT_DOSE)).text();
  for (const text of [
    "Weight-Based Dose Calculator",
    "149.7 mg",
    "600 mg by weight; capped at your maximum, 500 mg",
    "3 mL",
  ])
    expect(html).toContain(text);
});

test("axe: the weight-based dose calculator with a capped dose, a lb weight and a caution", async ({ page }) => {
  await open(page, false);
  const c = card(page);
  await c.getByRole("radio", { name: "lb", exact: true }).click();
  await c.getByRole("textbox", { name: "Weight (lb)" }).fill("22");
  await c.getByRole("textbox", { name: "Ordered dose (mg/kg per dose)" }).fill("15");
  await c.getByRole("textbox", { name: "Your maximum single dose (mg, optional)" }).fill("100");
  await c.getByRole("textbox", { name: "Label strength (optional)" }).fill("x");
  expect(await violations(page, `${WEIGHT_DOSE} with hints`)).toEqual([]);
  await c.getByRole("textbox", { name: "Label strength (optional)" }).fill("7 mg/mL");
  await expect(c.getByRole("status", { name: RESULT_LABEL })).toContainText("capped at your maximum");
  expect(await violations(page, `${WEIGHT_DOSE} capped, with cautions`)).toEqual([]);
});

test("issue 56: each unit choice after typing converts the number and says so, never re-reads it", async ({ page }) => {
  await open(page, false);
  const c = card(page);
  const announcer = page.locator("#site-announcer");
  const result = c.getByRole("status", { name: RESULT_LABEL });
  await c.getByRole("radio", { name: "lb", exact: true }).click();
  await c.getByRole("textbox", { name: "Weight (lb)" }).fill("22");
  await c.getByRole("textbox", { name: "Ordered dose (mg/kg per dose)" }).fill("15");
  await c.getByRole("textbox", { name: "Your maximum single dose (mg, optional)" }).fill("500");
  await expect(result).toContainText("149.7 mg");
  // The weight's unit: 22 lb is the 9.98 kg it was read as, in the field, under it and said.
  await c.getByRole("radio", { name: "kg", exact: true }).click();
  await expect(c.getByRole("textbox", { name: "Weight (kg)" })).toHaveValue("9.98");
  await expect(c).toContainText("Weight 22 lb is 9.98 kg.");
  await expect(result).toContainText("149.7 mg");
  await expect(announcer).toContainText("Weight 22 lb is 9.98 kg: converted, the quantity is unchanged. Result: ");
  // The order's unit: the order and the maximum, both in mcg, the same dose.
  await c.getByRole("radio", { name: "mcg/kg", exact: true }).click();
  await expect(c.getByRole("textbox", { name: "Ordered dose (mcg/kg per dose)" })).toHaveValue("15000");
  await expect(c.getByRole("textbox", { name: "Your maximum single dose (mcg, optional)" })).toHaveValue("500000");
  await expect(result).toContainText("149 700 mcg");
  // The announcer speaks numbers without their grouping.
  await expect(announcer).toContainText("Ordered dose 15 mg/kg is 15000 mcg/kg; Your maximum 500 mg is 500000 mcg");
  // A weight finer than the pound's 0.01 kg keeps its kg, said; never read as lb.
  await c.getByRole("textbox", { name: "Weight (kg)" }).fill("3.4565");
  await c.getByRole("radio", { name: "lb", exact: true }).click();
  await expect(c.getByRole("textbox", { name: "Weight (lb)" })).toHaveValue("3.4565 kg");
  await expect(c).toContainText("Weight 3.4565 kg kept as typed: a weight in lb is read to the nearest 0.01 kg");
  await expect(result).toContainText("Weight: 3.4565 kg");
  expect(await violations(page, `${WEIGHT_DOSE} a unit change said`)).toEqual([]);
});

test("the double check: the dose hidden, focus on each step, the field to fix focused, a mismatch named; axe at every step", async ({
  page,
}) => {
  await open(page, false);
  const c = card(page);
  await c.getByRole("textbox", { name: "Weight (kg)" }).fill("10");
  await c.getByRole("textbox", { name: "Ordered dose (mg/kg per dose)" }).fill("15");
  await expect(c.getByRole("status", { name: RESULT_LABEL })).toContainText("150 mg");
  await c.getByRole("button", { name: CHECK_LABELS.request, exact: true }).click();
  const title = c.getByRole("heading", { level: 3 });
  await expect(title).toHaveText("Double check: hand over");
  await expect(title).toBeFocused();
  await expect(page.locator("#site-announcer")).toHaveText(CHECK_WORDS.handover);
  // Neither the dose nor the entries are on the page while the second person works.
  await expect(c).not.toContainText("150 mg");
  await expect(c.getByRole("textbox")).toHaveCount(0);
  expect(await violations(page, `${WEIGHT_DOSE} double check: hand over`)).toEqual([]);
  await c.getByRole("button", { name: CHECK_LABELS.start, exact: true }).click();
  await expect(title).toHaveText("Double check: second entry");
  await c.getByRole("button", { name: CHECK_LABELS.compare, exact: true }).click();
  await expect(c.getByRole("textbox", { name: "Weight (kg)" })).toBeFocused();
  await expect(c.getByRole("textbox", { name: "Weight (kg)" })).toHaveAttribute("aria-invalid", "true");
  expect(await violations(page, `${WEIGHT_DOSE} double check: cannot compare yet`)).toEqual([]);
  await c.getByRole("radio", { name: "lb", exact: true }).click();
  await c.getByRole("textbox", { name: "Weight (lb)" }).fill("10");
  await c.getByRole("textbox", { name: "Ordered dose (mg/kg per dose)" }).fill("15");
  await c.getByRole("textbox", { name: "Weight (lb)" }).press("Enter");
  await expect(title).toHaveText("Double check: no match");
  await expect(page.locator("#site-announcer")).toHaveText(
    "Double check: no match. Weight differs between the two entries.",
  );
  await expect(c).not.toContainText("150 mg");
  expect(await violations(page, `${WEIGHT_DOSE} double check: no match`)).toEqual([]);
  await c.getByRole("button", { name: CHECK_LABELS.restart, exact: true }).click();
  await c.getByRole("textbox", { name: "Weight (kg)" }).fill("10");
  await c.getByRole("textbox", { name: "Ordered dose (mg/kg per dose)" }).fill("15");
  await c.getByRole("button", { name: CHECK_LABELS.compare, exact: true }).click();
  await expect(title).toHaveText("Double checked: the two entries match");
  await expect(c.locator("[data-check-step]")).toContainText("Agreed dose: 150 mg");
  // The calculator is back, with the agreed dose.
  await expect(c.getByRole("status", { name: RESULT_LABEL })).toContainText("150 mg");
  expect(await violations(page, `${WEIGHT_DOSE} double check: match`)).toEqual([]);
  await c.getByRole("button", { name: CHECK_LABELS.close, exact: true }).click();
  await expect(c.locator("[data-check-step]")).toHaveCount(0);
  await expect(page.locator("#site-announcer")).toHaveText(CHECK_WORDS.finished);
});

/** What a calculator's card shows once a share link is opened on the empty form (its connect layer's view). */
function viewAfterLink<M extends AnyStateMachine>(
  machine: M,
  connect: (s: SnapshotFrom<M>, send: () => void) => ClinicalView,
  fragment: string,
) {
  const actor = createActor(machine).start();
  let said = "";
  actor.on("link.applied", (e: { announcement: string }) => (said = e.announcement));
  actor.send({ type: "link.open", fragment } as EventFromLogic<M>);
  return { ...connect(actor.getSnapshot(), () => undefined), said };
}

/** Each clinical calculator: its page, card, share link and the worked example a link carries. */
const LINKED = [
  {
    route: WEIGHT_DOSE,
    name: "weight-dose",
    share: weightDoseShare as ShareLink<unknown>,
    inputs: weightDosePage.examples.inputs.at(-1)!.inputs as unknown,
    viewOf: (fragment: string) => viewAfterLink(weightDoseMachine, connectWeightDose, fragment),
  },
  {
    route: "/reconstitution-calculator",
    name: "reconstitution",
    share: reconstitutionShare as ShareLink<unknown>,
    inputs: reconstitutionPage.examples.inputs.at(-1)!.inputs as unknown,
    viewOf: (fragment: string) => viewAfterLink(reconstitutionMachine, connectReconstitution, fragment),
  },
  {
    route: "/infusion-rate-calculator",
    name: "infusion-rate",
    share: infusionShare as ShareLink<unknown>,
    inputs: infusionRatePage.examples.inputs.at(-1)!.inputs as unknown,
    viewOf: (fragment: string) => viewAfterLink(infusionRateMachine, connectInfusionRate, fragment),
  },
];

for (const calc of LINKED) {
  test(`${calc.name}: a share link opened on a fresh page works out its entries and says so; 'Copy share link' writes the same link`, async ({
    page,
    context,
  }) => {
    const link = calc.share.linkOf(`http://127.0.0.1${calc.route}`, calc.inputs)!;
    const fragment = link.slice(link.indexOf("#"));
    const want = calc.viewOf(fragment);
    expect(want.result.headline).not.toBeNull();
    await installControlledClipboard(page);
    const { card, open } = clinicalPage(calc.route, calc.name);
    await open(page, false, fragment);
    const c = card(page);
    const result = c.getByTestId(`${calc.name}-result`);
    await expect(result).toHaveAttribute("data-kind", want.result.kind);
    await expect(result).toContainText(want.result.headline!);
    await expect(c.locator("[data-share-note]")).toHaveText(LINK_APPLIED_NOTE);
    // The landing note, then the answer the link's entries give: heard, not only seen.
    expect(want.said).toMatch(new RegExp(`^${LINK_APPLIED_NOTE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} Result: `));
    await expect(page.locator("#site-announcer")).toHaveText(spokenText(want.said));
    await c.getByRole("button", { name: want.share.label, exact: true }).click();
    expect(await settleClipboard(page, "done", "link")).toBe(calc.share.linkOf(page.url(), calc.inputs));
    await expect(page.locator("#site-announcer")).toHaveText(LINK_COPIED_TEXT);
    // A link that cannot be read, opened on a fresh page, uses nothing of it and says so calmly.
    const other = await context.newPage();
    await open(other, false, "#v=1&nothing=1");
    await expect(card(other).locator("[data-share-note]")).toHaveText(calc.share.notes.ignored);
    await expect(card(other).getByTestId(`${calc.name}-result`)).toHaveAttribute("data-kind", "empty");
  });
}
