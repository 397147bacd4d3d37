/**
 * The Behaviour view's recorder (src/behaviour/recorder.ts) and its pure reading
 * (src/behaviour/behaviour.calc.ts): what a live actor records from its start, how a recorded
 * step reads (source → target, guard, actions), and that a live state reads exactly as
 * `npm run paths` prints it.
 */
import { describe, expect, it } from "vitest";
import { createActor, type AnyMachineSnapshot } from "xstate";
import { converterMachine } from "~/machines/converter/converter.machine";
import { dilutionMachine } from "~/machines/dilution/dilution.machine";
import { converterCardMachine } from "~/machines/converter-card/converter-card.machine";
import { CONVERTER_MODEL_PRESET } from "../../tools/statecharts/converter.model";
import { createDoubleCheckModel } from "../../tools/statecharts/double-check.model";
import { createSyringeModel } from "../../tools/statecharts/syringe.model";
import { stateLabel, activeStateNodes } from "../../tools/statecharts/model";
import { RAW_LIMIT, buffers, inspectInto } from "~/behaviour/recorder";
import {
  TRACE_LIMIT,
  activeIds,
  isFresh,
  leafLabel,
  recordsOf,
  timersSince,
  traceOf,
  transitionText,
  valueLabel,
  type NodeLike,
} from "~/behaviour/behaviour.calc";

const scopeOf = (name: string) => recordsOf(buffers[name]?.events ?? []);

const nodes = (s: AnyMachineSnapshot) => s._nodes as unknown as NodeLike[];

describe("the recorder", () => {
  it("records a machine from its start, newest first, with the transitions taken", () => {
    const actor = createActor(converterMachine, {
      input: { preset: CONVERTER_MODEL_PRESET },
      inspect: inspectInto("test-converter"),
    });
    actor.start();
    let scope = scopeOf("test-converter");
    expect(scope.actors.converter).toBe(actor);
    expect(scope.records.map((r: { event: { type: string } }) => r.event.type)).toEqual(["xstate.init"]);
    expect(isFresh(buffers["test-converter"]!.events, RAW_LIMIT)).toBe(true);

    actor.send({ type: "swap" });
    scope = scopeOf("test-converter");
    expect(isFresh(buffers["test-converter"]!.events, RAW_LIMIT)).toBe(false);
    const [swap] = traceOf(scope.records, "converter");
    expect(swap!.event.type).toBe("swap");
    expect(swap!.from).toContain("direction.mgToMl");
    expect(swap!.to).toContain("direction.mlToMg");
    const routes = swap!.transitions.map((t) => t.route);
    expect(routes).toContain("converter.direction.mgToMl → converter.direction.mlToMg");
    actor.stop();
  });

  it("counts a page as fresh while its machines have only talked to each other (the card forwarding the converter's settings)", () => {
    const actor = createActor(converterCardMachine, {
      input: { preset: CONVERTER_MODEL_PRESET, withSyringe: true },
      inspect: inspectInto("test-card"),
    });
    actor.start();
    const events = buffers["test-card"]!.events;
    const machines = new Set(recordsOf(events).records.map((r) => r.machine));
    // Batch Convert and the double check start only when first asked for (issue 33).
    expect(machines).toEqual(new Set(["converter-card", "converter", "tabs", "syringe"]));
    // The syringe got its volume from the card at start: a trace entry, but no person's event.
    expect(recordsOf(events).records.some((r) => r.machine === "syringe" && r.event.type !== "xstate.init")).toBe(true);
    expect(isFresh(events, RAW_LIMIT)).toBe(true);
    (actor.getSnapshot().children as Record<string, { send(e: object): void }>).converter!.send({ type: "swap" });
    expect(isFresh(events, RAW_LIMIT)).toBe(false);
    actor.stop();
  });

  it("names a transition's guard and actions", () => {
    const actor = createActor(converterMachine, {
      input: { preset: CONVERTER_MODEL_PRESET },
      inspect: inspectInto("test-guards"),
    });
    actor.start();
    actor.send({ type: "amount.change", value: "abc" });
    const [entry] = traceOf(scopeOf("test-guards").records, "converter");
    const texts = entry!.transitions;
    expect(texts.some((t) => t.actions.length > 0)).toBe(true);
    expect(texts.some((t) => t.guard !== null)).toBe(true);
    expect(entry!.to).toContain("result.invalid.amount");
    actor.stop();
  });

  it(`keeps at most ${RAW_LIMIT} inspection events and shows at most ${TRACE_LIMIT} records`, () => {
    const actor = createActor(dilutionMachine, { inspect: inspectInto("test-limit") });
    actor.start();
    for (let i = 0; i < RAW_LIMIT; i += 1) actor.send({ type: "RESET" });
    expect(buffers["test-limit"]!.events).toHaveLength(RAW_LIMIT);
    const records = scopeOf("test-limit").records;
    expect(records).toHaveLength(TRACE_LIMIT);
    expect(records[0]!.event.type).toBe("RESET");
    // The start fell out of the buffer: the page is not fresh.
    expect(isFresh(buffers["test-limit"]!.events, RAW_LIMIT)).toBe(false);
    actor.stop();
  });

  it("tells the open view of every event it keeps", () => {
    const actor = createActor(dilutionMachine, { inspect: inspectInto("test-listen") });
    let calls = 0;
    actor.start();
    buffers["test-listen"]!.notify = () => (calls += 1);
    const before = buffers["test-listen"]!.events.length;
    actor.send({ type: "RESET" });
    expect(calls).toBe(buffers["test-listen"]!.events.length - before);
    expect(calls).toBeGreaterThan(0);
    actor.stop();
  });

  it("finds the timers a machine took since a mark", () => {
    const actor = createActor(converterMachine, {
      input: { preset: CONVERTER_MODEL_PRESET },
      inspect: inspectInto("test-timers"),
    });
    actor.start();
    const events = buffers["test-timers"]!.events;
    const mark = events[events.length - 1];
    actor.send({ type: "amount.change", value: "20" });
    expect(timersSince(events, mark, "converter")).toEqual([]);
    actor.stop();
  });
});

