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
 * To add a machine: import it and its test model (tools/statecharts/<name>.model.ts), add an entry,
 * run `npm run diagrams`, and give its states and events rows in docs/behaviour.md.
 */
import fs from "node:fs";
import path from "node:path";
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from "xstate";
import { createMachineModel, listStates, listTransitions, type MachineModel, type StepDescriber } from "./model";
import { readDefinition } from "./model/definition";
import { machineDocs } from "../../src/machines/machine-docs";

import { menuMachine } from "../../src/machines/menu/menu.machine";
import type { DropdownId, MenuEvent } from "../../src/machines/menu/menu.types";
import { NAV_DROPDOWNS } from "../../src/data/navigation";
import { converterMachine } from "../../src/machines/converter/converter.machine";
import { createConverterModel } from "./converter.model";
import { CONVERTER_CLIPBOARD, converterControls } from "../../src/machines/converter/converter.controls";
import { tabsMachine } from "../../src/machines/tabs/tabs.machine";
import { createTabsModel } from "./tabs.model";
import { tabsControls } from "../../src/machines/tabs/tabs.controls";
import { batchMachine } from "../../src/machines/batch/batch.machine";
import { createBatchModel } from "./batch.model";
import { BATCH_CLIPBOARD, BATCH_REVEAL, batchControls } from "../../src/machines/batch/batch.controls";
import { molarityMachine } from "../../src/machines/molarity/molarity.machine";
import { createMolarityModel } from "./molarity.model";
import { molarityControls } from "../../src/machines/molarity/molarity.controls";

import { dilutionMachine } from "../../src/machines/dilution/dilution.machine";
import { createDilutionModel } from "./dilution.model";
import { dilutionControls } from "../../src/machines/dilution/dilution.controls";
import { concentrationMachine } from "../../src/machines/concentration/concentration.machine";
import { createConcentrationModel } from "./concentration.model";
import { concentrationControls } from "../../src/machines/concentration/concentration.controls";
import { weightDoseMachine } from "../../src/machines/weight-dose/weight-dose.machine";
import { createWeightDoseModel } from "./weight-dose.model";
import { weightDoseControls } from "../../src/machines/weight-dose/weight-dose.controls";
import { reconstitutionMachine } from "../../src/machines/reconstitution/reconstitution.machine";
import { createReconstitutionModel } from "./reconstitution.model";
import { reconstitutionControls } from "../../src/machines/reconstitution/reconstitution.controls";
import { serialDilutionMachine } from "../../src/machines/serial-dilution/serial-dilution.machine";
import { createSerialDilutionModel } from "./serial-dilution.model";
import { serialDilutionControls } from "../../src/machines/serial-dilution/serial-dilution.controls";
import { infusionRateMachine } from "../../src/machines/infusion-rate/infusion-rate.machine";
import { createInfusionRateModel } from "./infusion-rate.model";
import { infusionRateControls } from "../../src/machines/infusion-rate/infusion-rate.controls";
import { controlOf, describeControl, type ControlAction, type ControlsTable } from "../../src/machines/controls";
import { syringeMachine } from "../../src/machines/syringe/syringe.machine";
import { converterCardMachine } from "../../src/machines/converter-card/converter-card.machine";
import { createConverterCardModel } from "./converter-card.model";
import { converterCardControls } from "../../src/machines/converter-card/converter-card.controls";
import { createSyringeModel } from "./syringe.model";
import { syringeControls } from "../../src/machines/syringe/syringe.controls";
import { doubleCheckMachine } from "../../src/machines/double-check/double-check.machine";
import { createDoubleCheckModel } from "./double-check.model";
import { doubleCheckControls } from "../../src/machines/double-check/double-check.controls";
import { pathPlayerMachine } from "../../src/machines/path-player/path-player.machine";
import { createPathPlayerModel, pathPlayerModelRows, type PathPlayerSnapshot } from "./path-player.model";
import type { PathPlayerEvent } from "../../src/machines/path-player/path-player.types";
import { pathPlayerControls } from "../../src/machines/path-player/path-player.controls";
import { menuControls } from "../../src/machines/menu/menu.controls";

