/**
 * The converter card's clock (XState's `clock` option; its machines are the only ones with
 * delays: the result settling, the 'Copied' indicators clearing).
 *
 * It is the window's timers, except while the Behaviour view's path player runs a path (Run):
 * then a delayed event is held (`hold.timers`) until the path's own 'Wait' step runs it, as in
 * the path's model no time passes between its steps. So a slow device replays the same states as
 * a fast one. When the Run ends, what is still held runs at once (src/behaviour/player-dom.ts
 * `releaseHeld`). Held timers have negative ids, so `clearTimeout` (a person typing again before
 * the result settled) finds them.
 */
export interface HeldTimer {
  id: number;
  ms: number;
  fire: () => void;
}

/** The timers held during a Run, in the order they were set; undefined when no Run is under way. */
export const hold: { timers?: HeldTimer[] | undefined } = {};

let lastId = 0;

export const pageClock = {
  setTimeout(fire: () => void, ms: number): unknown {
    if (!hold.timers) return setTimeout(fire, ms);
    hold.timers.push({ id: --lastId, ms, fire });
    return lastId;
  },
  clearTimeout(id: unknown): void {
    const i = hold.timers?.findIndex((h) => h.id === id) ?? -1;
    if (i >= 0) hold.timers!.splice(i, 1);
    else clearTimeout(id as ReturnType<typeof setTimeout>);
  },
};
