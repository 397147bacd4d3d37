/**
 * The converter card's clock (src/behaviour/page-effects.ts, one per page): the window's timers, except during
 * the path player's Run, when the page machines' delayed events are held for the path's own
 * 'Wait' steps (a path's steps take no time in its model; a slow device must replay the same
 * states as a fast one). What is still held when the Run ends runs then
 * (src/behaviour/player-dom.ts `releaseHeld`).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { converterMachine } from "~/machines/converter/converter.machine";
import { CONVERTER_MODEL_PRESET } from "../../tools/statecharts/converter.model";
import { createPageEffects, type PageEffects } from "~/behaviour/page-effects";
import { releaseHeld } from "~/behaviour/player-dom";

let effects: PageEffects;
beforeEach(() => {
  vi.useFakeTimers();
  effects = createPageEffects();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("pageClock", () => {
  it("is the window's timers when no Run is under way", () => {
    const fired: string[] = [];
    effects.clock.setTimeout(() => fired.push("a"), 100);
    const b = effects.clock.setTimeout(() => fired.push("b"), 100);
    effects.clock.clearTimeout(b);
    vi.advanceTimersByTime(99);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(["a"]);
  });

  it("holds timers during a Run whatever time passes; a cancelled one is dropped", () => {
    effects.hold.timers = [];
    const fired: string[] = [];
    effects.clock.setTimeout(() => fired.push("settle"), 800);
    const copied = effects.clock.setTimeout(() => fired.push("copied"), 2000);
    effects.clock.clearTimeout(copied);
    vi.advanceTimersByTime(60_000);
    expect(fired).toEqual([]);
    expect(effects.hold.timers.map((h) => h.ms)).toEqual([800]);
  });

  it("runs what is still held when the Run ends, the shortest delay first, and holds nothing more", () => {
    effects.hold.timers = [];
    const fired: string[] = [];
    effects.clock.setTimeout(() => fired.push("copied"), 2000);
    effects.clock.setTimeout(() => fired.push("settle"), 800);
    releaseHeld(effects);
    expect(fired).toEqual(["settle", "copied"]);
    expect(effects.hold.timers).toBeUndefined();
    effects.clock.setTimeout(() => fired.push("later"), 800);
    vi.advanceTimersByTime(800);
    expect(fired).toEqual(["settle", "copied", "later"]);
  });

  it("holds a machine's delayed event: the converter stays 'typing' during a Run and settles when it ends", () => {
    const actor = createActor(converterMachine, {
      input: { preset: CONVERTER_MODEL_PRESET },
      clock: effects.clock,
    }).start();
    effects.hold.timers = [];
    actor.send({ type: "amount.change", value: "200" });
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().matches({ announce: "typing" })).toBe(true);
    releaseHeld(effects);
    expect(actor.getSnapshot().matches({ announce: "quiet" })).toBe(true);
    actor.stop();
  });

  it("lets a machine cancel a held delay: typing again during a Run leaves one settle delay held", () => {
    const actor = createActor(converterMachine, {
      input: { preset: CONVERTER_MODEL_PRESET },
      clock: effects.clock,
    }).start();
    effects.hold.timers = [];
    actor.send({ type: "amount.change", value: "2" });
    actor.send({ type: "amount.change", value: "20" });
    expect(effects.hold.timers.map((h) => h.ms)).toEqual([800]);
    effects.hold.timers.shift()!.fire();
    expect(actor.getSnapshot().matches({ announce: "quiet" })).toBe(true);
    actor.stop();
  });
});
