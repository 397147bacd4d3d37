/**
 * Model-based tests of the weight-based dose machine, machine level: every generated path is
 * replayed on the real actor with a fake clipboard (a promise the test settles) and a simulated
 * clock; after each step the state must be what the pure evaluation says (src/domain/weight-dose.ts)
 * and the connect layer's view model must hold no NaN, Infinity or undefined.
 */
import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { SETTLE_DELAY_MS } from "~/machines/settle-region";
import {
  createWeightDoseModel,
  expectedWeightDoseView,
  type WeightDoseSnapshot,
} from "../../tools/statecharts/weight-dose.model";
import { weightDoseMachine } from "~/machines/weight-dose/weight-dose.machine";
import { RESET_ANNOUNCEMENT, statusOf, copyableLine, invalidStateOf } from "~/machines/weight-dose/weight-dose.calc";
import { EMPTY_INPUTS } from "~/machines/weight-dose/weight-dose.types";
import { weightDoseShare } from "~/machines/weight-dose/weight-dose.share";
import { LINK_APPLIED_NOTE } from "~/domain/share/share-fragment";
import { describeClinicalMachine, resultValueOf } from "./clinical-model";

describeClinicalMachine<WeightDoseSnapshot["context"]["inputs"], WeightDoseSnapshot>({
  name: "weight-dose",
  model: createWeightDoseModel(),
  machine: weightDoseMachine,
  expectedResult: (inputs, touched) => resultValueOf(statusOf(inputs, touched), invalidStateOf(inputs, touched)),
  expectedView: expectedWeightDoseView,
  copyableLine,
  emptyInputs: EMPTY_INPUTS,
  resetAnnouncement: RESET_ANNOUNCEMENT,
  share: weightDoseShare,
});

