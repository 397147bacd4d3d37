import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { converterMachine } from "~/machines/converter/converter.machine";
import { hasResult } from "~/machines/double-check/double-check.entry";
import {
  selectAmountLabel,
  selectAmountText,
  selectCanCopy,
  selectConcentrationText,
  selectDirection,
  selectResultText,
} from "~/machines/converter/converter.selectors";
import { HOME_PRESET, ML_PAGES, type ConverterPreset } from "~/data/doses";

function start(preset: ConverterPreset = HOME_PRESET) {
  const actor = createActor(converterMachine.provide({ actors: { writeClipboard: fromPromise(async () => {}) } }), {
    input: { preset },
  });
  actor.start();
  return actor;
}

describe("converter machine", () => {
  it("starts from the page's preset and derives the result", () => {
    const actor = start(ML_PAGES.find((p) => p.value === 2.5)!.preset);
    const s = actor.getSnapshot();
    expect([selectAmountText(s), selectConcentrationText(s), selectDirection(s), selectResultText(s)]).toEqual([
      "2.5",
      "20",
      "mlToMg",
      "50 mg",
    ]);
  });

  it("recalculates on every change, never stale", () => {
    const actor = start();
    actor.send({ type: "amount.change", value: "250" });
    expect(selectResultText(actor.getSnapshot())).toBe("2.5 mL");
    actor.send({ type: "preset.select", name: "Pediatric" });
    expect(selectResultText(actor.getSnapshot())).toBe("5 mL");
    actor.send({ type: "concentration.change", value: "0" });
    expect(selectResultText(actor.getSnapshot())).toBe("");
    expect(selectCanCopy(actor.getSnapshot())).toBe(false);
  });

  it.each<[string, string, string, string]>([
    ["20", "10", "2", "20 mg"],
    ["", "10", "0", "0 mg"],
    ["abc", "10", "0", "0 mg"],
    ["1", "3", "0.3333", "1 mg"], // 0.3333 mL × 3 = 0.9999 mg, shown to 2 decimals
    ["120000", "100", "1200", "120\u202f000 mg"],
    ["0.001", "100", "0", "0 mg"],
  ])("swap from amount %j at %j mg/mL: amount %j, result %j", (amount, c, newAmount, result) => {
    const actor = start();
    actor.send({ type: "amount.change", value: amount });
    actor.send({ type: "concentration.change", value: c });
    actor.send({ type: "swap" });
    const s = actor.getSnapshot();
    expect(selectDirection(s)).toBe("mlToMg");
    expect(selectAmountLabel(s)).toBe("Amount (mL)");
    expect(selectAmountText(s)).toBe(newAmount);
    expect(selectResultText(s)).toBe(result);
  });

  it("reset restores the page's own amount, concentration and direction", () => {
    const preset = ML_PAGES.find((p) => p.value === 0.25)!.preset;
    const actor = start(preset);
    actor.send({ type: "swap" });
    actor.send({ type: "concentration.change", value: "1%" });
    actor.send({ type: "amount.change", value: "7" });
    actor.send({ type: "reset" });
    const s = actor.getSnapshot();
    expect([selectAmountText(s), selectConcentrationText(s), selectDirection(s), selectResultText(s)]).toEqual([
      "0.25",
      "10",
      "mlToMg",
      "2.5 mg",
    ]);
  });

  it("reset clears the preparation card's medicine and route: the next card never carries the last one's", () => {
    const actor = start();
    actor.send({ type: "medicine.change", value: "Morphine" });
    actor.send({ type: "route.select", route: "injection" });
    actor.send({ type: "amount.change", value: "5" });
    actor.send({ type: "reset" });
    const s = actor.getSnapshot();
    expect(s.context.medicineText).toBe("");
    // The route goes too: the next medicine's syringe kind is not chosen by the last one's route.
    expect([s.context.route, s.matches({ route: "unstated" })]).toEqual(["unstated", true]);
  });

  it("offers the preparation card and the double check only for a dose above 0: 0 mg is a result, not a preparation", () => {
    for (const [preset, zero, dose] of [
      [HOME_PRESET, "0", "5"],
      [ML_PAGES[0]!.preset, "0 mL", "2.5"],
    ] as const) {
      const actor = start(preset);
      actor.send({ type: "amount.change", value: zero });
      const s = actor.getSnapshot();
      // The spec's swap puts 0 in the amount when there is no result: it converts, to 0.
      expect([s.matches({ result: "ready" }), s.matches({ entry: "typed" })]).toEqual([true, true]);
      expect(s.can({ type: "print" })).toBe(false);
      expect(hasResult({ ...s.context, amountText: zero })).toBe(false);
      actor.send({ type: "amount.change", value: dose });
      expect(actor.getSnapshot().can({ type: "print" })).toBe(true);
      expect(hasResult({ ...actor.getSnapshot().context, amountText: dose })).toBe(true);
    }
  });

  it("ignores an unknown preset name", () => {
    const actor = start();
    const before = actor.getSnapshot().context;
    actor.send({ type: "preset.select", name: "Maximum" });
    expect(actor.getSnapshot().context).toBe(before);
  });

  it("refuses copy without a result and turns the indicator off when the result changes", async () => {
    const actor = start();
    actor.send({ type: "amount.change", value: "" });
    expect(actor.getSnapshot().can({ type: "copy" })).toBe(false);
    actor.send({ type: "copy" });
    expect(actor.getSnapshot().matches({ copy: "idle" })).toBe(true);
    actor.send({ type: "amount.change", value: "20" });
    actor.send({ type: "copy" });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().matches({ copy: "copied" })).toBe(true);
    actor.send({ type: "amount.change", value: "20.0" }); // same result: still copied
    expect(actor.getSnapshot().matches({ copy: "copied" })).toBe(true);
    actor.send({ type: "amount.change", value: "30" });
    expect(actor.getSnapshot().matches({ copy: "idle" })).toBe(true);
    actor.stop();
  });

  it("Calculate emits which field needs attention", () => {
    const actor = start();
    const seen: unknown[] = [];
    actor.on("calculated", (e) => seen.push(e));
    actor.send({ type: "calculate" });
    actor.send({ type: "concentration.change", value: "" });
    actor.send({ type: "calculate" });
    // It also carries the words the page's announcer says (issue 19).
    expect(seen).toEqual([
      { type: "calculated", ok: true, text: "0 mL", invalidField: null, announcement: "Result 0 mL." },
      {
        type: "calculated",
        ok: false,
        text: "",
        invalidField: "concentration",
        announcement: "No result. Concentration (mg/mL): Enter a concentration above 0.",
      },
    ]);
  });
});
