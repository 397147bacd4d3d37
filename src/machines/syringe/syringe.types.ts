/**
 * Types of the syringe chooser machine (syringe page, decisions.md 'Syringe page'): what it keeps,
 * its input, events and emitted events. The syringes, the rule's outcomes and the choice itself
 * are the domain's (src/domain/syringe/syringe.types.ts).
 */
import type { SyringeChoice } from "~/domain/syringe/syringe.types";
import type { Route } from "~/domain/dose/conversion";

export interface SyringeContext {
  /** The volume to draw in mL (the converter's result), or null when there is none. */
  volume: number | null;
  /** What the person chose: automatic per family (the default "auto-oral"), or one syringe. */
  choice: SyringeChoice;
  /** The route stated for the preparation (the converter's Route field), forwarded by the card. */
  route: Route;
}

export interface SyringeInput {
  /** The starting volume in mL (the page's preset result), or null. */
  volume: number | null;
}

export type SyringeEvent =
  | { type: "volume.change"; volume: number | null }
  | { type: "choice.select"; choice: string }
  | { type: "route.change"; route: string };

/** What the view does for the machine: the page's one announcer says a syringe choice. */
export type SyringeEmitted = { type: "choice.made"; announcement: string };
