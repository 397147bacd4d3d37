/**
 * Types of the double-check machine: an independent second check of one converter calculation.
 * The first person's entry comes from the calculator; the second person types their own from the
 * label without seeing the first; the machine compares the two. Nothing is stored or sent.
 */
import type { Direction } from "~/data/doses";
import type { Route } from "~/machines/converter/converter.types";
import type { Bare } from "~/machines/events";

export type { Direction, Route };

/**
 * One person's entry, as typed: the amount, the strength as on the label, the direction; the
 * first person's also carries the route stated on the calculator (its syringe kind judges the
 * agreed result's cautions). The second person does not re-enter the route.
 */
export interface DoseEntry {
  amountText: string;
  concentrationText: string;
  direction: Direction;
  route?: Route;
}

/** The entries a mismatch can name (never which person is right). */
export type EntryField = "amount" | "strength" | "direction";

export interface DoubleCheckContext {
  /** The first person's entry, taken when they ask for a double check (null before). */
  first: DoseEntry | null;
  /** The second person's entry, typed on their own. */
  second: DoseEntry;
}

export type DoubleCheckEvent =
  | { type: "check.request"; entry: DoseEntry }
  | { type: "second.amount.change"; value: string }
  | { type: "second.strength.change"; value: string }
  | { type: "second.direction.change"; direction: Direction }
  /** 'Print preparation card' after a match: the view prints the agreed calculation's card. */
  | Bare<"second.start" | "second.compare" | "check.restart" | "check.cancel" | "print">;

/** Where an incomplete second entry needs attention (the state under `entering.incomplete`). */
export type IncompleteAt = "amount" | "strength" | "result";

/**
 * What the view does for the machine: say `text` through the page's announcer when the check moves
 * on; move the focus to the second entry's field that needs attention (Compare, incomplete); print
 * the agreed calculation's preparation card (after a match).
 */
export type DoubleCheckEmitted =
  | { type: "check.announce"; announcement: string }
  | { type: "check.focus"; field: "amount" | "strength" }
  | { type: "print.requested" }
  /** The check is over (cancelled, or finished after a match): whoever started it takes the focus back. */
  | { type: "check.closed" };
