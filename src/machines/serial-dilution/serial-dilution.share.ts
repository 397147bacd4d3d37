/**
 * The serial dilution calculator's share link (issue 32, on the one codec of every calculator,
 * src/domain/share/share-fragment.ts): the entries exactly as typed and the choices as codes,
 * never a result.
 *
 *   #v=1&mode=factor&stock=1&stockUnit=mM&factor=10&target=&targetUnit=nM&steps=6&volume=1000&volumeUnit=%C2%B5L&convention=before
 *
 * Pure: no browser API (the view reads `location.hash` and passes the text).
 */
import { LAB_LINK_APPLIED_NOTE } from "~/domain/share/share-fragment";
import * as share from "~/domain/share/share-fragment";
import { shareLink } from "~/domain/share/share-link";
import { CONCENTRATION_UNITS, type ConcentrationSymbol } from "~/domain/units";
import { DEFAULT_SERIAL_INPUTS, type SerialInputs } from "~/domain/lab/serial-dilution";
import {
  CONVENTIONS,
  MODES,
  TUBE_VOLUME_UNITS,
  type TubeVolumeUnit,
  type VolumeConvention,
} from "./serial-dilution.types";

const CONVENTION_CODES: Readonly<Record<VolumeConvention, string>> = {
  beforeTransfer: "before",
  afterTransfer: "after",
};
const UNIT_CODES = CONCENTRATION_UNITS.map((u) => u.symbol);

const SCHEMA = {
  mode: share.choiceField(MODES),
  stock: share.textField,
  stockUnit: share.choiceField(UNIT_CODES),
  factor: share.textField,
  target: share.textField,
  targetUnit: share.choiceField(UNIT_CODES),
  steps: share.textField,
  volume: share.textField,
  volumeUnit: share.choiceField(TUBE_VOLUME_UNITS),
  convention: share.choiceField(CONVENTIONS.map((c) => CONVENTION_CODES[c])),
} as const;

/** The serial dilution calculator's link: its entries to a link and back, and its notes. */
export const serialShare = shareLink(SCHEMA, {
  applied: LAB_LINK_APPLIED_NOTE,
  thing: "dilution",
  valuesOf: (inputs: SerialInputs) => ({ ...inputs, convention: CONVENTION_CODES[inputs.convention] }),
  inputsOf: (v): SerialInputs => ({
    ...DEFAULT_SERIAL_INPUTS,
    mode: v.mode === "target" ? "target" : "factor",
    stock: v.stock,
    stockUnit: v.stockUnit as ConcentrationSymbol,
    factor: v.factor,
    target: v.target,
    targetUnit: v.targetUnit as ConcentrationSymbol,
    steps: v.steps,
    volume: v.volume,
    volumeUnit: v.volumeUnit as TubeVolumeUnit,
    convention: v.convention === CONVENTION_CODES.afterTransfer ? "afterTransfer" : "beforeTransfer",
  }),
});

/** The whole link: the page's address (without fragment) and the entries, or null when one cannot travel in a link. */
export const serialShareLinkOf = serialShare.linkOf;
/** What an address's fragment is: nothing to read, a link's inputs, or a link that cannot be read. */
export const readSerialLink = serialShare.read;
/** What the serial dilution page says when a link could not be read. */
export const SERIAL_LINK_IGNORED_NOTE = serialShare.notes.ignored;
