/**
 * Narrow selectors of the syringe chooser. What the drawing shows is read from the machine's
 * states (choice, fit, caution); its texts and geometry come from syringe.calc.ts, memoised per
 * context object, so all selectors of one snapshot share one calculation.
 */
import type { SnapshotFrom } from "xstate";
import type { syringeMachine } from "./syringe.machine";
import {
  readSyringe,
  syringeTexts,
  syringeTicks,
  type SyringeReading,
  type SyringeTexts,
  type SyringeTick,
} from "./syringe.calc";
import type { FitStatus, SyringeChoice, SyringeContext, VolumeCaution } from "./syringe.types";

export type SyringeSnapshot = SnapshotFrom<typeof syringeMachine>;

/** The chooser's current value: "auto-oral", "auto-injection" or a syringe id. */
export const selectChoice = (s: SyringeSnapshot): SyringeChoice => s.context.choice;

interface Derived {
  reading: SyringeReading;
  texts: SyringeTexts;
}

const cache = new WeakMap<SyringeContext, Derived>();

function derived(s: SyringeSnapshot): Derived {
  let d = cache.get(s.context);
  if (!d) {
    const reading = readSyringe(s.context.volume, s.context.choice);
    d = { reading, texts: syringeTexts(reading) };
    cache.set(s.context, d);
  }
  return d;
}

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
