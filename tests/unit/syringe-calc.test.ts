/**
 * The syringe calc: catalogue, nearest measurable mark, rounding error, capacity, automatic
 * choice, insulin units, words and drawing marks. Examples plus fast-check properties.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  INSULIN_FOR_DOSE_WARNING,
  LARGE_VOLUME_ML,
  SYRINGES,
  automaticSyringe,
  cautionText,
  doseAdvice,
  recommendSyringe,
  volumeCaution,
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
import { decimalDifference, decimalRatio } from "~/lib/number/exact";

const ids = SYRINGES.map((s) => s.id);
const choices: SyringeChoice[] = ["auto-oral", "auto-injection", ...ids];
const volumeArb = fc.double({ min: 0, max: 40, noNaN: true, noDefaultInfinity: true });
const choiceArb = fc.constantFrom(...choices);
const syringeArb = fc.constantFrom(...SYRINGES);

const allText = (r: SyringeReading) => {
  const t = syringeTexts(r);
  return [t.title, t.summary, t.unitsLine ?? "", t.alt, t.reassurance ?? "", ...t.warnings, ...t.notes, shortStatus(r)].join(" ");
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
  it("the syringe page's example, 0.05 mL, automatically on oral syringes: no oral syringe measures it, and it says so", () => {
    const r = readSyringe(0.05, "auto-oral");
    expect(r.syringe.id).toBe("oral-1");
    expect(r.status).toBe("betweenMarks");
    expect(r.volumeCaution).toBe("small");
    expect(r.nearestMl).toBe(0.1);
    expect(r.errorPercent).toBe(100);
    const t = syringeTexts(r);
    expect(t.warnings).toEqual([
      "Very small volume: 0.05 mL is under 0.1 mL and hard to measure reliably with any syringe. Ask the pharmacy whether a more dilute preparation is available.",
      "Between marks: the nearest measurable volume is 0.1 mL, 100% more than 0.05 mL.",
    ]);
    expect(t.reassurance).toBeNull();
    expect(allText(r)).not.toMatch(/no rounding needed|Draw up to/);
  });

  it("0.05 mL automatically on injection syringes: the 1 mL tuberculin syringe at its 0.05 mL mark, still cautioned as small", () => {
    const r = readSyringe(0.05, "auto-injection");
    expect(r.syringe.id).toBe("tuberculin-1");
    expect(r.status).toBe("onMark");
    expect(r.errorPercent).toBeNull();
    const t = syringeTexts(r);
    expect(t.summary).toBe("Draw up to the 0.05 mL mark on the 1 mL tuberculin syringe, the smallest injection syringe here with a mark at this volume.");
    expect(t.warnings).toEqual([cautionText({ kind: "small", volumeMl: 0.05 })]);
    expect(t.reassurance).toBeNull();
  });

  it("0.5 mL on a mark with no caution: the one reassuring line", () => {
    const t = syringeTexts(readSyringe(0.5, "auto-oral"));
    expect(t.warnings).toEqual([]);
    expect(t.reassurance).toBe("The volume is on a mark of this syringe: no rounding needed.");
  });

  it("2.5 mL: the 5 mL oral syringe has no 2.5 mL mark, so the rule picks the 10 mL oral syringe, on its 2.5 mL mark", () => {
    const rec = recommendSyringe(2.5, "oral");
    expect(rec).toMatchObject({ outcome: "onMark", onMark: true, nearestMl: 2.5, differencePercent: 0, syringe: { id: "oral-10" } });
    const r = readSyringe(2.5, "auto-oral");
    expect(r.syringe.id).toBe("oral-10");
    expect(r.status).toBe("onMark");
    const chosen = readSyringe(2.5, "oral-5");
    expect(chosen.status).toBe("betweenMarks");
    expect(chosen.halfway).toEqual({ lowerMl: 2.4, upperMl: 2.6 });
    expect(formatPercent(chosen.errorPercent!)).toBe("4%");
    expect(chosen.closerSyringe?.id).toBe("oral-10");
    expect(syringeTexts(chosen).warnings).toEqual([
      "Between marks: 2.5 mL is halfway between the 2.4 mL and 2.6 mL marks, so the nearest measurable volume is 4% less or more than 2.5 mL.",
      "The 10 mL oral syringe (marked every 0.5 mL) measures 2.5 mL exactly.",
    ]);
  });

  it("no mark anywhere: the syringe that measures it most closely, ties to the smaller", () => {
    // 2.48 mL: 5 mL oral (0.2 mL marks) → 2.4 mL, 0.08 mL away; 10 mL oral (0.5 mL marks) → 2.5 mL, 0.02 mL away.
    expect(recommendSyringe(2.48, "oral")).toMatchObject({ outcome: "nearest", nearestMl: 2.5, syringe: { id: "oral-10" } });
    // 2.45 mL: 2.4 mL and 2.5 mL are both 0.05 mL away: the smaller syringe.
    expect(recommendSyringe(2.45, "oral")).toMatchObject({ outcome: "nearest", nearestMl: 2.4, syringe: { id: "oral-5" } });
    // 0.05 mL: every oral syringe is 0.05 mL away (0.1 mL or 0 mL): the smallest.
    expect(recommendSyringe(0.05, "oral")).toMatchObject({ outcome: "nearest", nearestMl: 0.1, differencePercent: 100, syringe: { id: "oral-1" } });
    // 1/3 mL on injection syringes: the tuberculin syringe, 0.33 mL, 1% less.
    const third = recommendSyringe(1 / 3, "injection");
    expect(third).toMatchObject({ outcome: "nearest", nearestMl: 0.33, syringe: { id: "tuberculin-1" } });
    expect(formatPercent(third.differencePercent)).toBe("1%");
    expect(third.differencePercent).toBeLessThan(0);
  });

  it("the difference in % is decimal-exact", () => {
    expect(recommendSyringe(0.32, "oral").differencePercent).toBe(-6.25);
    expect(recommendSyringe(1.1, "oral")).toMatchObject({ syringe: { id: "oral-5" }, nearestMl: 1.2 });
    expect(recommendSyringe(1.1, "oral").differencePercent).toBe(decimalRatio([decimalDifference(1.2, 1.1), 100], [1.1]));
  });

  it("a volume no syringe of the family holds: the largest, 'exceeds', and a large caution (never split into parts)", () => {
    expect(recommendSyringe(12, "oral")).toMatchObject({ outcome: "exceeds", onMark: false, nearestMl: 10, syringe: { id: "oral-10" } });
    expect(recommendSyringe(12, "injection")).toMatchObject({ outcome: "exceeds", syringe: { id: "injection-10" } });
    const r = readSyringe(12, "auto-oral");
    expect(r.status).toBe("exceeds");
    expect(r.volumeCaution).toBe("large");
    expect(r.fillMl).toBe(10);
    const t = syringeTexts(r);
    expect(t.warnings).toEqual([
      "Check the dose: 12 mL is more than any oral syringe here holds (10 mL), and a single dose this size is not usually measured with one. Ask the pharmacist how to measure it, for example with the device supplied with the medicine.",
    ]);
    expect(syringeTexts(readSyringe(12, "auto-injection")).warnings[0]).toBe(
      "Check the dose: 12 mL is more than any syringe here holds (10 mL), and a volume this size is not usually given from one of these syringes. Ask the pharmacist before going further.",
    );
    expect(allText(r)).not.toMatch(/parts|syringefuls/);
  });

  it("1/3 mL on the tuberculin syringe: nearest 0.33 mL, 1% less", () => {
    const r = readSyringe(1 / 3, "tuberculin-1");
    expect(r.status).toBe("betweenMarks");
    expect(r.nearestMl).toBe(0.33);
    expect(formatPercent(r.errorPercent!)).toBe("1%");
    expect(r.errorPercent!).toBeLessThan(0);
    expect(syringeTexts(r).warnings[0]).toBe("Between marks: the nearest measurable volume is 0.33 mL, 1% less than 0.3333 mL.");
  });

  it("a volume below half the smallest mark cannot be measured", () => {
    const r = readSyringe(0.004, "tuberculin-1");
    expect(r.status).toBe("belowSmallestMark");
    expect(r.fillMl).toBe(0);
    expect(syringeTexts(r).warnings.join(" ")).toContain("Too small to measure");
  });

  it("a chosen syringe that is too small names the one that fits", () => {
    const r = readSyringe(4, "oral-1");
    expect(r.status).toBe("exceeds");
    expect(r.volumeCaution).toBe("none");
    expect(r.fittingSyringe?.id).toBe("oral-5");
    expect(syringeTexts(r).warnings[0]).toBe("Exceeds the syringe: 4 mL does not fit in the 1 mL oral syringe. The 5 mL oral syringe holds it.");
  });

  it("the insulin syringe chosen for a dose: a prominent 'insulin only, in units' warning first, and never a reassurance", () => {
    const r = readSyringe(0.2, "insulin-0-5");
    expect(r.status).toBe("onMark");
    expect(r.insulinForDose).toBe(true);
    expect(r.units?.exact).toBe(20);
    const t = syringeTexts(r);
    expect(t.warnings[0]).toBe(INSULIN_FOR_DOSE_WARNING);
    expect(t.warnings[0]).toMatch(/insulin only, measured in units/);
    expect(t.reassurance).toBeNull();
    expect(t.summary).not.toMatch(/Draw up/);
    expect(allText(r)).not.toMatch(/no rounding needed/);
    expect(t.unitsLine).toBe("On this U-100 syringe 0.2 mL is 20 units (100 units = 1 mL).");
    const half = syringeTexts(readSyringe(0.055, "insulin-0-5"));
    expect(half.unitsLine).toBe("On this U-100 syringe 0.055 mL is 5.5 units; the nearest mark is 6 units (100 units = 1 mL).");
    expect(half.warnings[0]).toBe(INSULIN_FOR_DOSE_WARNING);
    for (const id of ids.filter((i) => i !== "insulin-0-5")) expect(readSyringe(0.2, id).insulinForDose).toBe(false);
  });

  it("no volume and zero volume", () => {
    expect(readSyringe(null, "auto-injection")).toMatchObject({ status: "empty", fillMl: 0, syringe: { id: "tuberculin-1" }, volumeCaution: "none" });
    expect(syringeTexts(readSyringe(null, "auto-oral")).summary).toContain("No volume yet");
    expect(readSyringe(0, "oral-5")).toMatchObject({ status: "zero", fillMl: 0, volumeCaution: "none" });
    for (const bad of [NaN, -1, Infinity]) expect(readSyringe(bad, "auto-oral").status).toBe("empty");
  });
});

describe("volume cautions", () => {
  it("small under 0.1 mL, large above the largest syringe here (10 mL), none otherwise", () => {
    expect(LARGE_VOLUME_ML).toBe(10);
    expect([0, 0.001, 0.05, 0.0999, 0.1, 1, 10, 10.0001, 12, 1000].map(volumeCaution)).toEqual([
      "none", "small", "small", "small", "none", "none", "none", "large", "large", "large",
    ]);
    for (const bad of [NaN, -1, Infinity, null, undefined]) expect(volumeCaution(bad)).toBe("none");
  });

  it("doseAdvice: the rule's syringe and every caution, with texts that are never worded as a success", () => {
    const tiny = doseAdvice(0.05, "oral");
    expect(tiny.recommendation.syringe.id).toBe("oral-1");
    expect(tiny.cautions.map((c) => c.kind)).toEqual(["small", "precision"]);
    expect(cautionText(tiny.cautions[1]!)).toBe(
      "More precise than the syringe can draw: the exact volume is 0.05 mL; the nearest volume the 1 mL oral syringe measures is 0.1 mL, 100% more. Ask a pharmacist before rounding.",
    );
    const precise = doseAdvice(2.1875, "oral");
    expect(precise.recommendation).toMatchObject({ outcome: "nearest", nearestMl: 2.2, syringe: { id: "oral-5" } });
    expect(precise.cautions).toEqual([expect.objectContaining({ kind: "precision", volumeMl: 2.1875, nearestMl: 2.2 })]);
    expect(cautionText(precise.cautions[0]!)).toContain("the exact volume is 2.1875 mL; the nearest volume the 5 mL oral syringe measures is 2.2 mL, 0.57% more");
    expect(doseAdvice(2, "injection").cautions).toEqual([]);
    expect(doseAdvice(1000, "injection").cautions.map((c) => c.kind)).toEqual(["large"]);
    for (const v of [0.001, 0.05, 0.33, 2.1875, 12, 1e6]) {
      for (const family of ["oral", "injection"] as const) {
        for (const c of doseAdvice(v, family).cautions) expect(cautionText(c)).not.toMatch(/no rounding needed|exactly|NaN|Infinity|undefined/);
      }
    }
  });
});

describe("readings", () => {
  it("automatic never picks the insulin syringe", () => {
    for (const v of [0.01, 0.05, 0.3, 0.5]) expect(automaticSyringe(v, "injection").family).toBe("injection");
  });

  it("binary floating point does not put exact volumes between marks", () => {
    expect(readMarks(0.1 + 0.2, SYRINGES.find((s) => s.id === "injection-3")!).onMark).toBe(true);
    expect(readMarks(0.7 / 0.1 / 10, SYRINGES.find((s) => s.id === "oral-1")!).onMark).toBe(true);
    expect(readSyringe(20 / 3 / (20 / 3), "oral-1").status).toBe("onMark");
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
        expect(r.status === "onMark" || (v === 0 && r.status === "zero")).toBe(true);
      }),
    );
  });

  it("smallestFitting: the smallest syringe of the family that holds the volume", () => {
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

  it("the one syringe rule: smallest with a mark, else closest (ties smaller), else the largest; never insulin; automatic mode draws it", () => {
    const hundredths = fc.integer({ min: 0, max: 1500 }).map((k) => k / 100);
    fc.assert(
      fc.property(fc.oneof(volumeArb, hundredths), fc.constantFrom<AutoFamily>("oral", "injection"), (v, family) => {
        const rec = recommendSyringe(v, family);
        const list = familySyringes(family);
        const fitting = list.filter((s) => fitsIn(v, s));
        expect(rec.syringe.family).toBe(family);
        expect(readSyringe(v, `auto-${family}`).syringe.id).toBe(rec.syringe.id);
        const dist = (s: (typeof list)[number]) => Math.abs(readMarks(v, s).nearestMl - v);
        if (fitting.length === 0) {
          expect(rec.outcome).toBe("exceeds");
          expect(rec.syringe.id).toBe(list.at(-1)!.id);
        } else if (fitting.some((s) => readMarks(v, s).onMark)) {
          expect(rec.outcome).toBe("onMark");
          expect(rec.syringe.id).toBe(fitting.find((s) => readMarks(v, s).onMark)!.id);
          expect(rec.nearestMl).toBeCloseTo(v, 9);
          expect(rec.differencePercent).toBe(0);
        } else {
          expect(rec.outcome).toBe("nearest");
          for (const s of fitting) {
            expect(dist(rec.syringe)).toBeLessThanOrEqual(dist(s) + 1e-9);
            if (s.capacityCml < rec.syringe.capacityCml) expect(dist(s)).toBeGreaterThan(dist(rec.syringe) + 1e-12);
          }
          expect(rec.differencePercent).toBeCloseTo(((rec.nearestMl - v) / v) * 100, 6);
        }
      }),
      { numRuns: 1000 },
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
        expect(r.volumeCaution).toBe(volumeCaution(v));
        expect(r.insulinForDose).toBe(r.syringe.family === "insulin");
        if (r.insulinForDose && v > 0) expect(syringeTexts(r).warnings[0]).toBe(INSULIN_FOR_DOSE_WARNING);
        if (syringeTexts(r).reassurance) expect(r.status === "onMark" && r.volumeCaution === "none" && !r.insulinForDose).toBe(true);
        if (r.status === "betweenMarks" || r.status === "belowSmallestMark") {
          expect(r.errorPercent).toBeCloseTo(((r.nearestMl - v) / v) * 100, 6);
        } else {
          expect(r.errorPercent).toBeNull();
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

  it("the words never show NaN, Infinity or undefined, never split a dose into parts, and always name the syringe", () => {
    fc.assert(
      fc.property(fc.oneof(volumeArb, fc.constant(null), fc.constantFrom(NaN, -1, Infinity, 1e-9, 1e6)), choiceArb, (v, choice) => {
        const r = readSyringe(v, choice);
        const text = allText(r);
        expect(text).not.toMatch(/NaN|Infinity|undefined|null/);
        expect(text).not.toMatch(/equal parts/);
        expect(syringeTexts(r).alt).toContain(r.syringe.name);
      }),
    );
  });

  it("every syringe id reads as itself", () => {
    for (const id of ids) expect(readSyringe(0.5, id as SyringeId).syringe.id).toBe(id);
  });
});
