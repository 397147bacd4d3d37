/**
 * The share-link events of the clinical calculators' models (weight-dose, reconstitution, infusion
 * rate): 'Copy share link' in every state; share links opened on the empty form (the page opening
 * with one, or after Reset): the calculator's `links` (each a form written as a link by its own
 * share.ts) and one that cannot be read. While a link's note is on (applied or ignored) the model
 * explores Reset, Copy and 'Copy share link' only: the forms after it are the same forms as typed.
 */
import type { EventObject } from "xstate";
import type { ShareLink } from "../../src/domain/share/share-link";
import { fragmentOfLink } from "../../src/domain/share/share-fragment";

/** The page's address in the models (the browser sends its own). */
export const PAGE_URL = "https://mg-to-ml.example/clinical-calculator";
/** A fragment meant as a share link that cannot be read (a key missing, a version only). */
export const UNREADABLE_LINK = "#v=1";

interface Snapshot<I> {
  readonly context: { readonly inputs: I };
  matches(value: { link: "none" }): boolean;
}

/** The fragment (with "#") of a form's share link. */
export const fragmentOf = <I>(share: ShareLink<I>, inputs: I): string =>
  `#${fragmentOfLink(share.linkOf(PAGE_URL, inputs) ?? "")}`;

export function withShareLinks<I extends object, S extends Snapshot<I>, E extends EventObject>(
  share: ShareLink<I>,
  form: {
    readonly empty: I;
    readonly links: readonly I[];
    /** The event types a person sends to change the form. */
    readonly changes: readonly string[];
    readonly events: (s: S) => E[];
    readonly withheld?: (s: S) => readonly string[];
  },
) {
  const isEmpty = (inputs: I) => (Object.keys(form.empty) as (keyof I)[]).every((k) => inputs[k] === form.empty[k]);
  const opened = [...form.links.map((inputs) => fragmentOf(share, inputs)), UNREADABLE_LINK];
  const copyLink = { type: "link.copy", pageUrl: PAGE_URL };
  return {
    events: (s: S): E[] => {
      if (!s.matches({ link: "none" })) return [{ type: "reset" }, { type: "copy" }, copyLink] as E[];
      const open = isEmpty(s.context.inputs) ? opened.map((fragment) => ({ type: "link.open", fragment })) : [];
      return [...form.events(s), copyLink, ...open] as E[];
    },
    withheld: (s: S): readonly string[] => {
      if (!s.matches({ link: "none" })) return [...form.changes, "link.open"];
      return [...(form.withheld?.(s) ?? []), ...(isEmpty(s.context.inputs) ? [] : ["link.open"])];
    },
  };
}
