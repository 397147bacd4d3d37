/**
 * A calculator's share link from its schema (issue 32): the one place that turns a calculator's
 * inputs into a link and a fragment back into inputs, on the strict codec of share-fragment.ts.
 *
 * Usage (a calculator's `<name>.share.ts`; pure, no browser API):
 *
 *   const SCHEMA = { dose: share.textField, unit: share.choiceField(["mg", "mcg"]) } as const;
 *   export const doseShare = shareLink(SCHEMA, {
 *     thing: "dose",                                    // "This link's dose could not be read, …"
 *     valuesOf: (inputs) => ({ dose: inputs.dose, unit: inputs.unit }),
 *     inputsOf: (v) => ({ dose: v.dose, unit: v.unit as DoseUnit }),
 *   });
 *
 * `doseShare.linkOf(pageUrl, inputs)` is the whole link (or null when an entry cannot travel in a
 * link); `doseShare.read(location.hash)` is none, the link's inputs, or unreadable;
 * `doseShare.notes` are the words of the machine's `link` region (src/machines/share-link-region.ts),
 * of its connect layer (shareButton in src/machines/connect.ts) and of the announcer.
 */
import {
  decodeShareFragment,
  LINK_APPLIED_NOTE,
  shareBlocks,
  shareLinkOf,
  type ShareBlock,
  type ShareSchema,
} from "./share-fragment";

/** What an address's fragment is: nothing to read, a link's inputs, or a link that cannot be read. */
export type ShareLinkRead<I> = { kind: "none" } | { kind: "link"; inputs: I } | { kind: "unreadable" };

/** What a page says of a share link: its entries were used, or it could not be read. */
export interface ShareLinkNotes {
  readonly applied: string;
  readonly ignored: string;
}

/** A calculator's share link: its inputs to a link and back, and its notes. */
export interface ShareLink<I> {
  /** The whole link: the page's address (without fragment) and the entries, or null when one cannot travel in a link. */
  readonly linkOf: (pageUrl: string, inputs: I) => string | null;
  /** Why the inputs cannot travel in a link (an entry too long, a hidden character), or none. */
  readonly blocks: (inputs: I) => readonly ShareBlock[];
  /** Reads a fragment as `location.hash` gives it; never throws, whatever the text. */
  readonly read: (hash: unknown) => ShareLinkRead<I>;
  readonly notes: ShareLinkNotes;
}

/** What a page says when a link meant for it could not be read; `thing` names what the link holds. */
export const linkIgnoredNote = (thing: string): string =>
  `This link's ${thing} could not be read, so nothing of it was used. Check the link, or type the entries.`;

/**
 * A calculator's share link. `valuesOf` writes the inputs as the schema's codes and texts;
 * `inputsOf` reads a readable link's values back (the codec has checked every choice is one of its
 * codes). `thing` names what the link holds in the "could not be read" note.
 */
export function shareLink<K extends string, I>(
  schema: ShareSchema<K>,
  spec: {
    readonly thing: string;
    /** The note when a link is used (the clinical one, "not a prescription", unless given). */
    readonly applied?: string;
    readonly valuesOf: (inputs: I) => Readonly<Record<K, string>>;
    readonly inputsOf: (values: Readonly<Record<K, string>>) => I;
  },
): ShareLink<I> {
  return {
    linkOf: (pageUrl, inputs) => shareLinkOf(schema, pageUrl, spec.valuesOf(inputs)),
    blocks: (inputs) => shareBlocks(schema, spec.valuesOf(inputs)),
    read: (hash) => {
      const read = decodeShareFragment(schema, hash);
      return read.kind === "link" ? { kind: "link", inputs: spec.inputsOf(read.values) } : read;
    },
    notes: { applied: spec.applied ?? LINK_APPLIED_NOTE, ignored: linkIgnoredNote(spec.thing) },
  };
}
