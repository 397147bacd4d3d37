/**
 * The converter's test model, shared by the machine, view and browser levels (and the
 * `npm run paths -- converter` CLI): which events to try, how to abstract states, how to say a
 * step in words, and what the screen must show in a given machine state.
 */
import { createActor } from "xstate";
import type { ConverterEvent } from "~/machines/converter/converter.types";
import { DOSE_PAGES, HOME_PRESET, MG_PAGES, ML_PAGES, SYRINGE_PRESET, type ConverterPreset } from "~/data/doses";
import { converterMachine } from "~/machines/converter/converter.machine";
import { copyableText } from "~/machines/converter/converter.outputs";
import { fieldText } from "~/domain/dose/conversion";
import {
  selectDirection,
  selectRoute,
  selectMedicineText,
  selectCanPrint,
  type ConverterSnapshot,
} from "~/machines/converter/converter.selectors";
import { connectConverter, type ConverterView } from "~/machines/converter/converter.connect";
import { createMachineModel } from "./model";

/** The /20-mg-to-ml page: 20 mg at 10 mg/mL = 2 mL. The browser level runs on that page. */
export const CONVERTER_MODEL_PAGE = MG_PAGES.find((p) => p.value === 20)!;
export const CONVERTER_MODEL_PRESET: ConverterPreset = CONVERTER_MODEL_PAGE.preset;
/**
 * The /5-ml-to-mg page (5 mL at 50 mg/mL = 250 mg): an mL to mg page, whose own default
 * direction (start, Reset) is mL to mg. Paths start on either page (each path says which).
 */
export const CONVERTER_MODEL_ML_PAGE = ML_PAGES.find((p) => p.value === 5)!;
export const CONVERTER_MODEL_PAGES = [CONVERTER_MODEL_PAGE, CONVERTER_MODEL_ML_PAGE] as const;

/** The page a path starts on (by its input's preset): a dose page, the syringe page or home. */
export function pageOfInput(input: unknown): { path: string; preset: ConverterPreset } {
  const preset = (input as { preset?: ConverterPreset } | undefined)?.preset;
  if (preset === SYRINGE_PRESET) return { path: "/mg-to-ml-syringe", preset };
  if (preset === HOME_PRESET) return { path: "/", preset };
  return DOSE_PAGES.find((p) => p.preset === preset) ?? CONVERTER_MODEL_PAGE;
}

/**
 * Share links (issue 16) a path opens, as `location.hash` gives them: one in each direction (the
 * direction region follows the link), each route (the route region follows it: by mouth, an
 * injection, and none stated, as in a link made before links carried the route) and one with a
 * repeated key (refused whole).
 */
export const SHARE_LINK_SAMPLES = {
  mgToMl: "#v=1&dir=mg-ml&amount=250&strength=250%20mg%20per%205%20mL",
  mlToMg: "#v=1&dir=ml-mg&amount=2.5&strength=50&route=injection",
  byMouth: "#v=1&dir=mg-ml&amount=2.5&strength=50&route=oral",
  tampered: "#v=1&dir=mg-ml&amount=250&amount=2500&strength=250%20mg%20per%205%20mL",
} as const;

/**
 * The page address 'Copy share link' sends at machine level. The view and the browser send their
 * own (location.origin + pathname); no state depends on it, only the copied text.
 */
export const SHARE_MODEL_PAGE_URL = "https://mg-to-ml.example/20-mg-to-ml";

/** The medicine's name a path types for the preparation card. */
export const CONVERTER_MODEL_MEDICINE = "Furosemide";

/**
 * Events tried in every state, with sample values chosen to reach every state of the result
 * region (at 10 mg/mL in mg to mL): 20 → 2 mL (measurable), 0.5 → 0.05 mL (under 0.1 mL),
 * 200 → 20 mL (more than any syringe here), 21.85 → 2.185 mL (more precise than a syringe
 * draws), 0.0001 → too small to show; "" (empty), "abc", "1,200" (ambiguous), "1e3"
 * (notation), "5 mL" in the mg field (unit); concentration "0" (invalid).
 */
