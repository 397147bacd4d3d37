/**
 * The concentration converter's share link (issue 32, src/machines/concentration/concentration.share.ts):
 * its schema on the one codec: the entries round-trip exactly, a result never travels, and a link
 * that is not exactly this schema's is refused whole.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { concentrationShareLinkOf, readConcentrationLink } from "~/machines/concentration/concentration.share";
import {
  COMMON_SOLUTES,
  CONVERTER_UNITS,
  DEFAULT_CONCENTRATION_INPUTS,
  type ConcentrationInputs,
} from "~/domain/lab/concentration-units";
import { fragmentOfLink, isShareableText, SHARE_VALUE_MAX } from "~/domain/share/share-fragment";
import { MOLAR_MASS_UNITS } from "~/domain/units";
import { REAGENTS } from "~/domain/lab/reagents";

const PAGE = "https://example.org/concentration-converter";
const SALINE: ConcentrationInputs = {
  value: "0.9",
  unit: "% w/v",
  molecularWeight: "58.44",
  molecularWeightUnit: "g/mol",
  solute: "Sodium chloride",
  density: "",
  purity: "",
  target: "",
  finalVolume: "",
  reagent: null,
};
const hashOf = (link: string) => `#${fragmentOfLink(link)}`;

describe("concentration share link", () => {
  it("writes the ten entries, in order, as typed, and nothing computed", () => {
    const link = concentrationShareLinkOf(`${PAGE}#faq`, SALINE)!;
    expect(link).toBe(
      `${PAGE}#v=1&value=0.9&unit=%25%20w%2Fv&mw=58.44&mwUnit=g%2Fmol&solute=Sodium%20chloride&density=&purity=&target=&volume=&reagent=`,
    );
    expect(link).not.toMatch(/154|mM|mg%2FmL=/);
    expect(concentrationShareLinkOf(PAGE, DEFAULT_CONCENTRATION_INPUTS)).toBe(
      `${PAGE}#v=1&value=&unit=mg%2FmL&mw=&mwUnit=g%2Fmol&solute=&density=&purity=&target=&volume=&reagent=`,
    );
  });

  it("carries the bench entries (issue 52): % w/w, density, purity, target, final volume, reagent; an older link reads them as blank", () => {
    const hcl: ConcentrationInputs = {
      ...DEFAULT_CONCENTRATION_INPUTS,
      value: "37",
      unit: "% w/w",
      molecularWeight: "36.46",
      density: "1.19",
      target: "0.5",
      finalVolume: "250",
      reagent: "Hydrochloric acid",
    };
    const link = concentrationShareLinkOf(PAGE, hcl)!;
    expect(link).toContain("unit=%25%20w%2Fw");
    expect(link).toContain("&density=1.19&purity=&target=0.5&volume=250&reagent=Hydrochloric%20acid");
    expect(readConcentrationLink(hashOf(link))).toEqual({ kind: "link", inputs: hcl });
    // A link made before issue 52: the five keys absent, read as blank and no reagent.
    expect(
      readConcentrationLink("#v=1&value=0.9&unit=%25%20w%2Fv&mw=58.44&mwUnit=g%2Fmol&solute=Sodium%20chloride"),
    ).toEqual({ kind: "link", inputs: SALINE });
    // A reagent no button offers is refused, whole.
    expect(readConcentrationLink(`${hashOf(link).replace("Hydrochloric%20acid", "Unobtainium")}`)).toEqual({
      kind: "unreadable",
    });
  });

  it("reads back exactly what was written: no solute is null", () => {
    expect(readConcentrationLink(hashOf(concentrationShareLinkOf(PAGE, SALINE)!))).toEqual({
      kind: "link",
      inputs: SALINE,
    });
    expect(readConcentrationLink(hashOf(concentrationShareLinkOf(PAGE, DEFAULT_CONCENTRATION_INPUTS)!))).toEqual({
      kind: "link",
      inputs: DEFAULT_CONCENTRATION_INPUTS,
    });
  });

  it("round-trips every shareable entry, unit and solute (property)", () => {
    const text = fc.string({ maxLength: SHARE_VALUE_MAX }).filter(isShareableText);
    const inputs = fc.record({
      value: text,
      unit: fc.constantFrom(...CONVERTER_UNITS),
      molecularWeight: text,
      molecularWeightUnit: fc.constantFrom(...MOLAR_MASS_UNITS.map((u) => u.symbol)),
      solute: fc.constantFrom(null, ...COMMON_SOLUTES.map((s) => s.name)),
      density: text,
      purity: text,
      target: text,
      finalVolume: text,
      reagent: fc.constantFrom(null, ...REAGENTS.map((r) => r.name)),
    });
    fc.assert(
      fc.property(inputs, (typed) => {
        const link = concentrationShareLinkOf(PAGE, typed);
        expect(link).not.toBeNull();
        expect(readConcentrationLink(hashOf(link!))).toEqual({ kind: "link", inputs: typed });
      }),
    );
  });

  it("writes no link for an entry that cannot travel (too long, hidden characters)", () => {
    expect(concentrationShareLinkOf(PAGE, { ...SALINE, value: "1".repeat(SHARE_VALUE_MAX + 1) })).toBeNull();
    expect(concentrationShareLinkOf(PAGE, { ...SALINE, molecularWeight: "58\u202e.44" })).toBeNull();
  });

  it("refuses, whole, a link that is not exactly this schema's", () => {
    const good = fragmentOfLink(concentrationShareLinkOf(PAGE, SALINE)!);
    for (const bad of [
      "#v=1&value=1", // fields missing
      `#${good.replace("v=1", "v=2")}`, // another version
      `#${good.replace("unit=%25%20w%2Fv", "unit=kg")}`, // a unit the converter does not offer
      `#${good.replace("mwUnit=g%2Fmol", "mwUnit=Da")}`, // a weight unit it does not offer
      `#${good.replace("Sodium%20chloride", "Unobtainium")}`, // a solute it does not list
      `#${good}&value=2`, // a repeated key
      `#${good}&result=154`, // an unknown key (a result never travels)
      `#${good.replace("value=0.9", "value=0.9%ZZ")}`, // broken percent-encoding
      `#${good.replace("value=0.9", "value=0 9")}`, // a space, which encodeURIComponent escapes
    ])
      expect(readConcentrationLink(bad), bad).toEqual({ kind: "unreadable" });
  });

  it("an empty fragment or an in-page anchor is not a link at all", () => {
    for (const none of ["", "#", "#faq", "#concentration-faq", undefined, 42])
      expect(readConcentrationLink(none)).toEqual({ kind: "none" });
  });
});
