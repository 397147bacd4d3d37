/**
 * The serial dilution calculator's types and bounds (serial-dilution.ts computes, and
 * serial-dilution-output.ts writes, from them; both import them here, neither imports the other's
 * types).
 */
import type { ConcentrationSymbol } from "~/domain/units";
import type { LabReadingReason } from "./lab-reading";
import type { LabEmptyStatus, LabInvalidStatus, LabReadyStatus } from "./lab-field";

export type SerialMode = "factor" | "target";
export type VolumeConvention = "beforeTransfer" | "afterTransfer";
export type TubeVolumeUnit = "µL" | "mL";

/** What was typed and chosen. `factor` is read in factor mode, `target` in target mode. */
export interface SerialInputs {
  readonly stock: string;
  readonly stockUnit: ConcentrationSymbol;
  readonly mode: SerialMode;
  readonly factor: string;
  readonly target: string;
  readonly targetUnit: ConcentrationSymbol;
  readonly steps: string;
  readonly volume: string;
  readonly volumeUnit: TubeVolumeUnit;
  readonly convention: VolumeConvention;
}

export const DEFAULT_SERIAL_INPUTS: SerialInputs = {
  stock: "",
  stockUnit: "mM",
  mode: "factor",
  factor: "",
  target: "",
  targetUnit: "nM",
  steps: "",
  volume: "",
  volumeUnit: "µL",
  convention: "beforeTransfer",
};

export type SerialField = "stock" | "factor" | "target" | "steps" | "volume";

export type SerialInvalidReason =
  | LabReadingReason
  | "ratio"
  | "factor-one"
  | "factor-below-one"
  | "not-whole"
  | "too-many-steps"
  | "other-family"
  | "too-large"
  | "too-small";

/** The longest series: a row of a 384-well plate. */
export const MAX_STEPS = 24;
/** Below this volume (µL) a common pipette does not measure reliably (issue 32). */
export const PIPETTE_MINIMUM_UL = 1;

export interface SerialTube {
  /** 1 to steps (0 is the stock). */
  readonly tube: number;
  /** In the stock's unit. */
  readonly concentration: number;
  /** In the unit that suits it (M, mM, µM, nM; mg/mL, mcg/mL; else the stock's): "100 µM". */
  readonly text: string;
  readonly value: number;
  readonly unit: ConcentrationSymbol;
  /** "the stock" or "tube 3". */
  readonly from: string;
  /** What the tube holds at the end: after its transfer on, or all of it for the last tube. */
  readonly volumeAtEnd: number;
}

export interface SerialPlan {
  readonly mode: SerialMode;
  readonly convention: VolumeConvention;
  readonly stock: number;
  readonly stockUnit: ConcentrationSymbol;
  readonly factor: number;
  readonly steps: number;
  readonly volumeUnit: TubeVolumeUnit;
  /** Volumes in volumeUnit: the one typed, each transfer, the diluent per tube, a tube after mixing. */
  readonly finalVolume: number;
  readonly transfer: number;
  readonly diluent: number;
  readonly mixedVolume: number;
  readonly tubes: readonly SerialTube[];
  /** Shown figures: "10", "100 µL", "900 µL", "1,000 µL", "1 mM". */
  readonly text: {
    readonly factor: string;
    readonly transfer: string;
    readonly diluent: string;
    readonly mixed: string;
    readonly stock: string;
  };
  /** "Factor 10 per step (1 part in 10), 6 steps from 1 mM: tube 6 is 1 nM." */
  readonly summary: string;
  /** What "final volume per tube" meant, with the volumes. */
  readonly conventionText: string;
  /** What to do, in order. */
  readonly instruction: string;
  readonly working: readonly string[];
  readonly copy: string;
  readonly csv: string;
}

export type SerialStatus =
  | LabEmptyStatus
  | LabInvalidStatus<SerialField, SerialInvalidReason>
  | { readonly kind: "unreachable"; readonly message: string }
  | LabReadyStatus<
      "measurable",
      | "cautionTransferBelowPipette"
      | "cautionDiluentBelowPipette"
      | "cautionVolumesBelowPipette"
      | "cautionStockAboveWater",
      { readonly plan: SerialPlan }
    >;

export type SerialReadyVariant = Extract<SerialStatus, { kind: "ready" }>["variant"];

export type SerialTexts = SerialPlan["text"];
