/**
 * The model of the weight-based dose calculator shared by the three levels of model-based tests
 * (tests/model/weight-dose-machine.test.ts: machine; tests/model/weight-dose-view.test.tsx: view;
 * tests/e2e/clinical-tools.spec.ts: browser): the events to explore and what the page must show in
 * each model state (the connect layer's own view model).
 */
import type { SnapshotFrom } from "xstate";
import { createMachineModel } from "./model";
import { unitChangeOf } from "../../src/machines/clinical-unit-change";
import { judging, leaveEvents, touchedEmpty, withShareLinks } from "./clinical-links";
import { weightDoseShare } from "../../src/machines/weight-dose/weight-dose.share";
import { weightDoseMachine } from "../../src/machines/weight-dose/weight-dose.machine";
import { connectWeightDose, type WeightDoseView } from "../../src/machines/weight-dose/weight-dose.connect";
import {
  BASES,
  CHOICES,
  EMPTY_INPUTS,
  ORDER_UNITS,
  SYRINGE_FAMILIES,
  TEXT_OF,
  UNIT_FORM,
  WEIGHT_UNITS,
  fieldShown,
  type WeightDoseEvent,
  type WeightDoseField,
  type WeightDoseInputs,
} from "../../src/machines/weight-dose/weight-dose.types";

export type WeightDoseSnapshot = SnapshotFrom<typeof weightDoseMachine>;

/**
 * Sample entries per field, each reaching a state (with 10 kg and 15 mg/kg = 150 mg): 1000 kg is
 * outside the plausible range (and 300 mL at 50 mg/mL is too large to draw); 0.001 mg/kg gives
 * 0.0002 mL (too small), and in mcg/kg a volume below 0.0001 mL (too small to show); 0.00000001
 * mg/kg is a dose too small to show (offScale); a maximum of 100 mg caps 150 mg, 500 mg does not; 50 mg/mL draws 3 mL (on a mark), 1.362 mL for 10 lb
 * (between marks), 0.003 mL for 150 mcg (under 0.1 mL); "x" is refused in the maximum and the
 * strength; clearing a field empties it (both weight and order empty: no result yet).
 */
export const WEIGHT_DOSE_SAMPLES: Readonly<Record<WeightDoseField, readonly string[]>> = {
  weight: ["10", "1000"],
  order: ["15", "0.001", "0.00000001"],
  dosesPerDay: ["4"],
  maximum: ["100", "500", "x"],
  strength: ["50 mg/mL", "x"],
};

/** A weight in kg finer than the pound's 0.01 kg: choosing lb keeps it in kg (the unit region's `kept`). */
export const KEPT_WEIGHT = "3.4565";

const other = <T extends string>(list: readonly T[], current: T): T => list.find((v) => v !== current)!;

/** The form of the page's first worked example with a strength: 150 mg, 3 mL. */
const BASE: WeightDoseInputs = { ...EMPTY_INPUTS, weightText: "10", orderText: "15", strengthText: "50 mg/mL" };

/** How many entries and choices differ from BASE. */
const distance = (inputs: WeightDoseInputs) =>
  (Object.keys(BASE) as (keyof WeightDoseInputs)[]).filter((k) => inputs[k] !== BASE[k]).length;

/**
 * The inputs after an entry or a choice; on the form (`converts`), a unit choice converts a number
 * typed to it or keeps it with its own unit (issue 56); the double check's second entry does not.
 */
function after(inputs: WeightDoseInputs, e: WeightDoseEvent, converts = true): WeightDoseInputs {
  switch (e.type) {
    case "field.change":
      return { ...inputs, [TEXT_OF[e.field]]: e.value };
    case "weightUnit.select":
      return converts ? unitChangeOf(UNIT_FORM, inputs, e).inputs : { ...inputs, weightUnit: e.unit };
    case "orderUnit.select":
      return converts ? unitChangeOf(UNIT_FORM, inputs, e).inputs : { ...inputs, orderUnit: e.unit };
    case "basis.select":
      return { ...inputs, basis: e.basis };
    case "syringe.select":
      return { ...inputs, syringe: e.syringe };
    default:
      return inputs;
  }
}

/**
 * Every state is reached within two changes of BASE (each sample above is one change), so the
 * model explores the forms at most two changes from it, and the empty form (the start, and Reset).
 */
const explored = (inputs: WeightDoseInputs) =>
  distance(inputs) <= 2 ||
  (Object.keys(EMPTY_INPUTS) as (keyof WeightDoseInputs)[]).every((k) => inputs[k] === EMPTY_INPUTS[k]);

