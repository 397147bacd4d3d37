// @vitest-environment jsdom
/**
 * Model-based test, view level, of the double check (issue 16) on the rendered converter card:
 * each event is a click or typing on the control a person uses; after each step the screen shows
 * exactly what the machine's state says, and the first result is never on screen during a check.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  selectAgreedCautions,
  selectCheckStep,
  selectDiffering,
  selectIncompleteAt,
  selectIsBlind,
  type DoubleCheckSnapshot,
} from "~/machines/double-check/double-check.selectors";
import { connectDoubleCheck } from "~/machines/double-check/double-check.connect";
import { EMPTY_ENTRY, evaluateEntry, secondEntryHint } from "~/machines/double-check/double-check.calc";
import { createDoubleCheckModel, DOUBLE_CHECK_CONTROLS as C } from "../../tools/statecharts/double-check.model";
import { checkPage } from "../view/stable-styles";
import { doAction } from "../view/control-driver";
import { findMachine } from "../../tools/statecharts/machine-registry";
import { renderModelCard } from "../view/model-card";

const model = createDoubleCheckModel();
const doubleCheck = findMachine("double-check")!;
const tracker = model.coverage("view");

/** The calculator's amount as the path last typed it (null before: the page's example, 20). */
let typedAmount: string | null = null;

/** The checks below, read at one moment of the page (see tests/view/stable-styles.ts). */
function assertScreen(expected: DoubleCheckSnapshot) {
  checkPage(() => assertScreenNow(expected));
}

function assertScreenNow(expected: DoubleCheckSnapshot) {
  const step = selectCheckStep(expected);
  // The panel's own view model (double-check.connect.ts): what the page renders is what is expected.
  const view = connectDoubleCheck(expected, () => {}, "converter");
  expect(view.step).toBe(step);
  const card = document.getElementById("converter")!;
  const shown = card.querySelector("[data-check-step]")?.getAttribute("data-check-step") ?? "calculator";
  expect(shown).toBe(step);
  if (step === "calculator") {
    expect(screen.getByRole("button", { name: C.request })).toBeEnabled();
    expect(screen.getByRole("tab", { name: "Calculator" })).toBeInTheDocument();
    // Nothing lost: the first entry is still in the calculator.
    expect(screen.getByLabelText("Amount (mg)")).toHaveValue(typedAmount ?? "20");
    // The page's example is not a preparation (issue 27): a card only once a dose was typed.
    if (typedAmount === null) expect(screen.queryByTestId("preparation-card")).toBeNull();
    else expect(screen.getByTestId("preparation-card")).toHaveTextContent("Double checked: no.");
    expect(document.documentElement.hasAttribute("data-double-check")).toBe(false);
    return;
  }
  // One structure through every step (issue 53): the same levels in every step, blind or not: the
  // card's title is the page's h1 (the page's own h1 is out of sight until the check is closed) and
  // the step's title an h2.
  const blind = selectIsBlind(expected);
  const cardTitle = card.querySelector(`#${card.getAttribute("aria-labelledby")}`)!;
  const stepTitle = card.querySelector("[data-check-step] > :is(h1, h2, h3, h4, h5, h6)");
  expect(cardTitle.tagName).toBe("H1");
  expect(stepTitle?.textContent).toBe("title" in view ? view.title : undefined);
  expect(stepTitle?.tagName).toBe("H2");
  // While the second person works blind, the page is marked (its own answers are hidden); after a
  // match only the page's own title is out of sight ("open").
  expect(document.documentElement.getAttribute("data-double-check")).toBe(blind ? "blind" : "open");
  // During a check, neither the first entry nor its result is on screen.
  expect(screen.queryByRole("tab", { name: "Calculator" })).toBeNull();
  expect(screen.queryByRole("button", { name: C.request })).toBeNull();
  expect(
    screen.getByRole("button", { name: step === "match" ? "Back to the calculator" : C.cancel }),
  ).toBeInTheDocument();
  const first = evaluateEntry(expected.context.first!);
  const firstResult = first.result.status === "ok" ? first.result.text : "";
  if (step === "handover" || step === "entering" || step === "incomplete") {
    expect(card.textContent).not.toContain(firstResult);
    expect(card.textContent).not.toMatch(new RegExp(`\\b${expected.context.first!.amountText.replace(".", "\\.")}\\b`));
  }
  if (step === "entering" || step === "incomplete") {
    const second = expected.context.second;
    expect(screen.getByLabelText(/^Amount \(m[gL]\)$/)).toHaveValue(second.amountText);
    expect(screen.getByLabelText(C.strength)).toHaveValue(second.concentrationText);
    expect(screen.getByRole("radio", { name: second.direction === "mgToMl" ? C.mgToMl : C.mlToMg })).toBeChecked();
    const hint = document.getElementById("converter-dc-hint")!;
    if (step === "incomplete") expect(hint.textContent).not.toBe("");
    else expect(hint.textContent).toBe("");
    if (view.step === "entering" || view.step === "incomplete") {
      expect(hint.textContent).toBe(view.hint ?? "");
    }
    // Like the converter's form: every field to fix is marked and described by the hint (issue 53:
    // both when neither can be read); the first of them is focused.
    const at = selectIncompleteAt(expected);
    const read = evaluateEntry(second);
    const toFix = (field: "amount" | "strength") =>
      (at === "amount" || at === "strength") && !(field === "amount" ? read.amount.ok : read.concentration.ok);
    const amount = screen.getByLabelText(/^Amount \(m[gL]\)$/);
    const strength = screen.getByLabelText(C.strength);
    for (const [field, input] of [
      ["amount", amount],
      ["strength", strength],
    ] as const) {
      if (toFix(field)) expect(input).toHaveAttribute("aria-invalid", "true");
      else expect(input).not.toHaveAttribute("aria-invalid");
      if (toFix(field) || (at === "result" && field === "amount"))
        expect(input).toHaveAccessibleDescription(hint.textContent);
      else expect(input).not.toHaveAccessibleDescription();
      // A text keyboard: an amount may carry its unit, a strength is written as on the label.
      expect(input).not.toHaveAttribute("inputmode");
      expect(input).toHaveAttribute("autocapitalize", "off");
    }
    if (at) expect(at === "strength" ? strength : amount).toHaveFocus();
  }
  // The printed card exists only for a calculator result or an agreed one: never during a check.
  if (step !== "match") expect(screen.queryByTestId("preparation-card")).toBeNull();
  if (step === "match") {
    expect(screen.getByTestId("preparation-card")).toHaveTextContent("Double checked: yes");
    expect(screen.getByTestId("agreed-result")).toHaveTextContent(firstResult);
    // Both entries' amounts, each in its cell of the comparison (the working line names it too).
    expect(
      within(card.querySelector<HTMLElement>("[data-check-step]")!).getAllByText(
        first.amount.ok ? first.amount.read : "",
        { selector: "td, td > .figure" },
      ),
    ).toHaveLength(2);
    // Agreed and cautioned (issue 27): the caution is shown with the agreed result and printed.
    const cautions = selectAgreedCautions(expected);
    if (view.step === "match") {
      expect(screen.getByRole("heading", { name: view.title })).toBeInTheDocument();
      expect(view.cautions).toEqual(cautions);
    }
    expect(card.querySelector("[data-check-step]")!.getAttribute("data-cautioned")).toBe(String(cautions.length > 0));
    if (cautions.length > 0) {
      expect(
        screen.getByRole("heading", { name: "Double checked: the two entries match, with a caution" }),
      ).toBeInTheDocument();
      expect(screen.getByTestId("agreed-caution")).toHaveTextContent(`Caution: ${cautions.join(" ")}`);
      for (const c of cautions) expect(screen.getByTestId("preparation-card")).toHaveTextContent(c);
    } else {
      expect(screen.queryByTestId("agreed-caution")).toBeNull();
    }
  }
  if (step === "mismatch") {
    const list = screen.getByRole("list", { name: "Entries that differ" });
    const names = within(list)
      .getAllByRole("listitem")
      .map((li) => li.getAttribute("data-differs"));
    expect(names).toEqual(selectDiffering(expected));
    if (view.step === "mismatch") {
      expect(names).toEqual(view.differing.map((d) => d.field));
      expect(card.textContent).toContain(view.sentence);
    }
    expect(card.textContent).not.toMatch(/2 mL/);
  }
}

