import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DEFAULT_SERIAL_INPUTS,
  evaluateSerialDilution,
  factorForTarget,
  MAX_STEPS,
  SERIAL_CAUTION_TEXT,
  SERIAL_FORMULA,
  SERIAL_MESSAGES,
  SOURCES,
  suitedUnit,
  tubeConcentrations,
  tubeVolumes,
  VOLUME_CONVENTION_TEXT,
  type SerialInputs,
  type SerialStatus,
} from "~/domain/lab/serial-dilution";
import { typeableNumber } from "~/domain/number/entry";
import { add, cmp, parseDecimal } from "./exact-reference";
import { readLabNumber } from "~/domain/lab/lab-reading";
import { MESSAGE_TOO_LARGE, MESSAGE_TOO_SMALL } from "~/domain/lab/lab-field";
import { CONCENTRATION_UNITS, type ConcentrationSymbol } from "~/domain/units";

/** The case: 1 mM, factor 10, 6 steps, 1,000 µL per tube (before the transfer out). */
/** The CSV's table rows: after its parameter block and the blank row that ends it. */
function tableRows(csv: string): string[] {
  const lines = csv.trim().split("\r\n");
  return lines.slice(lines.indexOf("") + 1);
}

const TEXTBOOK: Partial<SerialInputs> = {
  stock: "1",
  stockUnit: "mM",
  factor: "10",
  steps: "6",
  volume: "1000",
  volumeUnit: "µL",
};

function evaluate(inputs: Partial<SerialInputs>): SerialStatus {
  return evaluateSerialDilution({ ...DEFAULT_SERIAL_INPUTS, ...inputs });
}