export function createWeightDoseModel() {
  const links = withShareLinks<WeightDoseInputs, WeightDoseSnapshot, WeightDoseEvent>(weightDoseShare, {
    empty: EMPTY_INPUTS,
    // The page's first worked example with a strength, as a link.
    links: [BASE],
    changes: ["field.change", "field.leave", ...Object.keys(CHOICES)],
    events: (s: WeightDoseSnapshot) => {
      const { inputs } = s.context;
      // From the kept weight: its unit choice, the weight typed again and Reset only.
      if (inputs.weightText.startsWith(KEPT_WEIGHT))
        return [
          { type: "weightUnit.select", unit: other(WEIGHT_UNITS, inputs.weightUnit) },
          { type: "field.change", field: "weight", value: "10" },
          { type: "reset" },
        ];
      const changes: WeightDoseEvent[] = [
        // Only fields on the form, and only real changes (React sends no change for the same value).
        ...(Object.keys(WEIGHT_DOSE_SAMPLES) as WeightDoseField[])
          .filter((field) => fieldShown(field, inputs))
          .flatMap((field) =>
            [...WEIGHT_DOSE_SAMPLES[field], ""]
              .filter((value) => inputs[TEXT_OF[field]] !== value)
              .map((value): WeightDoseEvent => ({ type: "field.change", field, value })),
          ),
        // A weight finer than the pound's 0.01 kg, typed on BASE only: lb then keeps it in kg.
        ...(sameAs(inputs, BASE) ? [{ type: "field.change", field: "weight", value: KEPT_WEIGHT } as const] : []),
        { type: "weightUnit.select", unit: other(WEIGHT_UNITS, inputs.weightUnit) },
        { type: "orderUnit.select", unit: other(ORDER_UNITS, inputs.orderUnit) },
        { type: "basis.select", basis: other(BASES, inputs.basis) },
        { type: "syringe.select", syringe: other(SYRINGE_FAMILIES, inputs.syringe) },
        // Leaving an empty field not touched yet: it is judged from then on (issue 54).
        ...leaveEvents(TEXT_OF, fieldShown, s),
      ];
      // After a unit change said (converted or kept), what ends or repeats it only: typing, a unit
      // choice, Reset (the other choices and Copy are explored from the same forms typed).
      const saidOnly = !s.matches({ unit: "none" });
      const offered = changes.filter((e) =>
        saidOnly
          ? e.type !== "basis.select" && e.type !== "syringe.select"
          : // A unit change while the line is being copied: the same as after (the copy region is apart).
            s.matches({ copy: "idle" }) || (e.type !== "weightUnit.select" && e.type !== "orderUnit.select"),
      );
      const near = distance(inputs) <= 1 || sameAs(inputs, EMPTY_INPUTS);
      return judging(
        TEXT_OF,
        s,
        [
          ...offered.filter((e) => explored(after(inputs, e))),
          { type: "reset" },
          ...(saidOnly ? [] : [{ type: "copy" } as const]),
        ],
        near,
      );
    },
  });
  const checked = withDoubleCheck(links);
  return createMachineModel(weightDoseMachine, {
    name: "weight-dose",
    cacheAs: "samples-links-check-units",
    // The unit region (issue 56) takes the forms within two changes of BASE past the default 100,000 edges.
    limit: 400_000,
    ...checked,
    serializeState: (s) =>
      JSON.stringify({
        value: s.value,
        inputs: s.context.inputs,
        touched: touchedEmpty(TEXT_OF, s),
        copied: s.context.copiedText,
        check: s.context.check,
        unitChange: s.context.unitChange,
      }),
  });
}

/**
 * The double check's first entries: BASE (150 mg, 3 mL, no caution) and BASE at 1,000 kg (a
 * caution: an agreed dose with a caution).
 */
const CHECK_FIRSTS: readonly WeightDoseInputs[] = [BASE, { ...BASE, weightText: "1000" }];

/**
 * The second person's sample entries: each reaches a step of the check from SECOND (BASE typed
 * again: a match) or from the empty second entry: "x" is refused (incomplete, that field);
 * 0.00000001 mg/kg is a dose too small to show (incomplete, the result); 1,000 kg differs from 10
 * kg (or matches the cautioned first entry); 250 mg per 5 mL is read as 50 mg/mL (the same
 * strength written another way: still a match); 100 mg/mL and a maximum of 500 mg differ; per day
 * with 4 doses differs in the order and the doses a day; lb and mcg/kg differ.
 */
