/**
 * Reconstitution, pure part (src/domain/reconstitution.ts): the textbook case in both modes, the
 * displacement volume given or not (its absence is a state of its own), a target that cannot be
 * made, a dose more than the vial holds, every status with the words a person sees, and
 * properties: concentration → diluent → concentration is the identity; the volume to draw is the
 * converter's own answer; no display string ever holds NaN, Infinity or undefined.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  SOURCES,
  diluentFor,
  evaluateReconstitution,
  finalVolumeOf,
  reconstitutionCopyLine,
  reconstitutionStatusOf,
  type ReconstitutionInputs,
} from "~/domain/reconstitution";
import { evaluateConverter } from "~/domain/dose/conversion";
import { formatDose } from "~/domain/number/format";
import { anyTypedText, expectNoBadText, typedNumber, typedSignificant } from "./clinical-arbitraries";

const BASE: ReconstitutionInputs = {
  mode: "concentration",
  powderText: "1 g",
  powderUnit: "mg",
  diluentText: "9.3",
  targetText: "",
  displacementText: "0.7",
  doseText: "",
  syringe: "injection",
};
const evaluate = (changes: Partial<ReconstitutionInputs>) => evaluateReconstitution({ ...BASE, ...changes });
function ready(changes: Partial<ReconstitutionInputs>) {
  const status = evaluate(changes);
  if (status.kind !== "ready") throw new Error(`expected a result, got ${JSON.stringify(status)}`);
  return status;
}

const NOT_GIVEN =
  "No displacement volume entered: the powder's own volume is counted as 0 mL. Most powders add volume when they dissolve (the package insert gives it), so the real concentration may be lower than shown and every dose drawn may be short.";

describe("reconstitution: textbook cases", () => {
  it("with the powder in mcg, says the strength in mcg/mL too and the dose as typed (the working converts to mg)", () => {
    const r = ready({
      powderText: "500",
      powderUnit: "mcg",
      diluentText: "4.9",
      displacementText: "0.1",
      doseText: "50",
    });
    expect(r.concentration.text).toBe("0.1 mg/mL (100 mcg/mL)");
    expect(r.basis[0]).toBe("Powder: 500 mcg = 0.5 mg");
    expect(r.copyLine).toMatch(
      /^500 mcg \+ 4\.9 mL diluent \+ 0\.1 mL displacement = 5 mL of 0\.1 mg\/mL \(100 mcg\/mL\); 50 mcg \(0\.05 mg\) = 0\.5 mL/,
    );
    // The mcg figure has the mg figure's digits: 0.0877 mg/mL is 87.7 mcg/mL, not 87.7193.
    expect(
      ready({ powderText: "100", powderUnit: "mcg", diluentText: "1.14", displacementText: "" }).concentration.text,
    ).toBe("0.0877 mg/mL (87.7 mcg/mL)");
  });

  it("1 g powder + 9.3 mL diluent with 0.7 mL displacement = 100 mg/mL", () => {
    const r = ready({});
    expect([r.concentration, r.finalVolume.text, r.powder]).toEqual([
      { perMl: 100, text: "100 mg/mL" },
      "10 mL",
      "1\u202f000 mg",
    ]);
    expect(r.basis).toEqual([
      "Final volume: 9.3 mL diluent + 0.7 mL displacement = 10 mL",
      "1\u202f000 mg ÷ 10 mL = 100 mg/mL",
    ]);
    expect(r.notes.powder).toBe("1 g = 1\u202f000 mg");
    expect(r.copyLine).toBe("1\u202f000 mg + 9.3 mL diluent + 0.7 mL displacement = 10 mL of 100 mg/mL");
    expect([r.variant, r.aspects]).toEqual([
      "plain",
      { strength: "plausible", displacement: "given", diluent: "typed", draw: "notAsked" },
    ]);
  });

  it("with the powder in g: the basis says 1 g = 1\u202f000 mg", () => {
    const r = ready({ powderText: "1", powderUnit: "g", doseText: "0.25" });
    expect(r.basis[0]).toBe("Powder: 1 g = 1\u202f000 mg");
    expect(r.volume?.text).toBe("2.5 mL");
  });

  it("draws 250 mg as 2.5 mL, with the one syringe rule", () => {
    const r = ready({ doseText: "250" });
    expect([r.volume?.text, r.aspects.draw, r.volume?.advice?.recommendation.syringe.name]).toEqual([
      "2.5 mL",
      "measurable",
      "3 mL syringe",
    ]);
    expect(r.basis.at(-1)).toBe("250 mg ÷ 100 mg/mL = 2.5 mL");
    expect(r.copyLine).toBe(
      "1\u202f000 mg + 9.3 mL diluent + 0.7 mL displacement = 10 mL of 100 mg/mL; 250 mg = 2.5 mL",
    );
  });

  it("the other way: 1 g to 100 mg/mL with 0.7 mL displacement needs 9.3 mL of diluent", () => {
    const r = ready({ mode: "diluent", targetText: "100 mg/mL", diluentText: "" });
    expect([r.diluent.text, r.finalVolume.text, r.concentration.text]).toEqual(["9.3 mL", "10 mL", "100 mg/mL"]);
    expect(r.basis).toEqual([
      "1\u202f000 mg ÷ 100 mg/mL = 10 mL final volume",
      "10 mL − 0.7 mL displacement = 9.3 mL diluent to add",
    ]);
    expect(r.copyLine).toBe(
      `1\u202f000 mg to 100 mg/mL: add 9.3 mL diluent (0.7 mL displacement), 10 mL in all. ${HALFWAY_9_3}`,
    );
  });

  it("powders in units: 5\u202f000\u202f000 units to 500\u202f000 units/mL with 2 mL displacement needs 8 mL", () => {
    const r = ready({
      mode: "diluent",
      powderText: "5000000",
      powderUnit: "units",
      targetText: "500000 units/mL",
      displacementText: "2",
      doseText: "1000000",
    });
    expect([r.diluent.text, r.concentration.text, r.volume?.text]).toEqual(["8 mL", "500\u202f000 units/mL", "2 mL"]);
  });
});

const HALFWAY_9_3 =
  "The diluent to add, 9.3 mL, is halfway between the 9.2 mL and 9.4 mL marks of the 10 mL syringe (marked every 0.2 mL): 9.2 mL would make 101.0101 mg/mL (1% stronger than 100 mg/mL), 9.4 mL 99.0099 mg/mL (0.99% weaker than 100 mg/mL). Measure 9.3 mL with a finer syringe, or add a volume you can measure and work out its strength with 'Work out: Concentration'.";

describe("the diluent to add, measured on the injection syringe the one syringe rule gives", () => {
  const forTarget = (targetText: string, changes: Partial<ReconstitutionInputs> = {}) =>
    ready({ mode: "diluent", diluentText: "", targetText, ...changes });

  it("the diluent to add between syringe marks: the nearest mark and the strength it makes", () => {
    // 1 g to 333 mg/mL with 0.7 mL displacement: 3.003 mL final, 2.303 mL diluent; the 3 mL
    // syringe is marked every 0.1 mL, and 2.3 mL would make 1,000 mg ÷ 3 mL = 333.3333 mg/mL.
    const r = forTarget("333 mg/mL");
    expect(r.aspects.diluent).toBe("cautionPrecision");
    expect(r.diluentSyringe).toBe("Diluent syringe: 3 mL syringe");
    expect(r.cautions.map((c) => c.text)).toEqual([
      "The diluent to add, 2.303 mL, falls between the marks of the 3 mL syringe (marked every 0.1 mL): its nearest mark, 2.3 mL, would make 333.3333 mg/mL (0.1% stronger than 333 mg/mL). Measure 2.303 mL with a finer syringe, or add a volume you can measure and work out its strength with 'Work out: Concentration'.",
    ]);
    // Halfway between two marks: what each would make (the textbook vial, 9.3 mL on the 10 mL syringe).
    const textbook = forTarget("100 mg/mL");
    expect(textbook.aspects.diluent).toBe("cautionPrecision");
    expect(textbook.cautions.map((c) => c.text)).toEqual([HALFWAY_9_3]);
    // Without a displacement the nearest mark's strength is the powder in that mark alone:
    // 250 mg to 200 mg/mL is 1.25 mL, halfway: 1.2 mL makes 208.3333 mg/mL, 1.3 mL 192.3077 mg/mL.
    const bare = forTarget("200 mg/mL", { powderText: "250", displacementText: "" });
    expect(bare.cautions.at(-1)?.text).toContain(
      "1.2 mL would make 208.3333 mg/mL (4.2% stronger than 200 mg/mL), 1.3 mL 192.3077 mg/mL (3.8% weaker than 200 mg/mL)",
    );
  });

  it("on a mark: the syringe is named and there is no caution", () => {
    const r = forTarget("250 mg/mL", { powderText: "500", displacementText: "0.4" });
    expect([r.diluent.text, r.aspects.diluent, r.diluentSyringe]).toEqual([
      "1.6 mL",
      "onMark",
      "Diluent syringe: 3 mL syringe",
    ]);
    expect(r.cautions).toEqual([]);
    expect(r.copyLine).toBe("500 mg to 250 mg/mL: add 1.6 mL diluent (0.4 mL displacement), 2 mL in all");
  });

  it("under 0.1 mL: hard to measure, a caution in the copy line too", () => {
    const r = forTarget("400 mg/mL", { powderText: "500", displacementText: "1.2" });
    expect([r.diluent.text, r.aspects.diluent]).toEqual(["0.05 mL", "cautionSmall"]);
    const small =
      "Very small diluent volume: 0.05 mL is under 0.1 mL and hard to measure reliably with any syringe. Check the target concentration (a lower one takes more diluent), or ask the pharmacist.";
    expect(r.cautions.map((c) => c.text)).toEqual([small]);
    expect(r.copyLine).toContain(small);
  });

  it("a diluent above 0 that rounds to 0 mL is 'less than 0.0001 mL', too small to measure, never '0 mL'", () => {
    // 1,000 mg to 1,428.5 mg/mL with 0.7 mL displacement: 0.70004 mL final, 0.00004 mL of diluent.
    const r = forTarget("1428.5 mg/mL");
    expect([r.diluent.text, r.aspects.diluent]).toEqual(["less than 0.0001 mL", "cautionSmall"]);
    expect(r.basis.at(-1)).toBe("0.7 mL − 0.7 mL displacement = less than 0.0001 mL diluent to add");
    expect(r.cautions.map((c) => c.text)).toContain(
      "Very small diluent volume: less than 0.0001 mL, too small to measure with any syringe. Check the target concentration (a lower one takes more diluent), or ask the pharmacist.",
    );
  });

  it("more than the syringes here hold: said, with no caution and no syringe named", () => {
    const r = forTarget("20 mg/mL");
    expect([r.diluent.text, r.aspects.diluent, r.cautions]).toEqual(["49.3 mL", "beyondSyringes", []]);
    expect(r.diluentSyringe).toBe(
      "Diluent: 49.3 mL is more than the syringes here hold (the largest is 10 mL): measure it with a larger syringe",
    );
  });

  it("in the concentration mode the diluent is the volume typed: nothing to measure, no line", () => {
    const r = ready({});
    expect([r.aspects.diluent, r.diluentSyringe]).toEqual(["typed", null]);
  });
});

describe("the displacement volume: given, 0, or not given (said as its own state)", () => {
  it("not given: counted as 0 mL, with the words and in the copy line", () => {
    const r = ready({ displacementText: "" });
    expect([r.variant, r.aspects.displacement, r.concentration.text]).toEqual([
      "displacementNotGiven",
      "notGiven",
      "107.5269 mg/mL",
    ]);
    expect(r.cautions).toEqual([{ kind: "displacementNotGiven", text: NOT_GIVEN }]);
    expect(r.basis[0]).toBe("Final volume: 9.3 mL diluent (no displacement entered)");
    expect(r.copyLine).toBe(`1\u202f000 mg + 9.3 mL diluent = 9.3 mL of 107.5269 mg/mL. ${NOT_GIVEN}`);
  });

  it("not given, for a target: the volume and concentration it cannot promise are said", () => {
    const r = ready({ mode: "diluent", targetText: "30 mg/mL", displacementText: "" });
    expect([r.diluent.text, r.concentration.text]).toEqual(["33.3333 mL", "30 mg/mL"]);
    expect(r.cautions[0]?.text).toBe(
      "No displacement volume entered: the powder's own volume is counted as 0 mL. If it adds volume when it dissolves (the package insert gives it), adding 33.3333 mL makes more than 33.3333 mL and less than 30 mg/mL.",
    );
  });

  it("0 mL typed is given (the label says the powder adds none)", () => {
    expect(ready({ displacementText: "0" }).aspects.displacement).toBe("given");
    expect(SOURCES.join(" ")).toMatch(/Displacement values.*under-dosing/s);
  });
});

describe("what cannot be made, or drawn", () => {
  it("a target the powder alone already exceeds is impossible, and says the most concentrated possible", () => {
    expect(evaluate({ mode: "diluent", targetText: "2000 mg/mL" })).toEqual({
      kind: "impossible",
      field: "target",
      message:
        "2\u202f000 mg/mL cannot be made from 1\u202f000 mg: the powder alone takes up 0.7 mL, and with no diluent at all it is 1\u202f428.5714 mg/mL. Choose a lower concentration.",
      notes: { powder: "1 g = 1\u202f000 mg", target: "2\u202f000 mg/mL" },
    });
    expect(evaluate({ mode: "diluent", targetText: "1000 mg per 0.7 mL" }).kind).toBe("impossible");
  });

  it("a bare dose is read in the powder's unit, and says so", () => {
    expect(ready({ doseText: "750" }).notes.dose).toBe("Read as 750 mg (the powder's unit)");
  });

  it("a dose more than the vial holds is said, with no volume", () => {
    const r = ready({ doseText: "1.2 g" });
    expect([r.aspects.draw, r.volume, r.notes.dose]).toEqual(["exceedsVial", null, "1.2 g = 1\u202f200 mg"]);
    expect(r.cautions).toEqual([
      {
        kind: "exceedsVial",
        text: "The dose, 1\u202f200 mg, is more than the vial holds (1\u202f000 mg): one vial is not enough. Ask the pharmacist.",
      },
    ]);
  });

  it.each([
    ["cautionSmall", "5", "injection", "Very small volume: 0.05 mL is under 0.1 mL"],
    [
      "cautionPrecision",
      "333",
      "oral",
      "More precise than the recommended syringe can draw: 3.33 mL falls between the marks of the 5 mL oral syringe; the nearest mark is 3.3 mL",
    ],
    ["tooSmallToShow", "0.0001", "oral", "The volume is below 0.0001 mL"],
  ] as const)("draws with the converter's cautions: %s", (aspect, doseText, syringe, words) => {
    const r = ready({ doseText, syringe });
    expect([r.variant, r.aspects.draw]).toEqual([aspect, aspect]);
    expect(r.cautions[0]?.text).toContain(words);
  });
});

describe("a strength no powder dissolves to", () => {
  it("says so first, above 1,000 mg/mL (1 g in 0.3 mL, or a powder typed in g for mg), and keeps the figures", () => {
    const r = evaluate({ powderText: "1", powderUnit: "g", diluentText: "0.3", displacementText: "" });
    if (r.kind !== "ready") throw new Error(r.kind);
    expect([r.variant, r.aspects.strength, r.concentration.text]).toEqual([
      "strengthAboveSolution",
      "aboveSolution",
      "3\u202f333.3333 mg/mL",
    ]);
    expect(r.cautions[0]!.text).toBe(
      "Check the entries: 3\u202f333.3333 mg/mL is more than 1 g in every mL, stronger than a powder dissolves to. Check the powder's amount and its unit (mg or g), and the diluent's volume.",
    );
    expect(r.copyLine).toContain(r.cautions[0]!.text);
    // 1 g in 1 mL is at the edge: no caution.
    const edge = evaluate({ powderText: "1", powderUnit: "g", diluentText: "1", displacementText: "0" });
    expect(edge.kind === "ready" && [edge.aspects.strength, edge.concentration.text]).toEqual([
      "plausible",
      "1\u202f000 mg/mL",
    ]);
  });
});

describe("bad input: a calm message per field, never a guess", () => {
  it.each<[Partial<ReconstitutionInputs>, string, string, string]>([
    [{ powderText: "" }, "powder", "empty", "Enter the amount of powder in the vial, for example 1 g"],
    [{ powderText: "0" }, "powder", "zero", "Enter an amount of powder above 0"],
    [
      { powderText: "1,125 mg" },
      "powder",
      "ambiguous",
      "Type 1125 without the comma, or 1.1250 with a point for decimals",
    ],
    [
      { powderText: "1 g", powderUnit: "units" },
      "powder",
      "mismatch",
      "Enter the powder as on the vial, in mg, g or units, and choose that unit",
    ],
    [
      { powderText: "1 mL" },
      "powder",
      "unit",
      "Enter the powder as on the vial, in mg, g or units, and choose that unit",
    ],
    [{ powderText: "1 g/mL" }, "powder", "unit", "Enter the amount in the vial only, for example 1 g"],
    [{ diluentText: "" }, "diluent", "empty", "Enter the volume of diluent added, in mL"],
    [{ diluentText: "0" }, "diluent", "zero", "Enter a volume of diluent above 0"],
    [{ diluentText: "9.3 mg" }, "diluent", "unit", "Enter a volume in mL or L, for example 250"],
    [
      { displacementText: "-0.7" },
      "displacement",
      "negative",
      "Enter a displacement of 0 mL or more, or leave it empty",
    ],
    [{ mode: "diluent" }, "target", "empty", "Enter the concentration you want, for example 100 mg/mL"],
    [
      { mode: "diluent", targetText: "100 units/mL" },
      "target",
      "mismatch",
      "The powder is a mass: enter the concentration as a mass, for example 100 mg/mL",
    ],
    [
      { mode: "diluent", powderUnit: "units", powderText: "500000", targetText: "2%" },
      "target",
      "mismatch",
      "The powder is in units: enter the concentration in units, for example 100\u202f000 units/mL",
    ],
    [{ mode: "diluent", targetText: "0 mg/mL" }, "target", "zero", "Enter a concentration above 0"],
    [{ doseText: "0" }, "dose", "zero", "Enter a dose above 0, or leave it empty"],
    [{ doseText: "5 units" }, "dose", "mismatch", "The powder is a mass: enter the dose in mg, mcg or g"],
    [{ doseText: "250 mg/kg" }, "dose", "unit", "Enter one dose, for example 250 mg"],
    // Issue 53: with a powder in units the hints speak of units, never of mg/mL.
    [
      { mode: "diluent", powderUnit: "units", powderText: "500000" },
      "target",
      "empty",
      "Enter the concentration you want, for example 100\u202f000 units/mL",
    ],
    [
      { powderUnit: "units", powderText: "500000", doseText: "250 units/kg" },
      "dose",
      "unit",
      "Enter one dose, for example 250\u202f000 units",
    ],
  ])("%j → invalid %s (%s): %s", (changes, field, reason, message) => {
    expect(evaluate(changes)).toMatchObject({ kind: "invalid", field, reason, message });
  });

  it("is empty, with no hint, until the powder or the diluent (or the target) is typed", () => {
    expect(evaluate({ powderText: "", diluentText: "" })).toEqual({ kind: "empty", notes: {} });
    expect(evaluate({ mode: "diluent", powderText: "", targetText: "" })).toEqual({ kind: "empty", notes: {} });
    expect(evaluate({ powderText: "", diluentText: "", doseText: "1e3" })).toMatchObject({
      kind: "invalid",
      field: "dose",
      reason: "notation",
    });
  });

  it("says when the concentration cannot be shown", () => {
    expect(evaluate({ powderText: "0.000000000000001", diluentText: "1000 L" })).toMatchObject({
      kind: "offScale",
      message: "The concentration is too small to show: check the powder and the volumes",
    });
    expect(ready({ powderText: "1", powderUnit: "units", doseText: "1" }).powder).toBe("1 unit");
  });

  it("says a volume or strength is too large rather than show digits that cannot be true or typed back", () => {
    const tooLarge = {
      kind: "offScale",
      message: "The result is too large to calculate with: check the powder and the volumes",
    };
    const powder = { powderText: "999999999999999", powderUnit: "mg", displacementText: "" } as const;
    expect(evaluate({ ...powder, diluentText: "0.000001" })).toMatchObject(tooLarge);
    expect(evaluate({ ...powder, mode: "diluent", targetText: "0.000000000000001 mg/mL" })).toMatchObject(tooLarge);
    // A volume has 4 decimals: up to 11 whole digits, 15 with them, the most a field takes.
    expect(evaluate({ ...powder, powderText: "99999999999", mode: "diluent", targetText: "1 mg/mL" })).toMatchObject({
      kind: "ready",
    });
    expect(evaluate({ ...powder, powderText: "100000000000", mode: "diluent", targetText: "1 mg/mL" })).toMatchObject(
      tooLarge,
    );
  });

  it("copies nothing without a result, and evaluates each inputs object once", () => {
    expect(reconstitutionCopyLine(evaluate({ powderText: "" }))).toBeNull();
    const inputs = { ...BASE };
    expect(reconstitutionStatusOf(inputs)).toBe(reconstitutionStatusOf(inputs));
  });
});

describe("properties", () => {
  const decimal = (max: number) =>
    fc.integer({ min: 1, max }).chain((n) => fc.integer({ min: 0, max: 3 }).map((d) => n / 10 ** d));

  it("the diluent for the concentration a diluent makes is that diluent (exact arithmetic)", () => {
    fc.assert(
      fc.property(
        decimal(10_000_000),
        decimal(100_000),
        fc.oneof(fc.constant(0), decimal(10_000)),
        (powder, diluent, displacement) => {
          const final = finalVolumeOf(diluent, displacement);
          expect(diluentFor(powder, [powder, final], displacement)).toBe(diluent);
        },
      ),
    );
  });

  it("0.007 mg in 994 mL + 27 mL typed back to 15 digits gives 994 mL (a random run once typed it to 7 digits only)", () => {
    const inputs = { powderText: "0.007", powderUnit: "mg" as const, diluentText: "994", displacementText: "27" };
    const typed = typedSignificant(ready(inputs).concentration.perMl, 15);
    expect(typed).toBe("0.00000685602350636631");
    const back = evaluate({ ...inputs, mode: "diluent", targetText: `${typed} mg/mL` });
    expect(back.kind === "ready" && back.diluent.text).toBe("994 mL");
  });

  it("typing the concentration back as the target (to 15 digits, the most a field takes) gives the diluent shown", () => {
    fc.assert(
      fc.property(decimal(100_000), decimal(1000), decimal(100), (powder, diluent, displacement) => {
        const inputs = {
          powderText: typedNumber(powder),
          diluentText: typedNumber(diluent),
          displacementText: typedNumber(displacement),
        };
        const forward = ready(inputs);
        const typed = typedSignificant(forward.concentration.perMl, 15);
        const back = evaluate({ ...inputs, mode: "diluent", targetText: `${typed} mg/mL` });
        expect(back.kind).toBe("ready");
        if (back.kind === "ready") expect(back.diluent.text).toBe(formatDose(diluent, "mL"));
      }),
    );
  });

  it("the volume to draw is the converter's own answer for the dose at the strength as written", () => {
    fc.assert(
      fc.property(
        decimal(100_000),
        decimal(1000),
        decimal(100),
        decimal(100_000),
        (powder, diluent, displacement, dose) => {
          const r = evaluate({
            powderText: typedNumber(powder),
            diluentText: typedNumber(diluent),
            displacementText: typedNumber(displacement),
            doseText: typedNumber(dose),
          });
          if (r.kind !== "ready" || !r.volume) return;
          const label = `${typedNumber(powder)} mg per ${typedNumber(r.finalVolume.ml)} mL`;
          const c = evaluateConverter({ amountText: typedNumber(dose), concentrationText: label, direction: "mgToMl" });
          if (c.result.status === "ok") expect(r.volume.text).toBe(c.result.text);
          else expect(r.volume.aspect).toBe("tooSmallToShow");
        },
      ),
    );
  });

  it("never shows NaN, Infinity or undefined, and never throws, whatever is typed", () => {
    const typed = anyTypedText("1 g", "100 mg/mL", "0.7", "5000000 units", "100000 units/mL", "9.3 mL", "250 mg");
    fc.assert(
      fc.property(
        fc.record({
          mode: fc.constantFrom<"concentration" | "diluent">("concentration", "diluent"),
          powderText: typed,
          powderUnit: fc.constantFrom<"mcg" | "mg" | "g" | "units">("mcg", "mg", "g", "units"),
          diluentText: typed,
          targetText: typed,
          displacementText: typed,
          doseText: typed,
          syringe: fc.constantFrom<"oral" | "injection">("oral", "injection"),
        }),
        (inputs) => {
          expectNoBadText(evaluateReconstitution(inputs));
        },
      ),
      { numRuns: 1500 },
    );
  });
});
