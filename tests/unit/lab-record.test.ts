/**
 * The notebook record of the four laboratory tools (issue 52, principle 6): every entry with its
 * unit as it was read, the result with its units, every caution, the conventions; none without a
 * result; never NaN, Infinity or undefined.
 */
import { describe, expect, it } from "vitest";
import { enteredValue, recordText, type LabRecord } from "~/domain/lab/lab-record";
import { serialRecord } from "~/machines/serial-dilution/serial-dilution.record";
import { concentrationRecord } from "~/machines/concentration/concentration.record";
import { DEFAULT_SERIAL_INPUTS } from "~/domain/lab/serial-dilution";
import { DEFAULT_CONCENTRATION_INPUTS, evaluateConcentration } from "~/domain/lab/concentration-units";
import { evaluatePreparation } from "~/domain/lab/reagent-preparation";
import { molarityRecord } from "~/machines/molarity/molarity.record";
import { calculateMolarity } from "~/machines/molarity/molarity.calc";
import { DEFAULT_MOLARITY_UNITS } from "~/machines/molarity/molarity.types";

const clean = (record: LabRecord) => {
  const text = recordText(record);
  expect(text).not.toMatch(/NaN|Infinity|undefined|null/);
  return text;
};

describe("lab record", () => {
  it("an entry is kept as it was read, with its unit: a decimal comma and a power of ten are written out", () => {
    expect(enteredValue("4.383", "g")).toBe("4.383 g");
    expect(enteredValue("1,5", "mL")).toBe("1.5 mL");
    expect(enteredValue("1e-3", "M")).toBe("0.001 M");
    expect(enteredValue("  ", "M")).toBe("");
  });

  it("molarity: 0.15 M NaCl in 500 mL on the analytical balance, solved for the mass", () => {
    const values = { mass: "", molecularWeight: "58.443", volume: "500", molarity: "0.15" };
    const outcome = calculateMolarity(values, "mass", DEFAULT_MOLARITY_UNITS);
    if (!outcome.ok) throw new Error("expected a result");
    const text = clean(molarityRecord(outcome.result, { values }));
    expect(text).toContain("Molarity calculator: solving for mass");
    expect(text).toContain("- Molecular weight: 58.443 g/mol");
    expect(text).toContain("- Balance: reads 0.1 mg");
    expect(text).toContain("- Mass: 4.38 g");
    expect(text).toContain("Molarity (M) is moles of solute per litre of final solution");
  });

  it("serial dilution: every tube, the plan and the choices; none without a plan", () => {
    expect(serialRecord(DEFAULT_SERIAL_INPUTS)).toBeNull();
    const inputs = { ...DEFAULT_SERIAL_INPUTS, stock: "1", factor: "10", steps: "3", volume: "1000" };
    const record = serialRecord(inputs)!;
    const text = clean(record);
    expect(record.rows).toHaveLength(3);
    expect(text).toContain("- Stock concentration: 1 mM");
    expect(text).toContain("- Dilution given as: A factor per step");
    expect(text).toContain("- Final volume per tube: 1000 µL");
    expect(text).toContain("- The final volume per tube is measured: Before the transfer out");
    expect(text).toContain("- Tube 3: 1 µM");
  });

  it("concentration converter: the entries, every unit's row, the dilution asked and its caution; none without a table", () => {
    const none = { ...DEFAULT_CONCENTRATION_INPUTS };
    const noneStatus = evaluateConcentration(none);
    expect(
      concentrationRecord({ inputs: none, status: noneStatus, preparation: evaluatePreparation(none, noneStatus) }),
    ).toBeNull();
    const inputs = {
      ...DEFAULT_CONCENTRATION_INPUTS,
      value: "37",
      unit: "% w/w" as const,
      molecularWeight: "36.46",
      density: "1.19",
      reagent: "Hydrochloric acid",
      target: "1",
      finalVolume: "1000",
    };
    const status = evaluateConcentration(inputs);
    const record = concentrationRecord({ inputs, status, preparation: evaluatePreparation(inputs, status) })!;
    const text = clean(record);
    expect(record.rows).toHaveLength(11);
    expect(text).toContain("- Concentration: 37 % w/w");
    expect(text).toContain("- Reagent: Hydrochloric acid");
    expect(text).toContain("- M: 12.1 M");
    expect(text).toContain("take 82.8 mL");
    expect(text).toContain("Caution: Always add acid to water");
  });
});
