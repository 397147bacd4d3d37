/**
 * The clinical calculators' label fields (issue 56, principle 5; field-kinds.ts "label"): what is in
 * the bag, a label strength and a vial's powder are typed as the label prints them ("25,000 units in
 * 250 mL", "5,000,000 units"), read, and the field's note says how; every other field (an order, a
 * weight, a rate, a volume to infuse, a diluent) is a dose field and still asks about "1,000".
 */
import { describe, expect, it } from "vitest";
import { evaluateInfusion, type InfusionInputs } from "~/domain/infusion-rate";
import { INFUSION_LABEL_NUMBERS } from "~/domain/infusion-rate-inputs";
import {
  evaluateReconstitution,
  RECONSTITUTION_LABEL_NUMBERS,
  type ReconstitutionInputs,
} from "~/domain/reconstitution";
import { evaluateWeightDose, WEIGHT_DOSE_LABEL_NUMBERS, type WeightDoseInputs } from "~/domain/weight-dose";
import { readStrength } from "~/domain/clinical";

const HEPARIN: InfusionInputs = {
  direction: "doseToRate",
  doseText: "1000",
  doseUnit: "units",
  perKg: false,
  per: "h",
  weightText: "",
  weightUnit: "kg",
  bagText: "25,000 units in 250 mL",
  rateText: "",
  dropFactor: null,
  volumeText: "",
  durationText: "",
  durationUnit: null,
  startText: "",
};
const VIAL: ReconstitutionInputs = {
  mode: "concentration",
  powderText: "5,000,000 units",
  powderUnit: "units",
  diluentText: "8.2",
  targetText: "",
  displacementText: "1.8",
  doseText: "",
  syringe: "injection",
};
const CHILD: WeightDoseInputs = {
  weightText: "10",
  weightUnit: "kg",
  orderText: "15",
  orderUnit: "mg",
  basis: "perDose",
  dosesPerDayText: "",
  maximumText: "",
  strengthText: "1,000 mg in 100 mL",
  syringe: "oral",
};

const COMMA_NOTE = "(a label’s comma groups thousands)";
const ASKED_1000 = {
  kind: "invalid",
  reason: "ambiguous",
  message: "Type 1000 without the comma, or 1 with a point for decimals",
};

describe("infusion rate: a heparin bag typed as its label prints it", () => {
  it("1000 units/h with 25,000 units in 250 mL is 10 mL/h, and the bag's note says how the comma was read", () => {
    const status = evaluateInfusion(HEPARIN);
    expect(status).toMatchObject({ kind: "ready", rate: { text: "10 mL/h" } });
    expect(status.notes.bag).toBe(`25\u202f000 units in 250 mL = 100 units/mL ${COMMA_NOTE}`);
  });

  it("reads the bag's volume as printed too (1,000 mL), and a heparin bag's 1,000 units/mL strength", () => {
    expect(evaluateInfusion({ ...HEPARIN, bagText: "25,000 units in 1,000 mL" })).toMatchObject({
      kind: "ready",
      rate: { text: "40 mL/h" },
    });
    expect(readStrength("1,000 units/mL", "units")).toMatchObject({ ok: true, strength: { perMl: 1000 } });
    // The strength written as one text with a slash, as some labels and orders write it.
    expect(readStrength("25,000 units/250 mL", "units")).toMatchObject({
      ok: true,
      strength: { perMl: 100, note: `25\u202f000 units in 250 mL = 100 units/mL ${COMMA_NOTE}` },
    });
    expect(readStrength("2,000 mg/100 mL", "mass")).toMatchObject({ ok: true, strength: { perMl: 20 } });
  });

  it("still asks about a comma a label could print as a decimal, and about a point before three digits", () => {
    expect(evaluateInfusion({ ...HEPARIN, bagText: "25,125 units in 250 mL" })).toMatchObject({
      kind: "invalid",
      field: "bag",
      reason: "ambiguous",
    });
    expect(evaluateInfusion({ ...HEPARIN, bagText: "25.000 units in 250 mL" })).toMatchObject({
      kind: "invalid",
      field: "bag",
      reason: "ambiguous",
    });
  });

  it("the order, the rate and the volume to infuse are dose fields: 1,000 is asked there", () => {
    expect(INFUSION_LABEL_NUMBERS).toEqual(["bag"]);
    expect(evaluateInfusion({ ...HEPARIN, doseText: "1,000" })).toMatchObject({ ...ASKED_1000, field: "dose" });
    expect(evaluateInfusion({ ...HEPARIN, direction: "rateToDose", rateText: "1,000" })).toMatchObject({
      ...ASKED_1000,
      field: "rate",
    });
    expect(evaluateInfusion({ ...HEPARIN, volumeText: "1,000" })).toMatchObject({ ...ASKED_1000, field: "volume" });
  });
});

