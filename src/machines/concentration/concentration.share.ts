/**
 * The concentration converter's share link (issue 32, on the one codec of every calculator,
 * src/domain/share/share-fragment.ts): the entries exactly as typed and the choices as codes (the
 * value, its unit, the molecular weight, its unit, the common solute chosen or none), never the table.
 *
 *   #v=1&value=1&unit=mg%2FmL&mw=66.5&mwUnit=kDa&solute=
 *
 * Pure: no browser API (the view reads `location.hash` and passes the text).
 */
import { LAB_LINK_APPLIED_NOTE } from "~/domain/share/share-fragment";
import * as share from "~/domain/share/share-fragment";
import { shareLink } from "~/domain/share/share-link";
import { COMMON_SOLUTES, type ConcentrationInputs } from "~/domain/lab/concentration-units";
import { CONCENTRATION_UNITS, MOLAR_MASS_UNITS, type ConcentrationSymbol, type MolarMassSymbol } from "~/domain/units";

/** No solute chosen: an empty code. */
const NO_SOLUTE = "";

const SCHEMA = {
  value: share.textField,
  unit: share.choiceField(CONCENTRATION_UNITS.map((u) => u.symbol)),
  mw: share.textField,
  mwUnit: share.choiceField(MOLAR_MASS_UNITS.map((u) => u.symbol)),
  solute: share.choiceField([NO_SOLUTE, ...COMMON_SOLUTES.map((s) => s.name)]),
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
  }),
  inputsOf: (v): ConcentrationInputs => ({
    value: v.value,
    unit: v.unit as ConcentrationSymbol,
    molecularWeight: v.mw,
    molecularWeightUnit: v.mwUnit as MolarMassSymbol,
    solute: v.solute === NO_SOLUTE ? null : v.solute,
  }),
});

/** The whole link: the page's address (without fragment) and the entries, or null when one cannot travel in a link. */
export const concentrationShareLinkOf = concentrationShare.linkOf;
/** What an address's fragment is: nothing to read, a link's inputs, or a link that cannot be read. */
export const readConcentrationLink = concentrationShare.read;
/** What the concentration converter says when a link could not be read. */
export const CONCENTRATION_LINK_IGNORED_NOTE = concentrationShare.notes.ignored;
