/**
 * Model-based test, machine level, of the converter card: every generated path runs on the real
 * card actor, whose children (converter, tabs, syringe; Batch Convert and the double check once
 * their code has arrived) are the real machines. A step types a sample into the converter, which
 * reports its settings to the card, or sends a request for a part that loads on first use (issue 33), whose load
 * the test holds until the path's step says the code arrives (the real machine) or cannot be
 * loaded. After each step the card is in the model's state and its children hold what it
 * forwarded: Batch Convert the settings last reported, the syringe its volume, the double check
 * the calculation asked for.
 */
import { describeStepOf } from "../../tools/statecharts/machine-registry";
import { describe, expect, it, vi } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { SETTLE_DELAY_MS } from "~/machines/settle-region";
import { converterCardMachine, provideCard } from "~/machines/converter-card/converter-card.machine";
import {
  selectBatchRef,
  selectConverterRef,
  selectDoubleCheckRef,
  selectSyringeRef,
  selectTabsRef,
  type ConverterCardSnapshot,
} from "~/machines/converter-card/converter-card.selectors";
import { batchMachine } from "~/machines/batch/batch.machine";
import { doubleCheckMachine } from "~/machines/double-check/double-check.machine";
import { describePath, stateValuesEqual } from "../../tools/statecharts/model";
import {
  CARD_MODEL_INPUTS,
  createConverterCardModel,
  entryOf,
  heldLoads,
  sampleOf,
} from "../../tools/statecharts/converter-card.model";

const describe_converter_card = describeStepOf("converter-card");

/** Lets the promise of a settled load and the card's reaction to it run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const model = createConverterCardModel();
const tracker = model.coverage("machine");

/** What the card's children hold after a step: what it forwarded, what it started. */
function expectForwarded(actual: ConverterCardSnapshot, expected: ConverterCardSnapshot) {
  const settings = actual.context.settings;
  expect(settings).toEqual(expected.context.settings);
  const batch = selectBatchRef(actual);
  if (actual.matches({ batch: "ready" })) {
    const context = batch!.getSnapshot().context;
    expect({ mgPerMl: context.mgPerMl, ratio: context.ratio, direction: context.direction }).toEqual({
      mgPerMl: settings.mgPerMl,
      ratio: settings.ratio,
      direction: settings.direction,
    });
  } else expect(batch, "Batch Convert runs only once its code has arrived").toBeUndefined();
  const check = selectDoubleCheckRef(actual);
  if (actual.matches({ doubleCheck: { ready: "open" } })) {
    // The check started with the calculation that was asked for, as if it had been there at once;
    // the card took it from the converter's last report (the view sends only the press).
    expect(check!.getSnapshot().matches({ checking: "handover" })).toBe(true);
    expect(check!.getSnapshot().context.first).toEqual(actual.context.checkEntry);
    expect(actual.context.checkEntry).toEqual(entryOf(actual));
  } else if (actual.matches({ doubleCheck: { ready: "closed" } })) {
    // The check is over: the double check is back on the calculator, both entries forgotten.
    expect(check!.getSnapshot().value).toBe("calculator");
    expect(check!.getSnapshot().context.first).toBeNull();
  } else expect(check, "the double check runs only once its code has arrived").toBeUndefined();
  const syringe = selectSyringeRef(actual);
  if (actual.context.withSyringe) {
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
    it("runs on the card with its real children", async () => {
      const held = heldLoads({
        doubleCheck: () => doubleCheckMachine,
        batch: () => batchMachine,
        printCard: () => null,
      });
      const card = createActor(provideCard({ loads: held.loads }), { input: path.input as never }).start();
      let printed = 0;
      selectConverterRef(card.getSnapshot()).on("print.requested", () => (printed += 1));
      try {
        expect(stateValuesEqual(card.getSnapshot().value, path.initial.value)).toBe(true);
        for (const step of path.steps) {
          const before = step.before;
          const invocation = model.invocationOf(step.event);
          if (invocation) {
            // The load the card started answers, as the path says: the code arrives or cannot be loaded.
            held.settle(invocation.id, invocation.outcome);
            await settled();
          } else if (step.event.type === "settings.changed") {
            // As a person types the sample in the Calculator tab: the converter reports to the card.
            const sample = sampleOf(before.context.preset, step.event);
            const converter = selectConverterRef(card.getSnapshot());
            converter.send({ type: "amount.change", value: sample.amount });
            converter.send({ type: "concentration.change", value: sample.concentration });
            converter.send({ type: "route.select", route: sample.route ?? "unstated" });
          } else if (step.event.type === "check.closed") {
            // As a person presses 'Cancel double check': the double check reports to the card.
            selectDoubleCheckRef(card.getSnapshot())!.send({ type: "check.cancel" });
          } else card.send(step.event);
          const actual = card.getSnapshot();
          expect(actual.value).toEqual(step.state.value);
          expectForwarded(actual, step.state);
          // 'Print preparation card' prints once the card's code is here, never before, once.
          const prints =
            (step.event.type === "print.request" && before.matches({ printCard: "ready" })) ||
            (step.event.type as string) === "xstate.done.actor.loadPrintCard";
          expect(printed).toBe(prints ? 1 : 0);
          printed = 0;
        }
      } finally {
        card.stop();
      }
      tracker.recordPath(path);
    });
  });

  it("prints the paths in words: what a person types and chooses in the Calculator tab, and what loads", () => {
    const lines = model.paths.flatMap((p) => [p.title, ...describePath(model, p, describe_converter_card)]);
    console.log(lines.join("\n"));
    expect(lines.some((l) => l.includes('type "250 mg per 5 mL" in Concentration (mg/mL)'))).toBe(true);
    expect(lines.some((l) => l.includes('choose "Not stated (write it on the card)" in Route'))).toBe(true);
    expect(lines.some((l) => l.includes("The code of the double check arrives"))).toBe(true);
    expect(lines.some((l) => l.includes("The code of Batch Convert cannot be loaded (no connection)"))).toBe(true);
  });

  it("covers every state and transition", () => {
    tracker.assertComplete();
  });
});

