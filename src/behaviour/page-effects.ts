/**
 * The page's side effects that its machines are given (issue 29: provided, never read from a
 * module global): the clock of the converter card's actors (XState's `clock` option; its machines
 * are the only ones with delays: the result settling, the 'Copied' indicators clearing), and the
 * stand-ins the Behaviour view's path player sets during a replay for the clipboard, the printer and
 * the code that loads on first use.
 *
 * One object per page: the page creates it (src/islands.client.tsx), gives it to the converter card's
 * islands (prop `pageEffects`: the card's actor is created with its clock and a clipboard that asks
 * its stand-in first) and to the Behaviour view it loads (its path player sets the stand-ins and
 * holds the timers). A card rendered without a page (a view test) has the window's timers.
 *
 * The clock is the window's timers, except while the path player runs a path (Run): then a
 * delayed event is held (`hold.timers`) until the path's own 'Wait' step runs it, as in the
 * path's model no time passes between its steps. So a slow device replays the same states as a
 * fast one. When the Run ends, what is still held runs at once (src/behaviour/player-dom.ts
 * `releaseHeld`). Held timers have negative ids, so `clearTimeout` (a person typing again before
 * the result settled) finds them.
 */
export interface HeldTimer {
  id: number;
  ms: number;
  fire: () => void;
}

/** XState's `clock` option. */
export interface PageClock {
  setTimeout(fire: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface PageEffects {
  readonly clock: PageClock;
  /** The timers held during a Run, in the order they were set; undefined when no Run is under way. */
  readonly hold: { timers?: HeldTimer[] | undefined };
  /**
   * Set by the path player while it replays a path, else unset: it answers for the clipboard
   * (the model's steps 'The clipboard accepts/refuses the text') and prints nothing (no print
   * dialog opens in the middle of a replay).
   */
  readonly standIns: {
    clipboard?: ((text: string) => Promise<void>) | undefined;
    print?: (() => void) | undefined;
    /**
     * The code of a part that loads on first use (issue 33): during a replay of a path that says
     * when it arrives ('The code of the double check arrives'), the player holds it until that step.
     */
    load?: ((feature: string, load: () => Promise<unknown>) => Promise<unknown>) | undefined;
  };
}

/** A page's effects: the window's timers (until a Run holds them), no stand-in. */
export function createPageEffects(): PageEffects {
  const hold: PageEffects["hold"] = {};
  let lastId = 0;
  const clock: PageClock = {
    setTimeout(fire, ms) {
      if (!hold.timers) return setTimeout(fire, ms);
      hold.timers.push({ id: --lastId, ms, fire });
      return lastId;
    },
    clearTimeout(id) {
      const i = hold.timers?.findIndex((h) => h.id === id) ?? -1;
      if (i >= 0) hold.timers!.splice(i, 1);
      else clearTimeout(id as ReturnType<typeof setTimeout>);
    },
  };
  return { clock, hold, standIns: {} };
}

/**
 * Prints the page: the browser's print dialog, or, while the Behaviour view's player replays a
 * path, its stand-in (nothing prints in the middle of a replay).
 */
export function printPage(pageEffects: PageEffects | undefined): void {
  (pageEffects?.standIns.print ?? (() => window.print()))();
}
