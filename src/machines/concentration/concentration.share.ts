/**
 * The concentration converter's share link (issue 32, on the one codec of every calculator,
 * src/domain/share/share-fragment.ts): the entries exactly as typed and the choices as codes (the
 * value, its unit, the molecular weight, its unit, the common solute chosen or none; since issue 52
 * the density, the purity, the target, the final volume and the reagent chosen or none), never the
 * table. A link made before issue 52 has none of the five: they read as blank and none.
 *
 *   #v=1&value=37&unit=%25%20w%2Fw&mw=36.46&mwUnit=g%2Fmol&solute=&density=1.19&purity=&target=&volume=&reagent=Hydrochloric%20acid
 *
 * Pure: no browser API (the view reads `location.hash` and passes the text).
 */
import { LAB_LINK_APPLIED_NOTE } from "~/domain/share/share-fragment";
import * as share from "~/domain/share/share-fragment";
import { shareLink } from "~/domain/share/share-link";
import {
  COMMON_SOLUTES,
  CONVERTER_UNITS,
  type ConcentrationInputs,
  type ConverterUnit,
} from "~/domain/lab/concentration-units";
import { REAGENTS } from "~/domain/lab/reagents";
import { MOLAR_MASS_UNITS, type MolarMassSymbol } from "~/domain/units";

/** No solute (or reagent) chosen: an empty code. */
const NO_SOLUTE = "";
const NO_REAGENT = "";

const SCHEMA = {
  value: share.textField,
  unit: share.choiceField(CONVERTER_UNITS),
  mw: share.textField,
  mwUnit: share.choiceField(MOLAR_MASS_UNITS.map((u) => u.symbol)),
  solute: share.choiceField([NO_SOLUTE, ...COMMON_SOLUTES.map((s) => s.name)]),
  density: share.addedTextField,
  purity: share.addedTextField,
  target: share.addedTextField,
  volume: share.addedTextField,
  reagent: share.addedChoiceField([NO_REAGENT, ...REAGENTS.map((r) => r.name)], NO_REAGENT),
} as const;

/** The concentration converter's link: its entries to a link and back, and its notes. */
export const concentrationShare = shareLink(SCHEMA, {
  applied: LAB_LINK_APPLIED_NOTE,
  thing: "concentration",
  valuesOf: (inputs: ConcentrationInputs) => ({
    value: inputs.value,
    unit: inputs.unit,
    mw: inputs.molecularWeight,
    mwUnit: inputs.molecularWeightUnit,
    solute: inputs.solute ?? NO_SOLUTE,
    density: inputs.density,
    purity: inputs.purity,
    target: inputs.target,
    volume: inputs.finalVolume,
    reagent: inputs.reagent ?? NO_REAGENT,
  }),
  inputsOf: (v): ConcentrationInputs => ({
    value: v.value,
    unit: v.unit as ConverterUnit,
    molecularWeight: v.mw,
    molecularWeightUnit: v.mwUnit as MolarMassSymbol,
    solute: v.solute === NO_SOLUTE ? null : v.solute,
    density: v.density,
    purity: v.purity,
    target: v.target,
    finalVolume: v.volume,
    reagent: v.reagent === NO_REAGENT ? null : v.reagent,
  }),
});

/** The whole link: the page's address (without fragment) and the entries, or null when one cannot travel in a link. */
export const concentrationShareLinkOf = concentrationShare.linkOf;
/** What an address's fragment is: nothing to read, a link's inputs, or a link that cannot be read. */
export const readConcentrationLink = concentrationShare.read;
/** What the concentration converter says when a link could not be read. */
export const CONCENTRATION_LINK_IGNORED_NOTE = concentrationShare.notes.ignored;
