/**
 * The controls vocabulary (src/machines/controls.ts, issue 29): how a machine's own events read as
 * actions, how every kind of action is worded, and how a name matches a control's accessible name.
 */
import { describe, expect, it } from "vitest";
import { controlOf, describeControl, namesMatch, type ControlsTable } from "~/machines/controls";

type ToyEvent = { type: "TYPE"; value: string } | { type: "SWAP" };
const table: ControlsTable<ToyEvent, { unit: string }> = {
  TYPE: (e, before) =>
    e.value === ""
      ? { kind: "clear", label: `Amount (${before.unit})` }
      : { kind: "type", label: `Amount (${before.unit})`, value: e.value },
  SWAP: () => ({ kind: "press", role: "button", name: "Swap direction" }),
};
const noDelay = { delayOf: () => null };

describe("controlOf", () => {
  it("asks the table for a person's event, with the state before it", () => {
    // Typed as the table's events: controlOf takes any event (a delay or an actor's answer too).
    const typed: ToyEvent = { type: "TYPE", value: "20" };
    const cleared: ToyEvent = { type: "TYPE", value: "" };
    expect(controlOf(table, typed, { unit: "mg" }, noDelay)).toEqual({
      kind: "type",
      label: "Amount (mg)",
      value: "20",
    });
    expect(controlOf(table, cleared, { unit: "mL" }, noDelay)).toEqual({
      kind: "clear",
      label: "Amount (mL)",
    });
    expect(controlOf(table, { type: "SWAP" }, { unit: "mg" }, noDelay)).toEqual({
      kind: "press",
      role: "button",
      name: "Swap direction",
    });
  });

  it("reads a delay as a wait, a clipboard writer's answer as the clipboard's, any other event as sent", () => {
    const timing = {
      delayOf: (e: { type: string }) => (e.type.startsWith("xstate.after.") ? { name: "settleDelay", ms: 800 } : null),
    };
    const writes = { writeClipboard: "the result" };
    const before = { unit: "mg" };
    expect(controlOf(table, { type: "xstate.after.settleDelay.x.typing" }, before, timing, writes)).toEqual({
      kind: "wait",
      delay: "settleDelay",
      ms: 800,
    });
    expect(controlOf(table, { type: "xstate.done.actor.writeClipboard" }, before, timing, writes)).toEqual({
      kind: "clipboard",
      accept: true,
      what: "the result",
    });
    expect(controlOf(table, { type: "xstate.error.actor.writeClipboard.0.x" }, before, timing, writes)).toEqual({
      kind: "clipboard",
      accept: false,
      what: "the result",
    });
    expect(controlOf(table, { type: "xstate.done.actor.loadPaths" }, before, timing, writes)).toEqual({
      kind: "send",
      said: "loadPaths succeeds",
    });
    expect(controlOf(table, { type: "PAGE.USED" }, before, timing, writes)).toEqual({
      kind: "send",
      said: "PAGE.USED",
    });
  });
});

describe("describeControl", () => {
  it("words every kind of action as npm run paths prints it", () => {
    expect(describeControl({ kind: "type", label: "Amount (mg)", value: "20" })).toBe('Type "20" in Amount (mg)');
    expect(describeControl({ kind: "clear", label: "Amount (mg)" })).toBe("Clear Amount (mg)");
    expect(describeControl({ kind: "press", role: "button", name: "Swap direction" })).toBe("Press Swap direction");
    expect(describeControl({ kind: "press", role: "radio", name: "Mass", group: "Solve for:" })).toBe(
      "Press Mass under 'Solve for:'",
    );
    expect(describeControl({ kind: "press", role: "tab", name: "Batch Convert" })).toBe("Press Batch Convert tab");
    expect(describeControl({ kind: "choose", label: "Syringe", option: "1 mL oral syringe" })).toBe(
      'Choose "1 mL oral syringe" in Syringe',
    );
    expect(describeControl({ kind: "key", key: "ArrowRight", role: "tab", name: "Calculator" })).toBe(
      "Press ArrowRight on the Calculator tab",
    );
    expect(describeControl({ kind: "wait", delay: "copiedTimeout", ms: 2000 })).toBe("Wait 2 seconds (copiedTimeout)");
    expect(describeControl({ kind: "wait", delay: "shortWait", ms: 1000 })).toBe("Wait 1 second (shortWait)");
    expect(describeControl({ kind: "clipboard", accept: false, what: "the result" })).toBe(
      "The clipboard refuses the result",
    );
    expect(describeControl({ kind: "link", fragment: "#a=20", label: "a share link of 20 mg" })).toBe(
      "Open a share link of 20 mg on this page",
    );
    expect(describeControl({ kind: "send", said: "The page loads" })).toBe("The page loads");
  });
});

describe("namesMatch", () => {
  it("matches a name exactly, or a start up to a comma, never a mere prefix", () => {
    expect(namesMatch("Swap direction", "Swap direction")).toBe(true);
    expect(namesMatch("Pediatric,  10 mg/mL", "Pediatric")).toBe(true);
    expect(namesMatch("Pediatrics", "Pediatric")).toBe(false);
    expect(namesMatch("Calculate Mass", "Calculate")).toBe(false);
  });
});

describe("describeControl of several actions", () => {
  it("says them in order, one sentence", () => {
    expect(
      describeControl({
        kind: "all",
        actions: [
          { kind: "type", label: "Amount (mg)", value: "20", note: "in the Calculator tab" },
          { kind: "clear", label: "Medicine" },
          { kind: "press", role: "button", name: "Compare" },
        ],
      }),
    ).toBe('Type "20" in Amount (mg) (in the Calculator tab), then clear Medicine, then press Compare');
  });
});
