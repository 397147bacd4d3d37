/**
 * Every XState machine of the site, with what people need to read it: a plain-language meaning
 * of each event, guard, delay and invoked actor, the test model its model-based tests use and how
 * a step reads on the page ("Type 20 in Amount (mg)").
 *
 * Used by `npm run diagrams` (docs/machines/), `npm run paths` (test paths for QA), the coverage
 * report and the traceability test. A machine cannot be forgotten: `machineFiles()` finds every
 * src/machines/<name>/<name>.machine.ts and tests/unit/machine-registry.test.ts fails when one has
 * no entry here, or when an event, guard, delay or actor has no description.
 *
 * To add a machine: import it and its test model (tests/model/<name>.model.ts), add an entry,
 * run `npm run diagrams`, and give its states and events rows in docs/behaviour.md.
 */
import fs from "node:fs";
import path from "node:path";
import type { AnyStateMachine } from "xstate";
import { createMachineModel, listStates, listTransitions, type MachineModel, type StepDescriber } from "./model-harness";
import { outlineMachine } from "./machine-diagram";

import { menuMachine } from "../../src/machines/menu/menu.machine";
import type { DropdownId, MenuEvent } from "../../src/machines/menu/menu.types";
import { NAV_DROPDOWNS } from "../../src/data/navigation";
import { converterMachine } from "../../src/machines/converter/converter.machine";
import { createConverterModel, describeConverterStep } from "./converter.model";
import { tabsMachine } from "../../src/machines/tabs/tabs.machine";
import { createTabsModel, describeTabsStep } from "./tabs.model";
import { batchMachine } from "../../src/machines/batch/batch.machine";
import { createBatchModel, describeBatchStep } from "./batch.model";
import { molarityMachine } from "../../src/machines/molarity/molarity.machine";
import { createMolarityModel, describeMolarityEvent, type MolaritySnapshot } from "./molarity.model";
import { machineDocs } from "../../src/machines/machine-docs";

import { dilutionMachine } from "../../src/machines/dilution/dilution.machine";
import { createDilutionModel, describeDilutionEvent } from "./dilution.model";
import { syringeMachine } from "../../src/machines/syringe/syringe.machine";
import { createSyringeModel, describeSyringeEvent } from "./syringe.model";

export type PathStrategy = "paths" | "walk";

export interface MachineEntry {
  /** Folder and file name: src/machines/<name>/<name>.machine.ts. */
  name: string;
  title: string;
  /** What the machine decides, in plain language. */
  summary: string;
  /** Where it runs on the site. */
  usedOn: string;
  machine: AnyStateMachine;
  /** Every event type the machine handles, in plain language (who sends it and when). */
  events: Record<string, string>;
  /** Every guard (by name), in plain language. */
  guards: Record<string, string>;
  /** Every named delay, in plain language. */
  delays: Record<string, string>;
  /** Every invoked actor (by src), in plain language. */
  actors: Record<string, string>;
  /** The test model of its model-based tests (same events, same path generation). */
  createModel: (options?: { strategy?: PathStrategy }) => MachineModel;
  /** Whether `createModel` honours `strategy: "walk"` (otherwise it always gives short paths). */
  supportsWalk: boolean;
  /** How a step reads on the page, with the controls' accessible names. */
  describeStep: StepDescriber;
  /** Where the model-based tests of each level live (for people; checked to exist). */
  tests: { machine?: string; view?: string; browser?: string };
  /** Graphviz layout direction of its diagram. */
  rankdir?: "LR" | "TB";
}

// ---------------------------------------------------------------------------------------------
// Menu (site header). Its test model lives here: events for every dropdown.

const DROPDOWN_IDS: readonly DropdownId[] = NAV_DROPDOWNS.map((d) => d.id);
const dropdownLabel = (id: DropdownId) => NAV_DROPDOWNS.find((d) => d.id === id)?.label ?? id;