describe("weight-dose machine details", () => {
  const typed = (events: Parameters<ReturnType<typeof createActor<typeof weightDoseMachine>>["send"]>[0][]) => {
    const actor = createActor(weightDoseMachine).start();
    for (const e of events) actor.send(e);
    return actor.getSnapshot();
  };

  it("a double check asked for while typing: the first result is not said once it has begun", () => {
    const clock = new SimulatedClock();
    const actor = createActor(weightDoseMachine, { clock }).start();
    const said: string[] = [];
    actor.on("result.settled", (e) => said.push(e.announcement));
    for (const [field, value] of [
      ["weight", "20"],
      ["order", "5"],
      ["strength", "10 mg/mL"],
    ] as const)
      actor.send({ type: "field.change", field, value });
    clock.increment(SETTLE_DELAY_MS);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Result: 5 mg\/kg per dose × 20 kg = 100 mg/);
    actor.send({ type: "field.change", field: "weight", value: "21" });
    actor.send({ type: "check.request" });
    expect(actor.getSnapshot().matches({ check: "handover" })).toBe(true);
    clock.increment(SETTLE_DELAY_MS * 2);
    expect(said).toHaveLength(1);
    actor.stop();
  });

  it("starts empty: no dose is ever suggested", () => {
    const s = typed([]);
    expect(s.value).toEqual({
      result: "empty",
      unit: "none",
      copy: "idle",
      link: "none",
      check: "off",
      announce: "quiet",
    });
    expect(expectedWeightDoseView(s).result.message).toBe(
      "Enter the weight and the ordered dose per kg to see the dose.",
    );
  });

  it("15 mg/kg for 22 lb: 9.98 kg, 149.7 mg, the weight in kg always shown", () => {
    const s = typed([
      { type: "weightUnit.select", unit: "lb" },
      { type: "field.change", field: "weight", value: "22" },
      { type: "field.change", field: "order", value: "15" },
    ]);
    const view = expectedWeightDoseView(s);
    expect(view.result.headline).toBe("149.7 mg");
    expect(view.result.lines[0]).toBe("Weight: 9.98 kg");
    expect(view.fields.find((f) => f.field === "weight")?.note).toContain("22 lb = 9.98 kg");
  });

  it("capped at the maximum, said plainly (the issue's own example)", () => {
    const s = typed([
      { type: "field.change", field: "weight", value: "30" },
      { type: "field.change", field: "order", value: "20" },
      { type: "field.change", field: "maximum", value: "500" },
    ]);
    expect(s.matches({ result: { ready: { dose: "capped" } } })).toBe(true);
    const view = expectedWeightDoseView(s);
    expect(view.result.headline).toBe("500 mg");
    expect(view.result.cautions).toContain("Caution: 600 mg by weight; capped at your maximum, 500 mg.");
    expect(view.result.tone).toBe("caution");
  });

  it("a share link opens the 22 lb case as typed; an unreadable one is ignored with a note", () => {
    const link = weightDoseShare.linkOf("https://example.org/weight-based-dose-calculator#faq", {
      ...EMPTY_INPUTS,
      weightUnit: "lb",
      weightText: "22",
      orderText: "15",
    });
    expect(link).toBe(
      "https://example.org/weight-based-dose-calculator#v=1&weightUnit=lb&orderUnit=mg&basis=perDose&syringe=oral&weight=22&order=15&dosesPerDay=&maximum=&strength=",
    );
    const s = typed([{ type: "link.open", fragment: link!.slice(link!.indexOf("#")) }]);
    expect(s.matches({ link: "applied" })).toBe(true);
    const view = expectedWeightDoseView(s);
    expect(view.result.headline).toBe("149.7 mg");
    expect(view.share.note).toBe(LINK_APPLIED_NOTE);
    // The link holds the entries, never the dose worked out.
    expect(link).not.toContain("149");
    const bad = typed([{ type: "link.open", fragment: "#v=1&weightUnit=st&weight=22" }]);
    expect(bad.matches({ link: "ignored" })).toBe(true);
    expect(bad.context.inputs).toEqual(EMPTY_INPUTS);
    expect(expectedWeightDoseView(bad).share.note).toBe(
      "This link's dose could not be read, so nothing of it was used. Check the link, or type the entries.",
    );
    const reset = typed([{ type: "link.open", fragment: "#v=1&weightUnit=st" }, { type: "reset" }]);
    expect(reset.matches({ link: "none" })).toBe(true);
  });

  it("22 lb, then kg: the field shows 9.98 kg, the dose stays 149.7 mg and the announcer says so (issue 56)", () => {
    const clock = new SimulatedClock();
    const actor = createActor(weightDoseMachine, { clock }).start();
    const said: string[] = [];
    actor.on("result.settled", (e) => said.push(e.announcement));
    actor.send({ type: "weightUnit.select", unit: "lb" });
    actor.send({ type: "field.change", field: "weight", value: "22" });
    actor.send({ type: "field.change", field: "order", value: "15" });
    expect(expectedWeightDoseView(actor.getSnapshot()).result.headline).toBe("149.7 mg");
    actor.send({ type: "weightUnit.select", unit: "kg" });
    const s = actor.getSnapshot();
    expect(s.matches({ unit: "converted" })).toBe(true);
    expect(s.context.inputs).toMatchObject({ weightText: "9.98", weightUnit: "kg" });
    const view = expectedWeightDoseView(s);
    expect(view.result.headline).toBe("149.7 mg");
    expect(view.fields.find((f) => f.field === "weight")).toMatchObject({
      label: "Weight (kg)",
      value: "9.98",
      note: "Weight 22 lb is 9.98 kg.",
    });
    clock.increment(SETTLE_DELAY_MS);
    expect(said.at(-1)).toMatch(/^Weight 22 lb is 9\.98 kg: converted, the quantity is unchanged\. Result: 15 mg\/kg/);
    // Back to lb: the same 22 lb, no drift; typing forgets the note.
    actor.send({ type: "weightUnit.select", unit: "lb" });
    expect(actor.getSnapshot().context.inputs).toMatchObject({ weightText: "22", weightUnit: "lb" });
    actor.send({ type: "field.change", field: "weight", value: "23" });
    expect(actor.getSnapshot().matches({ unit: "none" })).toBe(true);
    expect(expectedWeightDoseView(actor.getSnapshot()).fields[0]?.note).toContain("23 lb = 10.43 kg");
    actor.stop();
  });

  it("the order's unit: 15 mg/kg and a 500 mg maximum become 15000 mcg/kg and 500000 mcg, the dose unchanged", () => {
    const s = typed([
      { type: "field.change", field: "weight", value: "10" },
      { type: "field.change", field: "order", value: "15" },
      { type: "field.change", field: "maximum", value: "500" },
      { type: "orderUnit.select", unit: "mcg" },
    ]);
    expect(s.matches({ unit: "converted" })).toBe(true);
    expect(s.context.inputs).toMatchObject({ orderText: "15000", maximumText: "500000", orderUnit: "mcg" });
    expect(expectedWeightDoseView(s).result.headline).toBe("150\u202f000 mcg");
    expect(s.context.unitChange?.announcement).toBe(
      "Ordered dose 15 mg/kg is 15\u202f000 mcg/kg; Your maximum 500 mg is 500\u202f000 mcg: converted, the quantities are unchanged.",
    );
  });

  it("3.4565 kg, then lb: kept in kg and said, never read as 3.4565 lb; nothing typed moves nothing", () => {
    const s = typed([
      { type: "field.change", field: "weight", value: "3.4565" },
      { type: "field.change", field: "order", value: "10" },
      { type: "weightUnit.select", unit: "lb" },
    ]);
    expect(s.matches({ unit: "kept" })).toBe(true);
    expect(s.context.inputs).toMatchObject({ weightText: "3.4565 kg", weightUnit: "lb" });
    expect(expectedWeightDoseView(s).result.headline).toBe("34.57 mg");
    expect(expectedWeightDoseView(s).fields[0]?.note).toMatch(/^Weight 3\.4565 kg kept as typed: /);
    const none = typed([
      { type: "weightUnit.select", unit: "lb" },
      { type: "orderUnit.select", unit: "mcg" },
    ]);
    expect(none.matches({ unit: "none" })).toBe(true);
    expect(none.context.unitChange).toBeNull();
    const reset = typed([
      { type: "field.change", field: "weight", value: "10" },
      { type: "weightUnit.select", unit: "lb" },
      { type: "reset" },
    ]);
    expect(reset.matches({ unit: "none" })).toBe(true);
    expect(reset.context.unitChange).toBeNull();
  });

  it("ignores a choice the form does not offer", () => {
    const s = typed([{ type: "weightUnit.select", unit: "st" as never }]);
    expect(s.context.inputs.weightUnit).toBe("kg");
  });
});

