/**
 * The serial dilution calculator in the built site (issue 32): the machine model's walks replayed
 * in Chromium, each step done as the controls table says (support/control-driver.ts), the page
 * checked after every step against the connect layer's view model (browser-level coverage asserted
 * at 100 %); the page's worked examples, head, sitemap and footer; the CSV download; axe with a
 * plan, a caution and a hint shown.
 */
import { wakeHeader } from "./support/islands";
import { countPrints, printCount } from "./support/print";
import { expect, test, type Page } from "@playwright/test";
import { findMachine } from "../../tools/statecharts/machine-registry";
import {
  createSerialDilutionModel,
  expectedSerialView,
  type SerialSnapshot,
} from "../../tools/statecharts/serial-dilution.model";
import { SERIAL_TEXT } from "../../src/machines/serial-dilution/serial-dilution.types";
import {
  DEFAULT_SERIAL_INPUTS,
  evaluateSerialDilution,
  SERIAL_CSV_FILENAME,
} from "../../src/domain/lab/serial-dilution";
import { installControlledClipboard, settleClipboard } from "./support/converter-driver";
import { SERIAL_LINK_IGNORED_NOTE, serialShareLinkOf } from "../../src/machines/serial-dilution/serial-dilution.share";
import { LAB_LINK_APPLIED_NOTE, LINK_COPIED_TEXT } from "../../src/domain/share/share-fragment";
import { doActionInBrowser } from "./support/control-driver";
import { TAGS, violations } from "./support/axe";
import {
  checked,
  containsTexts,
  control,
  count,
  disabled,
  expectView as expectRead,
  field,
  tableRows,
  type Expectation,
  type ReadOptions,
} from "./support/view-reader";

const PATH = "/serial-dilution-calculator";

/** Opens the page; for the model paths the clipboard is the test's and the clock moves only when a path waits. */
async function open(page: Page, controlled = true) {
  // 'Print record' prints the page: the test's page counts the prints instead.
  await countPrints(page);
  if (controlled) {
    await installControlledClipboard(page);
    await page.clock.install({ time: new Date("2025-01-01T00:00:00Z") });
    await page.clock.pauseAt(new Date("2025-01-01T00:00:01Z"));
  }
  await page.goto(PATH);
  await expect(page.locator('[data-behaviour-scope="serial-dilution"][data-hydrated="true"]')).toHaveCount(1);
}

const card = (page: Page) => page.locator('[data-behaviour-scope="serial-dilution"]');

/** What a serial dilution view check reads in one pass (support/view-reader.ts). */
const SERIAL_READ: ReadOptions = {
  roles: ["radiogroup", "radio", "textbox", "status", "button", "row"],
  attributes: ["aria-invalid"],
};

/**
 * The card shows the connect layer's view: its state, each group's checked option, the volume
 * convention's help, each field's value and hint, the plan's texts and tubes, the share link's
 * note, the buttons' states and the copied status; read in two passes instead of one locator per
 * fact (issue 55).
 */
