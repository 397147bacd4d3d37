/**
 * Model-based tests of the reconstitution machine, machine level: every generated path is
 * replayed on the real actor with a fake clipboard (a promise the test settles) and a simulated
 * clock; after each step the state must be what the pure evaluation says (src/domain/reconstitution.ts), the mode region the mode chosen,
 * and the connect layer's view model must hold no NaN, Infinity or undefined.
 */
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import {
  createReconstitutionModel,
  expectedReconstitutionView,
  type ReconstitutionSnapshot,
} from "../../tools/statecharts/reconstitution.model";
import { reconstitutionMachine } from "~/machines/reconstitution/reconstitution.machine";
import {
  RESET_ANNOUNCEMENT,
  statusOf,
  copyableLine,
  invalidStateOf,
} from "~/machines/reconstitution/reconstitution.calc";
import { EMPTY_INPUTS } from "~/machines/reconstitution/reconstitution.types";
import { reconstitutionShare } from "~/machines/reconstitution/reconstitution.share";
import { describeClinicalMachine, resultValueOf } from "./clinical-model";

describeClinicalMachine<ReconstitutionSnapshot["context"]["inputs"], ReconstitutionSnapshot>({
  name: "reconstitution",
  model: createReconstitutionModel(),
  machine: reconstitutionMachine,
  expectedResult: (inputs, touched) => resultValueOf(statusOf(inputs, touched), invalidStateOf(inputs, touched)),
  expectedView: expectedReconstitutionView,
  copyableLine,
  emptyInputs: EMPTY_INPUTS,
  resetAnnouncement: RESET_ANNOUNCEMENT,
  share: reconstitutionShare,
  alsoCheck: (s) => expect((s.value as { mode: unknown }).mode).toBe(s.context.inputs.mode),
});

