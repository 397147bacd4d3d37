/**
 * Model-based tests of the syringe chooser, machine level: every generated path is replayed on
 * the real actor; after each step the selectors must agree with the model state, and the
 * coverage of states and transitions must be 100 %.
 */
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { describePath, runPathOnMachine } from "./model-harness";
import { createSyringeModel, describeSyringeEvent, expectedSyringeView, modelChoice, SYRINGE_MODEL_START, type SyringeSnapshot } from "./syringe.model";
import { syringeMachine } from "~/machines/syringe/syringe.machine";
import { selectChoice, selectReading, selectTexts, selectConverterVolume } from "~/machines/syringe/syringe.selectors";
import { converterMachine } from "~/machines/converter/converter.machine";
import { SYRINGE_PRESET } from "~/data/doses";

const model = createSyringeModel();
const tracker = model.coverage("machine");

describe("syringe machine model", () => {
  it("reaches every state and transition with the sample events", () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
    expect(model.states).toEqual(expect.arrayContaining(["syringe.automatic", "syringe.automatic.oral", "syringe.automatic.injection", "syringe.chosen"]));
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the actor; selectors match the model", async () => {
      await runPathOnMachine<SyringeSnapshot>(model, path, {
        check: (actual, expected) => {
          expect(actual.context).toEqual(expected.context);
          const want = expectedSyringeView(expected);
          expect(selectChoice(actual)).toBe(modelChoice(expected));
          expect(selectReading(actual).syringe.id).toBe(want.syringeId);
          expect(selectReading(actual).status).toBe(want.status);
          expect(selectTexts(actual).summary).toBe(want.summary);
          expect(selectTexts(actual).warnings).toEqual(want.warnings);
        },
      });
      tracker.recordPath(path);
    });
  });
});

describe("syringe machine details", () => {
  it("starts automatic (oral) with the preset's volume", () => {
    const s = createActor(syringeMachine, { input: { volume: SYRINGE_MODEL_START } }).start().getSnapshot();
    expect(s.value).toEqual({ automatic: "oral" });
    expect(s.context).toEqual({ volume: 0.05, chosen: null });
  });

  it("ignores an unknown choice and keeps an invalid volume out", () => {
    const actor = createActor(syringeMachine, { input: { volume: 1 } }).start();
    actor.send({ type: "choice.select", choice: "tuberculin-1" });
    actor.send({ type: "choice.select", choice: "oral-2" });
    expect(actor.getSnapshot().value).toBe("chosen");
    expect(actor.getSnapshot().context.chosen).toBe("tuberculin-1");
    actor.send({ type: "volume.change", volume: NaN });
    expect(actor.getSnapshot().context.volume).toBeNull();
    actor.send({ type: "volume.change", volume: -2 });
    expect(actor.getSnapshot().context.volume).toBeNull();
    actor.send({ type: "choice.select", choice: "auto-injection" });
    expect(actor.getSnapshot().value).toEqual({ automatic: "injection" });
    expect(actor.getSnapshot().context.chosen).toBeNull();
  });

  it("reads the volume from the converter: the result for mg → mL, the amount for mL → mg", () => {
    const c = createActor(converterMachine, { input: { preset: SYRINGE_PRESET } }).start();
    expect(selectConverterVolume(c.getSnapshot())).toBe(0.05);
    c.send({ type: "amount.change", value: "125" });
    expect(selectConverterVolume(c.getSnapshot())).toBe(2.5);
    c.send({ type: "amount.change", value: "abc" });
    expect(selectConverterVolume(c.getSnapshot())).toBeNull();
    c.send({ type: "amount.change", value: "3" });
    c.send({ type: "swap" });
    // After the swap the direction is mL → mg and the amount field holds mL.
    const s = c.getSnapshot();
    expect(s.context.direction).toBe("mlToMg");
    expect(selectConverterVolume(s)).toBe(Number(s.context.amountText));
  });

  it("prints the paths in words", () => {
    const lines = model.paths.flatMap((p) => [p.title, ...describePath(model, p, (e) => describeSyringeEvent(e))]);
    console.log(lines.join("\n"));
    expect(lines.some((l) => l.includes("in Syringe"))).toBe(true);
  });

  it("covers 100 % of states and transitions (machine level)", () => {
    const entry = tracker.assertComplete();
    expect(entry.states.covered).toBe(entry.states.total);
    expect(entry.transitions.covered).toBe(entry.transitions.total);
  });
});