describe("reading states", () => {
  it("reads every state of the syringe and double-check test paths exactly as npm run paths prints them", () => {
    let checked = 0;
    for (const p of [...createSyringeModel().paths, ...createDoubleCheckModel().paths]) {
      for (const s of [p.initial, ...p.steps.map((st) => st.state)]) {
        expect(leafLabel(nodes(s as AnyMachineSnapshot))).toBe(stateLabel(s as AnyMachineSnapshot));
        expect(activeIds(nodes(s as AnyMachineSnapshot))).toEqual(activeStateNodes(s as AnyMachineSnapshot));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("writes a state value as dotted paths", () => {
    expect(valueLabel("idle")).toBe("idle");
    expect(valueLabel({ direction: "mgToMl", result: { ready: "measurable" } })).toBe(
      "direction.mgToMl, result.ready.measurable",
    );
  });

  it("writes a transition without a target as staying", () => {
    expect(
      transitionText({
        source: { id: "a.b" },
        target: undefined,
        guard: { type: "g" },
        actions: ["x", { type: "y" }, "xstate.raise"],
      }),
    ).toEqual({
      route: "a.b → (stays in it)",
      guard: "g",
      actions: ["x", "y"],
    });
  });
});

describe("the machine picker's names of machines not started yet", () => {
  it("names each machine started on first use with its own title (its meta.docs), and nothing else", async () => {
    const { NOT_STARTED_TITLES, STARTED_ON_FIRST_USE } = await import("~/behaviour/behaviour-data");
    const { batchMachine } = await import("~/machines/batch/batch.machine");
    const { doubleCheckMachine } = await import("~/machines/double-check/double-check.machine");
    const titleOf = { batch: batchMachine, "double-check": doubleCheckMachine } as const;
    expect(Object.keys(NOT_STARTED_TITLES).sort()).toEqual([...Object.values(STARTED_ON_FIRST_USE).flat()].sort());
    for (const [name, machine] of Object.entries(titleOf)) {
      const title = (machine.root.meta as { docs: { title: string } }).docs.title;
      expect(NOT_STARTED_TITLES[name]?.startsWith(`${title} (`), name).toBe(true);
    }
  });
});