export const MENU_MODEL_EVENTS: readonly MenuEvent[] = [
  ...DROPDOWN_IDS.map((menu): MenuEvent => ({ type: "dropdown.toggle", menu })),
  ...DROPDOWN_IDS.map((menu): MenuEvent => ({ type: "dropdown.open", menu })),
  { type: "side.open" },
  { type: "side.close" },
  { type: "escape" },
  { type: "outside" },
  { type: "navigate" },
];

export function createMenuModel(options: { strategy?: PathStrategy } = {}) {
  return createMachineModel(menuMachine, {
    name: "menu",
    strategy: options.strategy,
    events: () => [...MENU_MODEL_EVENTS],
  });
}

export const describeMenuStep: StepDescriber = (event) => {
  const e = event as MenuEvent;
  switch (e.type) {
    case "dropdown.toggle":
      return `Press the '${dropdownLabel(e.menu)}' menu button in the header`;
    case "dropdown.open":
      return `Focus the '${dropdownLabel(e.menu)}' menu button and press Arrow Down`;
    case "side.open":
      return "On a small screen, press Open menu";
    case "side.close":
      return "Press Close menu";
    case "escape":
      return "Press Escape";
    case "outside":
      return "Click outside the open menu";
    case "navigate":
      return "Follow a link of the open menu";
    default:
      return undefined;
  }
};

// ---------------------------------------------------------------------------------------------
// The registry

/** The words of a registry entry, read from the machine's own meta.docs (nothing written twice). */
function wordsOf(machine: AnyStateMachine): Pick<MachineEntry, "title" | "summary" | "usedOn" | "events" | "guards" | "delays" | "actors"> {
  const { title, summary, usedOn, events, guards, delays, actors } = machineDocs(machine);
  return { title, summary, usedOn, events, guards, delays, actors };
}

const asModel = (create: (options?: { strategy?: PathStrategy }) => unknown) =>
  create as (options?: { strategy?: PathStrategy }) => MachineModel;

