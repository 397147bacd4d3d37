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

/**
 * The fields touched (issue 54) that hold nothing, for a model's serialized state: every field
 * holding something is touched, so these say the rest.
 */
export function touchedEmpty<I>(
  textOf: Readonly<Record<string, keyof I>>,
  s: { readonly context: { readonly inputs: I; readonly touched: readonly string[] } },
): readonly string[] {
  return s.context.touched.filter((field) => String(s.context.inputs[textOf[field]!] ?? "") === "");
}

/** Leaving each field on the form that is empty and not touched yet (leaving a touched one changes nothing). */
export function leaveEvents<I, F extends string>(
  textOf: Readonly<Record<F, keyof I>>,
  shown: (field: F, inputs: I) => boolean,
  s: { readonly context: { readonly inputs: I; readonly touched: readonly string[] } },
): { type: "field.leave"; field: F }[] {
  const { inputs, touched } = s.context;
  // On the empty form nothing is asked for yet, left or not: not explored (it would only start the announcer's wait).
  if ((Object.keys(textOf) as F[]).every((field) => String(inputs[textOf[field]] ?? "") === "")) return [];
  return (Object.keys(textOf) as F[])
    .filter((field) => shown(field, inputs) && !touched.includes(field) && String(inputs[textOf[field]] ?? "") === "")
    .map((field) => ({ type: "field.leave", field }));
}

/**
 * The events explored with the fields touched (issue 54), so the forms explored do not multiply:
 * a field is emptied after being touched (cleared, or left empty) only from a form `near` a base
 * with no such field yet; from a form with one, only typing in it again, Reset and Copy.
 */
export function judging<I, E extends { readonly type: string }>(
  textOf: Readonly<Record<string, keyof I>>,
  s: { readonly context: { readonly inputs: I; readonly touched: readonly string[] } },
  events: readonly E[],
  near: boolean,
): E[] {
  const waiting = touchedEmpty(textOf, s);
  const field = (e: E) => (e as unknown as { field?: string }).field;
  if (waiting.length > 0)
    return events.filter(
      (e) => e.type === "reset" || e.type === "copy" || (e.type === "field.change" && waiting.includes(field(e)!)),
    );
  const empties = (e: E) =>
    e.type === "field.leave" || (e.type === "field.change" && (e as unknown as { value: string }).value === "");
  return events.filter((e) => near || !empties(e));
}