describe("reconstitution machine details", () => {
  const typed = (events: Parameters<ReturnType<typeof createActor<typeof reconstitutionMachine>>["send"]>[0][]) => {
    const actor = createActor(reconstitutionMachine).start();
    for (const e of events) actor.send(e);
    return actor.getSnapshot();
  };
  const textbook = [
    { type: "powderUnit.select", unit: "g" },
    { type: "field.change", field: "powder", value: "1" },
    { type: "field.change", field: "diluent", value: "9.3" },
    { type: "field.change", field: "displacement", value: "0.7" },
  ] as const;

  it("starts empty, in the concentration mode", () => {
    const s = typed([]);
    expect(s.value).toEqual({
      mode: "concentration",
      result: "empty",
      unit: "none",
      copy: "idle",
      link: "none",
      announce: "quiet",
    });
    expect(expectedReconstitutionView(s).result.message).toBe(
      "Enter the powder in the vial and the diluent added to see the concentration.",
    );
  });

  it("1 g powder + 9.3 mL diluent with 0.7 mL displacement = 100 mg/mL (the issue's own example)", () => {
    const s = typed([...textbook, { type: "field.change", field: "dose", value: "0.25" }]);
    expect(s.matches({ result: { ready: { displacement: "given", draw: "measurable" } } })).toBe(true);
    const view = expectedReconstitutionView(s);
    expect(view.result.headline).toBe("100 mg/mL");
    expect(view.result.lines).toEqual([
      "Final volume: 10 mL",
      "Displacement: 0.7 mL",
      "Volume to draw for 0.25 g: 2.5 mL",
      "Syringe: 3 mL syringe",
    ]);
    expect(view.result.cautions).toEqual([]);
    expect(view.result.working[0]).toBe("Powder: 1 g = 1\u202f000 mg");
  });

  it("no displacement entered: said plainly, as its own state, with its caution", () => {
    const s = typed([...textbook, { type: "field.change", field: "displacement", value: "" }]);
    expect(s.matches({ result: { ready: { displacement: "notGiven" } } })).toBe(true);
    const view = expectedReconstitutionView(s);
    expect(view.result.lines).toContain("Displacement: not entered, counted as 0 mL");
    expect(view.result.cautions[0]).toMatch(
      /^Caution: No displacement volume entered: the powder's own volume is counted as 0 mL/,
    );
    expect(view.result.tone).toBe("caution");
  });

  it("the diluent to add for a target: 1 g to 100 mg/mL with 0.7 mL displacement is 9.3 mL", () => {
    const s = typed([
      ...textbook,
      { type: "mode.select", mode: "diluent" },
      { type: "field.change", field: "target", value: "100 mg/mL" },
    ]);
    expect(s.matches({ mode: "diluent", result: "ready" })).toBe(true);
    const view = expectedReconstitutionView(s);
    expect(view.result.headline).toBe("Add 9.3 mL of diluent");
    expect(view.fields.map((f) => f.field)).toEqual(["powder", "target", "displacement", "dose"]);
  });

  it("a dose in mg for a powder in units is a unit mismatch, said plainly", () => {
    const s = typed([
      { type: "powderUnit.select", unit: "units" },
      { type: "field.change", field: "powder", value: "5000000" },
      { type: "field.change", field: "diluent", value: "8" },
      { type: "field.change", field: "dose", value: "250 mg" },
    ]);
    expect(s.matches({ result: { invalid: "unitMismatch" } })).toBe(true);
    const view = expectedReconstitutionView(s);
    expect(view.result.message).toBe("No result: The powder is in units: enter the dose in units.");
    expect(view.fields.find((f) => f.field === "dose")?.hint).toBe("The powder is in units: enter the dose in units");
  });

  it("a target that cannot be made names the field and the most concentrated solution possible", () => {
    const s = typed([
      ...textbook,
      { type: "mode.select", mode: "diluent" },
      { type: "field.change", field: "target", value: "2000 mg/mL" },
    ]);
    expect(s.matches({ result: "impossible" })).toBe(true);
    const view = expectedReconstitutionView(s);
    expect(view.fields.find((f) => f.field === "target")?.hint).toMatch(/cannot be made from 1 g/);
    expect(view.copy.disabled).toBe(true);
  });

  it("Reset goes back to the concentration mode", () => {
    const s = typed([{ type: "mode.select", mode: "diluent" }, { type: "reset" }]);
    expect(s.value).toEqual({
      mode: "concentration",
      result: "empty",
      unit: "none",
      copy: "idle",
      link: "none",
      announce: "quiet",
    });
  });

  it("1 g and a 0.25 g dose, then mg: 1000 mg and 250 mg, the same 2.5 mL, said (issue 56)", () => {
    const before = typed([...textbook, { type: "field.change", field: "dose", value: "0.25" }]);
    const s = typed([
      ...textbook,
      { type: "field.change", field: "dose", value: "0.25" },
      { type: "powderUnit.select", unit: "mg" },
    ]);
    expect(s.matches({ unit: "converted" })).toBe(true);
    expect(s.context.inputs).toMatchObject({ powderText: "1000", doseText: "250", powderUnit: "mg" });
    const view = expectedReconstitutionView(s);
    expect(view.result.headline).toBe(expectedReconstitutionView(before).result.headline);
    expect(view.result.lines.join(" ")).toContain("2.5 mL");
    expect(view.fields.find((f) => f.field === "powder")?.note).toBe("Powder 1 g is 1\u202f000 mg.");
    expect(s.context.unitChange?.announcement).toBe(
      "Powder 1 g is 1\u202f000 mg; Dose to draw 0.25 g is 250 mg: converted, the quantities are unchanged.",
    );
  });

  it("500 mg, then units: kept as 500 mg and asked for in units, never read as 500 units", () => {
    const s = typed([
      { type: "field.change", field: "powder", value: "500" },
      { type: "field.change", field: "diluent", value: "10" },
      { type: "powderUnit.select", unit: "units" },
    ]);
    expect(s.matches({ unit: "kept" })).toBe(true);
    expect(s.context.inputs).toMatchObject({ powderText: "500 mg", powderUnit: "units" });
    expect(s.matches({ result: "invalid" })).toBe(true);
    const powder = expectedReconstitutionView(s).fields.find((f) => f.field === "powder");
    expect(powder?.note).toBe(
      "Powder 500 mg kept as typed: units are not a mass, so it cannot be converted: type it in units from the label.",
    );
    expect(powder?.hint).not.toBeNull();
    const typedAgain = typed([
      { type: "field.change", field: "powder", value: "500" },
      { type: "powderUnit.select", unit: "units" },
      { type: "field.change", field: "powder", value: "5000000" },
    ]);
    expect(typedAgain.matches({ unit: "none" })).toBe(true);
    expect(typedAgain.context.unitChange).toBeNull();
  });

  it("ignores a choice the form does not offer", () => {
    const s = typed([
      { type: "powderUnit.select", unit: "mcg" as never },
      { type: "mode.select", mode: "x" as never },
    ]);
    expect(s.context.inputs).toEqual(EMPTY_INPUTS);
    expect(s.matches({ mode: "concentration" })).toBe(true);
  });
});
