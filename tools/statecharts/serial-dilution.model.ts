/**
 * The model of the serial dilution calculator shared by the three levels of model-based tests
 * (tests/model/serial-dilution-machine.test.ts: machine; tests/model/serial-dilution-view.test.tsx:
 * view; tests/e2e/serial-dilution.spec.ts: browser): the events to explore and what the page must
 * show in each model state (the connect layer's own view model).
 */
import { createMachineModel } from "./model";
import { judging, leaveEvents, touchedEmpty } from "./clinical-links";
import { serialDilutionMachine } from "../../src/machines/serial-dilution/serial-dilution.machine";
import {
  connectSerialDilution,
  shownFields,
  type SerialSnapshot,
  type SerialView,
} from "../../src/machines/serial-dilution/serial-dilution.connect";
import {
  CONVENTIONS,
  MODES,
  TUBE_VOLUME_UNITS,
  type SerialEvent,
  type SerialField,
  type SerialInputs,
  SERIAL_EDIT_EVENTS,
} from "../../src/machines/serial-dilution/serial-dilution.types";
import { DEFAULT_SERIAL_INPUTS, evaluateSerialDilution } from "../../src/domain/lab/serial-dilution";
import { fragmentOfLink } from "../../src/domain/share/share-fragment";
import { serialShareLinkOf } from "../../src/machines/serial-dilution/serial-dilution.share";

export type { SerialSnapshot };

/** 1e-320 mM: a number the parser reads, whose tubes are too small for a double (out of range). */
export const TINY = `0.${"0".repeat(319)}1`;

/**
 * Sample entries per field, each reaching a state from BASE (1 mM, ×10, 6 steps, 1,000 µL: the
 * textbook series, tube 6 at 1 nM): "x", "-1", "0" and clearing are each field's hints; "1 µM",
 * "1 mM" and "1 mL" a unit not chosen; TINY as the stock makes the tubes too small to calculate;
 * "1:10" is a ratio, "1" no dilution, "0.5" a concentration, "1.0001" a diluent of 0.09999 µL;
 * "2000000" nM is above the stock (unreachable), a tiny final concentration a factor too large;
 * "1.5" and "25" steps are refused; 5 µL gives a 0.5 µL transfer, 0.5 µL both volumes under 1 µL;
 * a stock of 60,000 mM is 60 M, above what any solution can be.
 */
export const SERIAL_SAMPLES: Readonly<Record<SerialField, readonly string[]>> = {
  stock: ["1", "x", "-1", "0", "1 µM", TINY, "", "60000"],
  factor: ["10", "x", "-1", "0", "1:10", "1", "0.5", "1.0001", ""],
  target: ["1", "x", "-1", "0", "1 mM", "2000000", TINY, ""],
  steps: ["6", "x", "-1", "0", "1.5", "25", ""],
  volume: ["1000", "x", "-1", "0", "1 mL", "5", "0.5", ""],
};

const BASE: SerialInputs = {
  ...DEFAULT_SERIAL_INPUTS,
  stock: "1",
  factor: "10",
  target: "1",
  steps: "6",
  volume: "1000",
};
const KEYS = Object.keys(BASE) as (keyof SerialInputs)[];
const TEXTS: readonly SerialField[] = ["stock", "factor", "target", "steps", "volume"];

const other = <T extends string>(list: readonly T[], current: T): T => list.find((v) => v !== current)!;

/** How many entries and choices differ from BASE. */
const distance = (inputs: SerialInputs) => KEYS.filter((k) => inputs[k] !== BASE[k]).length;

/**
 * The forms explored: one change from BASE; in target mode two (the final concentration's states
 * need the mode and a change); and on the way from the empty form to BASE (each field empty or as
 * in BASE, the choices as in BASE).
 */
function explored(inputs: SerialInputs): boolean {
  if (distance(inputs) <= 1) return true;
  if (inputs.mode === "target" && distance(inputs) <= 2) return true;
  return onTheWay(inputs);
}

/** A form on the way from the empty form to BASE: each field empty or as in BASE, the choices as in BASE. */
const onTheWay = (inputs: SerialInputs) =>
  KEYS.every((k) => inputs[k] === BASE[k] || (TEXTS.includes(k as SerialField) && inputs[k] === ""));

/** Each typed field and the entry it keeps (the same name). */
const TEXT_OF = Object.fromEntries(TEXTS.map((f) => [f, f])) as Record<SerialField, SerialField>;

