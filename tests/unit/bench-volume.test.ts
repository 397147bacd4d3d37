/**
 * One volume formatter for the laboratory tools (src/domain/lab/bench-volume.ts): a volume in its
 * own unit with the figures it has, and also in the unit that suits it; as a pipette is set.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { labVolume, labVolumeMl, pipetteVolume, shiftedDecimal } from "~/domain/lab/bench-volume";

const nb = "\u202f";

describe("labVolume: its own unit, and the one that suits it", () => {
  it.each([
    ["0.05", "mL", "0.05 mL (50 µL)"],
    ["0.1", "mL", "0.1 mL (100 µL)"],
    ["5", "mL", "5 mL"],
    ["999.9", "mL", "999.9 mL"],
    [`1${nb}000`, "mL", `1${nb}000 mL (1 L)`],
    [`2${nb}500`, "µL", `2${nb}500 µL (2.5 mL)`],
    ["50", "µL", "50 µL"],
    ["0.5", "L", "0.5 L (500 mL)"],
    ["0.0005", "L", "0.0005 L (500 µL)"],
    ["2", "L", "2 L"],
    ["500", "nL", "500 nL (0.5 µL)"],
    ["5.00", "mL", "5.00 mL"],
    // Zeros typed after the point are figures, and stay figures in the other unit.
    ["0.0500", "mL", "0.0500 mL (50.0 µL)"],
    ["5.00", "µL", "5.00 µL"],
    ["0.00500", "L", "0.00500 L (5.00 mL)"],
    [`2${nb}500.0`, "µL", `2${nb}500.0 µL (2.5000 mL)`],
  ] as const)("%s %s is %s", (text, unit, expected) => {
    expect(labVolume(text, unit)).toBe(expected);
  });

  it("a text that is not a plain positive number is written as it is, with its unit", () => {
    expect(labVolume("0", "mL")).toBe("0 mL");
    expect(labVolume("less than 0.0001", "mL")).toBe("less than 0.0001 mL");
  });

  it("beyond a double's 15 digits the second figure is the same decimal moved, not a rounded double", () => {
    const text = `11${nb}764${nb}705${nb}882${nb}352${nb}942`;
    expect(labVolume(text, "µL")).toBe(`${text} µL (11${nb}764${nb}705${nb}882.352942 L)`);
  });

  it("property: the two figures are the same volume, and the second is in the suiting unit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 0, max: 6 }), (digits, decimals) => {
        const text = (digits / 10 ** decimals).toFixed(decimals);
        const shown = labVolume(text, "mL");
        const ml = Number(text);
        const match = /^[\d.]+ mL(?: \(([\d.\u202f]+) (µL|L)\))?$/.exec(shown);
        expect(match).not.toBeNull();
        if (ml < 1) expect(match![2]).toBe("µL");
        else if (ml >= 1000) expect(match![2]).toBe("L");
        else expect(match![2]).toBeUndefined();
        if (match![1] !== undefined) {
          const other = Number(match![1].replace(/\u202f/g, ""));
          expect(other).toBeCloseTo(match![2] === "µL" ? ml * 1000 : ml / 1000, 9);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("labVolumeMl: a worked-out volume in mL to its significant figures", () => {
  it("0.1 mL (100 µL), 25 mL, 1 000 mL (1 L); 3 figures unless asked for more", () => {
    expect(labVolumeMl(0.1)).toBe("0.1 mL (100 µL)");
    expect(labVolumeMl(25)).toBe("25 mL");
    expect(labVolumeMl(1000)).toBe(`1${nb}000 mL (1 L)`);
    expect(labVolumeMl(0.123456)).toBe("0.123 mL (123 µL)");
    expect(labVolumeMl(0.123456, 5)).toBe("0.12346 mL (123.46 µL)");
    expect(labVolumeMl(5, 3, true)).toBe("5.00 mL");
  });
});

describe("pipetteVolume: as a pipette is set", () => {
  it("in µL up to 1 mL, else as written", () => {
    expect(pipetteVolume("0.05", "mL")).toBe("50 µL");
    expect(pipetteVolume("1", "mL")).toBe(`1${nb}000 µL`);
    expect(pipetteVolume("1.5", "mL")).toBe("1.5 mL");
    expect(pipetteVolume("14.3", "µL")).toBe("14.3 µL");
    expect(pipetteVolume("0.0002", "L")).toBe("200 µL");
    expect(pipetteVolume("500", "nL")).toBe("0.5 µL");
    expect(pipetteVolume("2", "L")).toBe("2 L");
  });
});

describe("shiftedDecimal", () => {
  it("moves the point on the digits, grouping whole digits from 4 up", () => {
    expect(shiftedDecimal("0.05", 3)).toBe("50");
    expect(shiftedDecimal(`2${nb}500`, -3)).toBe("2.5");
    expect(shiftedDecimal("1", 4)).toBe(`10${nb}000`);
    expect(shiftedDecimal("0.0001", -2)).toBe("0.000001");
    expect(shiftedDecimal("0.0500", 3)).toBe("50.0");
    expect(shiftedDecimal("5.00", -3)).toBe("0.00500");
  });
});
