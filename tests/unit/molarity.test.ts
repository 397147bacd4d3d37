import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { calculateMolarity, massForMolarity, molarity, significantDecimals } from "~/machines/molarity/molarity.calc";
import { readAs } from "~/machines/molarity/molarity.selectors";
import {
  calculateLabel,
  formatConcentration,
  formatMolarity,
  formatMolarityResult,
  formatMolarityWorking,
} from "~/machines/molarity/molarity.words";
import {
  COMMON_SOLUTES,
  DEFAULT_MOLARITY_UNITS,
  molarityFieldText,
  UNIT_CHOICES,
  type MolarityMode,
  type MolarityUnits,
  type MolarityValues,
} from "~/machines/molarity/molarity.types";
import {
  EMPTY_MOLARITY_VALUES,
  volumeForMolarity,
  molecularWeightFor,
  toBaseUnit,
  fromBaseUnit,
} from "~/machines/molarity/molarity.calc";
import { significantFigures } from "~/machines/lab-form/lab-form.calc";
import { MASS_EXAMPLES, molarityFaq, WEIGH_EXAMPLE } from "~/content/lab-examples";
import { typeableNumber } from "~/domain/number/entry";

const values = (mass: string, molecularWeight: string, volume: string, molarity = ""): MolarityValues => ({
  mass,
  molecularWeight,
  volume,
  molarity,
});

function ok(v: MolarityValues) {
  const outcome = calculateMolarity(v);
  if (!outcome.ok) throw new Error(`expected a result for ${JSON.stringify(v)}: ${JSON.stringify(outcome.issues)}`);
  return outcome.result;
}

describe("molarity arithmetic (spec §9: (mass ÷ MW) ÷ (volume ÷ 1000))", () => {
  it.each([
    // mass g, MW g/mol, volume mL, M
    [5.844, 58.44, 100, 1], // NaCl, the issue's check
    [58.44, 58.44, 1000, 1],
    [9.008, 180.16, 500, 0.1],
    [6.057, 121.14, 1000, 0.05],
    [0.7455, 74.55, 1000, 0.01],
    [10, 58.44, 1000, 0.171115674195756],
    [0, 58.44, 100, 0],
    [1, 1, 1, 1000],
  ])("%s g at %s g/mol in %s mL = %s M", (mass, mw, vol, expected) => {
    expect(molarity(mass, mw, vol)).toBeCloseTo(expected, 12);
  });

  it("NaCl 58.44 g at 58.44 g/mol in 1000 mL shows as 1 M: significant figures, no trailing zeros (issue 27)", () => {
    const result = ok(values("58.44", "58.44", "1000"));
    expect(result.molar).toBe(1);
    expect(result.moles).toBe(1);
    expect(result.litres).toBe(1);
    expect(result.significant).toBe(4);
    expect(formatMolarity(result.molar, result.significant)).toEqual({ molar: "1 M", suited: "1 M" });
    expect(formatMolarityWorking(result)).toBe("(58.44 g ÷ 58.44 g/mol) ÷ (1\u202f000 mL ÷ 1000) = 1 M");
  });

  it.each([
    // molar, significant figures, in M, in the unit that suits it
    [0.1, 3, "0.1 M", "100 mM"],
    [0.01, 3, "0.01 M", "10 mM"],
    [0.5, 4, "0.5 M", "500 mM"],
    [2.5, 3, "2.5 M", "2.5 M"],
    [0.000999, 3, "0.000999 M", "999 µM"],
    [0.0000856, 3, "0.0000856 M", "85.6 µM"],
    [0.00008564, 3, "0.0000856 M", "85.6 µM"],
    [0.000001, 3, "0.000001 M", "1 µM"],
    [1.5e-9, 3, "0.0000000015 M", "1.5 nM"],
    [1e-12, 3, "0.000000000001 M", "1 pM"],
    [2.5e-15, 3, "0.0000000000000025 M", "2.5 fM"],
    [0.171115674195756, 4, "0.1711 M", "171.1 mM"],
    [1234.5678, 3, "1\u202f235 M", "1\u202f235 M"],
  ])("%s M to %s significant figures is %s = %s", (molar, sig, M, suited) => {
    expect(formatMolarity(molar, sig)).toEqual({ molar: M, suited });
  });

  it("rounding to at least 3 significant figures never moves a value by more than 1 %", () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-15, max: 1e12, noNaN: true }), fc.integer({ min: 3, max: 6 }), (molar, sig) => {
        const shown = Number(
          formatMolarity(molar, sig)
            .molar.replace(/ M$/, "")
            .replace(/[,\u202f]/g, ""),
        );
        expect(Math.abs(shown - molar) / molar).toBeLessThanOrEqual(0.005 + 1e-12);
      }),
    );
  });

  it.each([
    [1000, 4, 4, 0],
    [100, 4, 4, 1],
    [1, 4, 4, 3],
    [0.05, 4, 4, 4],
    [0, 4, 4, 4],
    [123456, 4, 4, 0],
  ])("significantDecimals(%s, %s, %s) = %s", (v, sig, max, expected) => {
    expect(significantDecimals(v, sig, max)).toBe(expected);
  });
});

