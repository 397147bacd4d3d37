/**
 * The model of the infusion rate calculator shared by the three levels of model-based tests
 * (tests/model/infusion-rate-machine.test.ts: machine; tests/model/infusion-rate-view.test.tsx:
 * view; tests/e2e/infusion-rate.spec.ts: browser): the events to explore and what the page must
 * show in each model state (the connect layer's own view model).
 */
import type { SnapshotFrom } from "xstate";
import { createMachineModel } from "./model";
import { judging, leaveEvents, touchedEmpty, withShareLinks } from "./clinical-links";
import { infusionShare } from "../../src/machines/infusion-rate/infusion-rate.share";
import infusionRatePage from "../../src/content/pages/infusion-rate-calculator";
import { infusionRateMachine } from "../../src/machines/infusion-rate/infusion-rate.machine";
import { connectInfusionRate, type InfusionView } from "../../src/machines/infusion-rate/infusion-rate.connect";
import { unitChangeOf } from "../../src/domain/infusion-rate-units";
import { fromVolume } from "../../src/domain/infusion-rate-inputs";
import {
  DIRECTIONS,
  DURATION_UNITS,
  EMPTY_INPUTS,
  unitChoiceOf,
  PER_TIMES,
  TEXT_OF,
  WEIGHT_UNITS,
  fieldShown,
  orderUnitOf,
  readOrderUnit,
  type DropFactor,
  type InfusionEvent,
  type InfusionInputs,
  type InfusionTextField,
  type OrderUnit,
} from "../../src/machines/infusion-rate/infusion-rate.types";

export type InfusionSnapshot = SnapshotFrom<typeof infusionRateMachine>;

/**
 * Sample entries per field, each reaching a state from the case (5 mcg/kg per minute for
 * 70 kg with 400 mg in 250 mL = 13.1 mL/h): "x" is refused (dose, bag); 0.00001 mcg/kg per minute
 * is a rate below 0.01 mL/h (offScale); 1000 kg is outside the plausible range; 13.1 mL/h gives
 * back 4.99 mcg/kg per minute (the reverse), 1000 mL/h is above 999 mL/h (faster than many pumps
 * can be set); 1 mcg/kg per minute is 2.63 mL/h, 2.63 drops per minute on a microdrip set, counted
 * as 3 (14 % fast); 250 mL takes 19 hours 5 minutes (over 24 hours at 0.19 mL/h), 0 mL is refused.
 * Clearing a field empties it (the order and the bag both empty: no result yet).
 */
export const INFUSION_SAMPLES: Readonly<Record<InfusionTextField, readonly string[]>> = {
  dose: ["5", "x", "0.00001", "1"],
  rate: ["13.1", "1000"],
  weight: ["70", "1000"],
  bag: ["400 mg in 250 mL", "x"],
  volume: ["250", "0"],
  // From a volume (issue 56): 250 mL over 180 minutes (83.3 mL/h), converted to 3 hours when
  // hours are chosen; over 100 minutes (kept as "100 min" when hours are chosen: not a whole
  // number of hours to 4 decimals); over 0 (refused); 180 hours is over a day.
  duration: ["180", "100", "0"],
  // Started at 20:00: 250 mL at 13.1 mL/h ends at 15:05 the next day, at 1 000 mL/h at 20:15 the
  // same day; "x" is not a clock time.
  start: ["20:00", "x"],
};
/**
 * The order units explored: mcg/kg (the case), mcg (not per kg: 5 mcg per minute is
 * 0.1875 mL/h, rounded to 0.19 mL/h by more than 1 %), units (a units order with a mg bag) and mg/kg
 * (5 mcg/kg is 0.005 mg/kg: a unit change that converts the order).
 */
const ORDER_UNITS_EXPLORED: readonly OrderUnit[] = ["mcg/kg", "mcg", "units", "mg/kg"];
/** No drop factor, or microdrip 60 drops/mL: 13.1 drops per minute, or under 1 at 0.19 mL/h. */
const DROPS_EXPLORED: readonly (DropFactor | null)[] = [null, 60];

const others = <T>(list: readonly T[], current: T): T[] => list.filter((v) => v !== current);

