/**
 * What the clinical calculators' property tests type into a field (tests/unit/weight-dose,
 * infusion-rate and reconstitution): any short text, numbers in every spelling the parser refuses
 * or reads, plain decimals, and each calculator's own entries, weighted so that about half the
 * generated forms reach a result; and the one check every display string passes.
 */
import fc from "fast-check";
import { expect } from "vitest";
import { formatPlainNumber } from "~/domain/number/format";
import { BAD_TEXT, allStrings } from "./exact-reference";

/** A plain decimal as a person types it: "250", "0.35", "12.5". */
export const plainDecimal: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 1, max: 9_999_999 }), fc.integer({ min: 0, max: 6 }))
  .map(([n, d]) => String(n / 10 ** d));

/** Any text a person could type or paste, with `forms` (the calculator's own entries) among it. */
export function anyTypedText(...forms: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "",
        "0",
        "-1",
        "1e308",
        "9".repeat(15),
        "0.000000000000001",
        "1,200",
        "2 500",
        ".5",
        "Infinity",
        "NaN",
      ),
    },
    { weight: 1, arbitrary: fc.double({ noNaN: false }).map(String) },
    { weight: 4, arbitrary: plainDecimal },
    { weight: 4, arbitrary: fc.constantFrom(...forms) },
  );
}

/** No string anywhere in a status shows NaN, Infinity, undefined, null or [object …]. */
export function expectNoBadText(status: unknown): void {
  for (const text of allStrings(status)) expect(text).not.toMatch(BAD_TEXT);
}

/**
 * A number as a person types it so that the one parser reads it as that number: "1.111" would be
 * refused as ambiguous (a point before three digits can group thousands), so it is typed "1.1110",
 * the spelling the parser's own hint offers.
 */
export function typedNumber(n: number): string {
  const text = formatPlainNumber(n, 12);
  return /^[1-9]\d{0,2}\.\d{3}$/.test(text) ? `${text}0` : text;
}

/**
 * A number typed to `significant` significant digits, written out in full ("0.00000685602350636631",
 * never "6.856e-6"): twelve decimal places (typedNumber) keep only seven digits of so small a number.
 */
export function typedSignificant(n: number, significant: number): string {
  const decimals = Math.min(100, Math.max(0, significant - 1 - Math.floor(Math.log10(Math.abs(n)))));
  const text = n
    .toFixed(decimals)
    .replace(/(\.\d*?)0+$/, "$1")
    .replace(/\.$/, "");
  return /^[1-9]\d{0,2}\.\d{3}$/.test(text) ? `${text}0` : text;
}
