/**
 * In Node (the pre-render, machine tests) there is no window: announce() must do nothing and
 * schedule nothing.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { announce } from "~/lib/announce";

afterEach(() => {
  vi.useRealTimers();
});

describe("announce() in Node", () => {
  it("has no window here, does not throw and schedules no timer", () => {
    expect(typeof window).toBe("undefined");
    vi.useFakeTimers();
    expect(() => announce("Result: 2 mL")).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });
});