describe("reconstitution: the vial's powder and the label's strength", () => {
  it("reads 5,000,000 units of powder, with its note", () => {
    const status = evaluateReconstitution(VIAL);
    expect(status).toMatchObject({ kind: "ready" });
    expect(status.notes.powder).toBe(`Read as 5\u202f000\u202f000 units ${COMMA_NOTE}`);
  });

  it("reads a powder typed in another unit with the conversion and the note", () => {
    const status = evaluateReconstitution({
      ...VIAL,
      powderUnit: "mg",
      powderText: "1,000 mg",
      diluentText: "9.3",
      displacementText: "0.7",
    });
    expect(status).toMatchObject({ kind: "ready" });
    expect(status.notes.powder).toBe(`Read as 1\u202f000 mg ${COMMA_NOTE}`);
    const grams = evaluateReconstitution({ ...VIAL, powderUnit: "mg", powderText: "2,000 mcg" });
    expect(grams.notes.powder).toBe(`2\u202f000 mcg = 2 mg ${COMMA_NOTE}`);
  });

  it("reads a target strength as printed (100,000 units/mL)", () => {
    const status = evaluateReconstitution({ ...VIAL, mode: "diluent", targetText: "500,000 units/mL" });
    expect(status).toMatchObject({ kind: "ready" });
    expect(status.notes.target).toMatch(/^500\u202f000 units\/mL/);
  });

  it("the diluent, the displacement and the dose are dose fields: 1,000 is asked there", () => {
    expect(RECONSTITUTION_LABEL_NUMBERS).toEqual(["powder", "target"]);
    expect(evaluateReconstitution({ ...VIAL, diluentText: "1,000" })).toMatchObject({
      ...ASKED_1000,
      field: "diluent",
    });
    expect(evaluateReconstitution({ ...VIAL, doseText: "1,000" })).toMatchObject({ ...ASKED_1000, field: "dose" });
    expect(evaluateReconstitution({ ...VIAL, powderText: "1,125" })).toMatchObject({
      field: "powder",
      reason: "ambiguous",
    });
  });
});

describe("weight-based dose: the label strength", () => {
  it("reads 1,000 mg in 100 mL, with its note", () => {
    const status = evaluateWeightDose(CHILD);
    expect(status).toMatchObject({ kind: "ready", volume: { text: "15 mL" } });
    expect(status.notes.strength).toBe(`1\u202f000 mg per 100 mL = 10 mg/mL ${COMMA_NOTE}`);
  });

  it("the weight, the order, the doses a day and the maximum are dose fields: 1,000 is asked there", () => {
    expect(WEIGHT_DOSE_LABEL_NUMBERS).toEqual(["strength"]);
    expect(evaluateWeightDose({ ...CHILD, orderText: "1,000" })).toMatchObject({ ...ASKED_1000, field: "order" });
    expect(evaluateWeightDose({ ...CHILD, maximumText: "1,000" })).toMatchObject({ ...ASKED_1000, field: "maximum" });
    expect(evaluateWeightDose({ ...CHILD, weightText: "1,000" })).toMatchObject({
      field: "weight",
      reason: "ambiguous",
    });
  });
});
