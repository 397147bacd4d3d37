/**
 * What a lab form (molarity, dilution) asked the page's announcer to say in one model step:
 * exactly one event after Calculate, a 'Solve for' choice, Reset, a unit choice and a share link
 * opened, with the words
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
  // 'Copy share link' says nothing itself either: the view says whether the link was copied.
  if (stepEventType === "link.copy") {
    expect(events.map((e) => e.type)).toEqual(["link.copy"]);
    expect((events[0] as { link?: string }).link).toMatch(/^https:\/\/.*#v=1&solve=/);
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
  // A share link: its note (used, or could not be read), with the answer its entries give.
  const type = stepEventType === "link.open" ? events[0]?.type : emitted[stepEventType ?? ""];
  if (stepEventType === "link.open") expect(["link.applied", "link.ignored"]).toContain(type);
  expect(events.map((e) => e.type)).toEqual([type]);
  for (const text of want) expect(events[0]!.announcement).toContain(text);
  expect(events[0]!.announcement).not.toMatch(/NaN|Infinity|undefined/);
}
