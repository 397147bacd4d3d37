/**
 * The share-link events of the lab forms' models (molarity, dilution; issue 52, principle 6):
 * 'Copy share link' in every state; share links opened on the page's empty form (the page opening
 * with one, or after Reset): per 'Solve for' mode one whose entries calculate and one with an entry
 * missing (its hints), and one that cannot be read. The links' entries are the model's samples, so
 * an edit after a link was applied (the link leaves) reaches forms the model also reaches by typing.
 * While an unreadable link's note is on, the model explores Reset and 'Copy share link' only.
 */
import type { EventObject } from "xstate";
import type { ShareLink } from "../../src/domain/share/share-link";
import type { LabLinkInputs } from "../../src/machines/lab-form/lab-form.types";
import { linkOf } from "../../src/machines/lab-form/lab-form.selectors";
import { fragmentOf, PAGE_URL, UNREADABLE_LINK } from "./clinical-links";

interface LabSnapshot<F extends string> {
  readonly value: unknown;
  readonly context: { readonly values: Readonly<Record<F, string>>; readonly units: unknown };
}

/** The event types a person sends to a lab form (the link's own aside). */
const FORM_EVENTS = ["FIELD.CHANGE", "UNIT.CHANGE", "SOLVE_FOR", "CALCULATE", "COPY", "PRINT"] as const;

export function withLabLinks<F extends string, M extends string, U, S extends LabSnapshot<F>, E extends EventObject>(
  share: ShareLink<LabLinkInputs<F, M, U>>,
  form: {
    /** The page's empty form: Solve for, the units (the values are all blank). */
    readonly start: (s: S) => boolean;
    /** The links the model opens: per mode, one whose entries calculate and one missing an entry. */
    readonly links: readonly LabLinkInputs<F, M, U>[];
    readonly events: (s: S) => E[];
  },
) {
  const opened = [...form.links.map((inputs) => fragmentOf(share, inputs)), UNREADABLE_LINK];
  const copyLink = { type: "link.copy", pageUrl: PAGE_URL };
  return {
    events: (s: S): E[] => {
      if (linkOf(s) === "ignored") return [{ type: "RESET" }, copyLink] as E[];
      const open = form.start(s) ? opened.map((fragment) => ({ type: "link.open", fragment })) : [];
      return [...form.events(s), copyLink, ...open] as E[];
    },
    withheld: (s: S): readonly string[] =>
      linkOf(s) === "ignored" ? [...FORM_EVENTS, "link.open"] : form.start(s) ? [] : ["link.open"],
  };
}

/** The links of a lab form's model: per mode, `calculates` (the entries as typed) and the same with `missing` blank. */
export function labModelLinks<F extends string, M extends string, U>(
  units: U,
  byMode: readonly { readonly mode: M; readonly values: Readonly<Record<F, string>>; readonly missing: F }[],
): LabLinkInputs<F, M, U>[] {
  return byMode.flatMap(({ mode, values, missing }) => [
    { mode, values, units },
    { mode, values: { ...values, [missing]: "" }, units },
  ]);
}

/**
 * What the announcer says when a share link is opened: its note, then the answer its entries give
 * (`answer`: the result's words, or "No result." and the hints); for an unreadable one, its note.
 */
export function labLinkAnnouncement<F extends string, M extends string, U>(
  share: ShareLink<LabLinkInputs<F, M, U>>,
  event: EventObject,
  answer: (inputs: LabLinkInputs<F, M, U>) => readonly string[],
): string[] {
  const read = share.read((event as { fragment?: unknown }).fragment);
  return read.kind === "link" ? [share.notes.applied, ...answer(read.inputs)] : [share.notes.ignored];
}