function plan(inputs: Partial<SerialInputs>) {
  const status = evaluate(inputs);
  if (status.kind !== "ready")
    throw new Error(`expected a plan for ${JSON.stringify(inputs)}: ${JSON.stringify(status)}`);
  return status.plan;
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the textbook series (issue 32): 1:10 × 6 from 1 mM ends at 1 nM", () => {
  it("100 µL carried into 900 µL of diluent per tube, 1,000 µL before the transfer out", () => {
    const p = plan(TEXTBOOK);
    expect([p.transfer, p.diluent, p.mixedVolume]).toEqual([100, 900, 1000]);
    expect(p.tubes.map((t) => t.text)).toEqual(["100 µM", "10 µM", "1 µM", "100 nM", "10 nM", "1 nM"]);
    expect(p.tubes.map((t) => t.concentration)).toEqual([0.1, 0.01, 0.001, 0.0001, 0.00001, 0.000001]);
    expect(p.tubes.map((t) => t.volumeAtEnd)).toEqual([900, 900, 900, 900, 900, 1000]);
    expect(p.summary).toBe("Factor 10 per step (1 part in 10), 6 steps from 1 mM: tube 6 is 1 nM.");
    expect(p.conventionText).toBe(
      "1\u202f000 µL in each tube after mixing, before its transfer on; tubes 1 to 5 then hold 900 µL, and tube 6 keeps 1\u202f000 µL.",
    );
    expect(p.instruction).toBe(
      "Put 900 µL of diluent in each of the 6 tubes. Carry 100 µL of the stock into tube 1 and mix, then 100 µL of tube 1 into tube 2, and so on to tube 6, mixing each time.",
    );
    expect(p.working).toEqual([
      "transfer = 1\u202f000 µL ÷ 10 = 100 µL",
      "diluent = 1\u202f000 µL − 100 µL = 900 µL",
      "tube 6 = 1 mM ÷ 10^6 = 1 nM",
    ]);
  });

  it("the same series when 900 µL is what each tube keeps after the transfer out", () => {
    const p = plan({ ...TEXTBOOK, volume: "900", convention: "afterTransfer" });
    expect([p.transfer, p.diluent, p.mixedVolume]).toEqual([100, 900, 1000]);
    expect(p.tubes.at(-1)!.text).toBe("1 nM");
    expect(p.tubes.map((t) => t.volumeAtEnd)).toEqual([900, 900, 900, 900, 900, 1000]);
    expect(p.conventionText).toBe(
      "900 µL left in each tube after its transfer on; tubes 1 to 5 then hold 900 µL, and tube 6 holds 1\u202f000 µL (remove 100 µL from it for 900 µL in every tube).",
    );
    expect(p.working).toEqual([
      "diluent = 900 µL",
      "transfer = 900 µL ÷ (10 − 1) = 100 µL",
      "tube 6 = 1 mM ÷ 10^6 = 1 nM",
    ]);
  });

  it("the two conventions differ when the same number is typed: 1,000 µL after the transfer out needs 111 µL in 1,000 µL", () => {
    const p = plan({ ...TEXTBOOK, convention: "afterTransfer" });
    expect(p.text).toMatchObject({ transfer: "111 µL", diluent: "1\u202f000 µL", mixed: "1\u202f111 µL" });
    expect(VOLUME_CONVENTION_TEXT).toEqual({
      beforeTransfer: "Final volume per tube: what each tube holds after mixing, before its transfer to the next tube.",
      afterTransfer: "Final volume per tube: what each tube holds at the end, after its transfer to the next tube.",
    });
    expect(SERIAL_FORMULA.afterTransfer).toContain("transfer = final volume ÷ (factor − 1)");
  });

  it("solves the factor from a final concentration: 1 mM to 1 nM in 6 steps is 10 per step", () => {
    const p = plan({ ...TEXTBOOK, mode: "target", factor: "", target: "1", targetUnit: "nM" });
    expect(p.factor).toBe(10);
    expect(p.tubes.map((t) => t.text)).toEqual(["100 µM", "10 µM", "1 µM", "100 nM", "10 nM", "1 nM"]);
    expect(p.working[0]).toBe("factor = (1 mM ÷ 0.000001 mM)^(1 ÷ 6) = 10");
    const half = plan({
      stock: "100",
      stockUnit: "mcg/mL",
      mode: "target",
      target: "10",
      targetUnit: "mcg/mL",
      steps: "2",
      volume: "1",
      volumeUnit: "mL",
    });
    expect(half.text.factor).toBe("3.16");
    expect(half.text).toMatchObject({ transfer: "0.316 mL", diluent: "0.684 mL" });
    expect(half.tubes.map((t) => t.text)).toEqual(["31.6 mcg/mL", "10 mcg/mL"]);
  });

  it("a factor near 1 over many steps is shown with the figures that make the working check by hand", () => {
    // (100 ÷ 90)^(1/10) = 1.010592…: "1.01" applied 10 times is 0.6 % off the target; "1.011" is not.
    const near = plan({
      stock: "100",
      stockUnit: "mM",
      mode: "target",
      target: "90",
      targetUnit: "mM",
      steps: "10",
      volume: "1",
      volumeUnit: "mL",
    });
    expect(near.text.factor).toBe("1.011");
    expect(Math.abs((1.011 / (100 / 90) ** (1 / 10)) ** 10 - 1)).toBeLessThanOrEqual(0.005);
    expect(Math.abs((1.01 / (100 / 90) ** (1 / 10)) ** 10 - 1)).toBeGreaterThan(0.005);
  });

  it("copy text and CSV carry every tube and the convention; the CSV opens with its parameters", () => {
    const p = plan(TEXTBOOK);
    expect(p.copy.split("\n")).toEqual([
      p.summary,
      p.conventionText,
      p.instruction,
      "Tube 1: 100 µM",
      "Tube 2: 10 µM",
      "Tube 3: 1 µM",
      "Tube 4: 100 nM",
      "Tube 5: 10 nM",
      "Tube 6: 1 nM",
    ]);
    expect(p.csv.split("\r\n")).toEqual([
      "Serial dilution,mg to mL Converter",
      "Stock,1 mM",
      "Dilution factor per step,10",
      "Factor from,typed",
      "Steps (tubes),6",
      "Final volume per tube,1\u202f000 µL",
      `Volume convention,"${VOLUME_CONVENTION_TEXT.beforeTransfer}"`,
      "",
      "Tube,Concentration,Unit,Concentration (mM),From,Transfer in (µL),Diluent (µL),After mixing (µL),Transfer out (µL),At the end (µL),Caution",
      "Stock,1,mM,1,,,,,100,,",
      "1,100,µM,0.1,the stock,100,900,1000,100,900,",
      "2,10,µM,0.01,tube 1,100,900,1000,100,900,",
      "3,1,µM,0.001,tube 2,100,900,1000,100,900,",
      "4,100,nM,0.0001,tube 3,100,900,1000,100,900,",
      "5,10,nM,0.00001,tube 4,100,900,1000,100,900,",
      "6,1,nM,0.000001,tube 5,100,900,1000,0,1000,",
      "",
    ]);
  });

  it("one step, two steps and mL read as a person would write them", () => {
    const one = plan({ ...TEXTBOOK, steps: "1", volume: "10", volumeUnit: "mL" });
    expect(one.instruction).toBe("Put 9 mL of diluent in tube 1. Carry 1 mL of the stock into tube 1 and mix.");
    expect(one.conventionText).toBe("10 mL in each tube after mixing, before its transfer on; tube 1 keeps 10 mL.");
    expect(one.summary).toBe("Factor 10 per step (1 part in 10), 1 step from 1 mM: tube 1 is 100 µM.");
    const two = plan({ ...TEXTBOOK, steps: "2" });
    expect(two.instruction).toBe(
      "Put 900 µL of diluent in each of the 2 tubes. Carry 100 µL of the stock into tube 1 and mix, then 100 µL of tube 1 into tube 2 and mix.",
    );
    expect(two.conventionText).toContain("tube 1 then holds 900 µL, and tube 2 keeps 1\u202f000 µL");
  });
});

