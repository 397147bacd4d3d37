/**
 * The concentration converter's share link (issue 32, on the one codec of every calculator,
 * src/domain/share/share-fragment.ts): the entries exactly as typed and the choices as codes (the
 * value, its unit, the molecular weight, its unit, the common solute chosen or none), never the table.
 *
 *   #v=1&value=1&unit=mg%2FmL&mw=66.5&mwUnit=kDa&solute=
 *
 * Pure: no browser API (the view reads `location.hash` and passes the text).
 */
import * as share from "~/domain/share/share-fragment";
import { COMMON_SOLUTES, type ConcentrationInputs } from "~/domain/lab/concentration-units";
import { CONCENTRATION_UNITS, MOLAR_MASS_UNITS, type ConcentrationSymbol, type MolarMassSymbol } from "~/domain/units";

export { LINK_APPLIED_NOTE, LINK_COPIED_TEXT } from "~/domain/share/share-fragment";

/** No solute chosen: an empty code. */
const NO_SOLUTE = "";

const SCHEMA = {
  value: share.textField,
  unit: share.choiceField(CONCENTRATION_UNITS.map((u) => u.symbol)),
  mw: share.textField,
  mwUnit: share.choiceField(MOLAR_MASS_UNITS.map((u) => u.symbol)),
  solute: share.choiceField([NO_SOLUTE, ...COMMON_SOLUTES.map((s) => s.name)]),
} as const;

/** What the concentration converter says when a link could not be read. */
export const CONCENTRATION_LINK_IGNORED_NOTE =
  "This link's concentration could not be read, so nothing of it was used. Check the link, or type the entries.";

const valuesOf = (inputs: ConcentrationInputs) => ({
  value: inputs.value,
  unit: inputs.unit,
  mw: inputs.molecularWeight,
  mwUnit: inputs.molecularWeightUnit,
  solute: inputs.solute ?? NO_SOLUTE,
});

/** The whole link: the page's address (without fragment) and the entries, or null when one cannot travel in a link. */
export function concentrationShareLinkOf(pageUrl: string, inputs: ConcentrationInputs): string | null {
  return share.shareLinkOf(SCHEMA, pageUrl, valuesOf(inputs));
}

/** What an address's fragment is: nothing to read, a link's inputs, or a link that cannot be read. */
export function readConcentrationLink(
  hash: unknown,
): { kind: "none" } | { kind: "link"; inputs: ConcentrationInputs } | { kind: "unreadable" } {
  const read = share.decodeShareFragment(SCHEMA, hash);
  if (read.kind !== "link") return read;
  const v = read.values;
  return {
    kind: "link",
    inputs: {
      value: v.value,
      unit: v.unit as ConcentrationSymbol,
      molecularWeight: v.mw,
      molecularWeightUnit: v.mwUnit as MolarMassSymbol,
      solute: v.solute === NO_SOLUTE ? null : v.solute,
    },
  };
}