describe("molarity input reading and validation", () => {
  it("reads as a bench person writes: decimal commas, balance readings, powers of ten (issue 51)", () => {
    expect(ok(values("0,5844", "58,44", "10")).molar).toBeCloseTo(1, 12);
    // "5,844" could be 5844 or 5.844: never guessed, both readings offered.
    const comma = calculateMolarity(values("5,844", "58.44", "100"));
    expect(comma.ok).toBe(false);
    if (!comma.ok)
      expect(comma.issues[0]?.message).toBe(
        "Mass of solute: Type 5844 without the comma, or 5.844 with a point for decimals.",
      );
    // A point is always a decimal in a laboratory field: a balance reads 5.844 g, a formula 58.443 g/mol.
    expect(ok(values("5.844", "58.44", "100")).molar).toBeCloseTo(1, 12);
    expect(ok(values("4.383", "58.443", "1.000 L".replace(" L", ""))).molar).toBeCloseTo(4.383 / 58.443 / 0.001, 9);
    expect(ok(values("5.8440", "58.44", "100")).molar).toBeCloseTo(1, 12);
    expect(ok(values(".5844", "58.44", "10")).molar).toBeCloseTo(1, 12);
    expect(ok(values(" 58.44 ", " 58.44 ", "1000")).molar).toBe(1);
    expect(ok(values("58.44", "58.44", "1 000")).molar).toBe(1);
    // Powers of ten are read in laboratory fields.
    expect(ok(values("5.844e0", "58.44", "1e2")).molar).toBeCloseTo(1, 12);
    expect(ok(values("5.844×10⁰", "58.44", "1.0x10^2")).molar).toBeCloseTo(1, 12);
    // A unit typed with the number: the field's own unit is read, another is refused (never dropped).
    expect(ok(values("58.44 g", "58.44 g/mol", "1000 mL")).molar).toBe(1);
    const otherUnit = calculateMolarity(values("58.44 mg", "58.44 kg/mol", "1 L"));
    expect(otherUnit.ok).toBe(false);
    if (!otherUnit.ok)
      expect(otherUnit.issues.map((i) => i.message)).toEqual([
        "Mass of solute: type the number alone, in g.",
        "Molecular weight: type the number alone, in g/mol.",
        "Volume of solution: type the number alone, in mL.",
      ]);
    expect(readAs("58,44")).toBe("58.44");
    expect(readAs("5,844")).toBeNull();
    expect(readAs(".5")).toBe("0.5");
    expect(readAs("1e2")).toBeNull();
    expect(readAs("2.50")).toBeNull();
    expect(readAs("abc")).toBeNull();
  });

  it.each([
    ["", "58.44", "100", "mass", "Enter the mass of solute in g."],
    ["5", "", "100", "molecularWeight", "Enter the molecular weight in g/mol."],
    ["5", "58.44", "", "volume", "Enter the volume of solution in mL."],
    ["abc", "58.44", "100", "mass", "Mass of solute: Enter a number, for example 2.5."],
    [
      "5",
      "1,200",
      "100",
      "molecularWeight",
      "Molecular weight: Type 1200 without the comma, or 1.2 with a point for decimals.",
    ],
    // Issue 15: zero and negative values get the same wording as the dilution calculator.
    ["-1", "58.44", "100", "mass", "Mass of solute can't be negative: enter 0 or more."],
    ["5", "0", "100", "molecularWeight", "Molecular weight can't be 0: enter a value above 0."],
    ["5", "-58", "100", "molecularWeight", "Molecular weight can't be negative: enter a value above 0."],
    ["5", "58.44", "0", "volume", "Volume of solution can't be 0: enter a value above 0."],
    ["5", "58.44", "-100", "volume", "Volume of solution can't be negative: enter a value above 0."],
    ["5", "58.44", "Infinity", "volume", "Volume of solution: Enter a number, for example 2.5."],
  ])("mass %j, MW %j, volume %j: hint on %s", (mass, mw, vol, field, message) => {
    const outcome = calculateMolarity(values(mass, mw, vol));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues).toEqual([{ field, message, involves: [field] }]);
  });

  it("gives every invalid field its own hint", () => {
    const outcome = calculateMolarity(values("", "x", "0"));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues.map((i) => i.field)).toEqual(["mass", "molecularWeight", "volume"]);
  });

  it("accepts a zero mass (a blank) and gives 0 M", () => {
    expect(ok(values("0", "58.44", "100")).molar).toBe(0);
  });

  it("refuses a molecular weight below 1 g/mol, typed or worked out (hydrogen is 1.008 g/mol)", () => {
    const typed = calculateMolarity(values("1", "0.5", "100"));
    expect(typed.ok ? null : typed.issues).toEqual([
      {
        field: "molecularWeight",
        message:
          "Molecular weight can't be below 1 g/mol (hydrogen, the lightest atom, is 1.008 g/mol): check the number and its unit.",
        involves: ["molecularWeight"],
      },
    ]);
    const worked = calculateMolarity(values("0.5", "", "1000", "1"), "molecularWeight", DEFAULT_MOLARITY_UNITS);
    expect(worked.ok ? null : worked.issues.map((i) => [i.field, i.message])).toEqual([
      [
        null,
        "The molecular weight works out below 1 g/mol, lighter than hydrogen (1.008 g/mol): check the mass, the molarity and the volume, and their units.",
      ],
    ]);
    expect(calculateMolarity(values("1.5", "", "1000", "1"), "molecularWeight", DEFAULT_MOLARITY_UNITS).ok).toBe(true);
  });

  it("refuses a result too large to show, with a hint for the whole form", () => {
    // With the lightest molecular weight (1 g/mol), a volume this small overflows a double.
    const tinier = `0.${"0".repeat(300)}1`;
    const outcome = calculateMolarity(values("100000000000000", "1", tinier));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues).toHaveLength(1);
    expect(outcome.issues[0]!.field).toBeNull();
    expect(outcome.issues[0]!.message).toMatch(/too large/);
  });
});

