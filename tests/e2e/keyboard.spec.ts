/**
 * Keyboard alone (issue 7, WCAG 2.2 AA): every calculator machine's model-based browser paths run
 * again with Tab, Shift+Tab, Enter, Space and arrow keys only — no click, fill or focus() — with
 * the same expected view after every step as the pointer tests (converter.spec.ts,
 * lab-tools.spec.ts, content.spec.ts), plus: the focused element shows a visible focus indicator
 * and a shown result is in a live region. Coverage of the keyboard runs is tracked on its own
 * (a separate tracker per machine, never merged into the pointer runs' "browser" entry) and
 * written to test-results/model-coverage-keyboard.json.
 *
 * Also: on every page with a calculator, every focusable control is at least 24 × 24 CSS px
 * (WCAG 2.5.8), or is a link inside a line of text (the inline exception), at 375 and 1280 px.
 */
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import {
  formatCoverageTable,
  mergeCoverage,
  type CoverageTracker,
  type MachineModel,
} from "../../tools/statecharts/model";
import { createConverterModel } from "../../tools/statecharts/converter.model";
import { createTabsModel } from "../../tools/statecharts/tabs.model";
import { createBatchModel } from "../../tools/statecharts/batch.model";
import { createMolarityModel } from "../../tools/statecharts/molarity.model";
import { createDilutionModel } from "../../tools/statecharts/dilution.model";
import { createSyringeModel } from "../../tools/statecharts/syringe.model";
import { runConverterPaths } from "./support/converter-driver";
import { runLabPath } from "./support/lab-driver";
import { openContentPage, runSyringePath } from "./support/syringe-driver";

const KEYBOARD_COVERAGE_FILE = path.resolve("test-results", "model-coverage-keyboard.json");

/**
 * Asserts that the keyboard runs of a machine covered every state and every transition, except
 * the listed click-only transitions (which a keyboard cannot send by design; they must be exactly
 * the ones missing). Prints the table and merges the figures into the keyboard coverage file
 * (not into the pointer runs' test-results/model-coverage.json).
 */
function assertKeyboardCoverage(model: MachineModel, tracker: CoverageTracker, clickOnly: string[] = []) {
  const entry = tracker.summary();
  const previous = process.env.MODEL_COVERAGE_FILE;
  process.env.MODEL_COVERAGE_FILE = KEYBOARD_COVERAGE_FILE;
  let all;
  try {
    all = mergeCoverage(entry); // synchronous: no other coverage write can happen in between
  } finally {
    if (previous === undefined) delete process.env.MODEL_COVERAGE_FILE;
    else process.env.MODEL_COVERAGE_FILE = previous;
  }
  console.log(`Keyboard-only runs\n${formatCoverageTable(all, entry)}`);
  if (clickOnly.length)
    console.log(`  click-only transitions of ${model.name} (not sent by a keyboard):\n    ${clickOnly.join("\n    ")}`);
  expect(entry.missing.states, `${model.name}: states the keyboard runs did not reach`).toEqual([]);
  expect(entry.missing.transitions, `${model.name}: transitions the keyboard runs did not take`).toEqual(clickOnly);
}

// ---------------------------------------------------------------------------------------------
// Converter card: converter, tabs, Batch Convert (on /20-mg-to-ml)

test.describe("keyboard only: converter card paths", () => {
  // Long walks, as with the pointer (a page load per walk, no prefix replayed again; every step
  // checked). Every step tabs to its control: a longer time limit.
  test.describe.configure({ timeout: 600_000 });
  test("converter", async ({ page }) => {
    const model = createConverterModel().withStrategy("walk");
    const tracker = model.coverage("browser");
    await runConverterPaths(page, "converter", model, tracker, { mode: "keyboard" });
    assertKeyboardCoverage(model, tracker);
  });

  test("tabs", async ({ page }) => {
    const model = createTabsModel().withStrategy("walk");
    const tracker = model.coverage("browser");
    await runConverterPaths(page, "tabs", model, tracker, { mode: "keyboard" });
    // A click on the unselected tab: with automatic activation only the selected tab is in the
    // Tab order, so the keyboard reaches the same state with Home/End (tab.first / tab.last).
    const clickOnly = model.transitions.filter((t) => t.eventType === "tab.select").map((t) => t.label);
    expect(clickOnly).toHaveLength(2);
    assertKeyboardCoverage(model, tracker, clickOnly);
  });

  test("batch", async ({ page }) => {
    const model = createBatchModel().withStrategy("walk");
    const tracker = model.coverage("browser");
    await runConverterPaths(page, "batch", model, tracker, { mode: "keyboard" });
    assertKeyboardCoverage(model, tracker);
  });
});

