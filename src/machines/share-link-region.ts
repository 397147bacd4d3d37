/**
 * The share link of a calculator's machine (issues 16, 31, 32), written once: the parallel `link`
 * region (none / applied / ignored, entered by `link.open`, left on the machine's reset), its
 * guards, its emitted events, its docs and its controls. Config only: no React, no browser API.
 *
 * Usage, for a calculator whose `<name>.share.ts` exports `doseShare = shareLink(SCHEMA, {...})`
 * (src/domain/share/share-link.ts) and whose context keeps the entries in `context.inputs`:
 *
 *   const link = shareLinkSetup<DoseContext, DoseEvent, DoseInputs>(doseShare, (c) => c.inputs);
 *   setup({
 *     guards: { ...link.guards, ... },          // isReadableLink, isUnreadableLink, canShareLink
 *     actions: { ...link.actions, ... },        // emitLinkApplied, emitLinkIgnored, emitLink
 *   }).createMachine({
 *     type: "parallel",
 *     on: shareLinkCopy,                        // 'Copy share link' emits `link.copy` with the link
 *     states: {
 *       result: { on: { "link.open": { guard: "isReadableLink", target: ".evaluating",
 *                                      actions: assign({ inputs: ({ context, event }) =>
 *                                        linkedInputs(doseShare, event) ?? context.inputs }) } } },
 *       link: shareLinkRegion("reset", doseShare.notes),
 *     },
 *   });
 *
 * Events it takes (add them to the machine's event type): ShareLinkEvent. Events it emits:
 * ShareLinkEmitted. Docs: spread the `events` and `guards` of
 * `shareLinkDocs("src/machines/dose/dose.share.ts", "the result")` (what a link never holds) into
 * the machine's docs. Controls: spread `shareLinkControls(doseShare, "Copy share link")` into the
 * controls table. The connect layer uses `shareButton` (src/machines/connect.ts); the view uses
 * `useShareLink` (src/components/share/use-share-link.ts). Clinical machines whose context is not
 * `{ inputs }` pass their own `inputsOf`; the reset event is named per machine ("reset", "RESET").
 */
import { emit, type EventObject, type MachineContext } from "xstate";
import type { ControlAction } from "~/machines/controls";
import type { ShareLink, ShareLinkNotes } from "~/domain/share/share-link";

/** The events of a share link: the address's fragment read by the view, and 'Copy share link'. */
export type ShareLinkEvent =
  /** The address's fragment, read when the page opens and when it changes (a share link). */
  | { type: "link.open"; fragment: string }
  /** 'Copy share link': the page's address, to which the entries are added. */
  | { type: "link.copy"; pageUrl: string };

/** What the machine emits of a share link. */
export type ShareLinkEmitted =
  /** A share link's entries were used, or it could not be read: the note, said once. */
  | { type: "link.applied" | "link.ignored"; announcement: string }
  /** 'Copy share link': the link the view writes to the clipboard. */
  | { type: "link.copy"; link: string }
  /**
   * The entries are no longer the link's (Reset, or an edit after opening it): the view takes the
   * link out of the address, so a reload never brings someone else's numbers back (issue 52).
   */
  | { type: "link.cleared" };

/** The inputs of a readable `link.open`, or null (another event, no link, an unreadable one). */
export function linkedInputs<I>(link: ShareLink<I>, event: EventObject): I | null {
  if (event.type !== "link.open") return null;
  const read = link.read((event as { fragment?: unknown }).fragment);
  return read.kind === "link" ? read.inputs : null;
}

/** The link 'Copy share link' writes for a `link.copy` event, or null. */
function copiedLink<I>(link: ShareLink<I>, inputs: I, event: EventObject): string | null {
  const pageUrl = (event as { pageUrl?: unknown }).pageUrl;
  return event.type === "link.copy" && typeof pageUrl === "string" ? link.linkOf(pageUrl, inputs) : null;
}

/** The guards and actions a machine with a share link puts in its `setup`; `inputsOf` finds the entries in its context. */
export function shareLinkSetup<TContext extends MachineContext, TEvent extends EventObject, I>(
  link: ShareLink<I>,
  inputsOf: (context: TContext) => I,
  /**
   * What the announcer says of the answer the link's entries give (as when typing settles): said
   * after the landing note, so a person who cannot see the page hears the result it opened with.
   */
  answerOf?: (inputs: I) => string,
) {
  type Args = { context: TContext; event: TEvent };
  return {
    guards: {
      isReadableLink: ({ event }: Args) => event.type === "link.open" && linkedInputs(link, event) !== null,
      isUnreadableLink: ({ event }: Args) =>
        event.type === "link.open" && link.read((event as { fragment?: unknown }).fragment).kind === "unreadable",
      canShareLink: ({ context, event }: Args) => copiedLink(link, inputsOf(context), event) !== null,
    },
    actions: {
      emitLinkApplied: emit<TContext, TEvent, undefined, TEvent, ShareLinkEmitted>(({ event }) => {
        const inputs = answerOf ? linkedInputs(link, event) : null;
        return {
          type: "link.applied",
          announcement: inputs && answerOf ? `${link.notes.applied} ${answerOf(inputs)}`.trim() : link.notes.applied,
        };
      }),
      emitLinkIgnored: emit<TContext, TEvent, undefined, TEvent, ShareLinkEmitted>({
        type: "link.ignored",
        announcement: link.notes.ignored,
      }),
      emitLinkCleared: emit<TContext, TEvent, undefined, TEvent, ShareLinkEmitted>({ type: "link.cleared" }),
      emitLink: emit<TContext, TEvent, undefined, TEvent, ShareLinkEmitted>(({ context, event }) => ({
        type: "link.copy",
        link: copiedLink(link, inputsOf(context), event) ?? "",
      })),
    },
  };
}

