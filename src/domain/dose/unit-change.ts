/**
 * What a change of a field's unit does to the number typed in it (issue 56, principle 4: "a change
 * of unit never moves a quantity unseen"). A bare number in a field whose unit is chosen elsewhere
 * on the form ("22" with lb chosen) means that unit; choosing another unit would re-read the same
 * digits in it (22 lb → 22 kg, 2.2×). The rule, one for every clinical calculator:
 *
 *   converted  the number is rewritten in the unit chosen, as the same quantity, so exactly that
 *              reading back gives the very figure the calculation used (15 mg/kg → 15000 mcg/kg;
 *              22 lb → 9.98 kg, the 0.01 kg the pound is read to). Converting back and forth
 *              never drifts: the rewritten text is what is kept, and it reads as the same quantity.
 *   kept       the quantity cannot be written in the unit chosen without changing it (a mass in
 *              units; 3.4565 kg, which the pound's 0.01 kg cannot hold): the number keeps its own
 *              unit, written after it ("500 mg"), and the page says why and asks.
 *   null       nothing moves: the field is empty, refused, zero, or carries its own unit already
 *              (a typed unit wins over the choice), or the unit is the same.
 *
 * The field shows the rewritten text; the machine's `unit` region says which of the three happened
 * and the announcer says it (src/machines/clinical-unit-change.ts). Pure; never throws.
 */
import { typeableText } from "~/domain/number/entry";
import { formatPlainNumber } from "~/domain/number/format";
import { decimalRatio } from "~/domain/number/exact";
import { readMeasure } from "~/domain/clinical";
import { amountFactor, echo, echoAmount, kindOfAmountUnit, type AmountUnit } from "~/domain/clinical-display";

export type Rewrite =
  | { readonly kind: "converted"; readonly text: string; readonly from: string; readonly to: string }
  | { readonly kind: "kept"; readonly text: string; readonly from: string; readonly why: string };

/** The number typed, when the field holds a bare number above 0 (no unit of its own), else null. */
export function bareNumberOf(text: string): { readonly value: number; readonly numberText: string } | null {
  const m = readMeasure(text);
  if (!m.ok || m.unit !== null || m.per.length > 0 || !(m.value > 0)) return null;
  return { value: m.value, numberText: m.numberText };
}

/** The words of a kept number: a mass has no equivalent in units, nor units in a mass. */
export const KEPT_WORDS = {
  otherKind: (from: AmountUnit, to: AmountUnit) =>
    `${from === "units" ? "units are not a mass" : `${to} are not a mass`}, so it cannot be converted: type it in ${to} from the label`,
} as const;

/**
 * A bare amount typed in `from`, after its unit becomes `to` (`suffix`: what follows the unit in
 * the field's words, "/kg" for an order per kg). A mass to a mass is exact (a power of ten).
 */
export function rewriteAmount(text: string, from: AmountUnit, to: AmountUnit, suffix = ""): Rewrite | null {
  const bare = from === to ? null : bareNumberOf(text);
  if (bare === null) return null;
  const typed = `${echoAmount(bare.value, from)}${suffix}`;
  if (kindOfAmountUnit(from) !== kindOfAmountUnit(to))
    return {
      kind: "kept",
      text: `${bare.numberText} ${from}${suffix}`,
      from: typed,
      why: KEPT_WORDS.otherKind(from, to),
    };
  const value = decimalRatio([bare.value, amountFactor(from)], [amountFactor(to)]);
  const plain = formatPlainNumber(value, 20);
  return { kind: "converted", text: typeableText(plain), from: typed, to: `${echo(value, to)}${suffix}` };
}

/** The words of each rewrite, for the field's note and the announcer: "Weight 22 lb is 9.98 kg". */
export function rewriteWords(name: string, rewrite: Rewrite): string {
  return rewrite.kind === "converted"
    ? `${name} ${rewrite.from} is ${rewrite.to}`
    : `${name} ${rewrite.from} kept as typed: ${rewrite.why}`;
}

/**
 * What the announcer says of a unit change, before the answer: the conversions ("Weight 22 lb is
 * 9.98 kg: converted, the quantity is unchanged.") and every number kept and why.
 */
export function unitChangeSentence(rewrites: readonly (readonly [name: string, rewrite: Rewrite])[]): string {
  const converted = rewrites.filter(([, r]) => r.kind === "converted").map(([n, r]) => rewriteWords(n, r));
  const kept = rewrites.filter(([, r]) => r.kind === "kept").map(([n, r]) => `${rewriteWords(n, r)}.`);
  const said =
    converted.length === 0
      ? []
      : [
          `${converted.join("; ")}: converted, the ${converted.length === 1 ? "quantity is" : "quantities are"} unchanged.`,
        ];
  return [...said, ...kept].join(" ");
}
