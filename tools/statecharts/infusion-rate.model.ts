/**
 * The model of the infusion rate calculator shared by the three levels of model-based tests
 * (tests/model/infusion-rate-machine.test.ts: machine; tests/model/infusion-rate-view.test.tsx:
 * view; tests/e2e/infusion-rate.spec.ts: browser): the events to explore and what the page must
 * show in each model state (the connect layer's own view model).
 */
import type { SnapshotFrom } from "xstate";
import { createMachineModel } from "./model";
import { withShareLinks } from "./clinical-links";
import { infusionShare } from "../../src/machines/infusion-rate/infusion-rate.share";
import infusionRatePage from "../../src/content/pages/infusion-rate-calculator";
import { infusionRateMachine } from "../../src/machines/infusion-rate/infusion-rate.machine";
import { connectInfusionRate, type InfusionView } from "../../src/machines/infusion-rate/infusion-rate.connect";
import {
  DIRECTIONS,
  EMPTY_INPUTS,
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
};
/**
 * The order units explored: mcg/kg (the case), mcg (not per kg: 5 mcg per minute is
 * 0.1875 mL/h, rounded to 0.19 mL/h by more than 1 %) and units (a units order with a mg bag).
 */
const ORDER_UNITS_EXPLORED: readonly OrderUnit[] = ["mcg/kg", "mcg", "units"];
/** No drop factor, or microdrip 60 drops/mL: 13.1 drops per minute, or under 1 at 0.19 mL/h. */
const DROPS_EXPLORED: readonly (DropFactor | null)[] = [null, 60];

const others = <T>(list: readonly T[], current: T): T[] => list.filter((v) => v !== current);

/** The case, the page's first worked example: 5 mcg/kg per minute for 70 kg with 400 mg in 250 mL = 13.1 mL/h. */
const BASE: InfusionInputs = infusionRatePage.examples.inputs[0]!.inputs;

const keys = Object.keys(EMPTY_INPUTS) as (keyof InfusionInputs)[];
/** How many entries and choices differ from a form. */
const distance = (inputs: InfusionInputs, from: InfusionInputs) => keys.filter((k) => inputs[k] !== from[k]).length;

/** The inputs after an entry or a choice. */
function after(inputs: InfusionInputs, e: InfusionEvent): InfusionInputs {
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
    default:
      return inputs;
  }
}

/** A form on the way from the empty form to BASE: each entry and choice is the empty form's or BASE's. */
const onTheWay = (inputs: InfusionInputs) => keys.every((k) => inputs[k] === EMPTY_INPUTS[k] || inputs[k] === BASE[k]);

/**
 * Every state is reached within two changes of BASE, or one change of the empty form (an order
 * typed with no time unit chosen: 'Choose per minute or per hour'), so the model explores those
 * and the forms on the way from the empty form (the start, and Reset) to BASE.
 */
const explored = (inputs: InfusionInputs) =>
  distance(inputs, BASE) <= 2 || distance(inputs, EMPTY_INPUTS) <= 1 || onTheWay(inputs);

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
    ...others(ORDER_UNITS_EXPLORED, orderUnitOf(inputs)).map((unit): InfusionEvent => ({
      type: "orderUnit.select",
      unit,
    })),
    ...others(PER_TIMES, inputs.per as never).map((per): InfusionEvent => ({ type: "per.select", per })),
    ...(inputs.perKg
      ? others(WEIGHT_UNITS, inputs.weightUnit).map((unit): InfusionEvent => ({ type: "weightUnit.select", unit }))
      : []),
    ...others(DROPS_EXPLORED, inputs.dropFactor).map((factor): InfusionEvent => ({
      type: "dropFactor.select",
      factor,
    })),
  ];
  return [...changes.filter((e) => explored(after(inputs, e))), { type: "reset" }, { type: "copy" }];
}

/** The event types a person sends; in a state where the model has none of a type, it is not tried bare. */
const PERSON_EVENTS: readonly InfusionEvent["type"][] = [
  "field.change",
  "direction.select",
  "orderUnit.select",
  "per.select",
  "weightUnit.select",
  "dropFactor.select",
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
    ],
    changes: PERSON_EVENTS,
    events: modelEvents,
    withheld: (s: InfusionSnapshot) => {
      const given = new Set(modelEvents(s).map((e) => e.type));
      return PERSON_EVENTS.filter((t) => !given.has(t));
    },
  });
  return createMachineModel(infusionRateMachine, {
    name: "infusion-rate",
    cacheAs: "samples-links",
    // Whole drops counted more than 10 % off need a dose and a drop factor changed together: the
    // forms within two changes of BASE pass the default limit of 100,000 edges.
    limit: 400_000,
    ...links,
    serializeState: (s) => JSON.stringify({ value: s.value, inputs: s.context.inputs, copied: s.context.copiedText }),
  });
}

/** What the page shows in a model state: the connect layer's view model (handlers left out). */
export function expectedInfusionView(s: InfusionSnapshot): InfusionView {
  return connectInfusionRate(s, () => undefined);
}
