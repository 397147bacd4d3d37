import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BASE_UNIT, UNITS, lookupUnit, unitKey, unitsHint, type UnitSymbol } from "~/domain/units";

describe("units: the one vocabulary of unit spellings", () => {
  it.each<[string, UnitSymbol, "mass" | "volume", number]>([
    ["mg", "mg", "mass", 1],
    ["milligram", "mg", "mass", 1],
    ["milligrams", "mg", "mass", 1],
    ["MG", "mg", "mass", 1],
    ["mcg", "mcg", "mass", 0.001],
    ["µg", "mcg", "mass", 0.001], // micro sign U+00B5
    ["μg", "mcg", "mass", 0.001], // Greek mu U+03BC
    ["ug", "mcg", "mass", 0.001],
    ["microgram", "mcg", "mass", 0.001],
    ["micrograms", "mcg", "mass", 0.001],
    ["g", "g", "mass", 1000],
    ["gram", "g", "mass", 1000],
    ["grams", "g", "mass", 1000],
    ["mL", "mL", "volume", 1],
    ["ml", "mL", "volume", 1],
    ["ML", "mL", "volume", 1],
    ["cc", "mL", "volume", 1],
    ["millilitre", "mL", "volume", 1],
    ["millilitres", "mL", "volume", 1],
    ["milliliter", "mL", "volume", 1],
    ["milliliters", "mL", "volume", 1],
    ["dL", "dL", "volume", 100],
    ["L", "L", "volume", 1000],
    ["l", "L", "volume", 1000],
    ["litre", "L", "volume", 1000],
    ["litres", "L", "volume", 1000],
    ["liter", "L", "volume", 1000],
    ["liters", "L", "volume", 1000],
  ])("%j is %s (%s, × %s)", (word, symbol, dimension, factor) => {
    expect(lookupUnit(word)).toMatchObject({ symbol, dimension, factor });
  });

  it.each(["kg", "oz", "tsp", "units", "iu", "mgs", "m", "", "constructor", "toString", "mg/mL", "m g"])(
    "%j is not a unit",
    (word) => {
      expect(lookupUnit(word)).toBeUndefined();
    },
  );

  it("spells each unit once: no spelling names two units", () => {
    const spellings = UNITS.flatMap((u) => u.spellings);
    expect(new Set(spellings).size).toBe(spellings.length);
    for (const u of UNITS) for (const s of u.spellings) expect(unitKey(s)).toBe(s);
  });

  it("names the base units and the hints of the fields", () => {
    expect(BASE_UNIT.mass.symbol).toBe("mg");
    expect(BASE_UNIT.volume.symbol).toBe("mL");
    expect(unitsHint("mass")).toBe("mg, mcg or g");
    expect(unitsHint("volume")).toBe("mL or L");
  });

  it("is the only unit vocabulary in src: no other list of unit spellings", async () => {
    const { readFileSync, readdirSync, statSync } = await import("node:fs");
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk("src");
    // A second spelling list reads like these: a unit word as a key or in an alternation.
    const secondList =
      /\b(?:milligrams?|millilit(?:re|er)s?|micrograms?)\b\s*[:|]|\bAMOUNT_UNIT_WORDS\b|\bMASS_UNITS\b|\bVOLUME_UNITS\b|\bUNIT_WORD\b/;
    const offenders = files.filter(
      (f) => !f.endsWith(join("lib", "units.ts")) && secondList.test(readFileSync(f, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
