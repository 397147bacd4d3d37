/**
 * What the three clinical calculators share (src/domain/clinical.ts) and the clinical part of the
 * one units vocabulary (src/lib/units.ts): reading a number with a rate's unit words, the weight,
 * a strength in mass or units, amounts and volumes, and the display of amounts, pump rates, drops
 * and durations.
 */
import { describe, expect, it } from "vitest";
import { CLINICAL_UNITS, UNITS, lookupAnyUnit, lookupUnit, unitKey } from "~/domain/units";
import { readAmount, readMeasure, readMl, readStrength, type AmountWords } from "~/domain/clinical";
import {
  amountDecimals,
  describeVolume,
  syringeLine,
  formatAmount,
  formatDrops,
  formatDuration,
  formatPumpRate,
  formatStrength,
  shownPumpRate,
} from "~/domain/clinical-display";
import { KG_PER_LB, PLAUSIBLE_WEIGHT_KG, readWeight } from "~/domain/weight";
import { cautionText } from "~/domain/syringe/syringe-words";

describe("units: the clinical list of the one vocabulary", () => {
  it.each([
    ["kg", "kg"],
    ["Kilograms", "kg"],
    ["lb", "lb"],
    ["lbs", "lb"],
    ["pounds", "lb"],
    ["units", "units"],
    ["Unit", "units"],
    ["min", "min"],
    ["minutes", "min"],
    ["h", "h"],
    ["hr", "h"],
    ["hours", "h"],
    ["day", "day"],
    ["d", "day"],
    ["dose", "dose"],
    ["mcg", "mcg"],
    ["µg", "mcg"],
    ["mL", "mL"],
  ])("lookupAnyUnit(%j) is %s", (word, symbol) => {
    expect(lookupAnyUnit(word)?.symbol).toBe(symbol);
  });

  it("keeps the converter's lookup to a medicine's mass and volume: kg, lb and units are refused there", () => {
    for (const word of ["kg", "lb", "units", "min", "h", "dose"]) expect(lookupUnit(word)).toBeUndefined();
  });

  it("does not read U or IU as units (ISMP: misread as 0, 4 or IV), nor any spelling twice", () => {
    for (const word of ["u", "U", "iu", "IU", "IV"]) expect(lookupAnyUnit(word)).toBeUndefined();
    const spellings = [...UNITS, ...CLINICAL_UNITS].flatMap((u) => u.spellings);
    expect(new Set(spellings).size).toBe(spellings.length);
    for (const s of spellings) expect(unitKey(s)).toBe(s);
  });
});

describe("readMeasure: a number and a rate's unit words, by the one entry parser", () => {
  it.each([
    ["5 mcg/kg/min", 5, "mcg", ["kg", "min"]],
    ["5mcg/kg/min", 5, "mcg", ["kg", "min"]],
    ["5 mcg per kg per minute", 5, "mcg", ["kg", "min"]],
    ["13.1 mL/h", 13.1, "mL", ["h"]],
    ["13.1 per hour", 13.1, null, ["h"]],
    ["13.1/h", 13.1, null, ["h"]],
    ["2,5 kg", 2.5, "kg", []],
    ["22 lb", 22, "lb", []],
    ["10 mcg", 10, "mcg", []],
    [".5", 0.5, null, []],
  ])("%j → %s %s per %j", (text, value, unit, per) => {
    const m = readMeasure(text);
    expect(m.ok).toBe(true);
    if (!m.ok) return;
    expect(m.value).toBe(value);
    expect(m.unit?.symbol ?? null).toBe(unit);
    expect(m.per.map((u) => u.symbol)).toEqual(per);
  });

  it.each([
    ["", "empty"],
    ["1,200 mg/kg", "ambiguous"],
    ["2,500 kg", "ambiguous"],
    ["1e3 mg/kg", "notation"],
    ["1_000", "notation"],
    ["５ kg", "notation"],
    ["5 stone", "unit"],
    ["5 mg//kg", "unit"],
    ["abc", "invalid"],
    ["Infinity mg", "invalid"],
    ["5 5 mg", "invalid"],
    ["1/2", "invalid"],
    ["250 mg/5 mL", "invalid"],
  ])("%j is refused (%s), never guessed", (text, reason) => {
    expect(readMeasure(text)).toMatchObject({ ok: false, reason });
  });
});