export const CONVERTER_MODEL_EVENTS = [
  { type: "amount.change", value: "20" },
  { type: "amount.change", value: "" },
  { type: "amount.change", value: "abc" },
  { type: "amount.change", value: "1,200" },
  { type: "amount.change", value: "1e3" },
  { type: "amount.change", value: "5 mL" },
  { type: "amount.change", value: "0.5" },
  { type: "amount.change", value: "200" },
  { type: "amount.change", value: "21.85" },
  { type: "amount.change", value: "0.0001" },
  { type: "concentration.change", value: "250 mg per 5 mL" },
  { type: "concentration.change", value: "0" },
  { type: "preset.select", name: "Pediatric" },
  { type: "calculate" },
  { type: "swap" },
  { type: "reset" },
  { type: "copy" },
  { type: "link.open", fragment: SHARE_LINK_SAMPLES.mgToMl },
  { type: "link.open", fragment: SHARE_LINK_SAMPLES.mlToMg },
  { type: "link.open", fragment: SHARE_LINK_SAMPLES.byMouth },
  { type: "link.open", fragment: SHARE_LINK_SAMPLES.tampered },
  { type: "link.copy", pageUrl: SHARE_MODEL_PAGE_URL },
  // Issue 27: the preparation card's route (the syringe kind follows it) and medicine, and Print.
  { type: "route.select", route: "injection" },
  { type: "route.select", route: "oral" },
  { type: "route.select", route: "unstated" },
  { type: "medicine.change", value: CONVERTER_MODEL_MEDICINE },
  { type: "print" },
] as const satisfies readonly ConverterEvent[];

/** The page's own entries as its fields show them (one page's defaults, computed once). */
const ownEntriesCache = new WeakMap<ConverterPreset, { amount: string; concentration: string }>();
function ownEntries(defaults: ConverterPreset): { amount: string; concentration: string } {
  let own = ownEntriesCache.get(defaults);
  if (!own)
    ownEntriesCache.set(
      defaults,
      (own = { amount: fieldText(defaults.amount), concentration: fieldText(defaults.concentration) }),
    );
  return own;
}

/**
 * The events tried in a state. To keep the explored graph small without losing a state or a
 * transition, the amount samples are tried at the page's own concentration, the concentration
 * samples and Copy at the page's own amount; Calculate, Swap and Reset everywhere.
 * (The regions read here have only atomic states: their value is the state's name.)
 */
function modelEvents(s: ConverterSnapshot): ConverterEvent[] {
  const { defaults, amountText, concentrationText } = s.context;
  const own = ownEntries(defaults);
  const atOwnConcentration = concentrationText === own.concentration;
  const atOwnAmount = amountText === own.amount;
  // The share link's regions multiply every other state, so they are explored narrowly: a link
  // opens on a page still at its own entries with nothing under way, and once one is in use (or
  // refused) only Reset is tried; while the share link is being copied or shown as copied, only
  // clearing the amount (which turns its indicator off) and Copy share link again.
  const fresh = atOwnAmount && atOwnConcentration && s.value.copy === "idle" && s.value.announce === "quiet";
  // The route multiplies every other state too: chosen on a fresh page, and once chosen only
  // chosen back (not stated) or cleared by Reset; the medicine's name is typed once on a fresh page
  // (no state follows it); Print is tried on a typed dose at the page's own concentration.
  if (s.value.route !== "unstated")
    return CONVERTER_MODEL_EVENTS.filter(
      (e) => (e.type === "route.select" && e.route === "unstated") || e.type === "reset",
    );
  if (s.value.link !== "none") return CONVERTER_MODEL_EVENTS.filter((e) => e.type === "reset");
  if (s.value.shareCopy !== "idle") {
    return CONVERTER_MODEL_EVENTS.filter(
      (e) =>
        (e.type === "amount.change" && e.value === "" && amountText !== "") || (e.type === "link.copy" && atOwnAmount),
    );
  }
  return CONVERTER_MODEL_EVENTS.filter((e) => {
    // Only real changes: a field set to the text it already holds sends no input event in a
    // browser (a person cannot make that step), so in a long walk the page and the model would
    // part.
    if (e.type === "amount.change" && e.value === amountText) return false;
    if (e.type === "concentration.change" && e.value === concentrationText) return false;
    if (e.type === "link.open" || e.type === "link.copy") return fresh;
    if (e.type === "route.select") return fresh && e.route !== "unstated";
    if (e.type === "medicine.change") return fresh && s.context.medicineText === "";
    if (e.type === "print") return s.value.entry === "typed" && atOwnConcentration && s.value.copy === "idle";
    if (e.type === "amount.change") return atOwnConcentration || e.value === "20";
    if (e.type === "concentration.change" || e.type === "preset.select" || e.type === "copy") return atOwnAmount;
    return true;
  });
}

/**
 * What makes two converter snapshots the same state of the explored graph.
 *
 * The share link's states are explored coarsely: every event type a state handles is tried
 * (bare when not listed above), so a state with a link in use, or a share link being copied,
 * would otherwise repeat the whole graph. One node per link state (by direction) and per
 * share-copy state (at the page's own entries or not) keeps every state and transition
 * reachable; the chosen paths are replayed for real, so coverage stays what really happens.
 */