/** What a person does, as the double check's controls table says; then what the page did besides. */
async function perform(user: ReturnType<typeof userEvent.setup>, step: (typeof model.paths)[number]["steps"][number]) {
  const event = step.event;
  const printed = vi.spyOn(window, "print").mockImplementation(() => undefined);
  try {
    await doAction(user, doubleCheck.controlOf(event, step.before, model));
    if (event.type === "check.request") typedAmount = event.entry.amountText;
    expect(printed).toHaveBeenCalledTimes(event.type === "print" ? 1 : 0);
  } finally {
    printed.mockRestore();
  }
}

describe("double-check view: model-based paths", () => {
  afterEach(cleanup);

  describe.each(model.paths)("$title", (path) => {
    it("runs on the rendered card", async () => {
      typedAmount = null;
      const user = userEvent.setup();
      renderModelCard();
      assertScreen(path.initial);
      for (const step of path.steps) {
        await perform(user, step);
        assertScreen(step.state);
      }
      tracker.recordPath(path);
    });
  });

  it("covers every state and transition", () => {
    tracker.assertComplete();
  });
});

describe("the second entry's Compare with nothing typed (issue 53)", () => {
  afterEach(cleanup);

  it("marks both fields to fix, each described by the hint that names both; the amount takes the focus", async () => {
    const user = userEvent.setup();
    renderModelCard();
    await user.click(screen.getByRole("button", { name: C.request }));
    await user.click(await screen.findByRole("button", { name: C.start }));
    const amount = () => screen.getByLabelText(/^Amount \(m[gL]\)$/);
    const strength = () => screen.getByLabelText(C.strength);
    await user.click(screen.getByRole("button", { name: C.compare }));
    const both = secondEntryHint(EMPTY_ENTRY);
    expect(both).toMatch(/^Amount: .+ Strength: .+/);
    for (const input of [amount(), strength()]) {
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(both);
    }
    expect(amount()).toHaveFocus();
    // A readable amount typed: the strength is the one field left to fix, and takes the focus.
    await user.type(amount(), "20");
    await user.click(screen.getByRole("button", { name: C.compare }));
    expect(amount()).not.toHaveAttribute("aria-invalid");
    expect(amount()).not.toHaveAccessibleDescription();
    expect(strength()).toHaveAttribute("aria-invalid", "true");
    expect(strength()).toHaveAccessibleDescription(secondEntryHint({ ...EMPTY_ENTRY, amountText: "20" }));
    expect(strength()).toHaveFocus();
  });
});
