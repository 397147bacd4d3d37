// @vitest-environment jsdom
/**
 * Model-based tests of the syringe calculator, view level: every path of the syringe model is
 * played on the rendered page part (converter + syringe panel) with Testing Library — volumes
 * are typed into the converter's amount field, syringes chosen in the select — and after every
 * step the drawing, its text alternative, the summary and the warnings must match the model.
 */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { theme } from "~/styles/theme";
import { SYRINGE_PRESET } from "~/data/doses";
import { SyringeCalculator } from "~/components/syringe/syringe-calculator";
import { createSyringeModel, expectedSyringeView, type SyringeSnapshot } from "../../tools/statecharts/syringe.model";
import { checkPage } from "../view/stable-styles";
import { doAction } from "../view/control-driver";
import { findMachine } from "../../tools/statecharts/machine-registry";
import { FEATURES_AT_ONCE } from "../view/card-features";

const model = createSyringeModel();
const syringe = findMachine("syringe")!;
const tracker = model.coverage("view");

afterEach(cleanup);

/** The checks below, read at one moment of the page (see tests/view/stable-styles.ts). */
function expectView(state: SyringeSnapshot) {
  checkPage(() => expectViewNow(state));
}

function expectViewNow(state: SyringeSnapshot) {
  const want = expectedSyringeView(state);
  expect(screen.getByRole("combobox", { name: "Syringe" })).toHaveValue(want.choice);
  // One short name (the syringe), and a description that does not repeat it.
  const img = screen.getByRole("img", { name: want.title });
  expect(img).toHaveAccessibleDescription(want.alt);
  expect(img).toHaveAttribute("data-syringe", want.syringeId);
  expect(img).toHaveAttribute("data-status", want.status);
  expect(Number(img.getAttribute("data-fill-ml"))).toBeCloseTo(want.fillMl, 9);
  expect(screen.getByTestId("syringe-summary")).toHaveTextContent(want.summary, { normalizeWhitespace: true });
  const region = screen.getByRole("status", { name: "Syringe check" });
  const items = within(region)
    .queryAllByRole("listitem")
    .map((li) => li.textContent);
  expect(items).toEqual(want.warnings);
  if (want.unitsLine) expect(screen.getByTestId("syringe-units")).toHaveTextContent(want.unitsLine);
  else expect(screen.queryByTestId("syringe-units")).toBeNull();
}

function renderCalculator() {
  return render(
    <ThemeProvider theme={theme}>
      <SyringeCalculator preset={SYRINGE_PRESET} writeClipboard={async () => {}} loadFeatures={FEATURES_AT_ONCE} />
    </ThemeProvider>,
  );
}

describe("syringe view model", () => {
  describe.each(model.paths)("$title", (path) => {
    it("the page shows each state", async () => {
      const user = userEvent.setup();
      renderCalculator();
      expectView(path.initial);
      for (const step of path.steps) {
        // What a person does, as the syringe's controls table says (the same table the paths' words,
        // the browser test and the Behaviour view's player read).
        await doAction(user, syringe.controlOf(step.event, step.before, model));
        expectView(step.state);
      }
      tracker.recordPath(path);
    });
  });

  it("covers 100 % of states and transitions (view level)", () => {
    const entry = tracker.assertComplete();
    expect(entry.states.covered).toBe(entry.states.total);
    expect(entry.transitions.covered).toBe(entry.transitions.total);
  });
});
