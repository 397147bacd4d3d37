/**
 * The islands' clock (src/behaviour/recorder.tsx `pageClock`): the window's timers, except during
 * the path player's Run, when the page machines' delayed events are held for the path's own
 * 'Wait' steps (a path's steps take no time in its model; a slow device must replay the same
 * states as a fast one). What is still held when the Run ends goes back to the window's timers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { converterMachine } from "~/machines/converter/converter.machine";
import { CONVERTER_MODEL_PRESET } from "../../tools/statecharts/converter.model";
import { pageClock, releaseHeld, standIns } from "~/behaviour/recorder";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  releaseHeld();
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe("pageClock", () => {
  it("is the window's timers when nothing is held", () => {
    const fired: string[] = [];
    pageClock.setTimeout(() => fired.push("a"), 100);
    const b = pageClock.setTimeout(() => fired.push("b"), 100);
    pageClock.clearTimeout(b);
    vi.advanceTimersByTime(99);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(["a"]);
  });

  it("holds timers during a Run whatever time passes; a cancelled one is dropped", () => {
    standIns.held = [];
    const fired: string[] = [];
    pageClock.setTimeout(() => fired.push("settle"), 800);
    const copied = pageClock.setTimeout(() => fired.push("copied"), 2000);
    pageClock.clearTimeout(copied);
    vi.advanceTimersByTime(60_000);
    expect(fired).toEqual([]);
    expect(standIns.held.map((h) => h.ms)).toEqual([800]);
    standIns.held.shift()!.fire();
    expect(fired).toEqual(["settle"]);
  });

  it("gives what is still held back to the window's timers when the Run ends, each its full delay from then", () => {
    standIns.held = [];
    const fired: string[] = [];
    pageClock.setTimeout(() => fired.push("settle"), 800);
    const copied = pageClock.setTimeout(() => fired.push("copied"), 2000);
    vi.advanceTimersByTime(5000);
    releaseHeld();
    expect(standIns.held).toBeUndefined();
    vi.advanceTimersByTime(799);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(["settle"]);
    // A released timer is still cancelled by the id the machine holds for it.
    pageClock.clearTimeout(copied);
    vi.advanceTimersByTime(5000);
    expect(fired).toEqual(["settle"]);
  });

  it("holds a machine's delayed event: the converter stays 'typing' during a Run and settles once released", () => {
    const actor = createActor(converterMachine, { input: { preset: CONVERTER_MODEL_PRESET }, clock: pageClock }).start();
    standIns.held = [];
    actor.send({ type: "amount.change", value: "200" });
    expect(actor.getSnapshot().matches({ announce: "typing" })).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().matches({ announce: "typing" })).toBe(true);
    releaseHeld();
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().matches({ announce: "quiet" })).toBe(true);
    actor.stop();
  });

  it("lets a machine cancel a held delay: typing again during a Run leaves one settle delay held", () => {
    const actor = createActor(converterMachine, { input: { preset: CONVERTER_MODEL_PRESET }, clock: pageClock }).start();
    standIns.held = [];
    actor.send({ type: "amount.change", value: "2" });
    actor.send({ type: "amount.change", value: "20" });
    expect(standIns.held).toHaveLength(1);
    standIns.held.shift()!.fire();
    expect(actor.getSnapshot().matches({ announce: "quiet" })).toBe(true);
    actor.stop();
  });
});
