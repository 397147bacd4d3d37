/**
 * The share link's codec (issue 16, src/machines/converter/share-link.calc.ts): the inputs, never
 * a result, in the fragment; strict, all-or-nothing reading.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  SHARE_VALUE_MAX,
  decodeShareFragment,
  encodeShareFragment,
  fragmentOfLink,
  isShareableText,
  shareLinkOf,
  sharedInputsOf,
} from "~/machines/converter/share-link.calc";
import type { ConverterInputs } from "~/domain/dose/conversion";
import { evaluateConverter } from "~/domain/dose/conversion";

const LABEL: Required<ConverterInputs> = {
  amountText: "250",
  concentrationText: "250 mg per 5 mL",
  direction: "mgToMl",
  route: "unstated",
};

describe("encodeShareFragment", () => {
  it("writes a short readable versioned fragment with the inputs as typed", () => {
    expect(encodeShareFragment(LABEL)).toBe("v=1&dir=mg-ml&amount=250&strength=250%20mg%20per%205%20mL&route=unstated");
    expect(encodeShareFragment({ amountText: "2.5", concentrationText: "50", direction: "mlToMg" })).toBe(
      "v=1&dir=ml-mg&amount=2.5&strength=50&route=unstated",
    );
  });

  it("carries the route stated, which decides the syringe kind the link's volume is measured with", () => {
    expect(encodeShareFragment({ ...LABEL, route: "injection" })).toBe(
      "v=1&dir=mg-ml&amount=250&strength=250%20mg%20per%205%20mL&route=injection",
    );
    expect(encodeShareFragment({ ...LABEL, route: "oral" })).toMatch(/&route=oral$/);
  });

  it("never carries a result: only the three inputs and the route are in the fragment", () => {
    const fragment = encodeShareFragment(LABEL)!;
    const result = evaluateConverter(LABEL).result;
    expect(result.status).not.toBe("none");
    expect(fragment.split("&").map((p) => p.split("=")[0])).toEqual(["v", "dir", "amount", "strength", "route"]);
    // 250 mg at 50 mg/mL = 5 mL: every value is an input as typed or a code, none is the result.
    expect(Object.fromEntries(fragment.split("&").map((p) => p.split("=")))).toEqual({
      v: "1",
      dir: "mg-ml",
      amount: "250",
      strength: "250%20mg%20per%205%20mL",
      route: "unstated",
    });
    expect(fragment).not.toMatch(/result|ml=|mg=/i);
  });

  it("refuses text that cannot travel: too long, control or format characters", () => {
    expect(encodeShareFragment({ ...LABEL, amountText: "1".repeat(SHARE_VALUE_MAX) })).not.toBeNull();
    expect(encodeShareFragment({ ...LABEL, amountText: "1".repeat(SHARE_VALUE_MAX + 1) })).toBeNull();
    expect(encodeShareFragment({ ...LABEL, concentrationText: "5\u0000" })).toBeNull();
    expect(encodeShareFragment({ ...LABEL, concentrationText: "5\n" })).toBeNull();
    expect(encodeShareFragment({ ...LABEL, concentrationText: "\u202e05" })).toBeNull(); // right-to-left override
    expect(encodeShareFragment({ ...LABEL, amountText: "2\u200b5" })).toBeNull(); // zero-width space
    expect(encodeShareFragment({ ...LABEL, amountText: "2\ud8005" })).toBeNull(); // a lone surrogate (encodeURIComponent would throw)
  });

  it("builds the whole link from the page's address, dropping any fragment it had", () => {
    expect(shareLinkOf("https://example.org/20-mg-to-ml", LABEL)).toBe(
      "https://example.org/20-mg-to-ml#v=1&dir=mg-ml&amount=250&strength=250%20mg%20per%205%20mL&route=unstated",
    );
    expect(shareLinkOf("https://example.org/#v=1&dir=ml-mg", LABEL)).toBe(
      `https://example.org/#${encodeShareFragment(LABEL)}`,
    );
    expect(shareLinkOf("", LABEL)).toBeNull();
    expect(fragmentOfLink("https://example.org/#v=1")).toBe("v=1");
    expect(fragmentOfLink("https://example.org/")).toBe("");
  });
});

describe("decodeShareFragment", () => {
  it("reads a link as location.hash gives it, with or without '#'", () => {
    expect(decodeShareFragment("#v=1&dir=mg-ml&amount=250&strength=250%20mg%20per%205%20mL&route=unstated")).toEqual({
      kind: "link",
      inputs: LABEL,
    });
    expect(sharedInputsOf("v=1&dir=ml-mg&amount=5&strength=50&route=injection")).toEqual({
      amountText: "5",
      concentrationText: "50",
      direction: "mlToMg",
      route: "injection",
    });
  });

  it("opens a link made before links carried the route with the route not stated, as it was made", () => {
    expect(decodeShareFragment("#v=1&dir=mg-ml&amount=250&strength=250%20mg%20per%205%20mL")).toEqual({
      kind: "link",
      inputs: LABEL,
    });
  });

  it("accepts the keys in any order, and empty fields (the converter shows its usual empty state)", () => {
    expect(sharedInputsOf("#strength=10&route=oral&amount=&dir=mg-ml&v=1")).toEqual({
      amountText: "",
      concentrationText: "10",
      direction: "mgToMl",
      route: "oral",
    });
  });

  it("hands a value the converter refuses to the converter unchanged (not a tampered link)", () => {
    expect(sharedInputsOf("#v=1&dir=mg-ml&amount=abc&strength=1%2C200")).toEqual({
      amountText: "abc",
      concentrationText: "1,200",
      direction: "mgToMl",
      route: "unstated",
    });
  });

  it("is not a link: no fragment, an empty one, an in-page anchor, not a string", () => {
    for (const hash of ["", "#", "#faq", "#main-content", "how_to", undefined, null, 42]) {
      expect(decodeShareFragment(hash)).toEqual({ kind: "none" });
    }
  });

  const TAMPERED: ReadonlyArray<[string, string]> = [
    ["another version", "#v=2&dir=mg-ml&amount=250&strength=50"],
    ["no version", "#dir=mg-ml&amount=250&strength=50"],
    ["a missing key", "#v=1&dir=mg-ml&amount=250"],
    ["a missing direction", "#v=1&amount=250&strength=50"],
    ["an unknown key", "#v=1&dir=mg-ml&amount=250&strength=50&result=5"],
    ["a repeated key", "#v=1&dir=mg-ml&amount=250&amount=2500&strength=50"],
    ["an unknown direction", "#v=1&dir=mg-mcg&amount=250&strength=50"],
    ["an unknown route", "#v=1&dir=mg-ml&amount=250&strength=50&route=rectal"],
    ["an empty route", "#v=1&dir=mg-ml&amount=250&strength=50&route="],
    ["a route in capitals", "#v=1&dir=mg-ml&amount=250&strength=50&route=Injection"],
    ["a repeated route", "#v=1&dir=mg-ml&amount=250&strength=50&route=oral&route=injection"],
    ["a part without '='", "#v=1&dir=mg-ml&amount=250&strength"],
    ["an empty part", "#v=1&&dir=mg-ml&amount=250&strength=50"],
    ["broken percent-encoding", "#v=1&dir=mg-ml&amount=25%&strength=50"],
    ["an invalid UTF-8 escape", "#v=1&dir=mg-ml&amount=%FF&strength=50"],
    ["a '+' (space or plus?)", "#v=1&dir=mg-ml&amount=250&strength=250+mg%2F5+mL"],
    ["a raw space", "#v=1&dir=mg-ml&amount=250&strength=250 mg"],
    ["a control character", "#v=1&dir=mg-ml&amount=25%000&strength=50"],
    ["a newline", "#v=1&dir=mg-ml&amount=250%0A&strength=50"],
    ["a right-to-left override", "#v=1&dir=mg-ml&amount=%E2%80%AE052&strength=50"],
    ["a value over 64 characters", `#v=1&dir=mg-ml&amount=${"1".repeat(65)}&strength=50`],
    ["a huge fragment", `#v=1&dir=mg-ml&amount=1&strength=50&${"x".repeat(2000)}`],
    ["a prototype key", "#v=1&dir=mg-ml&amount=1&strength=50&__proto__=1"],
    ["an upper-case key", "#V=1&dir=mg-ml&amount=1&strength=50"],
  ];
  it.each(TAMPERED)("refuses the whole fragment with %s", (_name, hash) => {
    expect(decodeShareFragment(hash)).toEqual({ kind: "unreadable" });
  });
});

/** Text a person can type in a field and a link can carry. */
const typed = fc
  .oneof(fc.fullUnicodeString({ maxLength: SHARE_VALUE_MAX }), fc.string({ maxLength: SHARE_VALUE_MAX }))
  .filter(isShareableText);
