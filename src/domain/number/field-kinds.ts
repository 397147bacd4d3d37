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
 *    `1,000`) is asked, with both readings offered, each typeable (label fields below read some);
 *    any other single comma is a decimal comma (`2,5`, `0,125`);
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
 *    `1.5x10^-6`);
 *  - label fields (what a label or a bag prints: the amount in a bag, a vial's powder, a strength's
 *    amount per volume; issue 56, principle 5): as dose fields, except that a comma followed by
 *    exactly three digits after a whole part of 1 to 3 digits is read as grouping thousands when
 *    its decimal reading would end in a zero (`25,000` → 25 000, `2,500` → 2 500, `1,250` →
 *    1 250): a label never prints a trailing zero after a decimal point (The Joint Commission's
 *    Do Not Use list; ISMP's list of error-prone abbreviations, symbols and dose designations), so
 *    the decimal reading (25.000, 2.500) is not one a label can have. Commas grouping every three
 *    digits (`25,000,000`, `5,000,000`) have no decimal reading at all and are read too. Any other
 *    comma before three digits (`4,383`, `1,234`) is still asked, and what was read is always
 *    shown ("Read as 25 000 units (a label’s comma groups thousands)").
 */

export type FieldKind = "dose" | "lab" | "label";

export interface FieldRule {
  readonly kind: FieldKind;
  /** A point before exactly three digits after a non-zero whole part of 1 to 3 digits. */
  readonly pointBeforeThree: "ask" | "decimal";
  /**
   * A comma before exactly three digits after a whole part of 1 to 3 digits: always asked, or
   * read as grouping thousands when the decimal reading would end in a zero (and commas grouping
   * every three digits read), as a label prints them.
   */
  readonly commaBeforeThree: "ask" | "labelGroups";
  /** `1e-3`, `1.5×10⁻⁶`. */
  readonly scientific: "refuse" | "read";
  /** What the field says under it of the rule it follows (one short sentence). */
  readonly says: string;
}

export const FIELD_RULES: Readonly<Record<FieldKind, FieldRule>> = {
  dose: {
    kind: "dose",
    pointBeforeThree: "ask",
    commaBeforeThree: "ask",
    scientific: "refuse",
    says: "Numbers here: a point marks decimals (2.5), thousands take a space or nothing (2 500 or 2500), and “1,000” or “1.000” is asked about, never guessed.",
  },
  lab: {
    kind: "lab",
    pointBeforeThree: "decimal",
    commaBeforeThree: "ask",
    scientific: "read",
    says: "Numbers here: a point always marks decimals (4.383), thousands take a space or nothing (2 500), “1,000” is asked about, and 1e-3 or 1.5×10⁻⁶ is read.",
  },
  label: {
    kind: "label",
    pointBeforeThree: "ask",
    commaBeforeThree: "labelGroups",
    scientific: "refuse",
    says: "What is in the bag or vial, and a strength, are read as a label prints them: “25,000” or “2,500” is 25 000 or 2 500 (a label never writes a zero at the end of decimals), commas between every three digits (“5,000,000”) are read, and “4,383” or “1.000” is asked about.",
  },
};

/**
 * The dose converter's strength field (decisions.md "Converter"): a strength typed with its units,
 * as its label prints it, is read by the label's rule; a bare number keeps the dose rule.
 */
export const LABEL_WITH_UNITS_SAYS =
  "A strength typed with its units as its label prints it (“1,000 mg per 10 mL”, “2,500 mg/mL”) reads a comma before three digits ending in 0 as thousands; a bare “1,000” is asked about.";

/** What a note says after a number whose comma was read as a label's thousands separator. */
export const LABEL_COMMA_READ = "(a label’s comma groups thousands)";

/** A note of how an entry was read, followed by why its comma was read as grouping thousands when it was. */
export function withLabelComma(note: string, groupedComma: boolean): string {
  return groupedComma ? `${note} ${LABEL_COMMA_READ}` : note;
}