// ---------------------------------------------------------------------------------------------
// Molarity, dilution, syringe: one test per walk, the coverage asserted last (serial, one worker;
// a walk of forty steps by keyboard needs more than the default time limit)

test.describe("keyboard only: molarity paths", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  const model = createMolarityModel().withStrategy("walk");
  const tracker = model.coverage("browser");
  for (const p of model.paths) {
    test(p.title, async ({ page }) => {
      await runLabPath(page, "molarity", p, { mode: "keyboard" });
      tracker.recordPath(p);
    });
  }
  test("covers 100 % of states and transitions by keyboard", () => assertKeyboardCoverage(model, tracker));
});

test.describe("keyboard only: dilution paths", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  const model = createDilutionModel().withStrategy("walk");
  const tracker = model.coverage("browser");
  for (const p of model.paths) {
    test(p.title, async ({ page }) => {
      await runLabPath(page, "dilution", p, { mode: "keyboard" });
      tracker.recordPath(p);
    });
  }
  test("covers 100 % of states and transitions by keyboard", () => assertKeyboardCoverage(model, tracker));
});

test.describe("keyboard only: syringe paths", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  const model = createSyringeModel().withStrategy("walk");
  const tracker = model.coverage("browser");
  for (const p of model.paths) {
    test(p.title, async ({ page }) => {
      await runSyringePath(page, p, { mode: "keyboard" });
      tracker.recordPath(p);
    });
  }
  test("covers 100 % of states and transitions by keyboard", () => assertKeyboardCoverage(model, tracker));
});

// ---------------------------------------------------------------------------------------------
// Target size (WCAG 2.5.8, minimum 24 × 24 CSS px)

const CALCULATOR_PAGES = [
  "/",
  "/20-mg-to-ml",
  "/1-ml-to-mg",
  "/mg-to-ml-syringe",
  "/molarity-calculator",
  "/dilution-calculator",
];

interface Target {
  what: string;
  width: number;
  height: number;
  inline: boolean;
}

/** Every rendered focusable control of the page with its size, and whether it is a link in text. */
async function focusableTargets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const selector = [
      "a[href]",
      "area[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "iframe",
      "[tabindex]",
      "[contenteditable]:not([contenteditable=false])",
    ].join(",");
    const blockOf = (el: Element): Element => {
      let node: Element | null = el.parentElement;
      while (node && getComputedStyle(node).display.startsWith("inline")) node = node.parentElement;
      return node ?? document.body;
    };
    const describe = (el: Element) => {
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${name ? ` “${name}”` : ""}`;
    };
    return [...document.querySelectorAll(selector)]
      .filter((el) => {
        if (el.closest("[hidden], [inert]")) return false;
        const style = getComputedStyle(el);
        return el.getClientRects().length > 0 && style.visibility !== "hidden" && style.display !== "none";
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        // WCAG 2.5.8 inline exception: a link whose size is set by the line of text it sits in.
        let inline = false;
        if (el.tagName === "A" && getComputedStyle(el).display === "inline") {
          const block = blockOf(el);
          const rest = (block.textContent ?? "").replace(el.textContent ?? "", "").replace(/\s+/g, "");
          inline = rest.length > 0;
        }
        return {
          what: describe(el),
          width: Math.round(r.width * 100) / 100,
          height: Math.round(r.height * 100) / 100,
          inline,
        };
      });
  });
}

test.describe("touch targets of at least 24 × 24 CSS px", () => {
  for (const width of [375, 1280]) {
    test(`every focusable control on the calculator pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const small: string[] = [];
      for (const route of CALCULATOR_PAGES) {
        await openContentPage(page, route);
        const targets = await focusableTargets(page);
        expect(targets.length, `${route}: focusable controls found`).toBeGreaterThan(10);
        for (const t of targets) {
          if (!t.inline && (t.width < 24 || t.height < 24))
            small.push(`${route} @${width}px: ${t.what} is ${t.width} × ${t.height}`);
        }
      }
      expect(small, "controls below 24 × 24 CSS px (not links in a line of text)").toEqual([]);
    });
  }
});