describe("readWeight: always in kg, lb converted with the conversion shown", () => {
  it("22 lb is 9.98 kg, to the nearest 0.01 kg, and says how", () => {
    const r = readWeight("22", "lb");
    expect(r).toMatchObject({ ok: true, weight: { kg: 9.98, text: "9.98 kg", typed: "22 lb", plausible: true } });
    if (r.ok) expect(r.weight.conversion).toBe("22 lb = 9.98 kg (22 × 0.45359237 kg per lb, to the nearest 0.01 kg)");
    expect(KG_PER_LB).toBe(0.45359237);
  });

  it("a typed unit wins over the choice: '10 kg' with lb chosen is 10 kg; '3500 g' is 3.5 kg", () => {
    expect(readWeight("10 kg", "lb")).toMatchObject({ ok: true, weight: { kg: 10, conversion: null, note: null } });
    expect(readWeight("3500 g", "kg")).toMatchObject({
      ok: true,
      weight: { kg: 3.5, conversion: "3\u202f500 g = 3.5 kg" },
    });
    expect(readWeight("2,5", "kg")).toMatchObject({ ok: true, weight: { kg: 2.5, note: "Read as 2.5 kg" } });
  });

  it("flags a weight outside the plausible range, the range's ends included in it", () => {
    const at = (t: string) => (readWeight(t, "kg") as { weight: { plausible: boolean } }).weight.plausible;
    expect([at(String(PLAUSIBLE_WEIGHT_KG.min)), at(String(PLAUSIBLE_WEIGHT_KG.max))]).toEqual([true, true]);
    expect([at("0.19"), at("636"), at("3500")]).toEqual([false, false, false]);
  });

  it.each([
    ["", "empty", "Enter the weight in kg or lb"],
    ["0", "zero", "Enter a weight above 0"],
    ["-3", "negative", "Enter a weight above 0"],
    ["70 mg", "unit", "mg is not a weight: type the weight in kg or lb"],
    ["70 stone", "unit", '"stone" is not a unit here: type the weight in kg or lb'],
    ["70 kg/h", "unit", "Type the weight only, in kg or lb"],
    ["0.001", "range", "That weight is under 0.01 kg: check the number and its unit"],
    ["1,200", "ambiguous", "Type 1200 without the comma, or 1.2 with a point for decimals"],
  ])("%j is refused (%s): %s", (text, reason, message) => {
    expect(readWeight(text, text === "0.001" ? "lb" : "kg")).toEqual({ ok: false, reason, message });
  });
});

describe("formatStrength: a strength per mL, with 'unit' for one", () => {
  it("says 50 mg/mL, 50 units/mL and 1 unit/mL", () => {
    expect(formatStrength(50, "mass")).toBe("50 mg/mL");
    expect(formatStrength(50, "units")).toBe("50 units/mL");
    expect(formatStrength(1, "units")).toBe("1 unit/mL");
    expect(formatStrength(1, "mass")).toBe("1 mg/mL");
  });
});