/** The machine's own `on` for 'Copy share link' (at its root: the link is of all its entries). */
export const shareLinkCopy = { "link.copy": { guard: "canShareLink", actions: "emitLink" } } as const;

/** The words of the region, when a calculator says more than the notes (the converter). */
export interface ShareLinkWords {
  readonly region: string;
  readonly none: string;
  readonly applied: string;
  readonly ignored: string;
  /** Descriptions of the transitions, when given. */
  readonly opened?: string;
  readonly notOpened?: string;
  readonly resetApplied?: string;
  readonly resetIgnored?: string;
}

/** The words of a calculator whose link holds the person's entries, from its notes. */
export const shareLinkWords = (notes: ShareLinkNotes): ShareLinkWords => ({
  region: "Whether the entries came from a share link: a note under the buttons says so.",
  none: "No share link in use: the entries are the person's.",
  applied: `The entries came from a share link: '${notes.applied}'`,
  ignored: `A share link could not be read and was not used: '${notes.ignored}'`,
});

const described = (description: string | undefined) => (description === undefined ? {} : { description });

/**
 * The `link` region: none until a `link.open` carries a link, then applied (its entries are used:
 * the machine's other regions take them) or ignored (unreadable: nothing of it is used); the
 * machine's `reset` event (its name: "reset", "RESET") returns to none and takes the link out of
 * the address (`link.cleared`). `edits`, when given (the laboratory tools, issue 52), are the
 * events that change an entry: one of them after a link was applied also returns to none and takes
 * the link out of the address, since the entries are now the person's. `words` are the notes (the
 * descriptions are built from them) or the calculator's own words.
 */
export function shareLinkRegion<const R extends string>(
  reset: R,
  words: ShareLinkNotes | ShareLinkWords,
  edits: readonly string[] = [],
) {
  const w = "region" in words ? words : shareLinkWords(words);
  const back = (description: string | undefined) =>
    ({ [reset]: { target: "none", actions: "emitLinkCleared", ...described(description) } }) as {
      [K in R]: { target: "none"; actions: "emitLinkCleared"; description?: string };
    };
  const edited = Object.fromEntries(
    edits.map((type) => [
      type,
      {
        target: "none",
        actions: "emitLinkCleared",
        description:
          "An entry was changed after the link was opened: the entries are the person's now, and the link leaves the address.",
      },
    ]),
  ) as Record<string, { target: "none"; actions: "emitLinkCleared"; description: string }>;
  return {
    description: w.region,
    initial: "none" as const,
    on: {
      "link.open": [
        { guard: "isReadableLink", target: ".applied", actions: "emitLinkApplied", ...described(w.opened) },
        { guard: "isUnreadableLink", target: ".ignored", actions: "emitLinkIgnored", ...described(w.notOpened) },
      ],
    },
    states: {
      none: { description: w.none },
      applied: { description: w.applied, on: { ...edited, ...back(w.resetApplied) } },
      ignored: { description: w.ignored, on: back(w.resetIgnored) },
    },
  } as const;
}

/**
 * The docs of the share link's events and guards, to spread into a machine's docs; `shareFile` is
 * its `<name>.share.ts`, `result` what a link never holds ("the table", "the plan").
 */
export const shareLinkDocs = (shareFile: string, result: string) => ({
  events: {
    "link.open":
      "The page opens (or its address's fragment changes) with a share link: its entries are used as if typed, or, unreadable, ignored with a note.",
    "link.copy": `The person presses 'Copy share link': the page's address with the entries (never ${result}) is emitted for the clipboard.`,
  },
  guards: {
    isReadableLink: `The fragment is a share link the strict codec reads (${shareFile}).`,
    isUnreadableLink: "The fragment is meant as a share link but cannot be read: nothing of it is used.",
    canShareLink: "Every entry can travel in a link (64 characters at most, no hidden characters).",
  },
});

/** The controls of the share link, to spread into a controls table: the address's fragment, and the button. */
export function shareLinkControls<I>(link: ShareLink<I>, buttonName: string) {
  return {
    "link.open": (e: { fragment: string }): ControlAction => ({
      kind: "link",
      fragment: e.fragment,
      label: link.read(e.fragment).kind === "unreadable" ? "a share link that cannot be read" : "a share link",
    }),
    "link.copy": (): ControlAction => ({ kind: "press", role: "button", name: buttonName }),
  };
}