describe("hints: each its own status", () => {
  it("empty until anything is typed", () => {
    expect(evaluate({})).toEqual({ kind: "empty", message: SERIAL_MESSAGES.empty("factor") });
    expect(SERIAL_MESSAGES.empty("target")).toBe(
      "Enter the stock concentration, the final concentration, the number of steps and the final volume per tube.",
    );
  });

  it("a field left blank once another is typed asks for it, in form order", () => {
    expect(evaluate({ ...TEXTBOOK, stock: "" })).toEqual({
      kind: "invalid",
      field: "stock",
      reason: "empty",
      message: "Enter the stock concentration.",
    });
    expect(evaluate({ ...TEXTBOOK, factor: " " })).toMatchObject({ field: "factor", reason: "empty" });
    expect(evaluate({ ...TEXTBOOK, steps: "" })).toMatchObject({ field: "steps", reason: "empty" });
    expect(evaluate({ ...TEXTBOOK, volume: "" })).toMatchObject({ field: "volume", reason: "empty" });
  });

  it("a factor written as a ratio is asked for as one number, both readings of 1:10 named", () => {
    expect(evaluate({ ...TEXTBOOK, factor: "1:10" })).toEqual({
      kind: "invalid",
      field: "factor",
      reason: "ratio",
      message:
        "Dilution factor: type one number. If 1:10 means 1 part in 10 parts in all, type 10; if it means 1 part plus 10 parts of diluent, type 11.",
    });
    expect(evaluate({ ...TEXTBOOK, factor: "1 in 5" })).toMatchObject({ reason: "ratio" });
    expect(evaluate({ ...TEXTBOOK, factor: "1:x" })).toMatchObject({
      reason: "ratio",
      message: SERIAL_MESSAGES.ratioUnread,
    });
  });

  it("a factor of 1 or below, 0 or negative", () => {
    expect(evaluate({ ...TEXTBOOK, factor: "1" })).toEqual({
      kind: "invalid",
      field: "factor",
      reason: "factor-one",
      message: SERIAL_MESSAGES.factorOne,
    });
    expect(evaluate({ ...TEXTBOOK, factor: "0.1" })).toEqual({
      kind: "invalid",
      field: "factor",
      reason: "factor-below-one",
      message: "Dilution factor must be above 1: 0.1 would concentrate. For 1 part in 10 parts in all, type 10.",
    });
    expect(evaluate({ ...TEXTBOOK, factor: "0" })).toMatchObject({
      reason: "zero",
      message: "Dilution factor can't be 0: enter a value above 0.",
    });
    expect(evaluate({ ...TEXTBOOK, factor: "-10" })).toMatchObject({ reason: "negative" });
    expect(evaluate({ ...TEXTBOOK, factor: "ten" })).toMatchObject({ reason: "not-a-number" });
  });

  it("steps: a whole number from 1 to 24", () => {
    expect(evaluate({ ...TEXTBOOK, steps: "6.5" })).toEqual({
      kind: "invalid",
      field: "steps",
      reason: "not-whole",
      message: SERIAL_MESSAGES.notWhole,
    });
    expect(evaluate({ ...TEXTBOOK, steps: "25" })).toEqual({
      kind: "invalid",
      field: "steps",
      reason: "too-many-steps",
      message: SERIAL_MESSAGES.tooManySteps,
    });
    expect(evaluate({ ...TEXTBOOK, steps: "0" })).toMatchObject({ reason: "zero" });
    expect(plan({ ...TEXTBOOK, steps: String(MAX_STEPS) }).tubes).toHaveLength(24);
    expect(plan({ ...TEXTBOOK, steps: "6.0" }).steps).toBe(6);
  });

  it("a unit typed with a number: the chosen one is read, another is refused by name", () => {
    expect(plan({ ...TEXTBOOK, volume: "1000 µL", stock: "1 mM" }).transfer).toBe(100);
    expect(evaluate({ ...TEXTBOOK, volume: "1 mL" })).toEqual({
      kind: "invalid",
      field: "volume",
      reason: "other-unit",
      message: "Final volume per tube: you typed mL, but the unit chosen is µL. Type the number alone, or choose mL.",
    });
  });

  it("a final concentration in the other family, or not below the stock: the steps cannot reach it", () => {
    const target = { ...TEXTBOOK, mode: "target" as const };
    expect(evaluate({ ...target, target: "1", targetUnit: "mg/mL" })).toEqual({
      kind: "invalid",
      field: "target",
      reason: "other-family",
      message: SERIAL_MESSAGES.otherFamily("molar"),
    });
    expect(evaluate({ ...target, target: "1000", targetUnit: "µM" })).toEqual({
      kind: "unreachable",
      message:
        "The final concentration (1\u202f000 µM) is not below the stock (1 mM): a dilution only lowers a concentration. Enter a final concentration below the stock.",
    });
    expect(evaluate({ ...target, target: "2", targetUnit: "mM" }).kind).toBe("unreachable");
    expect(evaluate({ ...target, target: "0.999", targetUnit: "mM" }).kind).toBe("ready");
  });

  it("under 1 µL: the transfer, the diluent, or both, with the caution in the copy text and every CSV row", () => {
    const transfer = evaluate({ ...TEXTBOOK, volume: "5" });
    expect(transfer).toMatchObject({ kind: "ready", variant: "cautionTransferBelowPipette" });
    if (transfer.kind !== "ready" || transfer.caution === null) throw new Error("expected a caution");
    expect(transfer.caution).toBe(
      "Each transfer is 0.5 µL, under 1 µL: below what a common pipette measures reliably. Use a larger final volume per tube, or more steps with a smaller factor.",
    );
    expect(transfer.plan.copy.split("\n").at(-1)).toBe(`Caution: ${transfer.caution}`);
    const rows = tableRows(transfer.plan.csv).slice(1);
    for (const row of rows) expect(row.endsWith(SERIAL_CAUTION_TEXT.cautionTransferBelowPipette)).toBe(true);
    expect(evaluate({ ...TEXTBOOK, volume: "10" })).toMatchObject({ variant: "measurable" }); // exactly 1 µL
    expect(evaluate({ ...TEXTBOOK, volume: "0.009", volumeUnit: "mL" })).toMatchObject({
      variant: "cautionTransferBelowPipette",
    });
    expect(evaluate({ ...TEXTBOOK, factor: "1.0010", volume: "500" })).toMatchObject({
      variant: "cautionDiluentBelowPipette",
      caution: SERIAL_MESSAGES.diluentBelowPipette("0.4995 µL"),
    });
    expect(evaluate({ ...TEXTBOOK, factor: "1.5", volume: "1" })).toMatchObject({
      variant: "cautionVolumesBelowPipette",
      caution: SERIAL_MESSAGES.volumesBelowPipette("0.667 µL", "0.333 µL"),
    });
  });

  it("a stock above 55 M (no solution can be) gets a caution, before any pipette caution; a mass stock has no such bound here", () => {
    const stock = evaluate({ ...TEXTBOOK, stock: "60", stockUnit: "M" });
    expect(stock).toMatchObject({
      kind: "ready",
      variant: "cautionStockAboveWater",
      caution: SERIAL_MESSAGES.stockAboveWater("60 M"),
    });
    expect(SERIAL_MESSAGES.stockAboveWater("60 M")).toBe(
      "The stock (60 M) is above 55 M: no solution can be this concentrated (pure water itself is about 55 M). Check the value and its unit.",
    );
    if (stock.kind !== "ready") throw new Error("expected a plan");
    expect(stock.plan.copy.split("\n").at(-1)).toBe(`Caution: ${stock.caution}`);
    for (const row of tableRows(stock.plan.csv).slice(1))
      expect(row.endsWith(SERIAL_CAUTION_TEXT.cautionStockAboveWater)).toBe(true);
    // The same in mM; exactly 55 M is not above; with a transfer under 1 µL both are said.
    expect(evaluate({ ...TEXTBOOK, stock: "60000" })).toMatchObject({ variant: "cautionStockAboveWater" });
    expect(evaluate({ ...TEXTBOOK, stock: "55", stockUnit: "M" })).toMatchObject({ variant: "measurable" });
    const both = evaluate({ ...TEXTBOOK, stock: "60", stockUnit: "M", volume: "5" });
    expect(both).toMatchObject({
      variant: "cautionStockAboveWater",
      caution: `${SERIAL_MESSAGES.stockAboveWater("60 M")} ${SERIAL_MESSAGES.transferBelowPipette("0.5 µL")}`,
    });
    if (both.kind !== "ready") throw new Error("expected a plan");
    expect(
      both.plan.csv
        .trim()
        .split("\r\n")
        .at(-1)!
        .endsWith(`${SERIAL_CAUTION_TEXT.cautionStockAboveWater}; ${SERIAL_CAUTION_TEXT.cautionTransferBelowPipette}`),
    ).toBe(true);
    expect(evaluate({ ...TEXTBOOK, stock: "5000", stockUnit: "mg/mL" })).toMatchObject({ variant: "measurable" });
  });

  it("names the tubes that hold the diluent in plain words: tube 1, tubes 1 and 2, tubes 1 to 5", () => {
    const line = (steps: string) => plan({ ...TEXTBOOK, steps }).conventionText;
    expect(line("2")).toContain("tube 1 then holds 900 µL");
    expect(line("3")).toContain("tubes 1 and 2 then hold 900 µL");
    expect(line("6")).toContain("tubes 1 to 5 then hold 900 µL");
  });

  it("a series too steep for a number refuses with the lab tools' words", () => {
    expect(evaluate({ ...TEXTBOOK, factor: "999999999999999", steps: "24" })).toEqual({
      kind: "invalid",
      field: "factor",
      reason: "too-small",
      message: MESSAGE_TOO_SMALL,
    });
    // 10^300 µL is read only by a parser that takes 15+ integer digits.
    const huge = `1${"0".repeat(300)}`;
    const read = readLabNumber(huge, { name: "Final volume per tube", prompt: "the final volume per tube" });
    expect(evaluate({ ...TEXTBOOK, volume: huge, factor: "1.00000000000001", convention: "afterTransfer" })).toEqual(
      read.ok
        ? { kind: "invalid", field: "factor", reason: "too-large", message: MESSAGE_TOO_LARGE }
        : { kind: "invalid", field: "volume", reason: read.reason, message: read.message },
    );
  });

  it("cites its sources", () => {
    expect(SOURCES.map((s) => s.id)).toEqual(["dilution-factor", "pipette-ranges"]);
  });
});

