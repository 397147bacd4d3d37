/**
 * The one table of number conventions by kind of field (issue 51, decisions.md "Converter" and
 * "Dose display follows medication-safety rules"). What can be read one way is read; what could be
 * read two ways is asked. Every calculator field is one of these kinds, and the entry parser
 * (entry.ts), the figures the site writes into a field (typeableNumber), the share-link codec and
 * the hints under the fields all read their rule here.
 *
 * Both kinds alike:
 *  - a space (ordinary, no-break, narrow no-break or thin) between groups of exactly three digits
 *    groups thousands and is read (`2 500`, `1 350.5`): a space is never a decimal mark;
 *  - a comma followed by exactly three digits after a whole part of 1 to 3 digits (`1,350`,
 *    `1,000`) is asked, with both readings offered, each typeable; any other single comma is a
 *    decimal comma (`2,5`, `0,125`);
 *  - hexadecimal, digit separators (`1_000`), digits other than 0-9 and more than 15 significant
 *    digits are refused.
 * By kind:
 *  - dose fields (amount, strength, weight, rates, the batch list, the double check): a point
 *    followed by exactly three digits after a non-zero whole part of 1 to 3 digits (`1.000`,
 *    `2.500`, `1.250`) is asked (no dose is written with three trailing decimals, and one thousand
 *    is then the likelier reading); scientific notation is refused with a hint;
 *  - laboratory fields (molarity, dilution, the concentration converter, serial dilution): a point
 *    is always a decimal (`4.383` g, `58.443` g/mol, `1.000` L, as a balance, a formula and a
 *    volumetric flask give them); scientific notation is read (`1e-3`, `1.5E-6`, `1.5×10⁻⁶`,
 *    `1.5x10^-6`).
 */

export type FieldKind = "dose" | "lab";

export interface FieldRule {
  readonly kind: FieldKind;
  /** A point before exactly three digits after a non-zero whole part of 1 to 3 digits. */
  readonly pointBeforeThree: "ask" | "decimal";
  /** `1e-3`, `1.5×10⁻⁶`. */
  readonly scientific: "refuse" | "read";
  /** What the field says under it of the rule it follows (one short sentence). */
  readonly says: string;
}

export const FIELD_RULES: Readonly<Record<FieldKind, FieldRule>> = {
  dose: {
    kind: "dose",
    pointBeforeThree: "ask",
    scientific: "refuse",
    says: "Numbers here: a point marks decimals (2.5), thousands take a space or nothing (2 500 or 2500), and “1,000” or “1.000” is asked about, never guessed.",
  },
  lab: {
    kind: "lab",
    pointBeforeThree: "decimal",
    scientific: "read",
    says: "Numbers here: a point always marks decimals (4.383), thousands take a space or nothing (2 500), “1,000” is asked about, and 1e-3 or 1.5×10⁻⁶ is read.",
  },
};