export const MACHINES: readonly MachineEntry[] = [
  {
    name: "converter",
    title: "Converter (mg ⇄ mL)",
    summary:
      "Holds what the person typed (amount, concentration) and the direction; the result is derived from them on every change, so it is never stale. Swap flips the direction and moves the current result into the amount; Reset restores the page's own defaults. The copy region writes the formatted result to the clipboard and keeps the copied indicator on for 2,000 ms.",
    usedOn: "The converter card of the home page, the 37 dose pages and the syringe page (Calculator tab).",
    machine: converterMachine,
    events: {
      "amount.change": "The person types in the amount field ('Amount (mg)' or 'Amount (mL)', by direction).",
      "concentration.change": "The person types in 'Concentration (mg/mL)' (a number, or a label form such as '250 mg per 5 mL').",
      "preset.select": "The person presses a concentration preset: Water, Standard, Pediatric or High Dose.",
      calculate: "The person presses Calculate (or Enter in a field); the view announces the result or moves focus to the field that needs attention.",
      swap: "The person presses Swap direction: mg → mL becomes mL → mg (and back) and the current result becomes the amount (0 when there is none).",
      reset: "The person presses Reset: amount, concentration and direction go back to the page's own defaults.",
      copy: "The person presses Copy result (only possible while there is a result).",
      "xstate.done.actor.writeClipboard": "The browser accepted the clipboard write: the 'Copied!' toast shows and the copied indicator turns on.",
      "xstate.error.actor.writeClipboard": "The browser refused the clipboard write: an error toast says so; no copied indicator.",
      "xstate.after.copiedTimeout": "2,000 ms after a successful copy the copied indicator turns off.",
      always: "Checked after every change while the indicator is on: when the result is no longer the copied one, the indicator turns off at once.",
    },
    guards: {
      hasResult: "There is a result to copy (both inputs valid, concentration above 0).",
      isKnownPreset: "The preset name is one of the four presets of the spec.",
      resultChangedSinceCopy: "The result shown now differs from the text that was copied.",
    },
    delays: { copiedTimeout: "How long the copied indicator stays on: 2,000 ms (spec section 9)." },
    actors: { writeClipboard: "Writes the formatted result to the clipboard (navigator.clipboard in the browser, a fake in tests)." },
    createModel: asModel(createConverterModel),
    supportsWalk: true,
    describeStep: describeConverterStep,
    tests: {
      machine: "tests/model/converter-machine.test.ts",
      view: "tests/model/converter-view.test.tsx",
      browser: "tests/e2e/converter.spec.ts",
    },
  },
  {
    name: "tabs",
    title: "Converter tabs",
    summary:
      "Which tab of the converter card is selected: Calculator (the default) or Batch Convert, with the WAI-ARIA tabs keyboard pattern (arrows, Home, End; automatic activation).",
    usedOn: "The converter card (home page, dose pages, syringe page).",
    machine: tabsMachine,
    events: {
      "tab.select": "The person clicks a tab (or presses Enter/Space on it).",
      "tab.next": "Arrow Right or Arrow Down on the selected tab: the next tab is selected and focused (wraps).",
      "tab.previous": "Arrow Left or Arrow Up on the selected tab: the previous tab is selected and focused (wraps).",
      "tab.first": "Home on a tab: the first tab (Calculator) is selected and focused.",
      "tab.last": "End on a tab: the last tab (Batch Convert) is selected and focused.",
    },
    guards: {
      selectsCalculator: "The clicked tab is Calculator.",
      selectsBatch: "The clicked tab is Batch Convert.",
    },
    delays: {},
    actors: {},
    createModel: asModel(createTabsModel),
    supportsWalk: false,
    describeStep: describeTabsStep,
    tests: {
      machine: "tests/model/tabs-machine.test.ts",
      view: "tests/model/tabs-view.test.tsx",
      browser: "tests/e2e/converter.spec.ts",
    },
  },
  {
    name: "batch",
    title: "Batch Convert",
    summary:
      "Converts a pasted list of amounts with the calculator's current concentration and direction. Invalid entries are flagged on their own line while the rest convert; results can be copied (copied indicator for 2,000 ms) and downloaded as CSV. Changing the list clears the results; changing the calculator's settings converts the same list again.",
    usedOn: "The Batch Convert tab of the converter card.",
    machine: batchMachine,
    events: {
      "input.change": "The person types or pastes in 'Values to convert'.",
      "settings.change": "The calculator's concentration or direction changed (the view forwards it from the Calculator tab).",
      convert: "The person presses Convert All.",
      clear: "The person presses Clear: the list and the results are emptied.",
      copy: "The person presses Copy all (only possible when some entries converted).",
      download: "The person presses Download CSV (only possible after Convert All).",
      "xstate.done.actor.writeClipboard": "The browser accepted the clipboard write: a toast confirms and the copied indicator turns on.",
      "xstate.error.actor.writeClipboard": "The browser refused the clipboard write: an error toast suggests the CSV instead.",
      "xstate.after.copiedTimeout": "2,000 ms after a successful copy the copied indicator turns off.",
      always: "While the indicator is on: when the results are no longer the copied ones, it turns off at once.",
    },
    guards: {
      hasNoValues: "The list has no values to convert.",
      hasNoConcentration: "The calculator has no valid concentration (missing, 0 or below).",
      settingsChanged: "The forwarded concentration or direction differs from the current one (an unchanged setting is ignored).",
      invalidSettingsArrive: "The settings changed and the new concentration is not valid (missing, 0 or below): the results cannot stand.",
      hasConvertedEntries: "At least one entry converted (there is something to copy).",
      resultsChangedSinceCopy: "The results now differ from the text that was copied.",
    },
    delays: { copiedTimeout: "How long the copied indicator stays on: 2,000 ms." },
    actors: { writeClipboard: "Writes the converted list to the clipboard (navigator.clipboard in the browser, a fake in tests)." },
    createModel: asModel(createBatchModel),
    supportsWalk: true,
    describeStep: describeBatchStep,
    tests: {
      machine: "tests/model/batch-machine.test.ts",
      view: "tests/model/batch-view.test.tsx",
      browser: "tests/e2e/converter.spec.ts",
    },
  },
  {
    name: "molarity",
    // The words are the machine's own (root meta.docs, src/machines/machine-docs.ts).
    ...wordsOf(molarityMachine),
    machine: molarityMachine,
    createModel: asModel(createMolarityModel),
    supportsWalk: false,
    describeStep: (event, { before }) => describeMolarityEvent(event, before as MolaritySnapshot),
    tests: {
      machine: "tests/model/molarity.test.ts",
      view: "tests/model/molarity-view.test.tsx",
      browser: "tests/e2e/lab-tools.spec.ts",
    },
  },
  {
    name: "dilution",
    ...wordsOf(dilutionMachine),
    machine: dilutionMachine,
    createModel: asModel(createDilutionModel),
    supportsWalk: false,
    describeStep: (event) => describeDilutionEvent(event),
    tests: {
      machine: "tests/model/dilution.test.ts",
      view: "tests/model/dilution-view.test.tsx",
      browser: "tests/e2e/lab-tools.spec.ts",
    },
  },
  {
    name: "menu",
    title: "Site menu",
    summary:
      "Open or closed state of the site navigation: at most one of the three desktop dropdowns ('mg to mL', 'mL to mg', 'Advanced') or the small-screen side menu is open. Escape and the close button return focus to what opened the panel; a click outside or following a link just closes it.",
    usedOn: "The header of every page.",
    machine: menuMachine,
    events: {
      "dropdown.toggle": "The person clicks a dropdown button ('mg to mL', 'mL to mg' or 'Advanced') or presses Enter/Space on it: it opens, closes, or another dropdown replaces the open one.",
      "dropdown.open": "Arrow Down on a closed dropdown button: it opens and focus moves to its first link.",
      "side.open": "On a small screen the person presses Open menu.",
      "side.close": "The person presses Close menu in the side menu: it closes and focus returns to Open menu.",
      escape: "The person presses Escape: the open panel closes and focus returns to its button.",
      outside: "A click, tap or focus move outside the open panel: it closes without moving focus.",
      navigate: "The route changed (a link was followed): every menu closes.",
    },
    guards: { isMenu: "The event is about the given dropdown (mg, ml or advanced)." },
    delays: {},
    actors: {},
    createModel: createMenuModel as (options?: { strategy?: PathStrategy }) => MachineModel,
    supportsWalk: true,
    describeStep: describeMenuStep,
    tests: {
      machine: "tests/model/menu-machine.test.ts",
      view: "tests/model/menu-view.test.tsx",
      browser: "tests/e2e/menu.spec.ts",
    },
  },
  {
    name: "syringe",
    title: "Syringe chooser",
    summary:
      "Which syringe the syringe page draws the computed volume on: automatically the smallest oral (default) or injection syringe that holds it, or one syringe the person chose (the insulin syringe only when chosen). It keeps the volume to draw, taken from the converter's result.",
    usedOn: "/mg-to-ml-syringe (the drawn syringe under the converter).",
    machine: syringeMachine,
    events: {
      "volume.change": "The converter's result changed: the new volume to draw in mL, or none.",
      "choice.select": "The person picks an option of the syringe chooser: automatic oral, automatic injection, or one syringe. An unknown choice is ignored.",
    },
    guards: {
      isAutoOral: "The choice is 'automatic: smallest oral syringe that fits'.",
      isAutoInjection: "The choice is 'automatic: smallest injection syringe that fits'.",
      isSyringe: "The choice is one of the syringes of the page.",
    },
    delays: {},
    actors: {},
    createModel: asModel(createSyringeModel),
    supportsWalk: false,
    describeStep: (event) => describeSyringeEvent(event),
    tests: {
      machine: "tests/model/syringe-machine.test.ts",
      view: "tests/model/syringe-view.test.tsx",
      browser: "tests/e2e/content.spec.ts",
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Discovery and checks

/** Every machine file under src/machines, relative to the project root, sorted. */
export function machineFiles(root = process.cwd()): string[] {
  const dir = path.join(root, "src", "machines");
  const out: string[] = [];
  for (const folder of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of fs.readdirSync(path.join(dir, folder.name))) {
      if (file.endsWith(".machine.ts")) out.push(`src/machines/${folder.name}/${file}`);
    }
  }
  return out.sort();
}

export function machineFile(entry: Pick<MachineEntry, "name">): string {
  return `src/machines/${entry.name}/${entry.name}.machine.ts`;
}

export function findMachine(name: string): MachineEntry | undefined {
  return MACHINES.find((m) => m.name === name);
}

/** Machines in a stable order (by name) for generated documents. */
export function machinesByName(): MachineEntry[] {
  return [...MACHINES].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The event key under which an event type is described and traced: user events as they are;
 * `xstate.after.<delay>.<state>` → `xstate.after.<delay>`; eventless → `always`.
 */
export function eventKey(eventType: string): string {
  if (eventType === "") return "always";
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `xstate.after.${after[1]}`;
  return eventType;
}

/** Event keys the machine handles, in definition order, without duplicates. */
export function handledEvents(machine: AnyStateMachine): string[] {
  return [...new Set(listTransitions(machine).map((t) => eventKey(t.eventType)))];
}

/** Guard names used by the machine (parameters dropped). */
export function usedGuards(machine: AnyStateMachine): string[] {
  return [...new Set(outlineMachine(machine).transitions.flatMap((t) => (t.guard ? [t.guard.replace(/\(.*$/, "")] : [])))];
}

export function usedDelays(machine: AnyStateMachine): string[] {
  return [...new Set(outlineMachine(machine).transitions.flatMap((t) => (t.delay ? [t.delay.name] : [])))];
}

export function usedActors(machine: AnyStateMachine): string[] {
  return [...new Set(outlineMachine(machine).states.flatMap((s) => s.invokes.map((i) => i.src)))];
}

/** Ids people trace in docs/behaviour.md: `converter.copy.idle` (states), `converter:swap` (events). */
export function traceIds(entry: MachineEntry): { states: string[]; events: string[] } {
  return {
    states: listStates(entry.machine),
    events: handledEvents(entry.machine).map((e) => `${entry.name}:${e}`),
  };
}

/** What is wrong with an entry (missing or stale descriptions, wrong id), as messages. */
export function entryProblems(entry: MachineEntry): string[] {
  const problems: string[] = [];
  const where = `tests/model/machine-registry.ts (${entry.name})`;
  if (entry.machine.id !== entry.name) problems.push(`${where}: the machine id is "${entry.machine.id}", expected "${entry.name}"`);
  const compare = (what: string, used: string[], described: Record<string, string>) => {
    for (const k of used) if (!described[k]?.trim()) problems.push(`${where}: ${what} "${k}" has no plain-language description`);
    for (const k of Object.keys(described)) if (!used.includes(k)) problems.push(`${where}: ${what} "${k}" is described but the machine does not use it`);
  };
  compare("event", handledEvents(entry.machine), entry.events);
  compare("guard", usedGuards(entry.machine), entry.guards);
  compare("delay", usedDelays(entry.machine), entry.delays);
  compare("invoked actor", usedActors(entry.machine), entry.actors);
  return problems;
}

/** Machine files with no registry entry, and entries with no machine file. */
export function registryProblems(root = process.cwd()): string[] {
  const files = machineFiles(root);
  const registered = MACHINES.map(machineFile);
  return [
    ...files
      .filter((f) => !registered.includes(f))
      .map((f) => `${f} is not in tests/model/machine-registry.ts: add an entry (events, guards, test model, step wording)`),
    ...registered.filter((f) => !files.includes(f)).map((f) => `tests/model/machine-registry.ts lists ${f}, which does not exist`),
  ];
}
