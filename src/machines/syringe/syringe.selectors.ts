/**
 * Narrow selectors of the syringe chooser. What the drawing shows is read from the machine's
 * states (choice, fit, caution); its texts and geometry come from domain/syringe/syringe.ts, memoised per
 * context object, so all selectors of one snapshot share one calculation.
 */
import type { SnapshotFrom } from "xstate";
import type { syringeMachine } from "./syringe.machine";
import { readSyringe, syringeTicks, type SyringeReading, type SyringeTick } from "~/domain/syringe/syringe";
import { syringeTexts, type SyringeTexts } from "~/domain/syringe/syringe-words";
import type { FitStatus, SyringeChoice, VolumeCaution } from "~/domain/syringe/syringe.types";
import type { SyringeContext } from "./syringe.types";
import { perObject } from "~/domain/per-object";
import { ROUTE_FITS, routeCautionText, type RouteFit } from "~/domain/syringe/syringe-route";

export type SyringeSnapshot = SnapshotFrom<typeof syringeMachine>;

/** The chooser's current value: "auto-oral", "auto-injection" or a syringe id. */
export const selectChoice = (s: SyringeSnapshot): SyringeChoice => s.context.choice;

interface Derived {
  reading: SyringeReading;
  texts: SyringeTexts;
}

const derivedOf = perObject((context: SyringeContext): Derived => {
  const reading = readSyringe(context.volume, context.choice);
  return { reading, texts: syringeTexts(reading) };
});

/** The caution when the syringe drawn does not suit the route (the route state's), or null. */
export function selectRouteCaution(s: SyringeSnapshot): string | null {
  return routeCautionText(selectRouteFit(s), derived(s).reading.syringe);
}
const derived = (s: SyringeSnapshot): Derived => derivedOf(s.context);

export const selectReading = (s: SyringeSnapshot): SyringeReading => derived(s).reading;
export const selectTexts = (s: SyringeSnapshot): SyringeTexts => derived(s).texts;
/** Whether the insulin syringe was chosen (its prominent warning shows). */
export const selectIsInsulinChosen = (s: SyringeSnapshot): boolean => s.matches({ choice: { chosen: "insulin" } });

const FITS: readonly FitStatus[] = ["zero", "onMark", "betweenMarks", "belowSmallestMark", "exceeds"];
/** The fit state: where the volume falls on the syringe drawn. */
export function selectFit(s: SyringeSnapshot): FitStatus {
  return FITS.find((fit) => s.matches({ fit })) ?? "empty";
}

/** The caution state about the volume itself. */
export function selectVolumeCaution(s: SyringeSnapshot): VolumeCaution {
  if (s.matches({ caution: "small" })) return "small";
  return s.matches({ caution: "large" }) ? "large" : "none";
}

/** The route state: whether the syringe drawn suits the route stated. */
export function selectRouteFit(s: SyringeSnapshot): RouteFit {
  return ROUTE_FITS.find((route) => route !== "suits" && s.matches({ route })) ?? "suits";
}

/** The marks of the syringe drawn (memoised per syringe). */
const tickCache = new Map<string, SyringeTick[]>();
export function selectTicks(s: SyringeSnapshot): SyringeTick[] {
  const syringe = derived(s).reading.syringe;
  let ticks = tickCache.get(syringe.id);
  if (!ticks) {
    ticks = syringeTicks(syringe);
    tickCache.set(syringe.id, ticks);
  }
  return ticks;
}
