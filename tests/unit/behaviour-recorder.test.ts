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
import { CONVERTER_MODEL_PRESET } from "../../tools/statecharts/converter.model";
import { createDoubleCheckModel } from "../../tools/statecharts/double-check.model";
import { createSyringeModel } from "../../tools/statecharts/syringe.model";
import { stateLabel, activeStateNodes } from "../../tools/statecharts/model-harness";
import { TRACE_LIMIT, inspectInto, scopeOf } from "~/behaviour/recorder";
import { activeIds, isFresh, leafLabel, traceOf, transitionText, valueLabel, type NodeLike } from "~/behaviour/behaviour.calc";

const nodes = (s: AnyMachineSnapshot) => s._nodes as unknown as NodeLike[];

describe("the recorder", () => {
  it("records a machine from its start, newest first, with the transitions taken", () => {
    const actor = createActor(converterMachine, { input: { preset: CONVERTER_MODEL_PRESET }, inspect: inspectInto("test-converter") });
    actor.start();
    const scope = scopeOf("test-converter");
    expect(scope.actors.converter).toBe(actor);
    expect(scope.records.map((r) => r.event.type)).toEqual(["xstate.init"]);
    expect(isFresh(scope.records, "converter")).toBe(true);

    actor.send({ type: "swap" });
    expect(isFresh(scope.records, "converter")).toBe(false);
    const [swap] = traceOf(scope.records, "converter");
    expect(swap!.event.type).toBe("swap");
    expect(swap!.from).toContain("direction.mgToMl");
    expect(swap!.to).toContain("direction.mlToMg");
    const routes = swap!.transitions.map((t) => t.route);
    expect(routes).toContain("converter.direction.mgToMl → converter.direction.mlToMg");
    actor.stop();
  });

  it("names a transition's guard and actions", () => {
    const actor = createActor(converterMachine, { input: { preset: CONVERTER_MODEL_PRESET }, inspect: inspectInto("test-guards") });
    actor.start();
    actor.send({ type: "amount.change", value: "abc" });
    const [entry] = traceOf(scopeOf("test-guards").records, "converter");
    const texts = entry!.transitions;
    expect(texts.some((t) => t.actions.length > 0)).toBe(true);
    expect(texts.some((t) => t.guard !== null)).toBe(true);
    expect(entry!.to).toContain("result.invalid.amount");
    actor.stop();
  });

  it(`keeps at most ${TRACE_LIMIT} records`, () => {
    const actor = createActor(dilutionMachine, { inspect: inspectInto("test-limit") });
    actor.start();
    for (let i = 0; i < TRACE_LIMIT + 50; i += 1) actor.send({ type: "RESET" });
    const records = scopeOf("test-limit").records;
    expect(records).toHaveLength(TRACE_LIMIT);
    expect(records[0]!.event.type).toBe("RESET");
    expect(isFresh(records, "dilution")).toBe(false);
    actor.stop();
  });

  it("tells its listeners of every snapshot", () => {
    const actor = createActor(dilutionMachine, { inspect: inspectInto("test-listen") });
    let calls = 0;
    scopeOf("test-listen").listeners.add(() => (calls += 1));
    actor.start();
    actor.send({ type: "RESET" });
    expect(calls).toBe(2);
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
    expect(valueLabel({ direction: "mgToMl", result: { ready: "measurable" } })).toBe("direction.mgToMl, result.ready.measurable");
  });

  it("writes a transition without a target as staying", () => {
    expect(transitionText({ source: { id: "a.b" }, target: undefined, guard: { type: "g" }, actions: ["x", { type: "y" }, "xstate.raise"] })).toEqual({
      route: "a.b → (stays in it)",
      guard: "g",
      actions: ["x", "y"],
    });
  });
});
