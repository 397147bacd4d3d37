/**
 * On the syringe page a copied line carries the warnings of the syringe the person chose (the
 * insulin syringe for a dose in mg, one too small for the volume), as the print card does: a
 * warning travels with the result it is about (decisions.md 'Dose safety'). The recommended
 * syringe adds nothing: its cautions are the converter's own.
 */
import { describe, expect, it } from "vitest";
import { chosenSyringeWarnings, lineWithSyringeWarnings } from "~/machines/syringe/syringe.spoken";
import { CAUTION_LEAD } from "~/domain/dose/conversion";

const LINE = "10 mg at 50 mg/mL = 0.2 mL";

describe("the chosen syringe's warnings in a copied line", () => {
  it("the insulin syringe for a dose in mg: its warning follows the line, as a caution", () => {
    const warnings = chosenSyringeWarnings({ volume: 0.2, choice: "insulin-0-5", route: "unstated" });
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings[0]).toMatch(/insulin/i);
    expect(lineWithSyringeWarnings(LINE, { volume: 0.2, choice: "insulin-0-5", route: "unstated" }, CAUTION_LEAD)).toBe(
      `${LINE}. ${CAUTION_LEAD}${warnings.join(" ")}`,
    );
  });

  it("after the converter's own caution, once", () => {
    const cautioned = `${LINE}. ${CAUTION_LEAD}Something to check.`;
    const warnings = chosenSyringeWarnings({ volume: 0.2, choice: "insulin-0-5", route: "unstated" });
    expect(
      lineWithSyringeWarnings(cautioned, { volume: 0.2, choice: "insulin-0-5", route: "unstated" }, CAUTION_LEAD),
    ).toBe(`${cautioned} ${warnings.join(" ")}`);
  });

  it("a syringe too small for the volume says so", () => {
    const line = lineWithSyringeWarnings(
      "100 mg at 40 mg/mL = 2.5 mL",
      { volume: 2.5, choice: "oral-1", route: "unstated" },
      CAUTION_LEAD,
    );
    expect(line).toMatch(/^100 mg at 40 mg\/mL = 2.5 mL\. Caution: /);
  });

  it("nothing for the recommended syringe, no page syringe, or no result", () => {
    expect(lineWithSyringeWarnings(LINE, { volume: 0.2, choice: "auto-oral", route: "unstated" }, CAUTION_LEAD)).toBe(
      LINE,
    );
    expect(lineWithSyringeWarnings(LINE, null, CAUTION_LEAD)).toBe(LINE);
    expect(
      lineWithSyringeWarnings(null, { volume: 0.2, choice: "insulin-0-5", route: "unstated" }, CAUTION_LEAD),
    ).toBeNull();
    expect(chosenSyringeWarnings({ volume: null, choice: "insulin-0-5", route: "unstated" })).toEqual([]);
  });
});

describe("a syringe that does not suit the route travels with the line, first (after the insulin warning)", () => {
  it("an injection syringe by mouth, chosen or by the rule of the other kind", () => {
    for (const choice of ["tuberculin-1", "auto-injection", "insulin-0-5"] as const) {
      const warnings = chosenSyringeWarnings({ volume: 0.2, choice, route: "oral" });
      // First, after the insulin syringe's own warning (insulin only, in units) when that was chosen.
      const at = choice === "insulin-0-5" ? 1 : 0;
      if (at === 1) expect(warnings[0]).toMatch(/^Insulin syringe: for insulin only/);
      expect(warnings[at]).toMatch(
        /^Wrong kind of syringe for the route: the route is by mouth, and the .* is an (injection|insulin) syringe\. Measure a medicine taken by mouth with an oral syringe/,
      );
      expect(lineWithSyringeWarnings(LINE, { volume: 0.2, choice, route: "oral" }, CAUTION_LEAD)).toBe(
        `${LINE}. ${CAUTION_LEAD}${warnings.join(" ")}`,
      );
    }
  });

  it("an oral syringe for an injection; an injection syringe with no route stated", () => {
    expect(chosenSyringeWarnings({ volume: 0.2, choice: "oral-1", route: "injection" })[0]).toMatch(
      /^Wrong kind of syringe for the route: the route is injection, and the 1 mL oral syringe is an oral syringe, for medicines taken by mouth; it does not fit a needle\. Choose an injection syringe\.$/,
    );
    expect(chosenSyringeWarnings({ volume: 0.2, choice: "tuberculin-1", route: "unstated" })).toEqual([
      "No route stated, and the 1 mL tuberculin syringe is an injection syringe. If this medicine is taken by mouth, measure it with an oral syringe, which cannot be connected to a needle or an intravenous line, and state the route.",
    ]);
  });

  it("nothing when the syringe suits the route", () => {
    expect(chosenSyringeWarnings({ volume: 0.2, choice: "tuberculin-1", route: "injection" })).toEqual([]);
    expect(chosenSyringeWarnings({ volume: 0.2, choice: "auto-injection", route: "injection" })).toEqual([]);
    expect(chosenSyringeWarnings({ volume: 0.2, choice: "oral-1", route: "oral" })).toEqual([]);
    expect(chosenSyringeWarnings({ volume: 0.2, choice: "auto-oral", route: "unstated" })).toEqual([]);
  });
});

describe("the converter card on the syringe page copies the chosen syringe's warnings", () => {
  it("insulin chosen for 10 mg at 50 mg/mL: the clipboard gets the line and the warning; the copied mark stays on", async () => {
    const { createActor, fromPromise } = await import("xstate");
    const { provideCard } = await import("~/machines/converter-card/converter-card.machine");
    const { selectConverterRef, selectSyringeRef } = await import("~/machines/converter-card/converter-card.selectors");
    const { SYRINGE_PRESET } = await import("~/data/doses");
    const written: string[] = [];
    const clipboard = fromPromise<void, { text: string }>(async ({ input }) => {
      written.push(input.text);
    });
    const card = createActor(provideCard({ clipboard }), { input: { preset: SYRINGE_PRESET, withSyringe: true } });
    card.start();
    const converter = selectConverterRef(card.getSnapshot());
    converter.send({ type: "amount.change", value: "10" });
    converter.send({ type: "concentration.change", value: "50" });
    selectSyringeRef(card.getSnapshot())!.send({ type: "choice.select", choice: "insulin-0-5" });
    converter.send({ type: "copy" });
    await new Promise((r) => setTimeout(r, 0));
    // No route stated: the insulin (an injection) syringe's route caution first, then its own warning.
    const warnings = chosenSyringeWarnings({ volume: 0.2, choice: "insulin-0-5", route: "unstated" });
    expect(warnings).toHaveLength(2);
    expect(written).toEqual([`${LINE}. ${CAUTION_LEAD}${warnings.join(" ")}`]);
    expect(converter.getSnapshot().matches({ copy: "copied" })).toBe(true);
    card.stop();
  });
});
