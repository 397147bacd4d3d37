/**
 * The one browser-level model runner of the clinical calculators (weight-dose, reconstitution,
 * infusion rate): the machine's model paths replayed in Chromium, each step done as its controls
 * table says (support/control-driver.ts), the page checked after every step against the connect
 * layer's view model (support/clinical-view.ts); browser-level coverage printed and asserted at
 * 100 %. `clinicalPage` opens a calculator's page, with the test's clipboard and a paused clock for
 * the model paths.
 */
import { expect, test, type Page } from "@playwright/test";
import type { ClinicalView } from "../../../src/machines/clinical-view";
import { findMachine } from "../../../tools/statecharts/machine-registry";
import type { MachineModel, ModelPath } from "../../../tools/statecharts/model";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import type { ShareLink } from "../../../src/domain/share/share-link";
import { installControlledClipboard, settleClipboard } from "./converter-driver";
import { doActionInBrowser } from "./control-driver";
import { expectClinicalViewInBrowser } from "./clinical-view";

/** A clinical calculator's page (`route`) and card (its machine's name is the card's scope). */
export function clinicalPage(route: string, name: string) {
  const card = (page: Page) => page.locator(`[data-behaviour-scope="${name}"]`);
  /** Opens the page; for the model paths the clipboard is the test's and the clock moves only when a path waits. */
  async function open(page: Page, controlled = true, hash = "") {
    if (controlled) {
      await installControlledClipboard(page);
      await page.clock.install({ time: new Date("2025-01-01T00:00:00Z") });
      await page.clock.pauseAt(new Date("2025-01-01T00:00:01Z"));
    }
    await page.goto(`${route}${hash}`);
    await expect(page.locator(`[data-behaviour-scope="${name}"][data-hydrated="true"]`)).toHaveCount(1);
  }
  return { card, open };
}

export interface ClinicalPathsCase<S> {
  readonly name: string;
  readonly title: string;
  readonly route: string;
  readonly model: MachineModel;
  readonly expectedView: (s: S) => ClinicalView;
  readonly resultLabel: string;
  /** The calculator's share link (its `<name>.share.ts`). */
  readonly share: ShareLink<unknown>;
  readonly timeoutMs?: number;
}

export function describeClinicalPaths<S extends AnyMachineSnapshot>(c: ClinicalPathsCase<S>) {
  const { card, open } = clinicalPage(c.route, c.name);
  const expectView = (page: Page, s: S) => expectClinicalViewInBrowser(card(page), c.expectedView(s), c.resultLabel);
  test.describe(`${c.title} model paths in the browser`, () => {
    test.describe.configure({ mode: "serial" });
    const tracker = c.model.coverage("browser");
    const entry = findMachine(c.name)!;
    for (const path of c.model.paths as unknown as ModelPath<S, EventObject>[]) {
      test(path.title, async ({ page }) => {
        test.setTimeout(c.timeoutMs ?? 240_000);
        await open(page);
        await expectView(page, path.initial);
        for (const step of path.steps) {
          await doActionInBrowser(page, entry.controlOf(step.event, step.before, c.model), card(page));
          await expectView(page, step.state);
          if (step.event.type === "link.copy" && !c.expectedView(step.before).share.disabled) {
            // The page wrote its address with the entries; the test's clipboard accepts it.
            const link = await settleClipboard(page, "done", "link");
            expect(link).toBe(
              c.share.linkOf(page.url(), (step.before as { context: { inputs: unknown } }).context.inputs),
            );
          }
        }
        tracker.recordPath(path);
      });
    }
    test("covers 100 % of states and transitions (browser level)", () => {
      const covered = tracker.assertComplete();
      expect(covered.transitions.covered).toBe(covered.transitions.total);
    });
  });
}