async function expectView(page: Page, s: SerialSnapshot) {
  const want = expectedSerialView(s);
  const c = card(page);
  await expect(c).toHaveAttribute("data-state", want.state);
  const checks: Expectation[] = [];
  for (const g of [want.mode, want.convention, ...want.fields.flatMap((f) => (f.unit ? [f.unit] : []))]) {
    const within = [{ role: "radiogroup", name: g.label, exact: true }];
    for (const o of g.options) checks.push(checked(control("radio", o.label, { within }), o.value === g.value));
  }
  checks.push(count(control("textbox", "", { exact: false }), want.fields.length));
  for (const f of want.fields) checks.push(...field(f.label, { value: f.value, hint: f.error }));
  const region = control("status", SERIAL_TEXT.resultLabel);
  const r = want.result;
  const texts = [r.message, r.summary, ...r.lines, r.conventionText, r.instruction, r.caution].filter(
    (t): t is string => Boolean(t),
  );
  checks.push(...containsTexts(region, [...new Set(texts)]));
  const within = [{ role: "status", name: SERIAL_TEXT.resultLabel, exact: true }];
  checks.push(
    ...tableRows(
      within,
      r.tubes.map((t) => ({ first: t.tube, text: t.concentration })),
    ),
  );
  for (const [name, off] of [
    [want.copy.label, want.copy.disabled],
    [want.download.label, want.download.disabled],
    [want.print.label, want.print.disabled],
    [want.share.label, want.share.disabled],
  ] as const)
    checks.push(disabled(control("button", name), off));
  await expectRead(c, SERIAL_READ, checks);
  await expect(c.getByText(want.convention.help)).toBeVisible();
  if (want.share.note) await expect(c.getByText(want.share.note)).toBeVisible();
  else await expect(c.getByText(/shared link|This link's dilution/)).toHaveCount(0);
  if (want.copy.status) await expect(c.getByText(want.copy.status)).toBeVisible();
  else await expect(c.getByText(SERIAL_TEXT.copied)).toHaveCount(0);
}

test.describe("serial dilution model paths in the browser", () => {
  test.describe.configure({ mode: "serial" });
  const model = createSerialDilutionModel().withStrategy("walk");
  const tracker = model.coverage("browser");
  const entry = findMachine("serial-dilution")!;
  for (const path of model.paths) {
    test(path.title, async ({ page }) => {
      test.setTimeout(300_000);
      await open(page);
      await expectView(page, path.initial);
      let prints = 0;
      for (const step of path.steps) {
        const download = step.event.type === "download" ? page.waitForEvent("download") : null;
        await doActionInBrowser(page, entry.controlOf(step.event, step.before, model), card(page));
        if (download) expect((await download).suggestedFilename()).toBe(SERIAL_CSV_FILENAME);
        // 'Print record' printed the page, with the record in it (print-only).
        if (step.event.type === "print") {
          prints += 1;
          await expect.poll(() => printCount(page)).toBe(prints);
          await expect(page.locator("body > .lab-record")).toHaveCount(1);
        }
        if (step.event.type === "link.copy" && !expectedSerialView(step.before).share.disabled) {
          // The page wrote its address with the entries; the test's clipboard accepts it.
          const link = await settleClipboard(page, "done", "link");
          expect(link).toBe(serialShareLinkOf(page.url(), step.before.context.inputs));
        }
        await expectView(page, step.state);
      }
      tracker.recordPath(path);
    });
  }
  test("covers 100 % of states and transitions (browser level)", () => {
    const covered = tracker.assertComplete();
    expect(covered.transitions.covered).toBe(covered.transitions.total);
  });
});

test.describe("the serial dilution page", () => {
  test("worked examples, FAQ, sources and head come from the calculator's code; the page is in the Advanced menu, the footer and the sitemap", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(PATH)).text();
    expect(html).toContain(
      "<title>Serial Dilution Calculator – Transfer Volume, Diluent and Tube Table | mg to mL Converter</title>",
    );
    expect(html).toContain('"@type":"FAQPage"');
    for (const text of ["1 nM", "100 µL", "900 µL", "before its transfer on", "after its transfer on"])
      expect(html).toContain(text);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/serial-dilution-calculator</loc>");
    await open(page, false);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Serial Dilution Calculator" })).toHaveCount(
      1,
    );
    await wakeHeader(page);
    await page.getByRole("button", { name: "Advanced" }).first().click();
    await expect(page.getByRole("link", { name: "Serial Dilution Calculator" }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sources", exact: true })).toBeVisible();
  });

  test("Download CSV saves the table the domain wrote, caution included", async ({ page }) => {
    await open(page, false);
    const c = card(page);
    const typed = { stock: "1", factor: "10", steps: "6", volume: "5" } as const;
    for (const [field, value] of Object.entries(typed))
      await c
        .getByRole("textbox", { name: SERIAL_TEXT.fields[field as keyof typeof typed].label, exact: true })
        .fill(value);
    await expect(c).toHaveAttribute("data-state", "ready.cautionTransferBelowPipette");
    const status = evaluateSerialDilution({ ...DEFAULT_SERIAL_INPUTS, ...typed });
    if (status.kind !== "ready") throw new Error("expected a plan");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      c.getByRole("button", { name: SERIAL_TEXT.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(SERIAL_CSV_FILENAME);
    const saved = await download.createReadStream().then(
      (stream) =>
        new Promise<string>((resolve) => {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        }),
    );
    expect(saved).toBe(`\uFEFF${status.plan.csv}`);
    expect(saved).toContain("caution: transfer under 1 µL");
    await expect(page.locator("#site-announcer")).toHaveText("Downloaded serial-dilution.csv: the stock and 6 tubes.");
  });

  test("Copy share link writes the entries into the address; opening that link on a fresh page plans the same series", async ({
    page,
    context,
  }) => {
    await installControlledClipboard(page);
    await open(page, false);
    const c = card(page);
    await c.getByRole("radio", { name: SERIAL_TEXT.modes.target, exact: true }).click();
    const typed = { stock: "1", target: "1", steps: "6", volume: "1000" } as const;
    for (const [field, value] of Object.entries(typed))
      await c
        .getByRole("textbox", { name: SERIAL_TEXT.fields[field as keyof typeof typed].label, exact: true })
        .fill(value);
    await expect(c).toHaveAttribute("data-state", "ready.measurable");
    await c.getByRole("button", { name: SERIAL_TEXT.shareLink }).click();
    const link = await settleClipboard(page, "done", "link");
    expect(link).toContain("#v=1&mode=target&stock=1&stockUnit=mM&factor=&target=1&targetUnit=nM&steps=6");
    await expect(page.locator("#site-announcer")).toHaveText(LINK_COPIED_TEXT);
    const fresh = await context.newPage();
    await fresh.goto(link);
    const opened = card(fresh);
    await expect(opened).toHaveAttribute("data-state", "ready.measurable");
    await expect(opened.getByRole("status", { name: SERIAL_TEXT.resultLabel })).toContainText(
      "Factor 10 per step (1 part in 10), 6 steps from 1 mM: tube 6 is 1 nM.",
    );
    await expect(opened.getByText(LAB_LINK_APPLIED_NOTE)).toBeVisible();
    const other = await context.newPage();
    await other.goto(`${PATH}#v=1&stock=1`);
    await expect(card(other).getByText(SERIAL_LINK_IGNORED_NOTE)).toBeVisible();
    await expect(card(other)).toHaveAttribute("data-state", "empty");
  });

  test("axe: no violation with a plan and a caution, and with a hint", async ({ page }) => {
    await open(page, false);
    const c = card(page);
    const field = (name: keyof typeof SERIAL_TEXT.fields) =>
      c.getByRole("textbox", { name: SERIAL_TEXT.fields[name].label, exact: true });
    await field("stock").fill("1");
    await field("factor").fill("10");
    await field("steps").fill("6");
    await field("volume").fill("5");
    await expect(c).toHaveAttribute("data-state", "ready.cautionTransferBelowPipette");
    let found = await violations(page, `${PATH} with a caution`, { tags: TAGS });
    expect(found, found.join("\n")).toEqual([]);
    await field("factor").fill("1:10");
    await expect(c).toHaveAttribute("data-state", "invalid.factor.ratio");
    found = await violations(page, `${PATH} with a hint`, { tags: TAGS });
    expect(found, found.join("\n")).toEqual([]);
  });
});