describe("weight-dose double check", () => {
  type Event = Parameters<ReturnType<typeof createActor<typeof weightDoseMachine>>["send"]>[0];
  const FIRST: Event[] = [
    { type: "field.change", field: "weight", value: "10" },
    { type: "field.change", field: "order", value: "15" },
    { type: "field.change", field: "strength", value: "50 mg/mL" },
  ];
  const second = (...events: Event[]): Event[] => [
    ...FIRST,
    { type: "check.request" },
    { type: "check.start" },
    { type: "check.field.change", field: "weight", value: "10" },
    { type: "check.field.change", field: "order", value: "15" },
    ...events,
    { type: "check.compare" },
  ];
  const run = (events: Event[]) => {
    const actor = createActor(weightDoseMachine).start();
    const said: string[] = [];
    actor.on("check.announce", (e: { announcement: string }) => said.push(e.announcement));
    for (const e of events) actor.send(e);
    return { s: actor.getSnapshot(), said };
  };

  it("the first entry is hidden while the second person works, and the same strength written another way matches", () => {
    const handover = run([...FIRST, { type: "check.request" }]);
    expect(handover.s.hasTag("blind")).toBe(true);
    expect(handover.said).toEqual(["First entry hidden. Hand the device to the second person."]);
    const { s, said } = run(second({ type: "check.field.change", field: "strength", value: "250 mg per 5 mL" }));
    expect(s.matches({ check: { match: "clear" } })).toBe(true);
    expect(s.hasTag("blind")).toBe(false);
    expect(said.at(-1)).toBe("Double check: the two entries match. Agreed dose 150 mg, 3 mL.");
  });

  it("a weight read in lb by one person and kg by the other differs, and says which entry, never who is right", () => {
    const { s, said } = run(
      second(
        { type: "check.weightUnit.select", unit: "lb" },
        { type: "check.field.change", field: "strength", value: "50 mg/mL" },
      ),
    );
    expect(s.matches({ check: { mismatch: { weight: "differs", order: "same", strength: "same" } } })).toBe(true);
    expect(s.hasTag("blind")).toBe(true);
    expect(said.at(-1)).toBe("Double check: no match. Weight differs between the two entries.");
  });

  it("15,000 mcg/kg is the same order as 15 mg/kg; per day is not per dose", () => {
    const same = run([
      ...FIRST,
      { type: "check.request" },
      { type: "check.start" },
      { type: "check.field.change", field: "weight", value: "10" },
      { type: "check.orderUnit.select", unit: "mcg" },
      { type: "check.field.change", field: "order", value: "15000" },
      { type: "check.field.change", field: "strength", value: "50 mg/mL" },
      { type: "check.compare" },
    ]);
    expect(same.s.matches({ check: "match" })).toBe(true);
    const perDay = run(
      second(
        { type: "check.basis.select", basis: "perDay" },
        { type: "check.field.change", field: "dosesPerDay", value: "1" },
        { type: "check.field.change", field: "strength", value: "50 mg/mL" },
      ),
    );
    expect(perDay.s.matches({ check: { mismatch: { order: "differs", dosesPerDay: "differs" } } })).toBe(true);
  });

  it("an agreed dose with a caution is agreed and cautioned, never plain success", () => {
    const { s, said } = run([
      { type: "field.change", field: "weight", value: "1000" },
      { type: "field.change", field: "order", value: "15" },
      { type: "check.request" },
      { type: "check.start" },
      { type: "check.field.change", field: "weight", value: "1000" },
      { type: "check.field.change", field: "order", value: "15" },
      { type: "check.compare" },
    ]);
    expect(s.matches({ check: { match: "cautioned" } })).toBe(true);
    expect(said.at(-1)).toMatch(/^Double check: the two entries match\. Agreed dose 15\u202f000 mg\. Caution: /);
  });

  it("Compare with a refused entry names the field and compares nothing; a change to the first entry ends the check", () => {
    const { s, said } = run(second({ type: "check.field.change", field: "strength", value: "x" }));
    expect(s.matches({ check: { entering: { incomplete: "strength" } } })).toBe(true);
    expect(said.at(-1)).toMatch(/^Cannot compare yet\. /);
    const ended = run([
      ...second({ type: "check.field.change", field: "strength", value: "50 mg/mL" }),
      { type: "field.change", field: "weight", value: "12" },
    ]);
    expect(ended.s.matches({ check: "off" })).toBe(true);
    expect(ended.s.context.check.first).toBeNull();
  });

  it("asks for nothing without a result", () => {
    const { s } = run([{ type: "check.request" }]);
    expect(s.matches({ check: "off" })).toBe(true);
  });
});
