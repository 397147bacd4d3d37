/** Model-based test, machine level, of the converter card's tabs. */
import { describeStepOf } from "../../tools/statecharts/machine-registry";
import { describe, expect, it } from "vitest";
import type { AnyActorRef } from "xstate";
import { selectActiveTab, type TabsSnapshot } from "~/machines/tabs/tabs.selectors";
import { describePath, runPathOnMachine } from "../../tools/statecharts/model";
import { createTabsModel } from "../../tools/statecharts/tabs.model";

const describe_tabs = describeStepOf("tabs");

const model = createTabsModel();
const tracker = model.coverage("machine");

describe("tabs machine: model-based paths", () => {
  it("reaches everything", () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the actor", async () => {
      const focused: string[] = [];
      let seen = 0;
      await runPathOnMachine<TabsSnapshot>(model, path, {
        onActor: (actor: AnyActorRef) => {
          actor.on("tab.focus", (e: { tab: string }) => focused.push(e.tab));
        },
        check: (actual, expected, step) => {
          expect(selectActiveTab(actual)).toBe(selectActiveTab(expected));
          // Keyboard moves focus the selected tab (one focus request each); clicks need none.
          if (step && step.event.type === "tab.select") expect(focused).toHaveLength(seen);
          if (step && step.event.type !== "tab.select") {
            expect(focused).toHaveLength(seen + 1);
            expect(focused.at(-1)).toBe(selectActiveTab(actual));
          }
          seen = focused.length;
        },
      });
      tracker.recordPath(path);
    });
  });

  it("prints the paths in words", () => {
    for (const path of model.paths)
      console.log(`${path.title}\n  ${describePath(model, path, describe_tabs).join("\n  ")}`);
  });

  it("covers every state and transition", () => {
    tracker.assertComplete();
  });
});
