/**
 * Model-based test, machine level, of the converter card: every generated path runs on the real
 * card actor, whose children (converter, tabs, Batch Convert, syringe) are the real machines. A
 * step sends the converter's report to the card, as the converter does; after each step the card
 * is in the model's state and its children hold what it forwarded.
 */
import { describeStepOf } from "../../tools/statecharts/machine-registry";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { converterCardMachine } from "~/machines/converter-card/converter-card.machine";
import {
  selectBatchRef,
  selectConverterRef,
  selectSyringeRef,
} from "~/machines/converter-card/converter-card.selectors";
import type { ConverterCardEvent } from "~/machines/converter-card/converter-card.types";
import { stateValuesEqual } from "../../tools/statecharts/model";
import { describePath } from "../../tools/statecharts/model";
import { CARD_MODEL_INPUTS, createConverterCardModel } from "../../tools/statecharts/converter-card.model";

const describe_converter_card = describeStepOf("converter-card");

const model = createConverterCardModel();
const tracker = model.coverage("machine");

function expectForwarded(
  card: ReturnType<typeof createActor<typeof converterCardMachine>>,
  settings: Omit<ConverterCardEvent, "type">,
) {
  const snapshot = card.getSnapshot();
  const batch = selectBatchRef(snapshot).getSnapshot().context;
  expect({ mgPerMl: batch.mgPerMl, ratio: batch.ratio, direction: batch.direction }).toEqual({
    mgPerMl: settings.mgPerMl,
    ratio: settings.ratio,
    direction: settings.direction,
  });
  const syringe = selectSyringeRef(snapshot);
  if (snapshot.context.withSyringe) {
    expect(syringe?.getSnapshot().context.volume).toBe(settings.volume);
    // The syringe chooser follows the route's syringe kind.
    expect(syringe?.getSnapshot().context.choice).toBe(`auto-${settings.family}`);
  } else expect(syringe).toBeUndefined();
}

describe("converter card machine: model-based paths", () => {
  it("reaches every state and transition", () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the card with its real children", () => {
      const card = createActor(converterCardMachine, { input: path.input as never }).start();
      try {
        expect(stateValuesEqual(card.getSnapshot().value, path.initial.value)).toBe(true);
        for (const step of path.steps) {
          card.send(step.event);
          expect(stateValuesEqual(card.getSnapshot().value, step.state.value)).toBe(true);
          expectForwarded(card, step.event);
        }
      } finally {
        card.stop();
      }
      tracker.recordPath(path);
    });
  });

  it("prints the paths in words: what a person types and chooses in the Calculator tab", () => {
    const lines = model.paths.flatMap((p) => [p.title, ...describePath(model, p, describe_converter_card)]);
    console.log(lines.join("\n"));
    expect(lines.some((l) => l.includes('type "250 mg per 5 mL" in Concentration (mg/mL)'))).toBe(true);
    expect(lines.some((l) => l.includes('then type "10" in Concentration (mg/mL)'))).toBe(true);
    expect(lines.some((l) => l.includes('choose "Injection (injection syringe)" in Route'))).toBe(true);
  });

  it("covers every state and transition", () => {
    tracker.assertComplete();
  });
});

describe("the card wires its children (no React in between)", () => {
  it("the converter's own report reaches Batch Convert and the syringe", () => {
    const card = createActor(converterCardMachine, { input: { ...CARD_MODEL_INPUTS[1] } }).start();
    const converter = selectConverterRef(card.getSnapshot());
    converter.send({ type: "concentration.change", value: "250 mg per 5 mL" });
    converter.send({ type: "amount.change", value: "100" });
    const batch = selectBatchRef(card.getSnapshot()).getSnapshot().context;
    expect(batch.mgPerMl).toBe(50);
    expect(batch.ratio).toEqual([250, 5]);
    expect(selectSyringeRef(card.getSnapshot())?.getSnapshot().context.volume).toBe(2);
    converter.send({ type: "swap" });
    expect(selectBatchRef(card.getSnapshot()).getSnapshot().context.direction).toBe("mlToMg");
    // mL to mg: the volume to draw is the amount in mL (the old result, 2 mL).
    expect(selectSyringeRef(card.getSnapshot())?.getSnapshot().context.volume).toBe(2);
    converter.send({ type: "amount.change", value: "abc" });
    expect(selectSyringeRef(card.getSnapshot())?.getSnapshot().context.volume).toBeNull();
    card.stop();
  });

  it("the route's syringe kind reaches the syringe chooser, and a syringe chosen by hand stays until the kind changes", () => {
    const card = createActor(converterCardMachine, { input: { ...CARD_MODEL_INPUTS[1] } }).start();
    const converter = selectConverterRef(card.getSnapshot());
    const syringe = () => selectSyringeRef(card.getSnapshot())!.getSnapshot();
    converter.send({ type: "route.select", route: "injection" });
    expect(syringe().context.choice).toBe("auto-injection");
    expect(syringe().matches({ choice: { automatic: "injection" } })).toBe(true);
    selectSyringeRef(card.getSnapshot())!.send({ type: "choice.select", choice: "injection-3" });
    converter.send({ type: "amount.change", value: "5" });
    expect(syringe().context.choice).toBe("injection-3");
    converter.send({ type: "route.select", route: "oral" });
    expect(syringe().context.choice).toBe("auto-oral");
    card.stop();
  });

  it("starts its children with the page's preset", () => {
    const card = createActor(converterCardMachine, { input: { ...CARD_MODEL_INPUTS[1] } }).start();
    expect(selectSyringeRef(card.getSnapshot())?.getSnapshot().context.volume).toBe(0.05);
    expect(selectBatchRef(card.getSnapshot()).getSnapshot().context.mgPerMl).toBe(50);
    card.stop();
  });
});
