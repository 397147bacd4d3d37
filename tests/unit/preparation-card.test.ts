/**
 * The preparation card (issue 27: a real preparation record): the lines it prints for a
 * calculation, with the issue's own cases. The browser tests print it (tests/e2e/safety.spec.ts).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { preparationCard } from "~/machines/converter-card/preparation-card.calc";
import { SYRINGES } from "~/domain/syringe/syringe-catalogue";
import { cautionText } from "~/domain/syringe/syringe-words";
import type { DoseEntry } from "~/machines/double-check/double-check.types";

const entry = (amountText: string, concentrationText: string, extra: Partial<DoseEntry> = {}): DoseEntry => ({
  amountText,
  concentrationText,
  direction: "mgToMl",
  ...extra,
});
const card = (
  e: DoseEntry,
  more: { medicine?: string; doubleChecked?: boolean; syringeChoice?: (typeof SYRINGES)[number]["id"] } = {},
) =>
  preparationCard({
    entry: e,
    medicine: more.medicine ?? "",
    doubleChecked: more.doubleChecked ?? false,
    syringeChoice: more.syringeChoice,
  });

describe("the preparation card: a real preparation record", () => {
  it("gives medicine and route (or lines to write on), the strength with its unit, dose, volume, syringe, worked line, cautions, checked", () => {
    expect(card(entry("20", "10"), { doubleChecked: true })).toEqual({
      medicine: null,
      route: null,
      dose: "20 mg",
      strength: "10 mg/mL",
      strengthMgPerMl: "10 mg/mL",
      volume: "2 mL",
      syringe: "3 mL oral syringe (marked every 0.1 mL): on the 2 mL mark.",
      worked: "20 mg ÷ 10 mg/mL = 2 mL",
      cautions: [],
      checked: "Double checked: yes, by a second person's independent entry.",
    });
  });

  it("prints the medicine and the route typed on screen; the route chooses the syringe kind", () => {
    const lines = card(entry("20", "10", { route: "injection" }), { medicine: "  Furosemide " })!;
    expect(lines.medicine).toBe("Furosemide");
    expect(lines.route).toBe("Injection");
    expect(lines.syringe).toBe("3 mL syringe (marked every 0.1 mL): on the 2 mL mark.");
    expect(card(entry("20", "10", { route: "oral" }))!.route).toBe("By mouth");
  });

  it("the issue's case: 5 mg at 100 mg/mL is 0.05 mL, on a mark of the 1 mL oral syringe (not 'nearest mark 0.1 mL'), with the caution", () => {
    const lines = card(entry("5", "100"), { doubleChecked: true })!;
    expect(lines.volume).toBe("0.05 mL");
    expect(lines.syringe).toBe("1 mL oral syringe (marked every 0.01 mL): on the 0.05 mL mark.");
    expect(lines.cautions).toEqual([cautionText({ kind: "small", volumeMl: 0.05 })]);
  });

  it("the issue's case: 10 mcg at 100 mg/mL is too small to measure, never 'nearest mark 0 mL'", () => {
    const lines = card(entry("10 mcg", "100"))!;
    expect(lines.dose).toBe("0.01 mg");
    expect(lines.volume).toBe("0.0001 mL");
    expect(lines.syringe).toBe(
      "1 mL oral syringe (marked every 0.01 mL): too small to measure: 0.0001 mL is less than half its smallest mark.",
    );
    expect(lines.cautions).toHaveLength(2);
    expect(lines.cautions[1]).toMatch(/^Too small to measure/);
    expect(JSON.stringify(lines)).not.toMatch(/nearest mark 0 mL|nearest mark is 0 mL/);
  });

  it("the issue's case: 1\u202f000 mL is over capacity, with the large caution (never 'needs more than one syringe')", () => {
    const lines = card(entry("100000", "100"))!;
    expect(lines.volume).toBe("1\u202f000 mL");
    expect(lines.syringe).toBe(
      "10 mL oral syringe: over capacity: 1\u202f000 mL is more than it holds (10 mL); no syringe here holds it: ask a pharmacist how to measure it.",
    );
    expect(lines.cautions).toEqual([cautionText({ kind: "large", volumeMl: 1000, family: "oral" })]);
    expect(JSON.stringify(lines)).not.toMatch(/more than one syringe/);
  });

  it("the issue's case: the tuberculin syringe chosen on the syringe page prints as the tuberculin syringe", () => {
    const lines = card(entry("2.5", "50"), { syringeChoice: "tuberculin-1" })!;
    expect(lines.syringe).toBe("1 mL tuberculin syringe (marked every 0.01 mL): on the 0.05 mL mark.");
    // The syringe panel's own warnings about the chosen syringe travel too, once each.
    expect(new Set(lines.cautions).size).toBe(lines.cautions.length);
    // No route stated, an injection syringe: the route's caution comes first.
    expect(lines.cautions[0]).toMatch(/^No route stated, and the 1 mL tuberculin syringe is an injection syringe\./);
  });

  it("a syringe chosen on the syringe page that does not suit the route prints its caution first", () => {
    const byMouth = card(entry("2.5", "50", { route: "oral" }), { syringeChoice: "tuberculin-1" })!;
    expect(byMouth.route).toBe("By mouth");
    expect(byMouth.cautions[0]).toMatch(/^Wrong kind of syringe for the route: the route is by mouth/);
    const injection = card(entry("2.5", "50", { route: "injection" }), { syringeChoice: "oral-1" })!;
    expect(injection.cautions[0]).toMatch(/^Wrong kind of syringe for the route: the route is injection/);
    // A syringe that suits the route adds no such caution.
    const suits = card(entry("2.5", "50", { route: "injection" }), { syringeChoice: "tuberculin-1" })!;
    expect(suits.cautions.join(" ")).not.toMatch(/route/);
  });

  it("halfway between two marks: says halfway, never a nearest that is not nearer", () => {
    const lines = card(entry("5.5", "100"))!;
    expect(lines.volume).toBe("0.055 mL");
    expect(lines.syringe).toMatch(/halfway between the 0.05 mL and 0.06 mL marks, 9.1% away from either/);
  });

  it("keeps the label as written, with its unit, and reads an mL to mg entry the other way round", () => {
    const lines = card({ amountText: "5", concentrationText: " 250 mg per 5 mL ", direction: "mlToMg" })!;
    expect(lines.dose).toBe("250 mg");
    expect(lines.volume).toBe("5 mL");
    expect(lines.strength).toBe("250 mg per 5 mL");
    expect(lines.strengthMgPerMl).toBe("50 mg/mL");
    expect(lines.checked).toBe("Double checked: no.");
    expect(card(entry("10", "1%"))!.strength).toBe("1% (w/v)");
  });

  it("has nothing to print without a result", () => {
    expect(card(entry("", "10"))).toBeNull();
    expect(card(entry("20", "0"))).toBeNull();
    expect(card(entry("1.000", "10"))).toBeNull();
  });

  it("never prints NaN, Infinity, undefined or a nearest mark of 0 mL, whatever the entry", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.000001, max: 5000, noNaN: true }),
        fc.constantFrom("1", "10", "100", "250 mg per 5 mL"),
        fc.constantFrom<"unstated" | "oral" | "injection">("unstated", "oral", "injection"),
        (mg, strength, route) => {
          const lines = card(entry(String(Number(mg.toPrecision(6))), strength, { route }));
          if (!lines) return;
          const text = JSON.stringify(lines);
          expect(text).not.toMatch(/NaN|Infinity|undefined|nearest mark 0 mL|nearest mark is 0 mL/);
        },
      ),
    );
  });
});
