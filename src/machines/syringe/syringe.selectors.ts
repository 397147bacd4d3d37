/**
 * Narrow selectors of the syringe chooser, plus the one selector that reads the volume to draw
 * from the converter (the page passes it to the syringe machine). Readings are memoised per
 * context object, so all selectors of one snapshot share one calculation.
 */
import type { SnapshotFrom } from "xstate";
import type { syringeMachine } from "./syringe.machine";
import { readSyringe, syringeTexts, syringeTicks, type SyringeReading, type SyringeTexts, type SyringeTick } from "./syringe.calc";
import type { SyringeChoice, SyringeContext } from "./syringe.types";
import { evaluationOf, type ConverterSnapshot } from "~/machines/converter/converter.selectors";

export type SyringeSnapshot = SnapshotFrom<typeof syringeMachine>;

/** The chooser's current value: "auto-oral", "auto-injection" or a syringe id. */
export function selectChoice(s: SyringeSnapshot): SyringeChoice {
  if (s.matches("chosen") && s.context.chosen) return s.context.chosen;
  return s.matches({ automatic: "injection" }) ? "auto-injection" : "auto-oral";
}

interface Derived {
  reading: SyringeReading;
  texts: SyringeTexts;
}

const cache = new WeakMap<SyringeContext, Map<SyringeChoice, Derived>>();

function derived(s: SyringeSnapshot): Derived {
  const choice = selectChoice(s);
  let perChoice = cache.get(s.context);
  if (!perChoice) {
    perChoice = new Map();
    cache.set(s.context, perChoice);
  }
  let d = perChoice.get(choice);
  if (!d) {
    const reading = readSyringe(s.context.volume, choice);
    d = { reading, texts: syringeTexts(reading) };
    perChoice.set(choice, d);
  }
  return d;
}

export const selectVolume = (s: SyringeSnapshot): number | null => s.context.volume;
export const selectReading = (s: SyringeSnapshot): SyringeReading => derived(s).reading;
export const selectTexts = (s: SyringeSnapshot): SyringeTexts => derived(s).texts;
export const selectSyringeId = (s: SyringeSnapshot) => derived(s).reading.syringe.id;
export const selectStatus = (s: SyringeSnapshot) => derived(s).reading.status;
export const selectIsAutomatic = (s: SyringeSnapshot): boolean => s.matches("automatic");

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

/**
 * The volume in mL the converter currently describes: its result when converting mg to mL,
 * the typed amount when converting mL to mg; null when there is none.
 */
export function selectConverterVolume(s: ConverterSnapshot): number | null {
  const e = evaluationOf(s.context);
  if (e.direction === "mgToMl") return e.result.status === "none" ? null : e.result.value;
  return e.amount.ok ? e.amount.value : null;
}
