/**
 * Types and words of the concentration converter's machine (issue 32, /concentration-converter).
 * What a value means in every unit is the domain's (src/domain/lab/concentration-units.ts); this
 * module names the states that status maps to, the events a person sends and the controls' words.
 */
import type { ResultSettled } from "~/machines/settle-region";
import type { ConcentrationField, ConcentrationInputs, ConcentrationStatus } from "~/domain/lab/concentration-units";
import type { ConcentrationSymbol, MolarMassSymbol } from "~/domain/units";
import type { ShareLinkEmitted, ShareLinkEvent } from "~/machines/share-link-region";

export type { ConcentrationField, ConcentrationInputs, ConcentrationStatus };

export interface ConcentrationContext {
  readonly inputs: ConcentrationInputs;
  /** The domain's status for `inputs` (evaluateConcentration), stored by every edit. */
  readonly status: ConcentrationStatus;
}

export type ConcentrationEvent =
  /** Typing in the value or the molecular weight. */
  | { type: "FIELD.CHANGE"; field: ConcentrationField; value: string }
  /** The value's unit (9 radio buttons). */
  | { type: "UNIT.CHANGE"; unit: ConcentrationSymbol }
  /** The molecular weight's unit (g/mol or kDa). */
  | { type: "MW_UNIT.CHANGE"; unit: MolarMassSymbol }
  /** A common solute's button: fills the molecular weight in g/mol. */
  | { type: "SOLUTE.CHOOSE"; solute: string }
  | { type: "COPY" }
  | { type: "RESET" }
  /** The share link: the address's fragment read, 'Copy share link' pressed. */
  | ShareLinkEvent;

export type ConcentrationEmitted =
  /** 'Copy' pressed with a table shown: the line to put on the clipboard. */
  | { type: "copy"; text: string }
  /** What the page's one announcer says after a control that is not typing. */
  | { type: "announce"; announcement: string }
  | { type: "focus.field"; field: ConcentrationField }
  /** Typing paused: the answer, said by the page's one announcer. */
  | ResultSettled
  /** A share link used or ignored (its note), or copied (the link for the clipboard). */
  | ShareLinkEmitted;

/** The leaf states under `invalid.value` and `invalid.molecularWeight`, and under `ready`. */
/**
 * What the page's announcer says once the view has written a \`copy\` event's table to the
 * clipboard (the write is the view's; the words are the machine's).
 */
export const CONCENTRATION_COPY_WORDS = {
  copied: "Copied all units to the clipboard.",
  failed: "Copy failed: select the table and copy it by hand.",
} as const;

export const VALUE_INVALID_STATES = ["notANumber", "negative", "zero", "otherUnit", "outOfRange"] as const;
export const WEIGHT_INVALID_STATES = ["notANumber", "negative", "zero", "otherUnit", "belowHydrogen"] as const;
export const READY_STATES = [
  "complete",
  "massOnly",
  "molarOnly",
  "cautionAboveWater",
  "cautionAboveWaterMolarOnly",
  "cautionAboveSolubility",
] as const;

/** The visible words of the controls (labels, group names, buttons). */
export const CONCENTRATION_TEXT = {
  title: "Concentration Converter",
  hint: "Type one concentration: it is shown in every unit at once.",
  value: { label: "Concentration", placeholder: "1" },
  unitGroup: "Concentration unit",
  molecularWeight: { label: "Molecular weight (optional)", placeholder: "66.5" },
  weightUnitGroup: "Molecular weight unit",
  solutes: "Common solutes:",
  copy: "Copy all units",
  shareLink: "Copy share link",
  reset: "Reset",
  resultLabel: "In every unit",
} as const;

/** The accessible name of a common solute's button: "Sodium chloride (NaCl), 58.44 g/mol". */
export const soluteButtonName = (solute: { name: string; formula: string; molecularWeight: string }): string =>
  `${solute.name} (${solute.formula}), ${solute.molecularWeight} g/mol`;