describe("the card wires its children (no React in between)", () => {
  it("the converter's own report reaches Batch Convert (whose code arrives when its tab is shown) and the syringe", async () => {
    const card = createActor(provideCard({ loads: { batch: async () => batchMachine } }), {
      input: { ...CARD_MODEL_INPUTS[1] },
    }).start();
    const converter = selectConverterRef(card.getSnapshot());
    converter.send({ type: "concentration.change", value: "250 mg per 5 mL" });
    converter.send({ type: "amount.change", value: "100" });
    expect(selectBatchRef(card.getSnapshot())).toBeUndefined();
    selectTabsRef(card.getSnapshot()).send({ type: "tab.select", tab: "batch" });
    expect(card.getSnapshot().matches({ batch: "loading" })).toBe(true);
    await settled();
    // Batch Convert starts with what the converter reported before its code arrived.
    const batch = selectBatchRef(card.getSnapshot())!.getSnapshot().context;
    expect(batch.mgPerMl).toBe(50);
    expect(batch.ratio).toEqual([250, 5]);
    expect(selectSyringeRef(card.getSnapshot())?.getSnapshot().context.volume).toBe(2);
    converter.send({ type: "swap" });
    expect(selectBatchRef(card.getSnapshot())!.getSnapshot().context.direction).toBe("mlToMg");
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
    // The route itself reaches the syringe: a syringe chosen by hand that does not suit it is a caution.
    expect(syringe().context.route).toBe("oral");
    selectSyringeRef(card.getSnapshot())!.send({ type: "choice.select", choice: "tuberculin-1" });
    expect(syringe().matches({ route: "injectionByMouth" })).toBe(true);
    converter.send({ type: "route.select", route: "unstated" });
    expect(syringe().matches({ route: "injectionNoRoute" })).toBe(true);
    expect(syringe().context.choice).toBe("tuberculin-1");
    card.stop();
  });

  it("owns the double check's wiring: the calculation typed, a new check after one is over, and where the focus returns", async () => {
    const card = createActor(provideCard({ loads: { doubleCheck: async () => doubleCheckMachine } }), {
      input: { ...CARD_MODEL_INPUTS[0] },
    }).start();
    const ended: string[] = [];
    card.on("check.ended", (e) => ended.push(e.type));
    const converter = selectConverterRef(card.getSnapshot());
    converter.send({ type: "amount.change", value: "7.5" });
    converter.send({ type: "concentration.change", value: "250 mg per 5 mL" });
    // While the code loads, giving up returns the focus: the card says so.
    card.send({ type: "check.request" });
    card.send({ type: "check.cancel" });
    expect(card.getSnapshot().value).toMatchObject({ doubleCheck: "idle" });
    expect(ended).toEqual(["check.ended"]);
    card.send({ type: "check.request" });
    await vi.waitFor(() => expect(card.getSnapshot().matches({ doubleCheck: { ready: "open" } })).toBe(true));
    const check = selectDoubleCheckRef(card.getSnapshot())!;
    expect(check.getSnapshot().context.first).toEqual({
      amountText: "7.5",
      concentrationText: "250 mg per 5 mL",
      direction: "mgToMl",
      route: "unstated",
    });
    // The double check's own 'Cancel double check' tells the card, which says where the focus goes.
    check.send({ type: "check.cancel" });
    expect(card.getSnapshot().matches({ doubleCheck: { ready: "closed" } })).toBe(true);
    expect(ended).toEqual(["check.ended", "check.ended"]);
    // A new calculation, a new check: the card hands over what is typed now.
    converter.send({ type: "amount.change", value: "" });
    expect(card.getSnapshot().can({ type: "check.request" })).toBe(false);
    converter.send({ type: "amount.change", value: "12" });
    card.send({ type: "check.request" });
    expect(card.getSnapshot().matches({ doubleCheck: { ready: "open" } })).toBe(true);
    expect(check.getSnapshot().context.first?.amountText).toBe("12");
    card.stop();
  });

  it("a result waiting to be said when a double check is asked for is not said: the check hides it", async () => {
    const clock = new SimulatedClock();
    const card = createActor(provideCard({ loads: { doubleCheck: async () => doubleCheckMachine } }), {
      input: { ...CARD_MODEL_INPUTS[0] },
      clock,
    }).start();
    const converter = selectConverterRef(card.getSnapshot());
    const said: string[] = [];
    converter.on("result.settled", (e) => said.push(e.announcement));
    // Typing pauses on the calculator: the answer is said once.
    converter.send({ type: "amount.change", value: "7.5" });
    clock.increment(SETTLE_DELAY_MS);
    expect(said).toEqual(["Result 0.75 mL."]);
    // Typed, then 'Ask for a double check' before the pause ends: nothing is said, while the code
    // loads nor once the check runs.
    converter.send({ type: "amount.change", value: "8" });
    card.send({ type: "check.request" });
    clock.increment(SETTLE_DELAY_MS);
    await vi.waitFor(() => expect(card.getSnapshot().matches({ doubleCheck: { ready: "open" } })).toBe(true));
    converter.send({ type: "amount.change", value: "9" });
    clock.increment(SETTLE_DELAY_MS);
    expect(said).toEqual(["Result 0.75 mL."]);
    // The check over, the calculator answers again.
    selectDoubleCheckRef(card.getSnapshot())!.send({ type: "check.cancel" });
    converter.send({ type: "amount.change", value: "10" });
    clock.increment(SETTLE_DELAY_MS);
    expect(said).toEqual(["Result 0.75 mL.", "Result 1 mL."]);
    card.stop();
  });

  it("starts its children with the page's preset, and nothing that loads on first use", () => {
    const card = createActor(converterCardMachine, { input: { ...CARD_MODEL_INPUTS[1] } }).start();
    expect(selectSyringeRef(card.getSnapshot())?.getSnapshot().context.volume).toBe(0.05);
    expect(card.getSnapshot().context.settings.mgPerMl).toBe(50);
    expect(selectBatchRef(card.getSnapshot())).toBeUndefined();
    expect(selectDoubleCheckRef(card.getSnapshot())).toBeUndefined();
    expect(card.getSnapshot().value).toMatchObject({ doubleCheck: "idle", batch: "idle", printCard: "idle" });
    card.stop();
  });

  it("with no loads given, the card loads the machines' own files (the tabs tell it to)", async () => {
    const card = createActor(converterCardMachine, { input: { ...CARD_MODEL_INPUTS[0] } }).start();
    selectTabsRef(card.getSnapshot()).send({ type: "tab.last" });
    card.send({ type: "check.request" });
    await vi.waitFor(() =>
      expect(card.getSnapshot().value).toMatchObject({ doubleCheck: { ready: "open" }, batch: "ready" }),
    );
    expect(selectDoubleCheckRef(card.getSnapshot())!.getSnapshot().context.first?.amountText).toBe("20");
    card.stop();
  });
});