const positive = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

describe("molarity properties", () => {
  it("moles recovered: M × (volume ÷ 1000) × MW = mass", () => {
    fc.assert(
      fc.property(positive(1e-6, 1e6), positive(1e-3, 1e6), positive(1e-3, 1e6), (mass, mw, vol) => {
        const m = molarity(mass, mw, vol);
        expect(m * (vol / 1000) * mw).toBeCloseTo(mass, 6);
        expect(Math.abs(m * (vol / 1000) * mw - mass)).toBeLessThanOrEqual(mass * 1e-12);
      }),
    );
  });

  it("is linear in mass and inversely proportional to MW and volume", () => {
    fc.assert(
      fc.property(
        positive(1e-6, 1e6),
        positive(1e-3, 1e6),
        positive(1e-3, 1e6),
        fc.integer({ min: 2, max: 1000 }),
        (mass, mw, vol, k) => {
          const m = molarity(mass, mw, vol);
          const rel = (a: number, b: number) => Math.abs(a - b) / Math.abs(b);
          expect(rel(molarity(mass * k, mw, vol), m * k)).toBeLessThan(1e-12);
          expect(rel(molarity(mass, mw * k, vol), m / k)).toBeLessThan(1e-12);
          expect(rel(molarity(mass, mw, vol * k), m / k)).toBeLessThan(1e-12);
        },
      ),
    );
  });

  it("massForMolarity is the inverse of molarity", () => {
    fc.assert(
      fc.property(positive(1e-6, 100), positive(1e-3, 1e5), positive(1e-3, 1e5), (molar, mw, vol) => {
        const mass = massForMolarity(molar, mw, vol);
        expect(Math.abs(molarity(mass, mw, vol) - molar) / molar).toBeLessThan(1e-12);
      }),
    );
  });

  it("the form computes the same number as the formula for any typed valid input", () => {
    fc.assert(
      fc.property(positive(0, 1e6), positive(1, 1e6), positive(1e-3, 1e6), (mass, mw, vol) => {
        const text = (n: number) => typeableNumber(Number(n.toPrecision(12)), 12);
        const typed = values(text(mass), text(mw), text(vol));
        const outcome = calculateMolarity(typed);
        expect(outcome.ok).toBe(true);
        if (!outcome.ok) return;
        const { numbers } = outcome.result;
        expect(outcome.result.molar).toBe(molarity(numbers.mass, numbers.molecularWeight, numbers.volume));
      }),
    );
  });

  it("never shows NaN, Infinity or undefined, nor a trailing zero after the point", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), fc.integer({ min: 3, max: 6 }), (molar, sig) => {
        const d = formatMolarity(molar, sig);
        for (const text of [d.molar, d.suited]) {
          expect(text).not.toMatch(/NaN|Infinity|undefined|—/);
          expect(text).not.toMatch(/\.\d*0 /);
        }
      }),
    );
  });

  it("invalid text never yields a result", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (mass, mw, vol) => {
        const outcome = calculateMolarity(values(mass, mw, vol));
        if (outcome.ok) {
          expect(Number.isFinite(outcome.result.molar)).toBe(true);
          expect(outcome.result.numbers.mass).toBeGreaterThanOrEqual(0);
          expect(outcome.result.numbers.molecularWeight).toBeGreaterThan(0);
          expect(outcome.result.numbers.volume).toBeGreaterThan(0);
        } else {
          expect(outcome.issues.length).toBeGreaterThan(0);
          for (const i of outcome.issues) expect(i.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Issue 15: solve for the mass, the volume or the molecular weight, with units

function solve(mode: MolarityMode, v: Partial<MolarityValues>, units: Partial<MolarityUnits> = {}) {
  const outcome = calculateMolarity({ mass: "", molecularWeight: "", volume: "", molarity: "", ...v }, mode, {
    ...DEFAULT_MOLARITY_UNITS,
    ...units,
  });
  if (!outcome.ok) throw new Error(`expected a result: ${JSON.stringify(outcome.issues)}`);
  return { result: outcome.result, display: formatMolarityResult(outcome.result) };
}

describe("solving for the mass (textbook figures)", () => {
  it("0.15 M NaCl in 500 mL needs 4.38 g: 0.15 M states 2 figures, so 3 are shown (issue 52, principle 4)", () => {
    const { result, display } = solve("mass", { molarity: "0.15", molecularWeight: "58.44", volume: "500" });
    expect(result.value).toBe(4.383);
    expect(result.numbers.mass).toBe(4.383);
    expect(display.headline).toBe("4.38 g");
    expect(display.fieldText).toBe("4.38");
    expect(display.bench).toBe("Dissolve 4.38 g in less than 500 mL of solvent, then make up to 500 mL.");
    expect(display.working).toBe("0.15 M × 58.44 g/mol × (500 mL ÷ 1000) = 4.38 g");
    expect(display.also).toEqual([]);
    // 0.1500 M states 4 figures: the analytical balance's 4.383 g.
    expect(solve("mass", { molarity: "0.1500", molecularWeight: "58.44", volume: "500" }).display.headline).toBe(
      "4.383 g",
    );
  });

  it("1 L of 1 M Tris needs 121.14 g (volume in L)", () => {
    const { result, display } = solve(
      "mass",
      { molarity: "1", molecularWeight: "121.14", volume: "1" },
      { volume: "L" },
    );
    expect(result.value).toBe(121.14);
    expect(display.headline).toBe("121.14 g");
    expect(display.bench).toBe("Dissolve 121.14 g in less than 1 L of solvent, then make up to 1 L.");
    expect(display.working).toBe("1 M × 121.14 g/mol × (1\u202f000 mL ÷ 1000) = 121.14 g");
  });

  it("58.44 g NaCl in 1000 mL is 1 M, and solving back gives 58.44 g (the spec's placeholders)", () => {
    expect(solve("molarity", { mass: "58.44", molecularWeight: "58.44", volume: "1000" }).display.headline).toBe("1 M");
    expect(solve("mass", { molarity: "1", molecularWeight: "58.44", volume: "1000" }).display.headline).toBe("58.44 g");
  });

  it("under 1 g the mass is also given in mg, and the bench line weighs in mg", () => {
    const { display } = solve("mass", { molarity: "10", molecularWeight: "180.16", volume: "100" }, { molarity: "mM" });
    expect(display.headline).toBe("0.18016 g");
    expect(display.also).toEqual(["180.16 mg"]);
    expect(display.bench).toBe("Dissolve 180.16 mg in less than 100 mL of solvent, then make up to 100 mL.");
  });

  it("in mg when mg is chosen, with the mass in g too", () => {
    const { result, display } = solve(
      "mass",
      { molarity: "0.15", molecularWeight: "58.44", volume: "500" },
      { mass: "mg" },
    );
    expect(result.value).toBe(4383);
    expect(display.headline).toBe("4\u202f383 mg");
    expect(display.also).toEqual(["4.38 g"]);
    expect(display.bench).toBe("Dissolve 4.38 g in less than 500 mL of solvent, then make up to 500 mL.");
  });

  it("keeps the trailing zeros an entry states (issue 52): 40.00 g/mol gives 5.00 g, 0.5000 M 5.000 g; none typed, none shown", () => {
    // 0.5 M states 1 figure (3 are shown at least); 40.00 g/mol says its zeros mean something.
    expect(solve("mass", { molarity: "0.5", molecularWeight: "40.00", volume: "250" }).display.headline).toBe("5.00 g");
    expect(solve("mass", { molarity: "0.5000", molecularWeight: "40.00", volume: "250" }).display.headline).toBe(
      "5.000 g",
    );
    expect(solve("mass", { molarity: "0.5", molecularWeight: "40", volume: "250" }).display.headline).toBe("5 g");
  });

  it("a whole number (1 L, 500 mL) states no precision and never limits the result; 0.0194 g limits it to 3 figures", () => {
    expect(
      solve("mass", { molarity: "1", molecularWeight: "121.14", volume: "1" }, { volume: "L" }).display.headline,
    ).toBe("121.14 g");
    const caffeine = solve("molarity", { mass: "0.0194", molecularWeight: "194.19", volume: "100" });
    expect(caffeine.result.significant).toBe(3);
    expect(caffeine.display.also).toEqual(["999 µM"]);
  });

  it("the page's mass examples and FAQ are the calculator's own answers", () => {
    expect(WEIGH_EXAMPLE.display.headline).toBe("4.38 g");
    expect(WEIGH_EXAMPLE.check).toBe("0.15 M");
    // A laboratory field reads 4.383 as written (issue 51): no zero added, no precision changed.
    expect(WEIGH_EXAMPLE.checkMass).toBe("4.383");
    for (const ex of MASS_EXAMPLES) {
      const again = solve("mass", ex.values, ex.units);
      expect(ex.display).toEqual(again.display);
    }
    const faq = molarityFaq();
    expect(faq[0]!.answer).toContain("4.38 g");
    expect(faq[0]!.answer).toContain("Dissolve 4.38 g in less than 500 mL of solvent, then make up to 500 mL.");
    expect(faq[1]!.answer).toContain("Dissolve 121.14 g in less than 1 L");
    for (const f of faq) expect(`${f.question} ${f.answer}`).not.toMatch(/NaN|Infinity|undefined/);
  });
});

describe("solving for the volume and the molecular weight", () => {
  it("4.3830 g NaCl at 0.15 M makes 500 mL (0.5 L)", () => {
    const { result, display } = solve("volume", { mass: "4.3830", molecularWeight: "58.44", molarity: "0.15" });
    expect(result.value).toBe(500);
    // 4.3830 g states its last zero: the result keeps its own (0.500 L).
    expect(display.headline).toBe("500 mL");
    expect(display.also).toEqual(["0.500 L"]);
    expect(
      solve("volume", { mass: "4.3830", molecularWeight: "58.44", molarity: "150" }, { molarity: "mM", volume: "L" })
        .display.headline,
    ).toBe("0.5000 L"); // 150 mM is whole: 58.44 g/mol (4 figures) limits it
  });

  it("4.3830 g in 500 mL at 0.15 M is 58.44 g/mol", () => {
    const { result, display } = solve("molecularWeight", { mass: "4.3830", volume: "500", molarity: "0.15" });
    expect(result.value).toBe(58.44);
    // 0.15 M states 2 figures: 3 are shown.
    expect(display.headline).toBe("58.4 g/mol");
    expect(display.working).toBe("4.383 g ÷ (0.15 M × 500 mL ÷ 1000) = 58.4 g/mol");
  });

  it("volumeForMolarity and molecularWeightFor invert molarity", () => {
    fc.assert(
      fc.property(positive(1e-6, 1e6), positive(1e-3, 1e6), positive(1e-3, 1e6), (mass, mw, vol) => {
        const m = molarity(mass, mw, vol);
        expect(Math.abs(volumeForMolarity(mass, mw, m) - vol) / vol).toBeLessThan(1e-12);
        expect(Math.abs(molecularWeightFor(mass, m, vol) - mw) / mw).toBeLessThan(1e-12);
      }),
    );
  });
});

describe("units", () => {
  it("converts exactly between units", () => {
    expect(toBaseUnit(500, "mg")).toBe(0.5);
    expect(toBaseUnit(0.25, "L")).toBe(250);
    expect(toBaseUnit(150, "mM")).toBe(0.15);
    expect(toBaseUnit(1, "µM")).toBe(0.000001);
    expect(toBaseUnit(1, "nM")).toBe(1e-9);
    expect(fromBaseUnit(0.15, "mM")).toBe(150);
    expect(fromBaseUnit(4.383, "mg")).toBe(4383);
  });

  it("the result says what it is in the chosen unit and in the unit that suits it", () => {
    const mM = solve(
      "molarity",
      { mass: "58.44", molecularWeight: "58.44", volume: "1000" },
      { molarity: "mM" },
    ).display;
    expect(mM.headline).toBe("1\u202f000 mM");
    expect(mM.also).toEqual(["1 M"]);
    const small = solve(
      "molarity",
      { mass: "58.44", molecularWeight: "58.44", volume: "10" },
      { mass: "mg", volume: "L" },
    ).display;
    expect(small.headline).toBe("0.0001 M");
    expect(small.also).toEqual(["100 µM"]);
    const n = solve(
      "molarity",
      { mass: "0.0005844", molecularWeight: "58.44", volume: "1" },
      { mass: "mg", volume: "L" },
    );
    expect(n.result.molar).toBe(1e-8);
    expect(n.display.headline).toBe("0.00000001 M");
    expect(n.display.also).toEqual(["10 nM"]);
    expect(
      solve(
        "molarity",
        { mass: "0.0005844", molecularWeight: "58.44", volume: "1" },
        { mass: "mg", volume: "L", molarity: "nM" },
      ).display.headline,
    ).toBe("10 nM");
    expect(formatConcentration(1e-8, "M", 3)).toBe("0.00000001 M");
  });

  it("labels and hints name the chosen unit", () => {
    expect(molarityFieldText("mass", { ...DEFAULT_MOLARITY_UNITS, mass: "mg" }).label).toBe("Mass of solute (mg)");
    expect(molarityFieldText("volume", { ...DEFAULT_MOLARITY_UNITS, volume: "L" }).label).toBe(
      "Volume of solution (L)",
    );
    expect(molarityFieldText("molarity", { ...DEFAULT_MOLARITY_UNITS, molarity: "µM" }).label).toBe("Molarity (µM)");
    const outcome = calculateMolarity(values("", "58.44", "100"), "molarity", {
      ...DEFAULT_MOLARITY_UNITS,
      mass: "mg",
    });
    expect(outcome.ok ? [] : outcome.issues.map((i) => i.message)).toEqual(["Enter the mass of solute in mg."]);
  });

  it("the spec's form keeps its button name; the others name what they calculate", () => {
    expect(calculateLabel("molarity")).toBe("Calculate Molarity");
    expect(calculateLabel("mass")).toBe("Calculate Mass");
  });
});

describe("validation in every mode (same calm hints as dilution)", () => {
  it("only the three known fields are read; the unknown's text is ignored", () => {
    expect(solve("mass", { mass: "abc", molarity: "1", molecularWeight: "58.44", volume: "100" }).result.value).toBe(
      5.844,
    );
    expect(
      solve("mass", { mass: "abc", molarity: "1", molecularWeight: "58.44", volume: "100" }).display.headline,
    ).toBe("5.844 g");
  });

  it.each([
    [
      "mass",
      { molarity: "0", molecularWeight: "58.44", volume: "100" },
      "molarity",
      "Molarity can't be 0: enter a value above 0.",
    ],
    [
      "mass",
      { molarity: "-1", molecularWeight: "58.44", volume: "100" },
      "molarity",
      "Molarity can't be negative: enter a value above 0.",
    ],
    ["mass", { molarity: "", molecularWeight: "58.44", volume: "100" }, "molarity", "Enter the molarity in M."],
    [
      "volume",
      { mass: "0", molecularWeight: "58.44", molarity: "1" },
      "mass",
      "Mass of solute can't be 0: enter a value above 0.",
    ],
    [
      "molecularWeight",
      { mass: "5", volume: "0", molarity: "1" },
      "volume",
      "Volume of solution can't be 0: enter a value above 0.",
    ],
    ["molecularWeight", { mass: "5", volume: "100", molarity: "1,5" }, "molarity", null],
  ] as const)("solving for %s with %j: hint on %s", (mode, v, field, message) => {
    const outcome = calculateMolarity({ ...EMPTY_MOLARITY_VALUES, ...v }, mode, DEFAULT_MOLARITY_UNITS);
    if (message === null) {
      expect(outcome.ok).toBe(true); // "1,5" is a decimal comma: 1.5
      return;
    }
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues).toEqual([{ field, message, involves: [field] }]);
  });

  it("refuses results too large or too small to calculate, with a hint for the whole form", () => {
    // Results beyond a double: a number may have 15 significant digits but any number of leading zeros.
    const tiny = `0.${"0".repeat(200)}1`;
    const large = calculateMolarity(
      values("999999999999999", "", tiny, tiny),
      "molecularWeight",
      DEFAULT_MOLARITY_UNITS,
    );
    expect(large.ok ? null : large.issues[0]!.message).toMatch(/too large/);
    const small = calculateMolarity(values("", "1", tiny, tiny), "mass", DEFAULT_MOLARITY_UNITS);
    expect(small.ok ? null : small.issues[0]!.message).toMatch(/too small/);
  });

  it("never shows NaN, Infinity or undefined in any mode and unit", () => {
    const modes: MolarityMode[] = ["molarity", "mass", "volume", "molecularWeight"];
    fc.assert(
      fc.property(
        fc.constantFrom(...modes),
        fc.constantFrom<MolarityUnits["mass"]>("g", "mg"),
        fc.constantFrom<MolarityUnits["volume"]>("mL", "L"),
        fc.constantFrom<MolarityUnits["molarity"]>("M", "mM", "µM", "nM"),
        fc.constantFrom(...UNIT_CHOICES.balance),
        positive(1e-9, 1e9),
        positive(1e-3, 1e6),
        positive(1e-9, 1e9),
        positive(1e-9, 1e9),
        (mode, mass, volume, conc, balance, m, w, v, c) => {
          const text = (n: number) => typeableNumber(Number(n.toPrecision(12)), 12);
          const outcome = calculateMolarity(values(text(m), text(w), text(v), text(c)), mode, {
            mass,
            volume,
            molarity: conc,
            balance,
          });
          if (!outcome.ok) return;
          const d = formatMolarityResult(outcome.result);
          for (const t of [d.fieldText, d.headline, ...d.also, d.working, d.bench ?? "", d.caution ?? ""]) {
            expect(t).not.toMatch(/NaN|Infinity|undefined|—/);
          }
        },
      ),
    );
  });

  it("significant figures of what was typed", () => {
    expect(significantFigures("0.15")).toBe(2);
    expect(significantFigures("58.44")).toBe(4);
    expect(significantFigures("40.00")).toBe(4);
    expect(significantFigures("500")).toBe(1);
    expect(significantFigures("2,5")).toBe(2);
    expect(significantFigures("500 mL")).toBe(1);
    expect(significantFigures("-0.0020")).toBe(2);
  });

  it("the common solutes are valid molecular weights, each with its formula", () => {
    expect(COMMON_SOLUTES.map((s) => [s.name, s.molecularWeight])).toEqual([
      ["Sodium chloride", "58.44"],
      ["Potassium chloride", "74.55"],
      ["Glucose", "180.16"],
      ["Tris base", "121.14"],
      ["Sodium hydroxide", "40.00"],
      ["EDTA disodium dihydrate", "372.24"],
      ["Sucrose", "342.3"],
    ]);
    for (const s of COMMON_SOLUTES) {
      expect(s.formula.length).toBeGreaterThan(1);
      expect(calculateMolarity(values("1", s.molecularWeight, "1000")).ok).toBe(true);
    }
  });
});
