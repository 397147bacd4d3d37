/** Types of the molarity calculator (product spec §2 'Molarity calculator', §5, §9). */

/** The three inputs, in the order they appear on the form. */
export type MolarityField = "mass" | "molecularWeight" | "volume";

export const MOLARITY_FIELDS: readonly MolarityField[] = ["mass", "molecularWeight", "volume"];

/** The text of each input exactly as typed (inputs start empty). */
export type MolarityValues = Record<MolarityField, string>;

/**
 * One inline hint. `field` is where the hint is shown (null: it belongs to the whole form);
 * `involves` lists the fields whose edit makes the hint out of date.
 */
export interface MolarityIssue {
  readonly field: MolarityField | null;
  readonly message: string;
  readonly involves: readonly MolarityField[];
}

/** The numbers a valid form was read as. */
export interface MolarityInputs {
  /** Mass of solute in g (>= 0). */
  readonly mass: number;
  /** Molecular weight in g/mol (> 0). */
  readonly molecularWeight: number;
  /** Volume of solution in mL (> 0). */
  readonly volume: number;
}

export interface MolarityResult {
  readonly inputs: MolarityInputs;
  /** Amount of solute in mol. */
  readonly moles: number;
  /** Volume in L. */
  readonly litres: number;
  /** Molarity in mol/L (M). */
  readonly molar: number;
}

export type MolarityOutcome =
  | { readonly ok: true; readonly result: MolarityResult }
  | { readonly ok: false; readonly issues: readonly MolarityIssue[] };

export interface MolarityContext {
  readonly values: MolarityValues;
  readonly issues: readonly MolarityIssue[];
  readonly result: MolarityResult | null;
}

export type MolarityEvent =
  | { type: "FIELD.CHANGE"; field: MolarityField; value: string }
  | { type: "CALCULATE" }
  | { type: "RESET" };

/** Side effects leave the machine as emitted events: the view moves the focus. */
export type MolarityEmitted =
  | { type: "focus.field"; field: MolarityField };

/** Visible text of each field: accessible name, placeholder, and the noun used in hints. */
export const MOLARITY_FIELD_TEXT: Record<
  MolarityField,
  { readonly label: string; readonly placeholder: string; readonly noun: string; readonly unit: string }
> = {
  mass: { label: "Mass of solute (g)", placeholder: "10", noun: "mass of solute", unit: "g" },
  molecularWeight: { label: "Molecular weight (g/mol)", placeholder: "58.44", noun: "molecular weight", unit: "g/mol" },
  volume: { label: "Volume of solution (mL)", placeholder: "1000", noun: "volume of solution", unit: "mL" },
};
