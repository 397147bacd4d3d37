/**
 * What a lab form (molarity, dilution) asked the page's announcer to say in one model step:
 * exactly one event after Calculate, a 'Solve for' choice, Reset and a unit choice, with the words
 * the model expects, and none after typing. Shared by the molarity and dilution machine-level model tests.
 */
import { expect } from "vitest";

export type LabAnnouncement = { type: string; announcement?: string };

export function expectLabAnnouncements(
  events: readonly LabAnnouncement[],
  want: readonly string[] | null,
  stepEventType: string | undefined,
): void {
  // 'Copy record' and 'Print record' say nothing themselves: the view says whether the copy worked.
  if (stepEventType === "COPY" || stepEventType === "PRINT") {
    expect(events.map((e) => e.type)).toEqual([stepEventType === "COPY" ? "copy" : "print.requested"]);
    if (stepEventType === "COPY") {
      const text = (events[0] as { text?: string }).text ?? "";
      expect(text).toMatch(/^(Molarity|Dilution) calculator/);
      expect(text).toContain("Conventions:");
      expect(text).not.toMatch(/NaN|Infinity|undefined/);
    }
    return;
  }
  if (want === null) {
    expect(events).toEqual([]);
    return;
  }
  const emitted: Record<string, string> = {
    CALCULATE: "calculated",
    SOLVE_FOR: "mode.chosen",
    RESET: "form.reset",
    "UNIT.CHANGE": "edited",
  };
  expect(events.map((e) => e.type)).toEqual([emitted[stepEventType ?? ""]]);
  for (const text of want) expect(events[0]!.announcement).toContain(text);
  expect(events[0]!.announcement).not.toMatch(/NaN|Infinity|undefined/);
}