/** The case, the page's first worked example: 5 mcg/kg per minute for 70 kg with 400 mg in 250 mL = 13.1 mL/h. */
const BASE: InfusionInputs = infusionRatePage.examples.inputs[0]!.inputs;
/** A volume over a time: 250 mL over 180 minutes (83.3 mL/h; 83 drops per minute on a microdrip set). */
const VOLUME_BASE: InfusionInputs = {
  ...EMPTY_INPUTS,
  direction: "volumeOverTime",
  volumeText: "250",
  durationText: "180",
  durationUnit: "min",
};
/**
 * The time a volume takes: 250 mL at 13.1 mL/h from 20:00 (19 hours 5 minutes, ends at 15:05 the
 * next day); at 1 000 mL/h it ends at 20:15 the same day.
 */
const RATE_BASE: InfusionInputs = {
  ...EMPTY_INPUTS,
  direction: "volumeAndRate",
  volumeText: "250",
  rateText: "13.1",
  startText: "20:00",
};
const BASES = [BASE, VOLUME_BASE, RATE_BASE] as const;
/** The volume base with its time in hours (3 hours), as a link. */
const VOLUME_IN_HOURS: InfusionInputs = { ...VOLUME_BASE, durationText: "3", durationUnit: "h" };

const keys = Object.keys(EMPTY_INPUTS) as (keyof InfusionInputs)[];
/** How many entries and choices differ from a form. */
const distance = (inputs: InfusionInputs, from: InfusionInputs) => keys.filter((k) => inputs[k] !== from[k]).length;

/** The inputs after an entry or a choice (a unit choice: with the typed value converted or kept). */
function after(inputs: InfusionInputs, e: InfusionEvent): InfusionInputs {
  const unit = unitChoiceOf(e);
  if (unit) return unitChangeOf(inputs, unit).inputs;
  switch (e.type) {
    case "field.change":
      return { ...inputs, [TEXT_OF[e.field]]: e.value };
    case "direction.select":
      return { ...inputs, direction: e.direction };
    case "orderUnit.select":
      return { ...inputs, ...readOrderUnit(e.unit) };
    case "per.select":
      return { ...inputs, per: e.per };
    case "weightUnit.select":
      return { ...inputs, weightUnit: e.unit };
    case "dropFactor.select":
      return { ...inputs, dropFactor: e.factor };
    case "durationUnit.select":
      return { ...inputs, durationUnit: e.durationUnit };
    default:
      return inputs;
  }
}

/** The inputs only a volume reads, and those only an order reads. */
const VOLUME_KEYS: readonly (keyof InfusionInputs)[] = ["durationText", "durationUnit", "startText"];
const ORDER_KEYS: readonly (keyof InfusionInputs)[] = [
  "doseText",
  "doseUnit",
  "perKg",
  "per",
  "weightText",
  "weightUnit",
  "bagText",
];
/**
 * A form of the same kind as a base: from an order, with nothing typed or chosen that only a
 * volume reads; from a volume, with nothing that only an order reads (what the other kind reads
 * is explored from the empty form and on the way to each base).
 */
const sameKind = (inputs: InfusionInputs, base: InfusionInputs) =>
  fromVolume(inputs.direction) === fromVolume(base.direction) &&
  (fromVolume(base.direction) ? ORDER_KEYS : VOLUME_KEYS).every((k) => inputs[k] === EMPTY_INPUTS[k]);

/** A form on the way from the empty form to a base: each entry and choice is the empty form's or the base's. */
const onTheWay = (inputs: InfusionInputs, base: InfusionInputs) =>
  keys.every((k) => inputs[k] === EMPTY_INPUTS[k] || inputs[k] === base[k]);

/**
 * Every state is reached within two changes of BASE, or one change of the empty form (an order
 * typed with no time unit chosen: 'Choose per minute or per hour'), so the model explores those
 * and the forms on the way from the empty form (the start, and Reset) to BASE.
 */
const explored = (inputs: InfusionInputs) =>
  distance(inputs, EMPTY_INPUTS) <= 1 ||
  BASES.some((base) => onTheWay(inputs, base)) ||
  BASES.some((base) => sameKind(inputs, base) && distance(inputs, base) <= 2);