/**
 * A machine's step wording and actions from its controls table (src/machines/<name>/<name>.controls.ts):
 * the one place that says which control sends which event.
 */
function fromControls<TEvent extends EventObject, TSnapshot extends AnyMachineSnapshot>(
  table: ControlsTable<TEvent, TSnapshot>,
  clipboardWrites: Readonly<Record<string, string>> = {},
): Pick<MachineEntry, "describeStep" | "controlOf"> {
  const controlOfStep = (event: EventObject, before: AnyMachineSnapshot, model: MachineModel) =>
    controlOf(table, event, before as TSnapshot, { delayOf: (e) => model.delayOf(e, before) }, clipboardWrites);
  return {
    controlOf: controlOfStep,
    describeStep: (event, { before, model }) => describeControl(controlOfStep(event, before, model)),
  };
}

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
  /** How a step reads on the page: `describeControl` of its action (`controlOf`). */
  describeStep: StepDescriber;
  /**
   * What a person does for each step (src/machines/controls.ts): the action the Behaviour view's
   * paths store and the player does, read from the machine's controls table (`fromControls`).
   */
  controlOf: (event: EventObject, before: AnyMachineSnapshot, model: MachineModel) => ControlAction;
  /** Where the model-based tests of each level live (for people; checked to exist). */
  tests: { machine?: string; view?: string; browser?: string };
  /** Graphviz layout direction of its diagram. */
  rankdir?: "LR" | "TB";
  /** What a person does first for the machine's controls to be on the page (its paths' `reveal`). */
  reveal?: ControlAction;
}

// ---------------------------------------------------------------------------------------------
// Menu (site header). Its test model lives here: events for every dropdown.

const DROPDOWN_IDS: readonly DropdownId[] = NAV_DROPDOWNS.map((d) => d.id);

export const MENU_MODEL_EVENTS: readonly MenuEvent[] = [
  ...DROPDOWN_IDS.map((menu): MenuEvent => ({ type: "dropdown.toggle", menu })),
  ...DROPDOWN_IDS.map((menu): MenuEvent => ({ type: "dropdown.open", menu })),
  { type: "side.open" },
  { type: "side.close" },
  { type: "escape" },
  { type: "outside" },
  ...(["ml", "mg", "advanced", "side"] as const).map((trigger): MenuEvent => ({ type: "trigger.focus", trigger })),
  { type: "navigate" },
];

export function createMenuModel(options: { strategy?: PathStrategy } = {}) {
  return createMachineModel(menuMachine, {
    name: "menu",
    strategy: options.strategy,
    events: () => [...MENU_MODEL_EVENTS],
  });
}

// ---------------------------------------------------------------------------------------------
// The registry

/** A machine's own words (root meta.docs, src/machines/machine-docs.ts), for its entry. */
function docsOf(machine: AnyStateMachine) {
  return { machine, ...machineDocs(machine) };
}

/** The words of a registry entry, read from the machine's own meta.docs (nothing written twice). */
function wordsOf(
  machine: AnyStateMachine,
): Pick<MachineEntry, "title" | "summary" | "usedOn" | "events" | "guards" | "delays" | "actors"> {
  const { title, summary, usedOn, events, guards, delays, actors } = machineDocs(machine);
  return { title, summary, usedOn, events, guards, delays, actors };
}

/** Each test model made once per process and strategy (paths by default): Vitest's files in one worker share it (issue 55). */
const asModel = (create: (options?: { strategy?: PathStrategy }) => unknown) => {
  const made = new Map<PathStrategy, MachineModel>();
  return (options?: { strategy?: PathStrategy }): MachineModel => {
    const key = options?.strategy ?? "paths";
    if (!made.has(key)) made.set(key, create(options) as MachineModel);
    return made.get(key)!;
  };
};