describe("readStrength: the converter's label forms, and units per volume", () => {
  it.each([
    ["250 mg per 5 mL", "mass", 50, "250 mg per 5 mL = 50 mg/mL"],
    ["2%", "mass", 20, "2% (w/v) = 20 mg/mL"],
    ["1:1,000", "mass", 1, "1:1\u202f000 = 1 g in 1\u202f000 mL = 1 mg/mL"],
    ["25000 units in 500 mL", "units", 50, "25\u202f000 units in 500 mL = 50 units/mL"],
    ["100 units/mL", "units", 100, "100 units/mL"],
    ["1000 units per 0.5 L", "units", 2, "1\u202f000 units in 0.5 L = 2 units/mL"],
  ])("%j is %s, %s per mL", (text, kind, perMl, description) => {
    expect(readStrength(text)).toMatchObject({ ok: true, strength: { kind, perMl, description } });
  });

  it("never guesses the unit of a number alone: mg/mL or mcg/mL (units/mL) is asked for", () => {
    expect(readStrength("16", "mass")).toEqual({
      ok: false,
      reason: "unit",
      message:
        "Write the strength with its unit: 16 mg/mL, 16 mcg/mL, or an amount in a volume such as 400 mg in 250 mL",
    });
    expect(readStrength("50", "units")).toEqual({
      ok: false,
      reason: "unit",
      message: "Write the strength with its unit: 50 units/mL, or an amount in a volume such as 25000 units in 500 mL",
    });
    expect(readStrength("2,5", "mass")).toMatchObject({
      ok: false,
      reason: "unit",
      message: /2\.5 mg\/mL, 2\.5 mcg\/mL/,
    });
    expect(readStrength("0", "mass")).toMatchObject({ ok: false, reason: "zero" });
    expect(readStrength("16 mcg/mL", "mass")).toMatchObject({ ok: true, strength: { kind: "mass", perMl: 0.016 } });
    expect(readStrength("50 units/mL", "units")).toMatchObject({ ok: true, strength: { kind: "units", perMl: 50 } });
  });

  it.each([
    ["100 units", "unit", "Add the volume too, for example 25000 units in 500 mL"],
    ["0 units/mL", "zero", "Enter a strength above 0"],
    ["25,125 units in 500 mL", "ambiguous", "Type 25125 without the comma, or 25.1250 with a point for decimals"],
    [
      "25.000 units in 500 mL",
      "ambiguous",
      "A point before three digits can group thousands: type 25000 without the point, or 25 for the decimal",
    ],
    ["100 units/kg", "unit", "Write a strength in units as 25000 units in 500 mL or 50 units/mL"],
    ["abc", "invalid", "Write a strength in units as 25000 units in 500 mL or 50 units/mL"],
  ])("%j is refused (%s)", (text, reason, message) => {
    expect(readStrength(text, "units")).toEqual({ ok: false, reason, message });
  });
});

describe("readAmount and readMl: converted with the conversion shown, or refused", () => {
  const words: AmountWords = {
    empty: "Enter it",
    notPositive: "Above 0",
    unitHint: "type mg",
    otherKind: "Other kind",
    perSomething: "No rate",
  };
  it("converts within a kind and refuses the other", () => {
    expect(readAmount("powder", "1 g", "mg", words)).toEqual({ value: 1000, note: "1 g = 1\u202f000 mg" });
    expect(readAmount("powder", "500", "mg", words)).toEqual({ value: 500, note: null });
    expect(readAmount("powder", "5 units", "mg", words)).toMatchObject({ reason: "mismatch", message: "Other kind" });
    expect(readAmount("powder", "5 mL", "mg", words)).toMatchObject({ reason: "unit", message: "Other kind" });
    expect(readAmount("powder", "5 mg/day", "mg", words)).toMatchObject({ reason: "unit", message: "No rate" });
    expect(readAmount("powder", "", "mg", { ...words, empty: null })).toBeNull();
  });

  it("reads volumes in mL; 0 only where it is allowed", () => {
    expect(readMl("v", "0.5 L", { empty: "E", notPositive: "P" })).toEqual({ value: 500, note: "0.5 L = 500 mL" });
    expect(readMl("v", "0", { empty: "E", notPositive: "P" })).toMatchObject({ reason: "zero", message: "P" });
    expect(readMl("v", "0", { empty: "E", notPositive: "P", zeroAllowed: true })).toEqual({ value: 0, note: null });
    expect(readMl("v", "5 mg", { empty: "E", notPositive: "P" })).toMatchObject({
      reason: "unit",
      message: "Enter a volume in mL or L, for example 250",
    });
  });
});