/** The events a person sends in a state that the model explores (real changes only). */
function modelEvents(s: InfusionSnapshot): InfusionEvent[] {
  const { inputs } = s.context;
  const changes: InfusionEvent[] = [
    // Only fields on the form, and only real changes (React sends no change for the same value).
    ...(Object.keys(INFUSION_SAMPLES) as InfusionTextField[])
      .filter((field) => fieldShown(field, inputs))
      .flatMap((field) =>
        [...INFUSION_SAMPLES[field], ""]
          .filter((value) => inputs[TEXT_OF[field]] !== value)
          .map((value): InfusionEvent => ({ type: "field.change", field, value })),
      ),
    ...others(DIRECTIONS, inputs.direction).map((direction): InfusionEvent => ({
      type: "direction.select",
      direction,
    })),
    ...(fromVolume(inputs.direction) ? [] : others(ORDER_UNITS_EXPLORED, orderUnitOf(inputs))).map(
      (unit): InfusionEvent => ({
        type: "orderUnit.select",
        unit,
      }),
    ),
    ...(fromVolume(inputs.direction) ? [] : others(PER_TIMES, inputs.per as never)).map((per): InfusionEvent => ({
      type: "per.select",
      per,
    })),
    ...(inputs.direction === "volumeOverTime"
      ? others(DURATION_UNITS, inputs.durationUnit as never).map((durationUnit): InfusionEvent => ({
          type: "durationUnit.select",
          durationUnit,
        }))
      : []),
    ...(inputs.perKg && !fromVolume(inputs.direction)
      ? others(WEIGHT_UNITS, inputs.weightUnit).map((unit): InfusionEvent => ({ type: "weightUnit.select", unit }))
      : []),
    ...others(DROPS_EXPLORED, inputs.dropFactor).map((factor): InfusionEvent => ({
      type: "dropFactor.select",
      factor,
    })),
    // Leaving an empty field not touched yet: it is judged from then on (issue 54).
    ...leaveEvents(TEXT_OF, fieldShown, s),
  ];
  // A unit choice or a change of what is worked out only from a form within one change of the
  // empty form or of a base: each reaches its states from there, and the forms two changes away
  // are reached by typing.
  const near = distance(inputs, EMPTY_INPUTS) <= 1 || BASES.some((base) => distance(inputs, base) <= 1);
  const wide = (e: InfusionEvent) => e.type === "direction.select" || unitChoiceOf(e) !== null;
  return judging(
    TEXT_OF,
    s,
    [
      // A unit choice while the line is being copied: the same as after (the copy region is apart).
      ...changes.filter(
        (e) =>
          (near || !wide(e)) && (s.matches({ copy: "idle" }) || unitChoiceOf(e) === null) && explored(after(inputs, e)),
      ),
      { type: "reset" },
      // Copy is explored from the forms typed, not while a unit change is being said (its wait and
      // the copied indicator's would run together).
      ...(s.matches({ unitChange: "none" }) ? [{ type: "copy" } as const] : []),
    ],
    near,
  );
}

/** The event types a person sends; in a state where the model has none of a type, it is not tried bare. */
const PERSON_EVENTS: readonly InfusionEvent["type"][] = [
  "field.change",
  "field.leave",
  "direction.select",
  "orderUnit.select",
  "per.select",
  "weightUnit.select",
  "dropFactor.select",
  "durationUnit.select",
];

export function createInfusionRateModel() {
  const links = withShareLinks(infusionShare, {
    empty: EMPTY_INPUTS,
    // The page's worked examples per kg per minute, per hour in units and as a rate to a dose, and
    // a bag with no time unit chosen yet, as links.
    links: [
      BASE,
      infusionRatePage.examples.inputs[1]!.inputs,
      infusionRatePage.examples.inputs[4]!.inputs,
      { ...EMPTY_INPUTS, bagText: BASE.bagText },
      RATE_BASE,
      VOLUME_BASE,
      VOLUME_IN_HOURS,
    ],
    changes: PERSON_EVENTS,
    events: modelEvents,
    withheld: (s: InfusionSnapshot) => {
      const given = new Set(modelEvents(s).map((e) => e.type));
      // Copy is not tried while a unit change is being said (see modelEvents).
      return [...PERSON_EVENTS.filter((t) => !given.has(t)), ...(s.matches({ unitChange: "none" }) ? [] : ["copy"])];
    },
  });
  return createMachineModel(infusionRateMachine, {
    name: "infusion-rate",
    cacheAs: "samples-links",
    // Whole drops counted more than 10 % off need a dose and a drop factor changed together, and the
    // forms from a volume (issue 56) have their own bases: the forms explored pass the default
    // limit of 100,000 edges.
    limit: 1_000_000,
    ...links,
    serializeState: (s) =>
      JSON.stringify({
        value: s.value,
        inputs: s.context.inputs,
        touched: touchedEmpty(TEXT_OF, s),
        copied: s.context.copiedText,
      }),
  });
}

/** What the page shows in a model state: the connect layer's view model (handlers left out). */
export function expectedInfusionView(s: InfusionSnapshot): InfusionView {
  return connectInfusionRate(s, () => undefined);
}