/** The inputs after an entry or a choice (as the machine edits them). */
function after(inputs: SerialInputs, e: SerialEvent): SerialInputs {
  switch (e.type) {
    case "field.change":
      return { ...inputs, [e.field]: e.value };
    case "stockUnit.select":
      return { ...inputs, stockUnit: e.unit };
    case "targetUnit.select":
      return { ...inputs, targetUnit: e.unit };
    case "volumeUnit.select":
      return { ...inputs, volumeUnit: e.unit };
    case "mode.select":
      return { ...inputs, mode: e.mode };
    case "convention.select":
      return { ...inputs, convention: e.convention };
    default:
      return inputs;
  }
}

/** The entries and choices a person can make on the form of a snapshot, each a real change. */
function changesOf(inputs: SerialInputs): SerialEvent[] {
  return [
    // Only fields on the form, and only real changes (React sends no change for the same value).
    ...shownFields(inputs.mode).flatMap((field) =>
      SERIAL_SAMPLES[field]
        .filter((value) => inputs[field] !== value)
        .map((value): SerialEvent => ({ type: "field.change", field, value })),
    ),
    { type: "stockUnit.select", unit: inputs.stockUnit === "mM" ? "µM" : "mM" },
    ...(inputs.mode === "target"
      ? [{ type: "targetUnit.select", unit: inputs.targetUnit === "nM" ? "mg/mL" : "nM" } as const]
      : []),
    { type: "volumeUnit.select", unit: other(TUBE_VOLUME_UNITS, inputs.volumeUnit) },
    { type: "mode.select", mode: other(MODES, inputs.mode) },
    { type: "convention.select", convention: other(CONVENTIONS, inputs.convention) },
  ];
}

const CHANGE_TYPES: readonly SerialEvent["type"][] = [...SERIAL_EDIT_EVENTS, "field.leave"];

/** The page's address in the model (the browser sends its own). */
export const PAGE_URL = "https://mg-to-ml.example/serial-dilution-calculator";
/** A share link of the textbook series in target mode (1 mM to 1 nM in 6 steps), and one that cannot be read. */
export const READABLE_LINK = `#${fragmentOfLink(serialShareLinkOf(PAGE_URL, { ...BASE, mode: "target" })!)}`;
export const UNREADABLE_LINK = "#v=1&stock=1";

const allEmpty = (inputs: SerialInputs) => TEXTS.every((field) => inputs[field] === "");

/**
 * The changes explored from a snapshot, with leaving an empty field not touched yet (issue 54):
 * fields touched and left empty (cleared, or left) only from BASE, one change from it, or a form
 * on the way to it; from a form with such a field, only typing in it again (clinical-links.ts).
 */
function exploredChanges(s: SerialSnapshot): SerialEvent[] {
  const { inputs } = s.context;
  const shown = (field: SerialField, on: SerialInputs) => shownFields(on.mode).includes(field);
  return judging(
    TEXT_OF,
    s,
    [...changesOf(inputs).filter((e) => explored(after(inputs, e))), ...leaveEvents(TEXT_OF, shown, s)],
    distance(inputs) <= 1 || onTheWay(inputs),
  );
}

export function createSerialDilutionModel() {
  return createMachineModel(serialDilutionMachine, {
    name: "serial-dilution",
    cacheAs: "samples",
    events: (s) => [
      ...exploredChanges(s),
      { type: "reset" },
      { type: "copy" },
      { type: "download" },
      // 'Print record' is on with a plan (issue 52).
      ...(evaluateSerialDilution(s.context.inputs).kind === "ready" ? [{ type: "print" } as const] : []),
      { type: "link.copy", pageUrl: PAGE_URL },
      // A share link is opened on the empty form (the page opening with one, or after Reset).
      ...(allEmpty(s.context.inputs)
        ? [
            { type: "link.open", fragment: READABLE_LINK } as const,
            { type: "link.open", fragment: UNREADABLE_LINK } as const,
          ]
        : []),
    ],
    // A kind of change none of whose samples is explored here is not tried at all (not even bare).
    withheld: (s) => {
      const kept = new Set(exploredChanges(s).map((e) => e.type));
      return [...CHANGE_TYPES.filter((t) => !kept.has(t)), ...(allEmpty(s.context.inputs) ? [] : ["link.open"])];
    },
    serializeState: (s) =>
      JSON.stringify({
        value: s.value,
        inputs: s.context.inputs,
        touched: touchedEmpty(TEXT_OF, s),
        copied: s.context.copiedText,
      }),
  });
}

/** What the page shows in a model state: the connect layer's view model (handlers do nothing here). */
export function expectedSerialView(s: SerialSnapshot): SerialView {
  return connectSerialDilution(s, () => undefined);
}
