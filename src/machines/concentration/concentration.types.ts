/**
 * Types and words of the concentration converter's machine (issue 32, /concentration-converter).
 * What a value means in every unit is the domain's (src/domain/lab/concentration-units.ts); this
 * module names the states that status maps to, the events a person sends and the controls' words.
 */
import type { ResultSettled } from "~/machines/settle-region";
import type {
  ConcentrationField,
  ConcentrationInputs,
  ConcentrationStatus,
  ConverterUnit,
} from "~/domain/lab/concentration-units";
import type { PreparationStatus } from "~/domain/lab/reagent-preparation";
import type { MolarMassSymbol } from "~/domain/units";
import type { ShareLinkEmitted, ShareLinkEvent } from "~/machines/share-link-region";
import { SHARE_LINK_LABEL } from "~/domain/share/share-fragment";

export type { ConcentrationField, ConcentrationInputs, ConcentrationStatus, PreparationStatus };

export interface ConcentrationContext {
  readonly inputs: ConcentrationInputs;
  /** The domain's status for `inputs` (evaluateConcentration), stored by every edit. */
  readonly status: ConcentrationStatus;
  /** The dilution asked of the solution shown (evaluatePreparation), stored by every edit. */
  readonly preparation: PreparationStatus;
}

export type ConcentrationEvent =
  /** Typing in a field: the value, the molecular weight, the density, the purity, the target, the final volume. */
  | { type: "FIELD.CHANGE"; field: ConcentrationField; value: string }
  /** The value's unit (11 radio buttons). */
  | { type: "UNIT.CHANGE"; unit: ConverterUnit }
  /** The molecular weight's unit (g/mol or kDa). */
  | { type: "MW_UNIT.CHANGE"; unit: MolarMassSymbol }
  /** A common solute's button: fills the molecular weight in g/mol. */
  | { type: "SOLUTE.CHOOSE"; solute: string }
  /** A concentrated reagent's button: fills its % w/w, molecular weight and density. */
  | { type: "REAGENT.CHOOSE"; reagent: string }
  | { type: "COPY" }
  /** 'Print record' with a table shown (issue 52): the page prints the record. */
  | { type: "PRINT" }
  | { type: "RESET" }
  /** The share link: the address's fragment read, 'Copy share link' pressed. */
  | ShareLinkEvent;

export type ConcentrationEmitted =
  /** 'Copy' pressed with a table shown: the line to put on the clipboard. */
  | { type: "copy"; text: string }
  /** 'Print record' pressed with a table shown: the view prints the page, of which only the record prints. */
  | { type: "print.requested" }
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

export const VALUE_INVALID_STATES = ["notANumber", "negative", "zero", "otherUnit", "outOfRange", "above100"] as const;
export const WEIGHT_INVALID_STATES = ["notANumber", "negative", "zero", "otherUnit", "belowHydrogen"] as const;
export const DENSITY_INVALID_STATES = ["notANumber", "negative", "zero", "otherUnit", "implausible"] as const;
export const PURITY_INVALID_STATES = ["notANumber", "negative", "zero", "above100", "notForUnit"] as const;
export const NEEDS_DENSITY_STATES = ["solution", "liquid"] as const;
export const READY_STATES = [
  "complete",
  "massOnly",
  "molarOnly",
  "cautionAboveWater",
  "cautionAboveWaterMolarOnly",
  "cautionAboveSolubility",
  "cautionAboveWhole",
] as const;
/** The preparation region's leaves ("To make … take …"). */
export const PREPARATION_STATES = ["off", "ready", "aboveStock", "invalid.target", "invalid.finalVolume"] as const;

/** The visible words of the controls (labels, group names, buttons). */
export const CONCENTRATION_TEXT = {
  title: "Concentration Converter",
  hint: "Type one concentration: it is shown in every unit at once.",
  value: { label: "Concentration", placeholder: "e.g. 1" },
  unitGroup: "Concentration unit",
  molecularWeight: { label: "Molecular weight (optional)", placeholder: "e.g. 66.5" },
  weightUnitGroup: "Molecular weight unit",
  density: { label: "Density (g/mL)", placeholder: "e.g. 1.19" },
  purity: { label: "Purity or assay (%, optional)", placeholder: "e.g. 100" },
  target: { label: "Target (M)", placeholder: "e.g. 1" },
  finalVolume: { label: "Final volume (mL)", placeholder: "e.g. 1000" },
  solutes: "Common solutes:",
  reagents: "Concentrated reagents (fill % w/w, molecular weight and density):",
  preparationLabel: "Dilute it",
  copy: "Copy all units",
  shareLink: SHARE_LINK_LABEL,
  reset: "Reset",
  resultLabel: "In every unit",
} as const;

/** The accessible name of a common solute's button: "Sodium chloride (NaCl), 58.44 g/mol". */
export const soluteButtonName = (solute: { name: string; formula: string; molecularWeight: string }): string =>
  `${solute.name} (${solute.formula}), ${solute.molecularWeight} g/mol`;

/** A field's help under it: what the density is for the unit chosen, what the purity multiplies. */
export const CONCENTRATION_FIELD_HELP = {
  densitySolution:
    "The solution's density, for % w/w (g/L = % w/w × density × 10): on the bottle's label or certificate, or from a reagent's button.",
  densityLiquid: "With % v/v: the density of the pure liquid (ethanol 0.789 g/mL at 20 °C), to convert to a mass.",
  purity:
    "Blank is 100 %. It multiplies a mass concentration typed (the product as weighed) to give the compound's: 10 mg/mL of a 98 % product is 9.8 mg/mL of the compound. A % w/w is already the assay.",
  preparation: "Blank: 1 M and 1000 mL (1 L).",
} as const;