describe("arithmetic", () => {
  it("chooses a tube's unit by the figure shown: 0.999… µM at 3 figures reads 1 µM, never 1\u202f000 nM", () => {
    expect(suitedUnit(0.000999999, "mM", 3)).toEqual({ value: 0.999999, unit: "µM" });
    expect(suitedUnit(0.000999999, "mM")).toEqual({ value: 999.999, unit: "nM" });
    for (const steps of ["6", "7"]) {
      const r = evaluateSerialDilution({
        ...DEFAULT_SERIAL_INPUTS,
        stock: "1",
        stockUnit: "mM",
        mode: "target",
        target: "1",
        targetUnit: "µM",
        steps,
        volume: "100",
      });
      expect(r.kind === "ready" && r.plan.tubes.at(-1)!.text).toBe("1 µM");
    }
  });

  it("tubes in the unit that suits them; g/L, % and ppm stay in their own", () => {
    expect(suitedUnit(0.0005, "M")).toEqual({ value: 500, unit: "µM" });
    expect(suitedUnit(0.0000005, "nM")).toEqual({ value: 0.0000005, unit: "nM" });
    expect(suitedUnit(0.5, "mg/mL")).toEqual({ value: 500, unit: "mcg/mL" });
    expect(suitedUnit(0.001, "% w/v")).toEqual({ value: 0.001, unit: "% w/v" });
    expect(tubeConcentrations(1, 2, 3)).toEqual([0.5, 0.25, 0.125]);
    expect(tubeVolumes(1000, 4, "beforeTransfer")).toEqual({ transfer: 250, diluent: 750, mixed: 1000 });
    expect(tubeVolumes(750, 4, "afterTransfer")).toEqual({ transfer: 250, diluent: 750, mixed: 1000 });
    expect(factorForTarget(1, 0.000001, 6)).toBe(10);
  });
});