export const CHECK_SAMPLES: Readonly<Record<WeightDoseField, readonly string[]>> = {
  weight: ["10", "1000", "x"],
  order: ["15", "0.00000001", "x"],
  dosesPerDay: ["4"],
  maximum: ["500", "x"],
  strength: ["50 mg/mL", "250 mg per 5 mL", "100 mg/mL", "x"],
};
const SECOND: WeightDoseInputs = BASE;
const sameAs = (a: WeightDoseInputs, b: WeightDoseInputs) =>
  (Object.keys(a) as (keyof WeightDoseInputs)[]).every((k) => a[k] === b[k]);
/** A second entry the model explores: on the way from the empty form to SECOND, one change from it, or per day with its doses. */
function secondExplored(second: WeightDoseInputs): boolean {
  const keys = Object.keys(SECOND) as (keyof WeightDoseInputs)[];
  const changed = keys.filter((k) => second[k] !== SECOND[k]);
  const onTheWay = keys.every((k) => second[k] === SECOND[k] || second[k] === EMPTY_INPUTS[k]);
  return (
    onTheWay ||
    changed.length <= 1 ||
    (changed.length === 2 && changed.includes("basis") && changed.includes("dosesPerDayText"))
  );
}

/** The event types of the first entry's form and of what the card offers beside the check (withheld while the check is blind). */
const OUTSIDE_CHECK = [
  "field.change",
  "field.leave",
  ...Object.keys(CHOICES),
  "reset",
  "copy",
  "link.copy",
  "link.open",
];
const CHECK_TYPES = [
  "check.request",
  "check.start",
  "check.field.change",
  "check.weightUnit.select",
  "check.orderUnit.select",
  "check.basis.select",
  "check.compare",
  "check.restart",
  "check.cancel",
  "check.close",
];

/** The check's step: off, handover, entering, match or mismatch. */
const stepName = (s: WeightDoseSnapshot): string => {
  const step = (s.value as { check: string | Record<string, unknown> }).check;
  return typeof step === "string" ? step : Object.keys(step)[0]!;
};

/** The double check's events over a model's (`base`): the first person asks from CHECK_FIRSTS only. */
function withDoubleCheck(base: {
  events: (s: WeightDoseSnapshot) => WeightDoseEvent[];
  withheld: (s: WeightDoseSnapshot) => readonly string[];
}) {
  const offered = (s: WeightDoseSnapshot): WeightDoseEvent[] => {
    const { inputs, check } = s.context;
    const second = check.second;
    switch (stepName(s)) {
      case "off":
        return [
          ...base.events(s),
          // Asked for with no unit change said (the check forgets nothing of it: one of each suffices).
          ...(s.matches({ link: "none", unit: "none" }) && CHECK_FIRSTS.some((f) => sameAs(f, inputs))
            ? [{ type: "check.request" } as const]
            : []),
        ];
      case "handover":
        return [{ type: "check.start" }, { type: "check.cancel" }];
      case "entering": {
        const changes: WeightDoseEvent[] = [
          ...(Object.keys(CHECK_SAMPLES) as WeightDoseField[])
            .filter((field) => fieldShown(field, second))
            .flatMap((field) =>
              [...CHECK_SAMPLES[field], ""]
                .filter((value) => second[TEXT_OF[field]] !== value)
                .map((value): WeightDoseEvent => ({ type: "check.field.change", field, value })),
            ),
          { type: "check.weightUnit.select", unit: other(WEIGHT_UNITS, second.weightUnit) },
          { type: "check.orderUnit.select", unit: other(ORDER_UNITS, second.orderUnit) },
          { type: "check.basis.select", basis: other(BASES, second.basis) },
        ];
        return [
          ...changes.filter((e) =>
            secondExplored(after(second, { ...e, type: e.type.replace("check.", "") } as WeightDoseEvent, false)),
          ),
          { type: "check.compare" },
          { type: "check.cancel" },
        ];
      }
      case "match":
        return [...base.events(s), { type: "check.close" }];
      default:
        return [{ type: "check.restart" }, { type: "check.cancel" }];
    }
  };
  return {
    events: offered,
    withheld: (s: WeightDoseSnapshot): readonly string[] => {
      const given = new Set<string>(offered(s).map((e) => e.type));
      // A type the model gives no event of is not tried bare: the check region ends on any change
      // to the first entry, so a bare one would be a step no control on the page can take.
      const unasked = [...CHECK_TYPES, ...OUTSIDE_CHECK].filter((t) => !given.has(t));
      return s.hasTag("blind") ? [...OUTSIDE_CHECK, ...unasked] : [...base.withheld(s), ...unasked];
    },
  };
}

/** What the page shows in a model state: the connect layer's view model (handlers left out). */
export function expectedWeightDoseView(s: WeightDoseSnapshot): WeightDoseView {
  return connectWeightDose(s, () => undefined);
}
