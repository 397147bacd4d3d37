// @vitest-environment jsdom
/**
 * Model-based test, view level, of the converter card's tabs: clicks and the WAI-ARIA keys
 * (arrows, Home, End) on the rendered card. After each step exactly one tab is selected, it is
 * the only one in the tab order, its panel is the one shown, and keyboard moves put focus on it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TabsSnapshot } from "~/machines/tabs/tabs.selectors";
import { connectTabs } from "~/machines/tabs/tabs.connect";
import { createTabsModel } from "../../tools/statecharts/tabs.model";
import { findMachine } from "../../tools/statecharts/machine-registry";
import { doAction } from "../view/control-driver";
import { checkPage } from "../view/stable-styles";
import { renderModelCard } from "../view/model-card";

const model = createTabsModel();
const tabs = findMachine("tabs")!;
const tracker = model.coverage("view");

/** The checks below, read at one moment of the page (see tests/view/stable-styles.ts). */
function assertScreen(expected: TabsSnapshot, keyboard: boolean) {
  checkPage(() => assertScreenNow(expected, keyboard));
}

function assertScreenNow(expected: TabsSnapshot, keyboard: boolean) {
  // The expected screen is the connect layer's view model of the expected state (what the card spreads).
  const view = connectTabs(expected, () => {}, "converter");
  expect(screen.getByRole("tablist")).toHaveAccessibleName(view.list["aria-label"]);
  for (const t of view.tabs) {
    const el = screen.getByRole("tab", { name: t.label });
    expect(el).toHaveAttribute("id", t.props.id);
    expect(el).toHaveAttribute("aria-selected", String(t.props["aria-selected"]));
    expect(el).toHaveAttribute("tabindex", String(t.props.tabIndex));
    expect(el).toHaveAttribute("aria-controls", t.panel.id);
    const panel = document.getElementById(t.panel.id)!;
    expect(panel).toHaveAttribute("role", "tabpanel");
    expect(panel).toHaveAttribute("aria-labelledby", el.id);
    if (t.panel.hidden) expect(panel).not.toBeVisible();
    else expect(panel).toBeVisible();
    if (t.selected && keyboard) expect(el).toHaveFocus();
  }
  const shown = view.active === "batch" ? "Values to convert" : "Amount (mg)";
  expect(screen.getByLabelText(shown)).toBeInTheDocument();
}

describe("tabs view: model-based paths", () => {
  afterEach(cleanup);

  describe.each(model.paths)("$title", (path) => {
    it("runs on the rendered card", async () => {
      const user = userEvent.setup();
      renderModelCard();
      assertScreen(path.initial, false);
      for (const step of path.steps) {
        // What a person does, as the tabs' controls table says: a tab pressed, or a key on the selected tab.
        const action = tabs.controlOf(step.event, step.before, model);
        await doAction(user, action);
        assertScreen(step.state, action.kind === "key");
      }
      tracker.recordPath(path);
    });
  });

  it("covers every state and transition", () => {
    tracker.assertComplete();
  });
});