export const MACHINES: readonly MachineEntry[] = [
  {
    name: "converter",
    ...docsOf(converterMachine),
    createModel: asModel(createConverterModel),
    supportsWalk: true,
    ...fromControls(converterControls, CONVERTER_CLIPBOARD),
    tests: {
      machine: "tests/model/converter-machine.test.ts",
      view: "tests/model/converter-view.test.tsx",
      browser: "tests/e2e/converter.spec.ts",
    },
  },
  {
    name: "converter-card",
    ...docsOf(converterCardMachine),
    createModel: asModel(createConverterCardModel),
    supportsWalk: false,
    ...fromControls(converterCardControls),
    tests: {
      machine: "tests/model/converter-card-machine.test.ts",
      view: "tests/model/converter-card-view.test.tsx",
      browser: "tests/e2e/converter.spec.ts",
    },
  },
  {
    name: "tabs",
    ...docsOf(tabsMachine),
    createModel: asModel(createTabsModel),
    supportsWalk: false,
    ...fromControls(tabsControls),
    tests: {
      machine: "tests/model/tabs-machine.test.ts",
      view: "tests/model/tabs-view.test.tsx",
      browser: "tests/e2e/converter.spec.ts",
    },
  },
  {
    name: "batch",
    ...docsOf(batchMachine),
    createModel: asModel(createBatchModel),
    supportsWalk: true,
    ...fromControls(batchControls, BATCH_CLIPBOARD),
    reveal: BATCH_REVEAL,
    tests: {
      machine: "tests/model/batch-machine.test.ts",
      view: "tests/model/batch-view.test.tsx",
      browser: "tests/e2e/converter.spec.ts",
    },
  },
  {
    name: "double-check",
    ...docsOf(doubleCheckMachine),
    createModel: asModel(createDoubleCheckModel),
    supportsWalk: false,
    ...fromControls(doubleCheckControls),
    tests: {
      machine: "tests/model/double-check-machine.test.ts",
      view: "tests/model/double-check-view.test.tsx",
      browser: "tests/e2e/double-check.spec.ts",
    },
  },
  {
    name: "molarity",
    // The words are the machine's own (root meta.docs, src/machines/machine-docs.ts).
    ...wordsOf(molarityMachine),
    machine: molarityMachine,
    createModel: asModel(createMolarityModel),
    supportsWalk: false,
    ...fromControls(molarityControls),
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
    ...fromControls(dilutionControls),
    tests: {
      machine: "tests/model/dilution.test.ts",
      view: "tests/model/dilution-view.test.tsx",
      browser: "tests/e2e/lab-tools.spec.ts",
    },
  },
  {
    name: "concentration",
    ...wordsOf(concentrationMachine),
    machine: concentrationMachine,
    createModel: asModel(createConcentrationModel),
    supportsWalk: false,
    ...fromControls(concentrationControls),
    tests: {
      machine: "tests/model/concentration.test.ts",
      view: "tests/model/concentration-view.test.tsx",
      browser: "tests/e2e/concentration.spec.ts",
    },
  },
  {
    name: "weight-dose",
    ...wordsOf(weightDoseMachine),
    machine: weightDoseMachine,
    createModel: asModel(createWeightDoseModel),
    supportsWalk: true,
    ...fromControls(weightDoseControls, { writeClipboard: "the result's line" }),
    tests: {
      machine: "tests/model/weight-dose-machine.test.ts",
      view: "tests/model/weight-dose-view.test.tsx",
      browser: "tests/e2e/clinical-tools.spec.ts",
    },
  },
  {
    name: "reconstitution",
    ...wordsOf(reconstitutionMachine),
    machine: reconstitutionMachine,
    createModel: asModel(createReconstitutionModel),
    supportsWalk: true,
    ...fromControls(reconstitutionControls, { writeClipboard: "the result's line" }),
    tests: {
      machine: "tests/model/reconstitution-machine.test.ts",
      view: "tests/model/reconstitution-view.test.tsx",
      browser: "tests/e2e/reconstitution.spec.ts",
    },
  },
  {
    name: "serial-dilution",
    ...wordsOf(serialDilutionMachine),
    machine: serialDilutionMachine,
    createModel: asModel(createSerialDilutionModel),
    supportsWalk: true,
    ...fromControls(serialDilutionControls, { writeClipboard: "the dilution plan" }),
    tests: {
      machine: "tests/model/serial-dilution-machine.test.ts",
      view: "tests/model/serial-dilution-view.test.tsx",
      browser: "tests/e2e/serial-dilution.spec.ts",
    },
  },
  {
    name: "infusion-rate",
    ...wordsOf(infusionRateMachine),
    machine: infusionRateMachine,
    createModel: asModel(createInfusionRateModel),
    supportsWalk: true,
    ...fromControls(infusionRateControls, { writeClipboard: "the result's line" }),
    tests: {
      machine: "tests/model/infusion-rate-machine.test.ts",
      view: "tests/model/infusion-rate-view.test.tsx",
      browser: "tests/e2e/infusion-rate.spec.ts",
    },
  },
  {
    name: "menu",
    // The menu's words live in the machine (src/machines/machine-docs.ts).
    ...machineDocs(menuMachine),
    machine: menuMachine,
    createModel: createMenuModel as (options?: { strategy?: PathStrategy }) => MachineModel,
    supportsWalk: true,
    ...fromControls(menuControls),
    tests: {
      machine: "tests/model/menu-machine.test.ts",
      view: "tests/model/menu-view.test.tsx",
      browser: "tests/e2e/menu.spec.ts",
    },
  },
  {
    name: "syringe",
    ...docsOf(syringeMachine),
    createModel: asModel(createSyringeModel),
    supportsWalk: false,
    ...fromControls(syringeControls),
    tests: {
      machine: "tests/model/syringe-machine.test.ts",
      view: "tests/model/syringe-view.test.tsx",
      browser: "tests/e2e/content.spec.ts",
    },
  },
  {
    // Last: its test model plays the converter's paths as `npm run behaviour-paths` writes them.
    name: "path-player",
    ...docsOf(pathPlayerMachine),
    createModel: asModel(createPathPlayerModel),
    supportsWalk: true,
    ...fromControls<PathPlayerEvent, PathPlayerSnapshot>({ ...pathPlayerControls, ...pathPlayerModelRows }),
    tests: {
      machine: "tests/model/path-player-machine.test.ts",
      view: "tests/model/path-player-view.test.tsx",
      browser: "tests/e2e/behaviour-view.spec.ts",
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
  return [
    ...new Set(readDefinition(machine).transitions.flatMap((t) => (t.guard ? [t.guard.replace(/\(.*$/, "")] : []))),
  ];
}

export function usedDelays(machine: AnyStateMachine): string[] {
  return [...new Set(readDefinition(machine).transitions.flatMap((t) => (t.delay ? [t.delay.name] : [])))];
}

export function usedActors(machine: AnyStateMachine): string[] {
  const outline = readDefinition(machine);
  return [...new Set([outline.root, ...outline.states].flatMap((s) => s.invokes.map((i) => i.src)))];
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
  const where = `tools/statecharts/machine-registry.ts (${entry.name})`;
  if (entry.machine.id !== entry.name)
    problems.push(`${where}: the machine id is "${entry.machine.id}", expected "${entry.name}"`);
  const compare = (what: string, used: string[], described: Record<string, string>) => {
    for (const k of used)
      if (!described[k]?.trim()) problems.push(`${where}: ${what} "${k}" has no plain-language description`);
    for (const k of Object.keys(described))
      if (!used.includes(k)) problems.push(`${where}: ${what} "${k}" is described but the machine does not use it`);
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
      .map(
        (f) =>
          `${f} is not in tools/statecharts/machine-registry.ts: add an entry (events, guards, test model, step wording)`,
      ),
    ...registered
      .filter((f) => !files.includes(f))
      .map((f) => `tools/statecharts/machine-registry.ts lists ${f}, which does not exist`),
  ];
}

/** How a step of a registered machine reads (`npm run paths`): the words of its controls table. */
export function describeStepOf(name: string): StepDescriber {
  const entry = MACHINES.find((m) => m.name === name);
  if (!entry) throw new Error(`No machine named ${name}`);
  return entry.describeStep;
}
