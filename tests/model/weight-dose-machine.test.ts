/**
 * Model-based tests of the weight-based dose machine, machine level: every generated path is
 * replayed on the real actor with a fake clipboard (a promise the test settles) and a simulated
 * clock; after each step the state must be what the pure evaluation says (src/domain/weight-dose.ts)
 * and the connect layer's view model must hold no NaN, Infinity or undefined.
 */
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
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
  expectedResult: (inputs) => resultValueOf(statusOf(inputs), invalidStateOf(inputs)),
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

  it("starts empty: no dose is ever suggested", () => {
    const s = typed([]);
    expect(s.value).toEqual({ result: "empty", copy: "idle", link: "none" });
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

  it("ignores a choice the form does not offer", () => {
    const s = typed([{ type: "weightUnit.select", unit: "st" as never }]);
    expect(s.context.inputs.weightUnit).toBe("kg");
  });
});
