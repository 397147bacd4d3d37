/**
 * Types and words of the serial dilution calculator's machine (issue 32, /serial-dilution-calculator).
 * What the inputs mean is the domain's (src/domain/lab/serial-dilution.ts); this module names the
 * states each status maps to, the events a person sends and the controls' words.
 */
import type { ResultSettled } from "~/machines/settle-region";
import type { CopyOutdated, CopyRegionContext } from "~/machines/copy-region/copy-region";
import type { CopyFailed, CopySucceeded } from "~/machines/copy-region/copy-outcome";
import {
  VOLUME_CONVENTION_TEXT,
  type SerialField,
  type SerialInputs,
  type SerialInvalidReason,
  type SerialMode,
  type SerialStatus,
  type TubeVolumeUnit,
  type VolumeConvention,
} from "~/domain/lab/serial-dilution";
import type { ConcentrationSymbol } from "~/domain/units";
import type { Bare } from "~/machines/events";
import type { ShareLinkEmitted, ShareLinkEvent } from "~/machines/share-link-region";
import { SHARE_LINK_LABEL } from "~/domain/share/share-fragment";

export type { SerialField, SerialInputs, SerialMode, SerialStatus, TubeVolumeUnit, VolumeConvention };

export interface SerialContext extends CopyRegionContext {
  /** What was typed and chosen; the status is the domain's for it (serial-dilution.calc.ts). */
  readonly inputs: SerialInputs;
  /** The fields the person has had their say on (typed in, left, filled by a link), sorted (issue 54). */
  readonly touched: readonly string[];
}

/** The typed fields, in form order. */
export const SERIAL_FIELDS: readonly SerialField[] = ["stock", "factor", "target", "steps", "volume"];

export type SerialEvent =
  /** Typing in a field (the dilution factor in factor mode, the final concentration in target mode). */
  | { type: "field.change"; field: SerialField; value: string }
  /** Leaving a field (its input loses focus): it is judged from then on, even if empty (issue 54). */
  | { type: "field.leave"; field: SerialField }
  /** The stock's unit (a radio group of the nine concentration units). */
  | { type: "stockUnit.select"; unit: ConcentrationSymbol }
  /** The final concentration's unit (target mode). */
  | { type: "targetUnit.select"; unit: ConcentrationSymbol }
  /** The final volume's unit, µL or mL. */
  | { type: "volumeUnit.select"; unit: TubeVolumeUnit }
  /** Give the dilution factor, or a final concentration from which the factor is solved. */
  | { type: "mode.select"; mode: SerialMode }
  /** What 'final volume per tube' means: before or after the tube's transfer out. */
  | { type: "convention.select"; convention: VolumeConvention }
  | Bare<"copy" | "download" | "print" | "reset">
  /** The share link: the address's fragment read, 'Copy share link' pressed. */
  | ShareLinkEvent;

export type SerialEmitted =
  | CopySucceeded
  | CopyFailed
  /** 'Download CSV' pressed with a plan: the file the view saves, and what the announcer says. */
  | { type: "download.csv"; filename: string; csv: string; announcement: string }
  | { type: "form.reset"; announcement: string }
  /**
   * The mode changed (a choice or a share link): `field` leaves the form. If it or its unit has the
   * focus, the view moves the focus to the radio of `mode` before the field goes (issue 53, principle 4).
   */
  | { type: "focus.offField"; field: SerialField; mode: SerialMode }
  /** 'Print record' pressed with a plan (issue 52): the view prints the page, of which only the record prints. */
  | { type: "print.requested" }
  /** Typing paused: the answer, said by the page's one announcer. */
  | ResultSettled
  /** A share link used or ignored (its note), or copied (the link for the clipboard). */
  | ShareLinkEmitted
  | CopyOutdated;

/** The state a refusal reason is shown in (too large and too small are one: out of range). */
/** The events that change an entry (typing, or a choice that changes what an entry means). */
export const SERIAL_EDIT_EVENTS: readonly SerialEvent["type"][] = [
  "field.change",
  "stockUnit.select",
  "targetUnit.select",
  "volumeUnit.select",
  "mode.select",
  "convention.select",
];

export const REASON_STATE: Record<SerialInvalidReason, string> = {
  empty: "missing",
  "not-a-number": "notANumber",
  negative: "negative",
  zero: "zero",
  "other-unit": "otherUnit",
  ratio: "ratio",
  "factor-one": "factorOne",
  "factor-below-one": "factorBelowOne",
  "not-whole": "notWhole",
  "too-many-steps": "tooManySteps",
  "other-family": "otherFamily",
  "too-large": "outOfRange",
  "too-small": "outOfRange",
};

/** The hints each field can show, each a state under invalid.<field> (the domain gives no other). */
export const INVALID_STATES = {
  stock: ["missing", "notANumber", "negative", "zero", "otherUnit"],
  factor: ["missing", "notANumber", "negative", "zero", "ratio", "factorOne", "factorBelowOne", "outOfRange"],
  target: ["missing", "notANumber", "negative", "zero", "otherUnit", "otherFamily", "outOfRange"],
  steps: ["missing", "notANumber", "negative", "zero", "notWhole", "tooManySteps"],
  volume: ["missing", "notANumber", "negative", "zero", "otherUnit"],
} as const satisfies Record<SerialField, readonly string[]>;

export const READY_STATES = [
  "measurable",
  "cautionTransferBelowPipette",
  "cautionDiluentBelowPipette",
  "cautionVolumesBelowPipette",
  "cautionStockAboveWater",
] as const;

export const MODES: readonly SerialMode[] = ["factor", "target"];
export const CONVENTIONS: readonly VolumeConvention[] = ["beforeTransfer", "afterTransfer"];
export const TUBE_VOLUME_UNITS: readonly TubeVolumeUnit[] = ["µL", "mL"];

/** The visible words of the controls (labels, group names, buttons). */
export const SERIAL_TEXT = {
  title: "Serial dilution",
  hint: "Enter the stock, the dilution factor per step (or the final concentration to reach), the number of steps and the final volume per tube: you get the transfer volume, the diluent per tube and every tube's concentration.",
  fields: {
    stock: { label: "Stock concentration", placeholder: "e.g. 1" },
    factor: { label: "Dilution factor per step", placeholder: "e.g. 10" },
    target: { label: "Final concentration", placeholder: "e.g. 1" },
    steps: { label: "Number of steps (tubes)", placeholder: "e.g. 6" },
    volume: { label: "Final volume per tube", placeholder: "e.g. 1000" },
  } satisfies Record<SerialField, { label: string; placeholder: string }>,
  stockUnit: "Stock concentration unit",
  targetUnit: "Final concentration unit",
  volumeUnit: "Final volume unit",
  mode: "Dilution given as",
  modes: { factor: "A factor per step", target: "A final concentration" } satisfies Record<SerialMode, string>,
  convention: "The final volume per tube is measured",
  conventions: {
    beforeTransfer: "Before the transfer out",
    afterTransfer: "After the transfer out",
  } satisfies Record<VolumeConvention, string>,
  conventionHelp: VOLUME_CONVENTION_TEXT,
  copy: "Copy plan",
  copied: "Copied to the clipboard.",
  download: "Download CSV",
  print: "Print record",
  shareLink: SHARE_LINK_LABEL,
  reset: "Reset",
  resultLabel: "Dilution plan",
  tableCaption: "Tubes of the series",
  columns: ["Tube", "Concentration", "Made from", "Holds at the end"],
  resetAnnouncement: "Fields cleared. Enter the stock concentration.",
} as const;