describe("display: amounts, pump rates, drops, durations", () => {
  it("shows an amount to 2 decimals, or 3 significant figures under 1: never more than 1 % off", () => {
    expect(formatAmount(149.6854821, "mg")).toBe("149.69 mg");
    expect(formatAmount(0.066, "mg")).toBe("0.066 mg");
    expect(formatAmount(0.0012345, "mg")).toBe("0.00123 mg");
    expect(formatAmount(1, "units")).toBe("1 unit");
    expect(formatAmount(25000, "units")).toBe("25\u202f000 units");
    expect([
      amountDecimals(0),
      amountDecimals(5),
      amountDecimals(0.5),
      amountDecimals(0.09),
      amountDecimals(1e-9),
    ]).toEqual([2, 2, 3, 4, 6]);
  });

  it("shows a pump rate to 0.1 mL/h from 10 mL/h, to 0.01 mL/h below", () => {
    expect([formatPumpRate(13.125), formatPumpRate(9.996), formatPumpRate(0.345)]).toEqual([
      "13.1 mL/h",
      "10 mL/h",
      "0.35 mL/h",
    ]);
    expect([shownPumpRate(13.125), shownPumpRate(0.004)]).toEqual([13.1, 0]);
  });

  it("writes drops and durations out", () => {
    expect([formatDrops(31), formatDrops(1)]).toEqual(["31 drops per minute", "1 drop per minute"]);
    // Counted in whole drops; under 1 drop a minute is never "0 drops" nor "1 drop per minute".
    expect([formatDrops(31.25), formatDrops(1.4), formatDrops(0.6), formatDrops(0.25)]).toEqual([
      "31 drops per minute",
      "1 drop per minute",
      "less than 1 drop per minute",
      "less than 1 drop per minute",
    ]);
    expect([
      formatDuration(1145),
      formatDuration(60),
      formatDuration(45),
      formatDuration(0.4),
      formatDuration(121),
    ]).toEqual(["19 hours 5 minutes", "1 hour", "45 minutes", "under 1 minute", "2 hours 1 minute"]);
  });

  it("says every caution of a volume, as the converter does: under 0.1 mL and between marks both", () => {
    const both = describeVolume(0.0123, "injection");
    expect(both.aspect).toBe("cautionSmall");
    expect(both.advice?.cautions.map((c) => c.kind)).toEqual(["small", "precision"]);
    expect(both.caution).toBe(both.advice!.cautions.map(cautionText).join(" "));
    expect(both.caution).toMatch(/^Very small volume: .+ More precise than the recommended syringe can draw: /);
  });

  it("names the rule's syringe, or that none here holds a volume larger than any of them", () => {
    expect(syringeLine(describeVolume(3, "oral"))).toBe("Syringe: 3 mL oral syringe");
    expect(syringeLine(describeVolume(150, "oral"))).toBe(
      "Syringe: none of the syringes here holds 150 mL (the largest is the 10 mL oral syringe)",
    );
    expect(syringeLine(describeVolume(83.3333, "injection"))).toMatch(
      /^Syringe: none of the syringes here holds 83.3333 mL/,
    );
    expect(syringeLine(describeVolume(0.00001, "oral"))).toBeNull();
    expect(syringeLine(null)).toBeNull();
  });

  it("describes a volume with the one syringe rule's first caution as its aspect, as the converter does", () => {
    expect(describeVolume(3, "oral")).toMatchObject({ text: "3 mL", aspect: "measurable", caution: null });
    expect(describeVolume(0.05, "oral")).toMatchObject({ text: "0.05 mL", aspect: "cautionSmall" });
    expect(describeVolume(12, "injection")).toMatchObject({ text: "12 mL", aspect: "cautionLarge" });
    expect(describeVolume(2.994, "oral")).toMatchObject({ aspect: "cautionPrecision" });
    expect(describeVolume(0.00001, "oral")).toMatchObject({
      text: "less than 0.0001 mL",
      aspect: "tooSmallToShow",
      advice: null,
    });
  });
});
