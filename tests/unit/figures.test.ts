/** A number never splits from itself or from its unit (issue 53): the runs views keep whole. */
import { describe, expect, it } from "vitest";
import { figureRuns } from "~/lib/figures";

const figures = (text: string) =>
  figureRuns(text)
    .filter((r) => r.figure)
    .map((r) => r.text);

describe("figureRuns", () => {
  it("keeps each number with its unit, digits grouped by U+202F", () => {
    expect(figures("12\u202f345\u202f678 mL")).toEqual(["12\u202f345\u202f678 mL"]);
    expect(figures("20 mg = 0.4 mL")).toEqual(["20 mg", "0.4 mL"]);
    expect(figures("less than 0.0001 mL")).toEqual(["0.0001 mL"]);
    expect(figures("Add 9.3 mL of diluent at 100 mg/mL")).toEqual(["9.3 mL", "100 mg/mL"]);
    expect(figures("10 drops/mL")).toEqual(["10 drops/mL"]);
    expect(figures("What does 250 mg/5 mL mean?")).toEqual(["250 mg/5 mL"]);
    expect(figures("20 mg/0.2 mL and 40 mg/0.4 mL")).toEqual(["20 mg/0.2 mL", "40 mg/0.4 mL"]);
    expect(figures("2.5%")).toEqual(["2.5%"]);
    expect(figures("1:1\u202f000 (epinephrine)")).toEqual(["1:1\u202f000"]);
  });

  it("gives back the text unchanged, in order", () => {
    for (const text of ["", "No result", "0.4 mL (caution: under 0.1 mL, hard to measure)", "C₆H₁₂O₆ · 180.16"])
      expect(
        figureRuns(text)
          .map((r) => r.text)
          .join(""),
      ).toBe(text);
    expect(figureRuns("Enter a dose")).toEqual([{ text: "Enter a dose", figure: false }]);
  });
});