const inputs = fc.record({
  amountText: typed,
  concentrationText: typed,
  direction: fc.constantFrom("mgToMl" as const, "mlToMg" as const),
  route: fc.constantFrom("unstated" as const, "oral" as const, "injection" as const),
});

describe("properties", () => {
  it("decode(encode(x)) = x for every input a link can carry", () => {
    fc.assert(
      fc.property(inputs, (x) => {
        const fragment = encodeShareFragment(x);
        expect(fragment).not.toBeNull();
        expect(decodeShareFragment(`#${fragment}`)).toEqual({ kind: "link", inputs: x });
      }),
      { numRuns: 500 },
    );
  });

  it("decode(encode(x)) = x for typical entries (digits, units, label forms)", () => {
    const entry = fc.stringMatching(/^[0-9 .,/a-zA-Zµ%-]{0,40}$/);
    fc.assert(
      fc.property(
        entry,
        entry,
        fc.constantFrom("mgToMl" as const, "mlToMg" as const),
        fc.constantFrom("unstated" as const, "oral" as const, "injection" as const),
        (amountText, concentrationText, direction, route) => {
          const x = { amountText, concentrationText, direction, route };
          expect(sharedInputsOf(shareLinkOf("https://example.org/", x)!.split("#")[1])).toEqual(x);
        },
      ),
    );
  });

  it("random text never throws and is either nothing, a link within the limits, or unreadable", () => {
    const hashes = fc.oneof(
      fc.fullUnicodeString({ maxLength: 200 }),
      fc.unicodeString({ maxLength: 200 }),
      fc.string({ maxLength: 200 }).map((s) => `#${s}`),
      fc
        .array(
          fc.tuple(fc.constantFrom("v", "dir", "amount", "strength", "route", "x"), fc.string({ maxLength: 20 })),
          {
            maxLength: 6,
          },
        )
        .map((parts) => `#${parts.map(([k, v]) => `${k}=${v}`).join("&")}`),
    );
    fc.assert(
      fc.property(hashes, (hash) => {
        const read = decodeShareFragment(hash);
        expect(["none", "link", "unreadable"]).toContain(read.kind);
        if (read.kind === "link") {
          expect(isShareableText(read.inputs.amountText)).toBe(true);
          expect(isShareableText(read.inputs.concentrationText)).toBe(true);
          // A link that is read is read back the same way after writing it again.
          expect(decodeShareFragment(encodeShareFragment(read.inputs))).toEqual(read);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