function converterStateKey(s: ConverterSnapshot): string {
  if (s.value.link !== "none") return JSON.stringify({ link: s.value.link, direction: s.context.direction });
  if (s.value.shareCopy !== "idle") {
    const own = ownEntries(s.context.defaults);
    const atOwnEntries = s.context.amountText === own.amount && s.context.concentrationText === own.concentration;
    return JSON.stringify({ shareCopy: s.value.shareCopy, own: atOwnEntries, direction: s.context.direction });
  }
  return JSON.stringify({
    value: s.value,
    amount: s.context.amountText,
    concentration: s.context.concentrationText,
    direction: s.context.direction,
    copied: s.context.copiedText,
    linkCopied: s.context.linkCopiedText,
    result: copyableText(s.context),
  });
}

/** The inputs of the two pages paths start on (the same objects each time: see `events` in ModelOptions). */
const CONVERTER_MODEL_INPUTS = CONVERTER_MODEL_PAGES.map((p) => ({ preset: p.preset }));

export function createConverterModel(options: { strategy?: "paths" | "walk"; preset?: ConverterPreset } = {}) {
  return createMachineModel(converterMachine, {
    name: "converter",
    strategy: options.strategy,
    inputs: options.preset ? [{ preset: options.preset }] : CONVERTER_MODEL_INPUTS,
    events: modelEvents,
    serializeState: converterStateKey,
    // The converter takes seconds to explore: one process of a run explores, the others read it.
    cacheAs: "converter",
  });
}

/** What the converter card must show in a machine state (all levels compare against this). */
export interface ConverterScreen {
  direction: string;
  status: string;
  caution: string | null;
  amountLabel: string;
  amount: string;
  concentration: string;
  result: string;
  worked: string | null;
  formula: string;
  amountHint: string | null;
  concentrationHint: string | null;
  activePreset: string | null;
  copyEnabled: boolean;
  /** Why 'Copy result' is off, by the result's state (issue 53), or null while it is on (or copying). */
  copyReason: string | null;
  copied: boolean;
  /** The share link's note (applied or ignored), or null. */
  linkNote: { kind: string; text: string } | null;
  shareEnabled: boolean;
  linkCopied: boolean;
  /** Issue 27: the route stated for the card, the medicine's name, whether Print is enabled. */
  route: string;
  medicine: string;
  printEnabled: boolean;
}

export function expectedScreen(s: ConverterSnapshot): ConverterScreen {
  // What the Calculator tab renders: its connect layer's view model of the state (handlers unused).
  const view = connectConverter(s, () => undefined, {
    idPrefix: "converter",
    showConcentration: true,
    pageUrl: SHARE_MODEL_PAGE_URL,
  });
  return {
    direction: selectDirection(s),
    status: view.result.status,
    caution: view.result.caution?.text ?? null,
    amountLabel: view.amount.label,
    amount: view.amount.value,
    concentration: view.concentration!.value,
    result: view.result.text,
    worked: view.result.note?.kind === "worked" ? view.result.note.text : null,
    formula: view.directionLine.formula,
    amountHint: view.amount.hint,
    concentrationHint: view.concentration!.hint,
    activePreset: view.presets.find((p) => p.pressed)?.name ?? null,
    copyEnabled: !view.copy.disabled,
    copyReason: view.copy.reason,
    copied: view.copy.copiedMark !== "",
    linkNote: view.linkNote,
    shareEnabled: !view.shareLink.disabled,
    linkCopied: view.shareLink.copiedMark !== "",
    // The preparation card's details and Print are the card's (converter-card.tsx), read of the converter.
    route: selectRoute(s),
    medicine: selectMedicineText(s),
    printEnabled: selectCanPrint(s),
  };
}

/**
 * What the converter's result region says for typed texts on a page with `preset`: its machine,
 * run on its own, through its connect layer (the early answer's tests compare the page with it).
 */
export function converterResultFor(
  preset: ConverterPreset,
  typed: { amount: string; concentration?: string; route?: string },
): ConverterView["result"] {
  const actor = createActor(converterMachine, { input: { preset } }).start();
  actor.send({ type: "amount.change", value: typed.amount });
  if (typed.concentration !== undefined) actor.send({ type: "concentration.change", value: typed.concentration });
  if (typed.route !== undefined) actor.send({ type: "route.select", route: typed.route });
  const send = (event: ConverterEvent) => actor.send(event);
  const options = { idPrefix: "converter", showConcentration: preset.showConcentration, pageUrl: "" };
  const { result } = connectConverter(actor.getSnapshot(), send, options);
  actor.stop();
  return result;
}