const typedNumber = (min: number, max: number, decimals: number) =>
  fc
    .tuple(fc.integer({ min, max }), fc.integer({ min: 0, max: decimals }))
    .map(([m, d]) => typeableNumber(m / 10 ** d));
const stockUnit = fc.constantFrom<ConcentrationSymbol>(...CONCENTRATION_UNITS.map((u) => u.symbol));

describe("properties", () => {
  it("the last tube is stock ÷ factor^steps, and each tube is the one before ÷ factor", () => {
    fc.assert(
      fc.property(
        typedNumber(1, 99999, 3),
        typedNumber(11, 1000, 1),
        fc.integer({ min: 1, max: MAX_STEPS }),
        stockUnit,
        (stock, factor, steps, unit) => {
          const p = plan({ stock, stockUnit: unit, factor, steps: String(steps), volume: "1000" });
          const expected = Number(stock) / Number(factor) ** steps;
          expect(Math.abs(p.tubes.at(-1)!.concentration - expected) / expected).toBeLessThan(1e-12);
          p.tubes.forEach((t, i) => {
            const before = i === 0 ? Number(stock) : p.tubes[i - 1]!.concentration;
            expect(Math.abs(t.concentration * Number(factor) - before) / before).toBeLessThan(1e-12);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it("the volumes add up under either convention, and a solved factor reaches its target", () => {
    fc.assert(
      fc.property(
        typedNumber(11, 1000, 1),
        typedNumber(1, 99999, 2),
        fc.constantFrom("beforeTransfer" as const, "afterTransfer" as const),
        (factor, volume, convention) => {
          const p = plan({ ...TEXTBOOK, factor, volume, convention });
          const [f, v] = [Number(factor), Number(volume)];
          expect(Math.abs(p.transfer + p.diluent - p.mixedVolume) / p.mixedVolume).toBeLessThan(1e-12);
          expect(Math.abs(p.mixedVolume / p.transfer - f) / f).toBeLessThan(1e-12);
          expect(convention === "beforeTransfer" ? p.mixedVolume : p.diluent).toBe(v);
        },
      ),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        typedNumber(1, 99999, 2),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: MAX_STEPS }),
        (stock, times, steps) => {
          const target = typeableNumber(Number(stock) / times, 10);
          const p = plan({
            stock,
            stockUnit: "µM",
            mode: "target",
            target,
            targetUnit: "µM",
            steps: String(steps),
            volume: "1000",
          });
          expect(Math.abs(p.tubes.at(-1)!.concentration - Number(target)) / Number(target)).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("the volumes shown check by hand: transfer + diluent = the final volume, final volume + transfer = the mixed volume", () => {
    // 100 µL at a factor of 1.0106 read "100 µL − 99 µL = 1.05 µL"; the transfer is 98.9511 µL.
    const near = plan({ ...TEXTBOOK, factor: "1.0106", volume: "100" });
    expect(near.working.slice(0, 2)).toEqual([
      "transfer = 100 µL ÷ 1.0106 = 98.9511 µL",
      "diluent = 100 µL − 98.9511 µL = 1.0489 µL",
    ]);
    const figure = (text: string) => parseDecimal(text.replace(/ [µm]?L$/, "").replace(/[,\u202f]/g, ""))!;
    fc.assert(
      fc.property(
        // Factors from 1.001 to 100,000 and volumes from 0.01 µL: every figure within the 12
        // decimals a lab figure shows (beyond them the figures keep their significant figures).
        typedNumber(1001, 100000, 3),
        typedNumber(1, 99999, 2),
        fc.constantFrom("beforeTransfer" as const, "afterTransfer" as const),
        (factor, volume, convention) => {
          const p = plan({ ...TEXTBOOK, factor, volume, convention });
          const v = figure(`${volume} µL`);
          const [transfer, diluent, mixed] = [p.text.transfer, p.text.diluent, p.text.mixed].map(figure);
          const sum = convention === "beforeTransfer" ? add(transfer!, diluent!) : add(v, transfer!);
          expect(cmp(sum, convention === "beforeTransfer" ? v : mixed!), `${factor}, ${volume} µL`).toBe(0);
          // The transfer shown is the exact one (V ÷ F, or V ÷ (F − 1)) to within 0.5 %.
          const f = Number(factor);
          const exact = convention === "beforeTransfer" ? Number(volume) / f : Number(volume) / (f - 1);
          expect(
            Math.abs(Number(p.text.transfer.replace(/ µL$/, "").replace(/[,\u202f]/g, "")) - exact) / exact,
          ).toBeLessThan(0.005);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("no NaN, Infinity or undefined in any text, for any typed text and choice", () => {
    const text = fc.oneof(
      fc.string(),
      fc.double().map(String),
      fc.integer({ min: -5, max: 40 }).map(String),
      fc.constantFrom(
        "",
        "1e308",
        "-0",
        "NaN",
        "Infinity",
        "undefined",
        "1:10",
        "1 in 0",
        "1.5",
        "0.5",
        "1e-320",
        "999999999999999",
      ),
    );
    fc.assert(
      fc.property(
        fc.record({
          stock: text,
          stockUnit,
          mode: fc.constantFrom("factor" as const, "target" as const),
          factor: text,
          target: text,
          targetUnit: stockUnit,
          steps: text,
          volume: text,
          volumeUnit: fc.constantFrom("µL" as const, "mL" as const),
          convention: fc.constantFrom("beforeTransfer" as const, "afterTransfer" as const),
        }),
        (inputs) => {
          for (const s of strings(evaluateSerialDilution(inputs))) expect(s).not.toMatch(/NaN|Infinity|undefined/);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
