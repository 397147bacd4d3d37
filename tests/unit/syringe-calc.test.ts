/**
 * The syringe calc: catalogue, nearest measurable mark, rounding error, capacity, automatic
 * choice, insulin units, words and drawing marks. Examples plus fast-check properties.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  LARGE_VOLUME_ML,
  automaticSyringe,
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
  smallestFitting,
  syringeTicks,
  isSyringeChoice,
  isAutoChoice,
  isSyringeId,
  syringeById,
  roundingErrorPercent,
  doseCautionKind,
  onMarkSyringe,
  type SyringeReading,
} from "~/domain/syringe/syringe";
import { SYRINGE_GRADUATIONS_SOURCE, SYRINGES } from "~/domain/syringe/syringe-catalogue";
import {
  INSULIN_FOR_DOSE_WARNING,
  syringeLine,
  cautionText,
  shortStatus,
  syringeTexts,
  markDescription,
  formatUnits,
  nearestPhrase,
  closerAdvice,
} from "~/domain/syringe/syringe-words";
import type { AutoFamily, SyringeChoice, SyringeId } from "~/domain/syringe/syringe.types";
import { decimalDifference, decimalRatio } from "~/domain/number/exact";

const ids = SYRINGES.map((s) => s.id);
const choices: SyringeChoice[] = ["auto-oral", "auto-injection", ...ids];
const volumeArb = fc.double({ min: 0, max: 40, noNaN: true, noDefaultInfinity: true });
const choiceArb = fc.constantFrom(...choices);
const syringeArb = fc.constantFrom(...SYRINGES);

const allText = (r: SyringeReading) => {
  const t = syringeTexts(r);
  return [
    t.title,
    t.summary,
    t.unitsLine ?? "",
    t.alt,
    t.reassurance ?? "",
    ...t.warnings,
    ...t.notes,
    shortStatus(r),
  ].join(" ");
};

describe("catalogue (the graduations real syringes carry, issue 27)", () => {
  it("has the oral syringes with their real marks and the medical syringes", () => {
    const table = SYRINGES.map((s) => [s.id, capacityMl(s), markMl(s), s.unitsPerMl]);
    expect(table).toEqual([
      // A 1 mL oral syringe is marked every 0.01 mL, a 2.5–3 mL and a 5 mL one every 0.1 mL.
      ["oral-1", 1, 0.01, null],
      ["oral-3", 3, 0.1, null],
      ["oral-5", 5, 0.1, null],
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

  it("names its source for the graduations", () => {
    expect(SYRINGE_GRADUATIONS_SOURCE).toMatch(/1 mL oral syringes are marked every 0.01 mL/);
    expect(SYRINGE_GRADUATIONS_SOURCE).toMatch(/ISO 7886-1/);
  });
});

describe("examples", () => {
  it("the issue's cases: 0.25 mL and 0.15 mL are on marks of the 1 mL oral syringe (every 0.01 mL), not halfway or 33 % away", () => {
    for (const v of [0.25, 0.15, 0.05, 0.37]) {
      const r = readSyringe(v, "auto-oral");
      expect(r.syringe.id).toBe("oral-1");
      expect(r.status).toBe("onMark");
      expect(r.errorPercent).toBeNull();
    }
    // 0.05 mL: on a mark, still cautioned as a very small volume.
    const t = syringeTexts(readSyringe(0.05, "auto-oral"));
    expect(t.warnings).toEqual([cautionText({ kind: "small", volumeMl: 0.05 })]);
    expect(t.reassurance).toBeNull();
  });

  it("a volume finer than the finest oral mark: between marks, with the nearest mark that is really nearer", () => {
    const r = readSyringe(0.055, "auto-oral");
    expect(r.syringe.id).toBe("oral-1");
    expect(r.status).toBe("betweenMarks");
    expect(r.halfway).toEqual({ lowerMl: 0.05, upperMl: 0.06 });
    const near = readSyringe(0.0575, "auto-oral");
    expect(near.status).toBe("betweenMarks");
    expect(near.halfway).toBeNull();
    expect(near.nearestMl).toBe(0.06);
    expect(syringeTexts(near).warnings).toContain(
      "Between marks: the nearest measurable volume is 0.06 mL, 4.3% more than 0.0575 mL.",
    );
  });

  it("0.05 mL automatically on injection syringes: the 1 mL tuberculin syringe at its 0.05 mL mark, still cautioned as small", () => {
    const r = readSyringe(0.05, "auto-injection");
    expect(r.syringe.id).toBe("tuberculin-1");
    expect(r.status).toBe("onMark");
    expect(r.errorPercent).toBeNull();
    const t = syringeTexts(r);
    expect(t.summary).toBe(
      "Draw up to the 0.05 mL mark on the 1 mL tuberculin syringe, the smallest injection syringe here with a mark at this volume.",
    );
    expect(t.warnings).toEqual([cautionText({ kind: "small", volumeMl: 0.05 })]);
    expect(t.reassurance).toBeNull();
  });

  it("0.5 mL on a mark with no caution: the one reassuring line", () => {
    const t = syringeTexts(readSyringe(0.5, "auto-oral"));
    expect(t.warnings).toEqual([]);
    expect(t.reassurance).toBe("The volume is on a mark of this syringe: no rounding needed.");
  });

  it("2.5 mL for an infant: the smallest oral syringe with a 2.5 mL mark, the 3 mL oral syringe (not the 10 mL one)", () => {
    const rec = recommendSyringe(2.5, "oral");
    expect(rec).toMatchObject({
      outcome: "onMark",
      onMark: true,
      nearestMl: 2.5,
      differencePercent: 0,
      syringe: { id: "oral-3" },
    });
    const r = readSyringe(2.5, "auto-oral");
    expect(r.syringe.id).toBe("oral-3");
    expect(r.status).toBe("onMark");
    expect(readSyringe(2.5, "oral-5").status).toBe("onMark");
    // On the 10 mL oral syringe (every 0.5 mL) 2.25 mL is halfway: neither mark is nearer.
    const chosen = readSyringe(2.25, "oral-10");
    expect(chosen.status).toBe("betweenMarks");
    expect(chosen.halfway).toEqual({ lowerMl: 2, upperMl: 2.5 });
    expect(formatPercent(chosen.errorPercent!)).toBe("11.1%");
    expect(syringeTexts(chosen).warnings[0]).toBe(
      "Between marks: 2.25 mL is halfway between the 2 mL and 2.5 mL marks, so the nearest measurable volume is 11.1% less or more than 2.25 mL.",
    );
    const between = readSyringe(2.3, "oral-10");
    expect(between.closerSyringe?.id).toBe("oral-3");
    expect(syringeTexts(between).warnings).toEqual([
      "Between marks: the nearest measurable volume is 2.5 mL, 8.7% more than 2.3 mL.",
      "The 3 mL oral syringe (marked every 0.1 mL) measures 2.3 mL exactly.",
    ]);
  });

  it("no mark anywhere: the syringe that measures it most closely, ties to the smaller", () => {
    // 2.485 mL: 3 mL oral (0.1 mL marks) → 2.5 mL, 0.015 mL away, as on the 5 mL one: the smaller.
    expect(recommendSyringe(2.485, "oral")).toMatchObject({
      outcome: "nearest",
      nearestMl: 2.5,
      syringe: { id: "oral-3" },
    });
    // 7.3 mL: only the 10 mL oral syringe holds it, 7.5 mL is its nearest mark.
    expect(recommendSyringe(7.3, "oral")).toMatchObject({
      outcome: "nearest",
      onMark: false,
      nearestMl: 7.5,
      syringe: { id: "oral-10" },
    });
    // 0.004 mL: below half the smallest mark of every oral syringe: the smallest, nearest 0 mL.
    expect(recommendSyringe(0.004, "oral")).toMatchObject({
      outcome: "nearest",
      nearestMl: 0,
      syringe: { id: "oral-1" },
    });
    // 1/3 mL on injection syringes: the tuberculin syringe, 0.33 mL, 1% less.
    const third = recommendSyringe(1 / 3, "injection");
    expect(third).toMatchObject({ outcome: "nearest", nearestMl: 0.33, syringe: { id: "tuberculin-1" } });
    expect(formatPercent(third.differencePercent)).toBe("1%");
    expect(third.differencePercent).toBeLessThan(0);
  });

  it("the difference in % is decimal-exact", () => {
    expect(recommendSyringe(0.32, "injection").differencePercent).toBe(0);
    expect(recommendSyringe(5.1, "oral")).toMatchObject({ syringe: { id: "oral-10" }, nearestMl: 5 });
    expect(recommendSyringe(5.1, "oral").differencePercent).toBe(decimalRatio([decimalDifference(5, 5.1), 100], [5.1]));
    expect(recommendSyringe(3.2, "injection").differencePercent).toBe(0);
  });

  it("a volume no syringe of the family holds: the largest, 'exceeds', and a large caution (never split into parts)", () => {
    expect(recommendSyringe(12, "oral")).toMatchObject({
      outcome: "exceeds",
      onMark: false,
      nearestMl: 10,
      syringe: { id: "oral-10" },
    });
    expect(recommendSyringe(12, "injection")).toMatchObject({ outcome: "exceeds", syringe: { id: "injection-10" } });
    const r = readSyringe(12, "auto-oral");
    expect(r.status).toBe("exceeds");
    expect(r.volumeCaution).toBe("large");
    expect(r.fillMl).toBe(10);
    const t = syringeTexts(r);
    expect(t.warnings).toEqual([
      "Check the dose: 12 mL is more than any oral syringe here holds (10 mL): measure it with the device supplied with the medicine, or ask the pharmacist how to measure it.",
    ]);
    expect(syringeTexts(readSyringe(12, "auto-injection")).warnings[0]).toBe(
      "Check the dose: 12 mL is more than any syringe here holds (10 mL): ask the pharmacist how it is measured or given before going further.",
    );
    expect(allText(r)).not.toMatch(/parts|syringefuls/);
  });

  it("1/3 mL on the tuberculin syringe: nearest 0.33 mL, 1% less", () => {
    const r = readSyringe(1 / 3, "tuberculin-1");
    expect(r.status).toBe("betweenMarks");
    expect(r.nearestMl).toBe(0.33);
    expect(formatPercent(r.errorPercent!)).toBe("1%");
    expect(r.errorPercent!).toBeLessThan(0);
    expect(syringeTexts(r).warnings[0]).toBe(
      "Between marks: the nearest measurable volume is 0.33 mL, 1% less than 0.3333 mL.",
    );
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
    expect(syringeTexts(r).warnings[0]).toBe(
      "Exceeds the syringe: 4 mL does not fit in the 1 mL oral syringe. The 5 mL oral syringe holds it.",
    );
    expect(readSyringe(2.5, "oral-1").fittingSyringe?.id).toBe("oral-3");
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
    expect(half.unitsLine).toBe(
      "On this U-100 syringe 0.055 mL is 5.5 units; the nearest mark is 6 units (100 units = 1 mL).",
    );
    expect(half.warnings[0]).toBe(INSULIN_FOR_DOSE_WARNING);
    for (const id of ids.filter((i) => i !== "insulin-0-5")) expect(readSyringe(0.2, id).insulinForDose).toBe(false);
  });

  it("no volume and zero volume", () => {
    expect(readSyringe(null, "auto-injection")).toMatchObject({
      status: "empty",
      fillMl: 0,
      syringe: { id: "tuberculin-1" },
      volumeCaution: "none",
    });
    expect(syringeTexts(readSyringe(null, "auto-oral")).summary).toContain("No volume yet");
    expect(readSyringe(0, "oral-5")).toMatchObject({ status: "zero", fillMl: 0, volumeCaution: "none" });
    for (const bad of [NaN, -1, Infinity]) expect(readSyringe(bad, "auto-oral").status).toBe("empty");
  });
});

describe("volume cautions", () => {
  it("small under 0.1 mL, large above the largest syringe here (10 mL), none otherwise", () => {
    expect(LARGE_VOLUME_ML).toBe(10);
    expect([0, 0.001, 0.05, 0.0999, 0.1, 1, 10, 10.0001, 12, 1000].map(volumeCaution)).toEqual([
      "none",
      "small",
      "small",
      "small",
      "none",
      "none",
      "none",
      "large",
      "large",
      "large",
    ]);
    for (const bad of [NaN, -1, Infinity, null, undefined]) expect(volumeCaution(bad)).toBe("none");
  });

  it("doseAdvice: the rule's syringe and every caution, with texts that are never worded as a success", () => {
    const tiny = doseAdvice(0.0575, "oral");
    expect(tiny.recommendation.syringe.id).toBe("oral-1");
    expect(tiny.cautions.map((c) => c.kind)).toEqual(["small", "precision"]);
    expect(cautionText(tiny.cautions[1]!)).toBe(
      "More precise than the recommended syringe can draw: 0.0575 mL falls between the marks of the 1 mL oral syringe; the nearest mark is 0.06 mL, 4.3% more. Ask a pharmacist before rounding.",
    );
    // Halfway: neither mark is nearer, and the words say so (never "the nearest mark is…").
    const halfway = doseAdvice(0.055, "oral");
    expect(cautionText(halfway.cautions[1]!)).toBe(
      "More precise than the recommended syringe can draw: 0.055 mL is halfway between the 0.05 mL and 0.06 mL marks of the 1 mL oral syringe, 9.1% away from either. Ask a pharmacist before rounding.",
    );
    // Too small to measure: never "the nearest volume is 0 mL".
    const none = doseAdvice(0.004, "oral");
    expect(cautionText(none.cautions[1]!)).toBe(
      "Too small to measure: 0.004 mL is less than half the smallest mark of the 1 mL oral syringe (marked every 0.01 mL), the finest syringe here, so it cannot be measured. Ask a pharmacist.",
    );
    const precise = doseAdvice(2.1875, "oral");
    expect(precise.recommendation).toMatchObject({ outcome: "nearest", nearestMl: 2.2, syringe: { id: "oral-3" } });
    expect(precise.cautions).toEqual([
      expect.objectContaining({ kind: "precision", volumeMl: 2.1875, nearestMl: 2.2 }),
    ]);
    expect(cautionText(precise.cautions[0]!)).toContain(
      "2.1875 mL falls between the marks of the 3 mL oral syringe; the nearest mark is 2.2 mL, 0.57% more",
    );
    expect(doseAdvice(2, "injection").cautions).toEqual([]);
    expect(doseAdvice(1000, "injection").cautions.map((c) => c.kind)).toEqual(["large"]);
    for (const v of [0.001, 0.004, 0.05, 0.055, 0.33, 2.1875, 12, 1e6]) {
      for (const family of ["oral", "injection"] as const) {
        for (const c of doseAdvice(v, family).cautions) {
          expect(cautionText(c)).not.toMatch(
            /no rounding needed|exactly|NaN|Infinity|undefined|nearest mark is 0 mL|nearest volume/,
          );
        }
      }
    }
  });

  it("the syringe line of a preparation card speaks the screen's words", () => {
    expect(syringeLine(readSyringe(2, "auto-oral"))).toBe("3 mL oral syringe (marked every 0.1 mL): on the 2 mL mark.");
    expect(syringeLine(readSyringe(2.25, "oral-10"))).toBe(
      "10 mL oral syringe (marked every 0.5 mL): halfway between the 2 mL and 2.5 mL marks, 11.1% away from either; ask a pharmacist before rounding.",
    );
    expect(syringeLine(readSyringe(0.0575, "auto-oral"))).toBe(
      "1 mL oral syringe (marked every 0.01 mL): between marks; the nearest mark is 0.06 mL, 4.3% more than 0.0575 mL; ask a pharmacist before rounding.",
    );
    expect(syringeLine(readSyringe(0.0001, "auto-oral"))).toBe(
      "1 mL oral syringe (marked every 0.01 mL): too small to measure: 0.0001 mL is less than half its smallest mark.",
    );
    expect(syringeLine(readSyringe(1000, "auto-oral"))).toBe(
      "10 mL oral syringe: over capacity: 1\u202f000 mL is more than it holds (10 mL); no syringe here holds it: ask a pharmacist how to measure it.",
    );
    expect(syringeLine(readSyringe(0.05, "tuberculin-1"))).toBe(
      "1 mL tuberculin syringe (marked every 0.01 mL): on the 0.05 mL mark.",
    );
    expect(syringeLine(readSyringe(0.2, "insulin-0-5"))).toContain(INSULIN_FOR_DOSE_WARNING);
    fc.assert(
      fc.property(volumeArb, choiceArb, (v, choice) => {
        const line = syringeLine(readSyringe(v, choice));
        expect(line).not.toMatch(/nearest mark is 0 mL|NaN|Infinity|undefined/);
      }),
    );
  });
});

describe("readings", () => {
  it("automatic never picks the insulin syringe", () => {
    for (const v of [0.01, 0.05, 0.3, 0.5]) expect(automaticSyringe(v, "injection").family).toBe("injection");
  });

  it("binary floating point does not put exact volumes between marks", () => {
    expect(
      readMarks(
        0.1 + 0.2,
        SYRINGES.find((s) => s.id === "injection-3")!,
      ).onMark,
    ).toBe(true);
    expect(
      readMarks(
        0.7 / 0.1 / 10,
        SYRINGES.find((s) => s.id === "oral-1")!,
      ).onMark,
    ).toBe(true);
    expect(readSyringe(20 / 3 / (20 / 3), "oral-1").status).toBe("onMark");
  });

  it("ticks: one per mark from 0 to capacity, numbered at the label interval", () => {
    const tb = syringeTicks(SYRINGES.find((s) => s.id === "tuberculin-1")!);
    expect(tb).toHaveLength(101);
    expect(tb.filter((t) => t.label).map((t) => t.label)).toEqual([
      "0.1",
      "0.2",
      "0.3",
      "0.4",
      "0.5",
      "0.6",
      "0.7",
      "0.8",
      "0.9",
      "1",
    ]);
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
        if (syringeTexts(r).reassurance)
          expect(r.status === "onMark" && r.volumeCaution === "none" && !r.insulinForDose).toBe(true);
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
      fc.property(
        fc.oneof(volumeArb, fc.constant(null), fc.constantFrom(NaN, -1, Infinity, 1e-9, 1e6)),
        choiceArb,
        (v, choice) => {
          const r = readSyringe(v, choice);
          const text = allText(r);
          expect(text).not.toMatch(/NaN|Infinity|undefined|null/);
          expect(text).not.toMatch(/equal parts/);
          // The drawing is named by its title (the syringe) and described without repeating it.
          expect(syringeTexts(r).title).toBe(r.syringe.name);
          expect(syringeTexts(r).alt).not.toContain(r.syringe.name);
        },
      ),
    );
  });

  it("every syringe id reads as itself", () => {
    for (const id of ids) expect(readSyringe(0.5, id).syringe.id).toBe(id);
  });
});

describe("rules at their edges (issue 18: test strength)", () => {
  const byId = (id: SyringeId) => syringeById(id);

  it("choices: only strings naming a syringe or an automatic family; an unknown id is an error, never a guess", () => {
    for (const c of [5, null, undefined, {}, ["oral-1"], "ORAL-1", " oral-1"]) {
      expect(isSyringeChoice(c)).toBe(false);
      expect(isSyringeId(c)).toBe(false);
    }
    expect(isAutoChoice("auto-oral")).toBe(true);
    expect(isAutoChoice("auto-injection")).toBe(true);
    expect(isAutoChoice("oral-1")).toBe(false);
    expect(() => syringeById("oral-2" as SyringeId)).toThrow(/oral-2/);
    for (const id of ids) expect(syringeById(id).id).toBe(id);
  });

  it("families, smallest first; the insulin syringe is a family of its own", () => {
    for (const family of ["oral", "injection", "insulin"] as const) {
      const list = SYRINGES.filter((s) => s.family === family);
      for (let i = 1; i < list.length; i += 1) expect(list[i]!.capacityCml).toBeGreaterThan(list[i - 1]!.capacityCml);
    }
    expect(familySyringes("oral").map((s) => s.id)).toEqual(["oral-1", "oral-3", "oral-5", "oral-10"]);
    expect(familySyringes("injection").map((s) => s.id)).toEqual([
      "tuberculin-1",
      "injection-3",
      "injection-5",
      "injection-10",
    ]);
    expect(familySyringes("insulin").map((s) => s.id)).toEqual(["insulin-0-5"]);
  });

  it("capacity: a syringe holds exactly its capacity (binary noise included), not a hundredth more", () => {
    expect(fitsIn(1, byId("oral-1"))).toBe(true);
    expect(fitsIn(1.01, byId("oral-1"))).toBe(false);
    expect(fitsIn(0.1 * 30, byId("injection-3"))).toBe(true); // 3.0000000000000004
    expect(smallestFitting(null, "injection")?.id).toBe("tuberculin-1");
    expect(smallestFitting(1, "oral")?.id).toBe("oral-1");
    expect(smallestFitting(1.0001, "oral")?.id).toBe("oral-3");
    expect(smallestFitting(3.0001, "oral")?.id).toBe("oral-5");
    expect(smallestFitting(10.5, "oral")).toBeNull();
    expect(smallestFitting(0.4, "insulin")?.id).toBe("insulin-0-5");
    expect(smallestFitting(0.6, "insulin")).toBeNull();
    // A volume computed as 10 mL with binary noise is not 'more than any syringe here holds'.
    expect(volumeCaution((10 / 3) * 3 + 2e-15)).toBe("none");
    expect(volumeCaution(1e-9)).toBe("small");
  });

  it("marks: halfway only between two real marks; beyond the barrel, the marks stop at the capacity", () => {
    // Half of the first mark: the first mark is the nearest, not a choice of two doses.
    expect(readMarks(0.05, byId("injection-3"))).toMatchObject({
      halfway: false,
      nearestIndex: 1,
      nearestMl: 0.1,
      lowerMl: 0,
      upperMl: 0.1,
      onMark: false,
    });
    expect(readMarks(0.15, byId("injection-3"))).toMatchObject({
      halfway: true,
      nearestMl: 0.2,
      lowerMl: 0.1,
      upperMl: 0.2,
      onMark: false,
    });
    expect(readMarks(0.16, byId("injection-3"))).toMatchObject({
      halfway: false,
      nearestMl: 0.2,
      lowerMl: 0.1,
      upperMl: 0.2,
    });
    expect(readMarks(0.14, byId("injection-3"))).toMatchObject({
      halfway: false,
      nearestMl: 0.1,
      lowerMl: 0.1,
      upperMl: 0.2,
    });
    expect(readMarks(0.3, byId("injection-3"))).toMatchObject({
      onMark: true,
      halfway: false,
      nearestMl: 0.3,
      lowerMl: 0.3,
      upperMl: 0.3,
    });
    expect(readMarks(0.15, byId("oral-1"))).toMatchObject({ onMark: true, halfway: false, nearestMl: 0.15 });
    // 1.1 mL is a whole number of 0.01 mL marks, but not on the 1 mL barrel.
    expect(readMarks(1.1, byId("oral-1"))).toMatchObject({
      onMark: false,
      halfway: false,
      nearestIndex: 100,
      nearestMl: 1,
      lowerMl: 1,
      upperMl: 1,
    });
    expect(readMarks(1.05, byId("oral-1"))).toMatchObject({ halfway: false, nearestMl: 1, lowerMl: 1, upperMl: 1 });
  });

  it("the difference in %: shown as an absolute value, 2 decimals under 1%, 1 decimal above, never as 0%", () => {
    expect(formatPercent(100)).toBe("100%");
    expect(formatPercent(-6.25)).toBe("6.3%");
    expect(formatPercent(1.25)).toBe("1.3%");
    expect(formatPercent(-0.5)).toBe("0.5%");
    expect(formatPercent(0.567)).toBe("0.57%");
    expect(formatPercent(0.004)).toBe("less than 0.01%");
    expect(formatPercent(-0.004)).toBe("less than 0.01%");
    expect(roundingErrorPercent(0, 0.1)).toBe(0);
    expect(roundingErrorPercent(0.05, 0)).toBe(-100);
    expect(roundingErrorPercent(0.3, 0.3)).toBe(0);
  });

  it("zero and unusable volumes: the smallest syringe, on its 0 mark, with nothing to caution", () => {
    for (const v of [0, NaN, -2, Infinity]) {
      expect(recommendSyringe(v, "oral")).toMatchObject({
        volumeMl: 0,
        outcome: "onMark",
        onMark: true,
        nearestMl: 0,
        differencePercent: 0,
        syringe: { id: "oral-1" },
      });
      expect(doseAdvice(v, "injection")).toMatchObject({ volumeMl: 0, volumeCaution: "none", cautions: [] });
      expect(doseCautionKind(v, "oral")).toBe("none");
      expect(onMarkSyringe(v, "injection")?.id).toBe("tuberculin-1");
    }
    expect(automaticSyringe(null, "injection").id).toBe("tuberculin-1");
    expect(automaticSyringe(NaN, "oral").id).toBe("oral-1");
    expect(automaticSyringe(2.5, "oral").id).toBe("oral-3");
    expect(automaticSyringe(0.05, "injection").id).toBe("tuberculin-1");
    expect(readSyringe(0, "insulin-0-5")).toMatchObject({ status: "zero", units: { exact: 0, nearest: 0 } });
    expect(readSyringe(null, "insulin-0-5")).toMatchObject({ status: "empty", units: null, insulinForDose: true });
    expect(syringeTexts(readSyringe(null, "insulin-0-5")).warnings).toEqual([]);
  });

  it("a volume more than the family holds: the large caution only, never a precision caution on a syringe it does not fit", () => {
    const advice = doseAdvice(12, "oral");
    expect(advice.recommendation.outcome).toBe("exceeds");
    expect(advice.cautions).toEqual([{ kind: "large", volumeMl: 12, family: "oral" }]);
    expect(recommendSyringe(12, "oral").differencePercent).toBeCloseTo(-16.67, 2);
    expect(doseCautionKind(12, "injection")).toBe("large");
    expect(doseCautionKind(2.45, "oral")).toBe("precision");
    expect(doseCautionKind(0.3, "oral")).toBe("none");
    expect(doseCautionKind(0.05, "injection")).toBe("small");
  });

  it("doseCautionKind is the first caution of doseAdvice; onMarkSyringe is the rule's syringe when on a mark", () => {
    const hundredths = fc.integer({ min: 0, max: 1500 }).map((k) => k / 100);
    fc.assert(
      fc.property(
        fc.oneof(volumeArb, hundredths, fc.constantFrom(NaN, -1, 1e-9, 1e6)),
        fc.constantFrom<AutoFamily>("oral", "injection"),
        (v, family) => {
          const advice = doseAdvice(v, family);
          expect(doseCautionKind(v, family)).toBe(advice.cautions[0]?.kind ?? "none");
          const rec = advice.recommendation;
          expect(onMarkSyringe(v, family)?.id ?? null).toBe(rec.outcome === "onMark" ? rec.syringe.id : null);
          if (advice.volumeCaution === "none") expect(advice.cautions.every((c) => c.kind === "precision")).toBe(true);
          expect(advice.cautions.some((c) => c.kind === "precision")).toBe(
            rec.outcome === "nearest" && advice.volumeMl > 0,
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it("insulin units: the exact units and the nearest mark's units, limited to the barrel", () => {
    expect(readSyringe(0.055, "insulin-0-5").units).toEqual({ exact: 5.5, nearest: 6 });
    expect(readSyringe(0.6, "insulin-0-5")).toMatchObject({
      status: "exceeds",
      units: { exact: 60, nearest: 50 },
      fittingSyringe: null,
      nearestMl: 0.5,
      fillMl: 0.5,
    });
    expect(markDescription(byId("insulin-0-5"))).toBe("marked every 0.01 mL (1 unit)");
    expect(markDescription(byId("oral-5"))).toBe("marked every 0.1 mL");
    expect(markDescription(byId("oral-1"))).toBe("marked every 0.01 mL");
    expect(formatUnits(1)).toBe("1 unit");
    expect(formatUnits(5.5)).toBe("5.5 units");
    expect(formatUnits(0)).toBe("0 units");
    const t = syringeTexts(readSyringe(0.2, "insulin-0-5"));
    expect(t.summary).toBe(
      "0.2 mL would be the 20 units mark on the 0.5 mL insulin syringe (U-100), a syringe marked in insulin units.",
    );
    expect(syringeTexts(readSyringe(0, "insulin-0-5")).unitsLine).toBe(
      "On this U-100 syringe 0 mL is 0 units (100 units = 1 mL).",
    );
    const over = syringeTexts(readSyringe(0.6, "insulin-0-5"));
    expect(over.unitsLine).toBe(
      "On this U-100 syringe 0.6 mL is 60 units; the nearest mark is 50 units (100 units = 1 mL).",
    );
    expect(over.warnings).toEqual([
      INSULIN_FOR_DOSE_WARNING,
      "Exceeds the syringe: no insulin syringe here holds 0.6 mL. Ask a pharmacist how to measure it.",
    ]);
    expect(shortStatus(readSyringe(0.6, "insulin-0-5"))).toBe("more than any syringe here holds: check the dose");
    expect(closerAdvice(readSyringe(0.055, "insulin-0-5"))).toBeNull();
  });

  it("the words of each fit, as the syringe page says them", () => {
    const below = readSyringe(0.004, "oral-1");
    expect(below).toMatchObject({
      status: "belowSmallestMark",
      nearestMl: 0,
      fillMl: 0,
      errorPercent: -100,
      halfway: null,
    });
    const tb = syringeTexts(below);
    expect(tb.summary).toBe(
      "0.004 mL is less than half of the smallest mark of the 1 mL oral syringe (marked every 0.01 mL): it cannot be measured on it.",
    );
    expect(tb.warnings).toEqual([
      cautionText({ kind: "small", volumeMl: 0.004 }),
      "Too small to measure: the nearest mark is 0 mL, so the whole dose (0.004 mL) would be lost to rounding.",
    ]);
    expect(tb.notes).toEqual(["Oral syringes are for medicines taken by mouth; they do not fit needles."]);
    expect(tb.alt).toBe("Holds 1 mL, marked every 0.01 mL, empty, because 0.004 mL is below its smallest mark.");
    expect(shortStatus(below)).toBe("too small to measure");
    // Below the smallest mark of the 3 mL syringe, the tuberculin syringe measures it.
    const belowInj = readSyringe(0.04, "injection-3");
    expect(belowInj.closerSyringe?.id).toBe("tuberculin-1");
    expect(syringeTexts(belowInj).warnings.at(-1)).toBe(
      "The 1 mL tuberculin syringe (marked every 0.01 mL) measures 0.04 mL exactly.",
    );
    expect(syringeTexts(belowInj).notes).toEqual([]);

    const chosen = syringeTexts(readSyringe(0.6, "oral-1"));
    expect(chosen.summary).toBe("Draw up to the 0.6 mL mark on the 1 mL oral syringe (the syringe you chose).");
    expect(chosen.alt).toBe("Holds 1 mL, marked every 0.01 mL, filled to the 0.6 mL mark.");
    expect(chosen.reassurance).toBe("The volume is on a mark of this syringe: no rounding needed.");
    expect(shortStatus(readSyringe(0.6, "oral-1"))).toBe("on a mark");
    expect(shortStatus(readSyringe(0.05, "auto-injection"))).toBe(
      "on a mark; under 0.1 mL: hard to measure reliably; ask about a more dilute preparation",
    );

    const half = readSyringe(0.15, "injection-3");
    expect(half.halfway).toEqual({ lowerMl: 0.1, upperMl: 0.2 });
    expect(nearestPhrase(half)).toBe("it is halfway between the 0.1 mL and 0.2 mL marks, 33.3% away from either");
    expect(shortStatus(half)).toBe("between 0.1 mL and 0.2 mL (33.3% either way)");
    expect(syringeTexts(half).summary).toBe(
      "0.15 mL falls between the marks of the 3 mL syringe (marked every 0.1 mL); it is halfway between the 0.1 mL and 0.2 mL marks, 33.3% away from either.",
    );
    expect(syringeTexts(half).alt).toBe(
      "Holds 3 mL, marked every 0.1 mL, filled to the nearest mark, 0.2 mL, for a volume of 0.15 mL.",
    );
    expect(closerAdvice(half)).toBe("The 1 mL tuberculin syringe (marked every 0.01 mL) measures 0.15 mL exactly.");
    expect(closerAdvice(readSyringe(7.25, "oral-10"))).toBe(
      "None of the oral syringes listed here measures it more closely: ask a pharmacist before rounding.",
    );

    const less = readSyringe(0.21, "oral-5");
    expect(nearestPhrase(less)).toBe("the nearest mark is 0.2 mL, 4.8% less than the exact volume");
    expect(shortStatus(less)).toBe("nearest mark 0.2 mL (4.8% less)");
    const more = readSyringe(0.33, "injection-10");
    expect(nearestPhrase(more)).toBe("the nearest mark is 0.4 mL, 21.2% more than the exact volume");
    expect(shortStatus(readSyringe(0.05, "injection-3"))).toBe(
      "nearest mark 0.1 mL (100% more); under 0.1 mL: hard to measure reliably; ask about a more dilute preparation",
    );

    // A closer syringe that is not on a mark either: it 'comes closer'.
    const closer = readSyringe(0.333, "oral-5");
    expect(closer.closerSyringe?.id).toBe("oral-1");
    expect(closerAdvice(closer)).toBe("The 1 mL oral syringe (marked every 0.01 mL) comes closer: 0.33 mL.");
    // No closer injection syringe: where to turn.
    expect(closerAdvice(readSyringe(2.45, "injection-3"))).toBe(
      "No syringe listed here measures it more closely: ask a pharmacist before rounding.",
    );

    const exceeds = readSyringe(1.05, "oral-1");
    expect(shortStatus(exceeds)).toBe("use the 3 mL oral syringe");
    expect(syringeTexts(exceeds).summary).toBe("1.05 mL is more than the 1 mL oral syringe holds (1 mL).");
    expect(syringeTexts(exceeds).alt).toBe(
      "Holds 1 mL, marked every 0.01 mL, filled to its full capacity of 1 mL, which is less than the 1.05 mL needed.",
    );
    expect(shortStatus(readSyringe(12, "auto-oral"))).toBe("more than any syringe here holds: check the dose");
    expect(shortStatus(readSyringe(null, "oral-1"))).toBe("");
    expect(shortStatus(readSyringe(0, "oral-1"))).toBe("");
    expect(syringeTexts(readSyringe(0, "oral-1"))).toMatchObject({
      summary: "The volume is 0 mL: there is nothing to draw up.",
      warnings: [],
      reassurance: null,
    });
    expect(syringeTexts(readSyringe(0, "oral-1")).alt).toBe("Holds 1 mL, marked every 0.01 mL, empty.");
    expect(syringeTexts(readSyringe(null, "oral-5")).summary).toBe(
      "No volume yet: enter a dose and a concentration to see it on the 5 mL oral syringe.",
    );
    expect(syringeTexts(readSyringe(null, "oral-5")).alt).toBe("Holds 5 mL, marked every 0.1 mL, empty.");
  });

  it("the large caution of a chosen syringe speaks of its own kind", () => {
    const oral = cautionText({ kind: "large", volumeMl: 12, family: "oral" });
    const injection = cautionText({ kind: "large", volumeMl: 12, family: "injection" });
    expect(syringeTexts(readSyringe(12, "oral-5")).warnings).toEqual([oral]);
    expect(syringeTexts(readSyringe(12, "injection-3")).warnings).toEqual([injection]);
    expect(syringeTexts(readSyringe(12, "insulin-0-5")).warnings).toEqual([INSULIN_FOR_DOSE_WARNING, injection]);
  });

  it("ticks: minor, major and labelled marks at the syringe's own intervals", () => {
    const kinds = (id: SyringeId, upTo: number) =>
      syringeTicks(byId(id))
        .filter((t) => t.cml <= upTo)
        .map((t) => [t.cml, t.kind, t.label]);
    expect(kinds("insulin-0-5", 10)).toEqual([
      [0, "major", null],
      [1, "minor", null],
      [2, "minor", null],
      [3, "minor", null],
      [4, "minor", null],
      [5, "major", null],
      [6, "minor", null],
      [7, "minor", null],
      [8, "minor", null],
      [9, "minor", null],
      [10, "label", "10"],
    ]);
    expect(kinds("injection-3", 100)).toEqual([
      [0, "major", null],
      [10, "minor", null],
      [20, "minor", null],
      [30, "minor", null],
      [40, "minor", null],
      [50, "label", "0.5"],
      [60, "minor", null],
      [70, "minor", null],
      [80, "minor", null],
      [90, "minor", null],
      [100, "label", "1"],
    ]);
    for (const s of SYRINGES) {
      const ticks = syringeTicks(s);
      expect(ticks).toHaveLength(s.capacityCml / s.markCml + 1);
      expect(ticks.at(-1)!.cml).toBe(s.capacityCml);
    }
  });
});
