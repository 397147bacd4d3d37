/**
 * The share link of a laboratory form (molarity, dilution; issue 52, principle 6), on the one codec
 * of every calculator (src/domain/share/share-link.ts): the 'Solve for' mode as a code, every
 * field's text exactly as typed (the unknown's blank: a link never holds a result) and each unit
 * choice as a code.
 *
 *   #v=1&solve=molarity&mass=5.844&molecularWeight=58.44&volume=100&molarity=&massUnit=g&volumeUnit=mL&…
 *
 * Opening one fills the form and calculates, as if the person had typed the entries and pressed
 * Calculate (lab-form.factory.ts). Pure: no browser API (the view reads `location.hash`).
 */
import { LAB_LINK_APPLIED_NOTE } from "~/domain/share/share-fragment";
import * as share from "~/domain/share/share-fragment";
import { shareLink, type ShareLink } from "~/domain/share/share-link";
import type { LabLinkInputs } from "./lab-form.types";
import { shareLinkDocs } from "../share-link-region";

/** The key of a unit choice in the link: "mass" → "massUnit" (a field may share the unit's name). */
const unitKey = (unit: string) => `${unit}Unit`;

export function labFormShare<F extends string, M extends string, U extends { readonly [K in keyof U]: string }>(spec: {
  /** What the link holds, in the "could not be read" note: "molarity entries". */
  readonly thing: string;
  readonly modes: readonly M[];
  readonly fields: readonly F[];
  /** Every unit choice's codes, in the order they are written. */
  readonly unitChoices: { readonly [K in keyof U]: readonly string[] };
}): ShareLink<LabLinkInputs<F, M, U>> {
  const units = Object.keys(spec.unitChoices) as (keyof U & string)[];
  const schema: Record<string, share.ShareField> = { solve: share.choiceField(spec.modes) };
  for (const field of spec.fields) schema[field] = share.textField;
  for (const unit of units) schema[unitKey(unit)] = share.choiceField(spec.unitChoices[unit]);
  return shareLink(schema, {
    applied: LAB_LINK_APPLIED_NOTE,
    thing: spec.thing,
    valuesOf: (inputs) => {
      const values: Record<string, string> = { solve: inputs.mode };
      for (const field of spec.fields) values[field] = field === (inputs.mode as string) ? "" : inputs.values[field];
      for (const unit of units) values[unitKey(unit)] = inputs.units[unit]!;
      return values;
    },
    inputsOf: (v) => {
      const mode = v.solve as M;
      const values = Object.fromEntries(
        spec.fields.map((field) => [field, field === (mode as string) ? "" : (v[field] ?? "")]),
      ) as Record<F, string>;
      const chosen = Object.fromEntries(units.map((unit) => [unit, v[unitKey(unit)]])) as unknown as U;
      return { mode, values, units: chosen };
    },
  });
}

/**
 * The docs of a lab form's share link, to spread into its machine's docs: the events, and the
 * guards of the link region and of opening a link into a mode.
 */
export function labFormLinkDocs(shareFile: string) {
  const docs = shareLinkDocs(shareFile, "the result");
  return {
    events: {
      ...docs.events,
      "link.open":
        "The page opens (or its address's fragment changes) with a share link: its 'Solve for', entries and units are used as if typed and Calculate pressed, or, unreadable, ignored with a note.",
    },
    guards: {
      ...docs.guards,
      linkOpens: "The share link is readable and solves for the given mode.",
      linkCalculates: "The share link is readable, solves for the given mode, and its entries calculate.",
    },
  };
}
