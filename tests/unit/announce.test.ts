// @vitest-environment jsdom
/**
 * The one announcer (src/lib/announce.ts): it speaks through the page frame's polite live region,
 * found by id (so any island, whatever React root it renders in, reaches the same region), says
 * the same words twice when asked twice (the region is emptied first, then filled), keeps only
 * the last of quick calls, and never throws when the region is missing. Fake timers: no test
 * here depends on how fast the machine is.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANNOUNCER_ID, ANNOUNCE_DELAY_MS, announce } from "~/lib/announce";

function addRegion(): HTMLElement {
  const region = document.createElement("div");
  region.id = ANNOUNCER_ID;
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  document.body.append(region);
  return region;
}

/** Every text the region held, in order, as a screen reader watching it would see the changes. */
function watch(region: HTMLElement): string[] {
  const seen: string[] = [];
  new MutationObserver(() => seen.push(region.textContent ?? "")).observe(region, {
    childList: true,
    characterData: true,
    subtree: true,
  });
  return seen;
}

/** Lets the MutationObserver callbacks (microtasks) run. */
const flushObservers = () => Promise.resolve();

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("announce()", () => {
  it("puts the text into the region after emptying it", async () => {
    const region = addRegion();
    region.textContent = "older words";
    announce("Result: 2 mL");
    expect(region.textContent).toBe("");
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS - 1);
    expect(region.textContent).toBe("");
    vi.advanceTimersByTime(1);
    expect(region.textContent).toBe("Result: 2 mL");
    await flushObservers();
  });

  it("says identical words twice: the region changes each time", async () => {
    const region = addRegion();
    const seen = watch(region);
    for (let i = 0; i < 2; i += 1) {
      announce("Copied!");
      await flushObservers();
      vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
      await flushObservers();
    }
    expect(seen.filter((t) => t === "Copied!")).toHaveLength(2);
    // (Emptying the region while it is already empty is no change, so the first "" is not seen.)
    expect(seen).toEqual(["Copied!", "", "Copied!"]);
  });

  it("keeps only the last of quick calls (nothing stale is said afterwards)", async () => {
    const region = addRegion();
    const seen = watch(region);
    announce("0.1 mL");
    announce("1.2 mL");
    announce("12.5 mL");
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS * 3);
    await flushObservers();
    expect(region.textContent).toBe("12.5 mL");
    expect(seen.filter((t) => t !== "")).toEqual(["12.5 mL"]);
  });

  it("trims the words and ignores an empty text (the region keeps what it said)", () => {
    const region = addRegion();
    announce("  Dilution solved for V1  ");
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(region.textContent).toBe("Dilution solved for V1");
    announce("   ");
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(region.textContent).toBe("Dilution solved for V1");
  });

  it("finds the region by id, wherever it is in the document and whoever rendered it", () => {
    const other = document.createElement("section");
    document.body.append(other);
    const region = addRegion();
    other.append(region); // moved: still the same id
    announce("About this site");
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(document.getElementById(ANNOUNCER_ID)?.textContent).toBe("About this site");
  });

  it("writes into the region present when the text is due, if it was replaced meanwhile", () => {
    const first = addRegion();
    announce("Swapped: mL to mg");
    first.remove();
    const second = addRegion();
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(second.textContent).toBe("Swapped: mL to mg");
  });

  it("does nothing and does not throw without the region", () => {
    expect(() => announce("Nobody listens")).not.toThrow();
    expect(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS)).not.toThrow();
    expect(document.body.textContent).toBe("");
  });
});
