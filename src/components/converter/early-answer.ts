/**
 * The converter's early answer (issue 33: the first keystroke answered before hydration).
 *
 * The converter card is in the pre-rendered page, so its fields can be typed in before its view
 * has hydrated, which takes a few hundred milliseconds on a slow phone. The island loader
 * (src/island-loader.ts) loads this file on the first keystroke in a card that has not hydrated
 * (or at once, if the browser restored typed text), and from then until the card hydrates:
 *
 * - the converter's own machine runs, alone, from the page's preset (the island's props), and is
 *   sent what the fields hold as the view would send it (`amount.change`, `concentration.change`,
 *   and `route.select` for the card's Route, which chooses the syringe the cautions are about);
 * - its connect layer's `result` is drawn into a copy of the pre-rendered result region
 *   (converter-result.dom.ts), put in the region's place. The pre-rendered region itself is kept,
 *   untouched, out of the page.
 *
 * Nothing is worked out here: the words, the state and any caution are the machine's, as after
 * hydration. Presses (Calculate, Swap, a preset) are held by the loader and made once the card
 * has hydrated.
 *
 * When the card hydrates, its Calculator tab hands the region back first (`handBackEarlyAnswer`,
 * in the same task, before the region is hydrated): the machine stops, the pre-rendered region
 * returns in place of the copy, and the view takes over what was typed
 * (use-typed-before-hydration.ts), so it shows the same answer within the same task, before the
 * page is painted again.
 */
import { createActor } from "xstate";
import type { ConverterPreset } from "~/data/doses";
import { converterMachine } from "~/machines/converter/converter.machine";
import { connectConverter } from "~/machines/converter/converter.connect";
import type { ConverterEvent } from "~/machines/converter/converter.types";
import { selectRoute } from "~/machines/converter/converter.selectors";
import { drawConverterResult } from "./converter-result.dom";

/** The island props the early answer reads (src/components/islands.tsx, ConverterIsland). */
interface ConverterIslandData {
  preset: ConverterPreset;
  idPrefix?: string;
}

const DEFAULT_ID_PREFIX = "converter";

interface Running {
  stop(): void;
}

/** The early answers running, by the card's element. */
const running = new Map<Element, Running>();
/** Cards whose view has taken over: no early answer starts for them again. */
const handedBack = new WeakSet<Element>();

function readProps(island: HTMLElement): ConverterIslandData | null {
  try {
    const props = JSON.parse(island.dataset.islandProps ?? "") as Partial<ConverterIslandData>;
    return props.preset ? { preset: props.preset, idPrefix: props.idPrefix } : null;
  } catch {
    return null;
  }
}

/**
 * Starts the early answer of the converter card in `island` (a `[data-island="converter"]`
 * element that has not hydrated), drawing the answer for what its fields hold now. Does nothing
 * if its view has taken over already, or if the island is not a card it knows.
 */
export function startEarlyAnswer(island: HTMLElement): void {
  const props = readProps(island);
  if (!props) return;
  const idPrefix = props.idPrefix ?? DEFAULT_ID_PREFIX;
  const card = document.getElementById(idPrefix);
  const original = card?.querySelector<HTMLElement>('[data-testid="result-box"]');
  if (!card || !island.contains(card) || !original || handedBack.has(card) || running.has(card)) return;

  const actor = createActor(converterMachine, { input: { preset: props.preset } }).start();
  const send = (event: ConverterEvent) => actor.send(event);
  const options = { idPrefix, showConcentration: props.preset.showConcentration, pageUrl: "" };
  const copy = original.cloneNode(true) as HTMLElement;
  let shown = false;

  const update = () => {
    const view = connectConverter(actor.getSnapshot(), send, options);
    for (const field of [view.amount, view.concentration]) {
      const input = field ? document.getElementById(field.id) : null;
      if (field && input instanceof HTMLInputElement && input.value !== field.value) field.onChange(input.value);
    }
    // The route chooses the syringe kind the result's cautions are about (the card's Route field).
    const route = document.getElementById(`${idPrefix}-route`);
    if (route instanceof HTMLSelectElement && route.value !== selectRoute(actor.getSnapshot()))
      send({ type: "route.select", route: route.value });
    drawConverterResult(copy, connectConverter(actor.getSnapshot(), send, options).result);
    if (!shown) {
      original.replaceWith(copy);
      shown = true;
    }
  };
  island.addEventListener("input", update, true);
  running.set(card, {
    stop() {
      island.removeEventListener("input", update, true);
      actor.stop();
      if (shown) copy.replaceWith(original);
    },
  });
  update();
}

/**
 * Runs the converter's machine once from the card's preset, and its connect layer, then stops it:
 * called by the island loader in a task of its own once this file has arrived, before any
 * keystroke needs it. The first run of a machine costs several times the next (the browser
 * compiles XState's and the machine's code as it first runs it), and the card's actor, made when
 * the card hydrates, runs the same machine: paid here, that cost is neither in the first
 * keystroke's answer nor in the task that hydrates the card (issue 33: no long task). Nothing is
 * drawn or said.
 */
export function prepareEarlyAnswer(island: HTMLElement): void {
  const props = readProps(island);
  if (!props) return;
  const actor = createActor(converterMachine, { input: { preset: props.preset } }).start();
  connectConverter(actor.getSnapshot(), () => undefined, {
    idPrefix: props.idPrefix ?? DEFAULT_ID_PREFIX,
    showConcentration: props.preset.showConcentration,
    pageUrl: "",
  });
  actor.stop();
}

/**
 * The card's view takes over (called by the Calculator tab as it first renders, before its result
 * region is hydrated): the early answer stops and the pre-rendered region is back in its place.
 * Safe to call more than once, and when no early answer ran.
 */
export function handBackEarlyAnswer(idPrefix: string): void {
  // The card's element, drawn by the pre-render (none in the pre-render itself, nor on a first
  // render in the browser that is not a hydration: then no early answer can have run).
  const card = typeof document === "undefined" ? null : document.getElementById(idPrefix);
  if (!card) return;
  handedBack.add(card);
  running.get(card)?.stop();
  running.delete(card);
}
