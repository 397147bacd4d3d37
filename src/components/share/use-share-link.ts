/**
 * A calculator view's share link (issues 16, 31, 32), for a machine built with shareLinkRegion
 * (src/machines/share-link-region.ts): reads the address's fragment when the card opens and
 * whenever it changes (a link pasted on the same page does not reload it) and sends it as
 * `link.open`; writes the link the machine emits on 'Copy share link' to the clipboard and
 * announces the outcome. The note of a link used or ignored is an emitted event with its
 * announcement, said through the view's useEmitted (src/components/use-emitted.ts) like every other.
 *
 * Usage, in a calculator's view, once per actor:
 *
 *   useShareLink(actor, write);   // write: the card's clipboard writer (useCalculatorActor's `write`)
 *
 * and the button, from the connect layer's `share` (shareButton, src/machines/connect.ts):
 *
 *   <button disabled={view.share.disabled} onClick={() => view.share.onPress(window.location.href)}>
 *   {view.share.note && <p>{view.share.note}</p>}
 */
import { useEffect, useRef } from "react";
import type { AnyActorRef, EventObject } from "xstate";
import { announce } from "~/lib/announce";
import { LINK_COPIED_TEXT, LINK_COPY_FAILED_TEXT } from "~/domain/share/share-fragment";
import type { ShareLinkEmitted } from "~/machines/share-link-region";

/**
 * Takes a share link out of the address (the machine emitted `link.cleared`: Reset, or an entry
 * changed after the link was opened), so a reload never brings the link's numbers back. The page
 * stays where it is: no navigation, no hashchange.
 */
export function clearLinkFromAddress(): void {
  if (!window.location.hash) return;
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
}

/** Writes a text to the clipboard (rejects when the clipboard refuses it). */
export type ShareLinkWriter = (text: string) => Promise<void>;

const isLinkCopy = (event: EventObject): event is Extract<ShareLinkEmitted, { type: "link.copy" }> =>
  event.type === "link.copy";

export function useShareLink(actor: AnyActorRef, write: ShareLinkWriter): void {
  // The writer of the latest render (a test's or the Behaviour view's stand-in may replace it).
  const writer = useRef(write);
  useEffect(() => {
    writer.current = write;
  });
  useEffect(() => {
    const sub = actor.on("*", (event: EventObject) => {
      // The entries are no longer the link's: the address loses it (no reload brings it back).
      if (event.type === "link.cleared") {
        clearLinkFromAddress();
        return;
      }
      if (!isLinkCopy(event)) return;
      writer.current(event.link).then(
        () => announce(LINK_COPIED_TEXT),
        () => announce(LINK_COPY_FAILED_TEXT),
      );
    });
    // A share link in the address (on opening, or pasted later): the machine reads it.
    const openLink = () => actor.send({ type: "link.open", fragment: window.location.hash });
    if (window.location.hash) openLink();
    window.addEventListener("hashchange", openLink);
    return () => {
      sub.unsubscribe();
      window.removeEventListener("hashchange", openLink);
    };
  }, [actor]);
}
