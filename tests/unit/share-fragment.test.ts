import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  addedChoiceField,
  choiceField,
  decodeShareFragment,
  encodeShareFragment,
  fragmentOfLink,
  SHARE_VALUE_MAX,
  shareBlocks,
  shareLinkOf,
  sharedValuesOf,
  textField,
} from "~/domain/share/share-fragment";

/** A calculator's link with a choice and two texts (as the new calculators declare theirs). */
const SCHEMA = { mode: choiceField(["rate", "volume"]), dose: textField, bag: textField } as const;

describe("the share-link codec every calculator uses", () => {
  it("writes the version, then each field in the schema's order, encoded as encodeURIComponent does", () => {
    expect(encodeShareFragment(SCHEMA, { mode: "rate", dose: "5 mcg/kg/min", bag: "400 mg in 250 mL" })).toBe(
      "v=1&mode=rate&dose=5%20mcg%2Fkg%2Fmin&bag=400%20mg%20in%20250%20mL",
    );
  });

  it("reads back exactly what it wrote, for any texts a link can carry", () => {
    const text = fc.string({ maxLength: SHARE_VALUE_MAX }).filter((s) => !/[\p{Cc}\p{Cf}\p{Cs}]/u.test(s));
    fc.assert(
      fc.property(fc.constantFrom("rate", "volume"), text, text, (mode, dose, bag) => {
        const link = shareLinkOf(SCHEMA, "https://example.org/infusion-rate-calculator#faq", { mode, dose, bag });
        expect(link).not.toBeNull();
        expect(link!.startsWith("https://example.org/infusion-rate-calculator#v=1&")).toBe(true);
        expect(decodeShareFragment(SCHEMA, `#${fragmentOfLink(link!)}`)).toEqual({
          kind: "link",
          values: { mode, dose, bag },
        });
      }),
    );
  });

  it("writes no link when a text is too long or hides a character, or a choice is not one of its codes", () => {
    expect(encodeShareFragment(SCHEMA, { mode: "rate", dose: "1".repeat(SHARE_VALUE_MAX + 1), bag: "1" })).toBeNull();
    expect(encodeShareFragment(SCHEMA, { mode: "rate", dose: "5\u202e", bag: "1" })).toBeNull();
    expect(encodeShareFragment(SCHEMA, { mode: "hourly", dose: "5", bag: "1" })).toBeNull();
    expect(shareLinkOf(SCHEMA, "", { mode: "rate", dose: "5", bag: "1" })).toBeNull();
  });

  it("is not a link when there is no fragment or only an in-page anchor", () => {
    for (const hash of ["", "#", "#faq", "#main-content", undefined, 42]) {
      expect(decodeShareFragment(SCHEMA, hash)).toEqual({ kind: "none" });
    }
  });

  it("refuses the whole fragment, never part of it, when anything is wrong", () => {
    const refused = [
      "#v=2&mode=rate&dose=5&bag=1", // another version
      "#mode=rate&dose=5&bag=1", // no version
      "#v=1&mode=rate&dose=5", // a field missing
      "#v=1&mode=rate&dose=5&bag=1&bag=2", // a field twice
      "#v=1&mode=rate&dose=5&bag=1&extra=1", // an unknown key
      "#v=1&mode=hourly&dose=5&bag=1", // a choice that is not one of its codes
      "#v=1&mode=rate&dose=5+mg&bag=1", // a character encodeURIComponent escapes
      "#v=1&mode=rate&dose=%E0%A4%A&bag=1", // broken percent-encoding
      "#v=1&mode=rate&dose=%E2%80%AE5&bag=1", // a bidi override
      "#v=1&mode=rate&dose&bag=1", // no "="
      `#v=1&mode=rate&dose=${"1".repeat(SHARE_VALUE_MAX + 1)}&bag=1`, // too long a value
      `#v=1&mode=rate&dose=5&bag=${"%20".repeat(300)}`, // too long a fragment
    ];
    for (const hash of refused) {
      expect(decodeShareFragment(SCHEMA, hash), hash).toEqual({ kind: "unreadable" });
      expect(sharedValuesOf(SCHEMA, hash), hash).toBeNull();
    }
  });

  it("never throws, whatever the fragment", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 700 }), (hash) => {
        expect(["none", "link", "unreadable"]).toContain(decodeShareFragment(SCHEMA, hash).kind);
      }),
    );
  });

  it("reads a choice added after links were made as its stated code when a link lacks it, and strictly when present", () => {
    const later = { ...SCHEMA, unit: addedChoiceField(["mL", "L"], "mL") } as const;
    expect(encodeShareFragment(later, { mode: "rate", dose: "5", bag: "1", unit: "L" })).toBe(
      "v=1&mode=rate&dose=5&bag=1&unit=L",
    );
    expect(sharedValuesOf(later, "#v=1&mode=rate&dose=5&bag=1")).toEqual({
      mode: "rate",
      dose: "5",
      bag: "1",
      unit: "mL",
    });
    expect(sharedValuesOf(later, "#v=1&mode=rate&dose=5&bag=1&unit=L")).toEqual({
      mode: "rate",
      dose: "5",
      bag: "1",
      unit: "L",
    });
    for (const hash of [
      "#v=1&mode=rate&dose=5&bag=1&unit=",
      "#v=1&mode=rate&dose=5&bag=1&unit=dL",
      "#v=1&mode=rate&dose=5&bag=1&unit=L&unit=mL",
    ])
      expect(decodeShareFragment(later, hash), hash).toEqual({ kind: "unreadable" });
    // The other fields are still required.
    expect(decodeShareFragment(later, "#v=1&mode=rate&dose=5&unit=L")).toEqual({ kind: "unreadable" });
    expect(() => addedChoiceField(["mL", "L"], "dL")).toThrow(/absent code/);
  });
});

describe("why entries cannot travel in a link (the reason 'Copy share link' gives)", () => {
  const values = (dose: string, bag: string) => ({ mode: "rate", dose, bag });
  it("names each reason once, exactly when the link cannot be made", () => {
    const long = "1".repeat(SHARE_VALUE_MAX + 1);
    expect(shareBlocks(SCHEMA, values("5", "400"))).toEqual([]);
    expect(shareBlocks(SCHEMA, values("1".repeat(SHARE_VALUE_MAX), ""))).toEqual([]);
    expect(shareBlocks(SCHEMA, values(long, "400"))).toEqual(["long"]);
    expect(shareBlocks(SCHEMA, values(long, long))).toEqual(["long"]);
    expect(shareBlocks(SCHEMA, values("5\u200b", "400"))).toEqual(["hidden"]);
    expect(shareBlocks(SCHEMA, values("5\u202e", long))).toEqual(["long", "hidden"]);
  });
  it("is empty exactly when the fragment can be written", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (dose, bag) => {
        const blocked = shareBlocks(SCHEMA, values(dose, bag)).length > 0;
        expect(blocked).toBe(encodeShareFragment(SCHEMA, values(dose, bag)) === null);
      }),
    );
  });
});
