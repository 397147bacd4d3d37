/**
 * The syringe calc: catalogue, nearest measurable mark, rounding error, capacity, automatic
 * choice, insulin units, words and drawing marks. Examples plus fast-check properties.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  SYRINGES,
  automaticSyringe,
  capacityMl,
  familySyringes,
  fitsIn,
  formatPercent,
  markMl,
  readMarks,
  readSyringe,
  shortStatus,
  smallestFitting,
  syringeTexts,
  syringeTicks,
  isSyringeChoice,
  type SyringeReading,
} from "~/machines/syringe/syringe.calc";
import type { AutoFamily, SyringeChoice, SyringeId } from "~/machines/syringe/syringe.types";

const ids = SYRINGES.map((s) => s.id);
const choices: SyringeChoice[] = ["auto-oral", "auto-injection", ...ids];
const volumeArb = fc.double({ min: 0, max: 40, noNaN: true, noDefaultInfinity: true });
const choiceArb = fc.constantFrom(...choices);
const syringeArb = fc.constantFrom(...SYRINGES);

const allText = (r: SyringeReading) => {
  const t = syringeTexts(r);
  return [t.title, t.summary, t.unitsLine ?? "", t.alt, ...t.warnings, ...t.notes, shortStatus(r)].join(" ");
};

describe("catalogue (spec §9 and documented graduations)", () => {
  it("has the spec's oral syringes with their marks and the medical syringes", () => {
    const table = SYRINGES.map((s) => [s.id, capacityMl(s), markMl(s), s.unitsPerMl]);
    expect(table).toEqual([
      ["oral-1", 1, 0.1, null],
      ["oral-5", 5, 0.2, null],
      ["oral-10", 10, 0.5, null],
      ["insulin-0-5", 0.5, 0.01, 100],
      ["tuberculin-1", 1, 0.01, null],
      ["injection-3", 3, 0.1, null],
      ["injection-5", 5, 0.2, null],
      ["injection-10", 10, 0.2, null],
    ]);
  });

  it("every capacity is a whole number of marks, and labels and majors fall on marks", () => {
    for (const s of SYRINGES) {
      expect(s.capacityCml % s.markCml).toBe(0);
      expect(s.majorCml % s.markCml).toBe(0);
      expect(s.labelCml % s.markCml).toBe(0);
    }
  });

  it("knows its choices", () => {
    for (const c of choices) expect(isSyringeChoice(c)).toBe(true);
    for (const c of ["auto", "oral-2", "", "auto-insulin", 5]) expect(isSyringeChoice(c)).toBe(false);
  });
});

describe("examples", () => {
  it("0.05 mL on the 1 mL oral syringe: between marks, nearest 0.1 mL, 100% more, and no closer oral syringe", () => {
    const r = readSyringe(0.05, "auto-oral");
    expect(r.syringe.id).toBe("oral-1");
    expect(r.status).toBe("between-marks");
    expect(r.nearestMl).toBe(0.1);
    expect(r.fillMl).toBe(0.1);
    expect(r.errorPercent).toBeCloseTo(100, 10);
    expect(r.halfway).toBeNull();
    const t = syringeTexts(r);
    expect(t.warnings[0]).toBe("Between marks: the nearest measurable volume is 0.1 mL, 100% more than 0.05 mL.");
    expect(t.warnings[1]).toContain("None of the oral syringes listed here");
  });

  it("0.05 mL automatically on injection syringes: the tuberculin syringe, on a mark", () => {
    const r = readSyringe(0.05, "auto-injection");
    expect(r.syringe.id).toBe("tuberculin-1");
    expect(r.status).toBe("on-mark");
    expect(r.errorPercent).toBeNull();
    expect(syringeTexts(r).summary).toBe(
      "Draw up to the 0.05 mL mark on the 1 mL tuberculin syringe (the smallest injection syringe that holds it).",
    );
    expect(syringeTexts(r).warnings).toEqual([]);
  });

  it("2.5 mL on the 5 mL oral syringe is halfway between 2.4 and 2.6 mL; the 10 mL oral syringe measures it", () => {
    const r = readSyringe(2.5, "auto-oral");
    expect(r.syringe.id).toBe("oral-5");
    expect(r.status).toBe("between-marks");
    expect(r.halfway).toEqual({ lowerMl: 2.4, upperMl: 2.6 });
    expect(formatPercent(r.errorPercent!)).toBe("4%");
    expect(r.closerSyringe?.id).toBe("oral-10");
    const t = syringeTexts(r);
    expect(t.warnings).toEqual([
      "Between marks: 2.5 mL is halfway between the 2.4 mL and 2.6 mL marks, so the nearest measurable volume is 4% less or more than 2.5 mL.",
      "The 10 mL oral syringe (marked every 0.5 mL) measures 2.5 mL exactly.",
    ]);
  });

  it("1/3 mL on the tuberculin syringe: nearest 0.33 mL, 1% less", () => {
    const r = readSyringe(1 / 3, "tuberculin-1");
    expect(r.status).toBe("between-marks");
    expect(r.nearestMl).toBe(0.33);
    expect(formatPercent(r.errorPercent!)).toBe("1%");
    expect(r.errorPercent!).toBeLessThan(0);
    expect(syringeTexts(r).warnings[0]).toBe("Between marks: the nearest measurable volume is 0.33 mL, 1% less than 0.3333 mL.");
  });

  it("a volume below half the smallest mark cannot be measured", () => {
    const r = readSyringe(0.004, "tuberculin-1");
    expect(r.status).toBe("below-smallest-mark");
    expect(r.fillMl).toBe(0);
    expect(syringeTexts(r).warnings[0]).toContain("Too small to measure");
  });

  it("12 mL is more than any oral syringe: split into 2 parts of 6 mL", () => {
    const r = readSyringe(12, "auto-oral");
    expect(r.syringe.id).toBe("oral-10");
    expect(r.status).toBe("exceeds");
    expect(r.fillMl).toBe(10);
    expect(r.split).toEqual({ parts: 2, eachMl: 6, syringe: expect.objectContaining({ id: "oral-10" }) });
    expect(syringeTexts(r).warnings[0]).toBe(
      "Exceeds the syringe: no oral syringe here holds 12 mL. Measure it in 2 equal parts of 6 mL with the 10 mL oral syringe, or ask a pharmacist for a suitable measuring device.",
    );
  });

  it("a chosen syringe that is too small names the one that fits", () => {
    const r = readSyringe(4, "oral-1");
    expect(r.status).toBe("exceeds");
    expect(r.fittingSyringe?.id).toBe("oral-5");
    expect(syringeTexts(r).warnings[0]).toBe("Exceeds the syringe: 4 mL does not fit in the 1 mL oral syringe. The 5 mL oral syringe holds it.");
  });

  it("insulin units on the U-100 syringe, and the insulin-only note", () => {
    const r = readSyringe(0.05, "insulin-0-5");
    expect(r.status).toBe("on-mark");
    expect(r.units?.exact).toBeCloseTo(5, 10);
    const t = syringeTexts(r);
    expect(t.unitsLine).toBe("On this U-100 syringe 0.05 mL is 5 units (100 units = 1 mL).");
    expect(t.notes.join(" ")).toContain("insulin only");
    const half = syringeTexts(readSyringe(0.055, "insulin-0-5"));
    expect(half.unitsLine).toBe("On this U-100 syringe 0.055 mL is 5.5 units; the nearest mark is 6 units (100 units = 1 mL).");
  });

  it("no volume and zero volume", () => {
    expect(readSyringe(null, "auto-injection")).toMatchObject({ status: "empty", fillMl: 0, syringe: { id: "tuberculin-1" } });
    expect(syringeTexts(readSyringe(null, "auto-oral")).summary).toContain("No volume yet");
    expect(readSyringe(0, "oral-5")).toMatchObject({ status: "zero", fillMl: 0 });
    for (const bad of [NaN, -1, Infinity]) expect(readSyringe(bad, "auto-oral").status).toBe("empty");
  });

  it("automatic never picks the insulin syringe", () => {
    for (const v of [0.01, 0.05, 0.3, 0.5]) expect(automaticSyringe(v, "injection").family).toBe("injection");
  });

  it("binary floating point does not put exact volumes between marks", () => {
    expect(readMarks(0.1 + 0.2, SYRINGES.find((s) => s.id === "injection-3")!).onMark).toBe(true);
    expect(readMarks(0.7 / 0.1 / 10, SYRINGES.find((s) => s.id === "oral-1")!).onMark).toBe(true);
    expect(readSyringe(20 / 3 / (20 / 3), "oral-1").status).toBe("on-mark");
  });

  it("ticks: one per mark from 0 to capacity, numbered at the label interval", () => {
    const tb = syringeTicks(SYRINGES.find((s) => s.id === "tuberculin-1")!);
    expect(tb).toHaveLength(101);
    expect(tb.filter((t) => t.label).map((t) => t.label)).toEqual(["0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1"]);
    const ins = syringeTicks(SYRINGES.find((s) => s.id === "insulin-0-5")!);
    expect(ins.filter((t) => t.label).map((t) => t.label)).toEqual(["10", "20", "30", "40", "50"]);
  });
});

describe("properties", () => {
  it("the nearest mark is a mark, within half a mark of the volume, and exact volumes are on a mark", () => {
    fc.assert(
      fc.property(syringeArb, fc.double({ min: 0, max: 1, noNaN: true }), (s, f) => {
        const v = f * capacityMl(s);
        const m = readMarks(v, s);
        expect(Number.isInteger(Math.round(m.nearestMl * 100))).toBe(true);
        expect(Math.round(m.nearestMl * 100) % s.markCml).toBe(0);
        expect(Math.abs(m.nearestMl - v)).toBeLessThanOrEqual(markMl(s) / 2 + 1e-9);
        expect(m.lowerMl).toBeLessThanOrEqual(v + 1e-9);
        expect(m.upperMl).toBeGreaterThanOrEqual(v - 1e-9);
      }),
    );
    fc.assert(
      fc.property(syringeArb, fc.nat(), (s, k) => {
        const marks = k % (s.capacityCml / s.markCml + 1);
        const v = (marks * s.markCml) / 100;
        const r = readSyringe(v, s.id);
        expect(r.status === "on-mark" || (v === 0 && r.status === "zero")).toBe(true);
      }),
    );
  });

  it("automatic choice: the smallest syringe of the family that holds the volume", () => {
    fc.assert(
      fc.property(volumeArb, fc.constantFrom<AutoFamily>("oral", "injection"), (v, family) => {
        const picked = smallestFitting(v, family);
        const list = familySyringes(family);
        if (picked) {
          expect(fitsIn(v, picked)).toBe(true);
          for (const s of list) if (s.capacityCml < picked.capacityCml) expect(fitsIn(v, s)).toBe(false);
        } else {
          for (const s of list) expect(fitsIn(v, s)).toBe(false);
        }
      }),
    );
  });

  it("readings are consistent: fill within the barrel, exceeds iff too large, error matches the nearest mark", () => {
    fc.assert(
      fc.property(volumeArb, choiceArb, (v, choice) => {
        const r = readSyringe(v, choice);
        const cap = capacityMl(r.syringe);
        expect(r.fillMl).toBeGreaterThanOrEqual(0);
        expect(r.fillMl).toBeLessThanOrEqual(cap);
        expect(r.status === "exceeds").toBe(v > 0 && !fitsIn(v, r.syringe));
        if (r.status === "between-marks" || r.status === "below-smallest-mark") {
          expect(r.errorPercent).toBeCloseTo(((r.nearestMl - v) / v) * 100, 6);
        } else {
          expect(r.errorPercent).toBeNull();
        }
        if (r.status === "exceeds" && r.split) {
          expect(r.split.parts * r.split.eachMl).toBeCloseTo(v, 9);
          expect(fitsIn(r.split.eachMl, r.split.syringe)).toBe(true);
          expect(r.split.parts - 1).toBeLessThan(v / capacityMl(r.split.syringe));
        }
        if (r.status === "exceeds" && r.fittingSyringe) expect(fitsIn(v, r.fittingSyringe)).toBe(true);
        if (r.closerSyringe) {
          expect(Math.abs(readMarks(v, r.closerSyringe).nearestMl - v)).toBeLessThan(Math.abs(r.nearestMl - v));
          expect(r.closerSyringe.family).toBe(r.syringe.family);
        }
        if (r.syringe.unitsPerMl) expect(r.units?.exact).toBeCloseTo(v * 100, 9);
        else expect(r.units).toBeNull();
        if (choice.startsWith("auto")) expect(r.syringe.family).not.toBe("insulin");
      }),
      { numRuns: 500 },
    );
  });

  it("the words never show NaN, Infinity or undefined, and always name the syringe", () => {
    fc.assert(
      fc.property(fc.oneof(volumeArb, fc.constant(null), fc.constantFrom(NaN, -1, Infinity, 1e-9, 1e6)), choiceArb, (v, choice) => {
        const r = readSyringe(v, choice);
        const text = allText(r);
        expect(text).not.toMatch(/NaN|Infinity|undefined|null/);
        expect(syringeTexts(r).alt).toContain(r.syringe.name);
      }),
    );
  });

  it("every syringe id reads as itself", () => {
    for (const id of ids) expect(readSyringe(0.5, id as SyringeId).syringe.id).toBe(id);
  });
});
