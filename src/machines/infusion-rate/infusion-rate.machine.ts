/**
 * The infusion rate calculator (issue 31, /infusion-rate-calculator). Context keeps what was typed
 * and chosen; the states say what it means. Parallel regions:
 *
 *   mode      doseToRate | rateToDose | volumeOverTime | volumeAndRate
 *             (what is worked out: mL/h from the order, or the reverse; mL/h from a volume and a
 *             time; the time a volume takes at a rate, and the clock time it ends: issue 56)
 *   timeUnit  notChosen | perMinute | perHour
 *             The order's time unit is the person's choice, never guessed: until it is chosen there
 *             is no result (a per-minute order read as per hour is a 60-fold error).
 *   timeFieldUnit  notChosen | minutes | hours   (the time field's unit, never guessed either)
 *   unitChange     none | converted | kept | cleared   (what the last unit choice did to the value
 *             typed: converted exactly and said, kept with its unit, or cleared; never re-read)
 *   result    evaluating → empty | invalid.{dose, rate, per, weight, bag, volume, duration,
 *             durationUnit, start} | offScale | ready
 *             Every input event re-enters `evaluating`, whose guarded `always` transitions ask the
 *             pure evaluation (src/domain/infusion-rate.ts) which state the inputs lead to. `ready`
 *             is four parallel regions, each a thing a person sees change:
 *               weight  notUsed | inRange | outsideRange
 *               rate    asWorkedOut | rounded | aboveMostPumps
 *                       (the pump's steps move it by more than 1 %; above 999 mL/h)
 *               drops   notAsked | countable | roughlyCounted (whole drops > 10 % off) | tooSlow
 *                       (under 1 drop a minute on a gravity set) | tooFast (over 100 a minute)
 *               time    notAsked | shown | overADay    (longer than a bag usually hangs: 24 hours)
 *               clock   notAsked | sameDay | laterDay   (the clock time it ends)
 *   copy      idle → copying (invokes `writeClipboard`) → copied → idle (the shared copy region)
 *
 * It never suggests a dose or a rate. Side effects leave the machine: the clipboard is the
 * provided `writeClipboard` actor; the announcer answers the emitted events.
 */
import { setup } from "xstate";
import { TOUCHED_WORDS } from "~/machines/touched-fields";
import { settleClauses } from "~/machines/settle-region";
import * as clinical from "~/machines/clinical-machine";
import { shareLinkCopy } from "~/machines/share-link-region";
import { infusionShare } from "./infusion-rate.share";
import { aspectRegion } from "~/machines/aspect-region";
import { CALC, RESET_ANNOUNCEMENT, RESULT_STATUSES, type AspectRegion, type ResultStatus } from "./infusion-rate.calc";
import { FORM, EMPTY_INPUTS, type InfusionEvent, type InfusionInputs } from "./infusion-rate.types";
import { unitActions, unitChangeRegion, unitGuards, unitTransitions, type UnitChanged } from "./infusion-rate.units";

const docs = clinical.clinicalDocs({
  clauses: {
    M13: settleClauses("infusion-rate"),
    "M54.3": ["infusion-rate.result.incomplete", "infusion-rate:field.leave"],
    M44: [
      "infusion-rate.mode",
      "infusion-rate.mode.doseToRate",
      "infusion-rate.mode.rateToDose",
      "infusion-rate.timeFieldUnit",
      "infusion-rate.timeFieldUnit.notChosen",
      "infusion-rate.timeFieldUnit.minutes",
      "infusion-rate.timeFieldUnit.hours",
      "infusion-rate.timeUnit",
      "infusion-rate.timeUnit.notChosen",
      "infusion-rate.timeUnit.perMinute",
      "infusion-rate.timeUnit.perHour",
      "infusion-rate.result",
      "infusion-rate.result.evaluating",
      "infusion-rate.result.empty",
      "infusion-rate.result.invalid",
      "infusion-rate.result.invalid.checking",
      "infusion-rate.result.invalid.dose",
      "infusion-rate.result.invalid.rate",
      "infusion-rate.result.invalid.per",
      "infusion-rate.result.invalid.weight",
      "infusion-rate.result.invalid.bag",
      "infusion-rate.result.invalid.volume",
      "infusion-rate.result.invalid.duration",
      "infusion-rate.result.invalid.durationUnit",
      "infusion-rate.result.invalid.start",
      "infusion-rate.result.offScale",
      "infusion-rate:field.change",
      "infusion-rate:direction.select",
      "infusion-rate:orderUnit.select",
      "infusion-rate:per.select",
      "infusion-rate:weightUnit.select",
      "infusion-rate:dropFactor.select",
      "infusion-rate:always",
    ],
    "M56.6": [
      "infusion-rate.mode.volumeOverTime",
      "infusion-rate.mode.volumeAndRate",
      "infusion-rate.result.ready.drops.tooFast",
      "infusion-rate.result.ready.clock",
      "infusion-rate.result.ready.clock.checking",
      "infusion-rate.result.ready.clock.notAsked",
      "infusion-rate.result.ready.clock.sameDay",
      "infusion-rate.result.ready.clock.laterDay",
      "infusion-rate:durationUnit.select",
    ],
    "M56.4": [
      "infusion-rate.unitChange",
      "infusion-rate.unitChange.none",
      "infusion-rate.unitChange.converted",
      "infusion-rate.unitChange.kept",
      "infusion-rate.unitChange.cleared",
    ],
    M45: [
      "infusion-rate.result.ready",
      "infusion-rate.result.ready.weight",
      "infusion-rate.result.ready.weight.checking",
      "infusion-rate.result.ready.weight.notUsed",
      "infusion-rate.result.ready.weight.inRange",
      "infusion-rate.result.ready.weight.outsideRange",
      "infusion-rate.result.ready.rate",
      "infusion-rate.result.ready.rate.checking",
      "infusion-rate.result.ready.rate.asWorkedOut",
      "infusion-rate.result.ready.rate.rounded",
      "infusion-rate.result.ready.rate.aboveMostPumps",
      "infusion-rate.result.ready.drops",
      "infusion-rate.result.ready.drops.checking",
      "infusion-rate.result.ready.drops.notAsked",
      "infusion-rate.result.ready.drops.countable",
      "infusion-rate.result.ready.drops.roughlyCounted",
      "infusion-rate.result.ready.drops.tooSlow",
      "infusion-rate.result.ready.time",
      "infusion-rate.result.ready.time.checking",
      "infusion-rate.result.ready.time.notAsked",
      "infusion-rate.result.ready.time.shown",
      "infusion-rate.result.ready.time.overADay",
    ],
    M46: [
      "infusion-rate.copy",
      "infusion-rate.copy.idle",
      "infusion-rate.copy.copying",
      "infusion-rate.copy.copied",
      "infusion-rate:copy",
      "infusion-rate:xstate.done.actor.writeClipboard",
      "infusion-rate:xstate.error.actor.writeClipboard",
      "infusion-rate:xstate.after.copiedTimeout",
      "infusion-rate:reset",
    ],
    M47: [
      "infusion-rate.link",
      "infusion-rate.link.none",
      "infusion-rate.link.applied",
      "infusion-rate.link.ignored",
      "infusion-rate:link.open",
      "infusion-rate:link.copy",
    ],
  },
  title: "Infusion rate calculator",
  summary:
    "mL/h = ordered dose rate (× weight) (× 60 per minute) ÷ the bag's strength, or the dose rate for a rate in mL/h; mL/h from a volume and a time; the time a volume takes at a rate, and the clock time it ends; drops per minute for a gravity set. The order's time unit and the time's unit are chosen, never guessed; a change of unit never re-reads a typed value. Never suggests a dose or a rate.",
  usedOn: "/infusion-rate-calculator",
  domainFile: "src/domain/infusion-rate.ts",
  shareFile: "src/machines/infusion-rate/infusion-rate.share.ts",
  events: {
    "field.change":
      "The person types in a field (ordered dose rate, rate in mL/h, weight, bag, volume, time, start time).",
    "direction.select":
      "The person picks what to work out: mL/h from the order, the dose rate from mL/h, mL/h from a volume and a time, or the time a volume takes at a rate.",
    "orderUnit.select": "The person picks the order's unit: mg, mcg, units, or each per kg.",
    "per.select": "The person says whether the order is per minute or per hour.",
    "weightUnit.select": "The person picks the weight's unit, kg or lb.",
    "dropFactor.select": "The person picks the gravity set's drop factor (10, 15, 20, 60 drops/mL) or none (a pump).",
    "durationUnit.select": "The person picks the time's unit: minutes or hours.",
    reset: "The person presses Reset: every field empty, mL/h from an order in mg, no time unit, no drop factor.",
  },
  guards: {
    ...clinical.CHOICE_IS_WORDS,
    unitChangeIs:
      "What a unit choice does to the value typed in the field it reads (src/domain/infusion-rate-units.ts) is this: none, converted, kept or cleared.",
  },
});

/**
 * The choices of the form that are not units: each changes the answer (the result and announce
 * regions). A unit choice (UNIT_EVENTS) says at once what it did to the value typed, with the
 * answer (infusion-rate.units.ts).
 */
const CHOICE_EVENTS = ["direction.select", "dropFactor.select"] as const;

const parts = clinical.clinicalParts<InfusionInputs, InfusionEvent, ResultStatus, AspectRegion>({
  calc: CALC,
  ...FORM,
  empty: EMPTY_INPUTS,
  resetAnnouncement: RESET_ANNOUNCEMENT,
  share: infusionShare,
});

/** The states of the result region, each with its words. */
const RESULT_STATES = {
  incomplete: { description: TOUCHED_WORDS.incomplete },
  empty: {
    description:
      "No result: neither the ordered dose rate (or the rate in mL/h) nor the bag is entered. The region asks for them; nothing is computed.",
  },
  invalid: clinical.invalidRegion(
    "No result: an entry is refused or a choice is missing. The first refused field (in form order) is named; each says why in a short inline hint.",
    "the first refused field",
    {
      dose: "The ordered dose rate is missing, not a number, not above 0, not a dose (mg, mcg or units), or typed in a unit, per kg or per time other than the one chosen.",
      rate: "The rate is missing, not a number, not above 0, or not a rate in mL/h.",
      per: "The order's time unit is not chosen: 'Choose per minute or per hour, as the order is written' (with the one typed, if any).",
      weight: "For a per-kg order: the weight is missing, not a number, not above 0, or in a unit other than kg or lb.",
      bag: "What is in the bag is missing or cannot be read, or is of another kind than the order, said plainly: 'The order is in units: enter the bag in units too'.",
      volume:
        "The volume to infuse is not a number above 0 (with an order it may be left empty; from a volume it is needed: 'Enter the volume to infuse in mL').",
      duration:
        "The time is missing, 0 ('Enter a time above 0'), not a number, or in a unit other than minutes or hours.",
      durationUnit:
        "A bare time is typed and neither minutes nor hours is chosen: 'Choose minutes or hours for the time'.",
      start:
        "The start time is not a 24-hour clock time ('Type the start as a 24-hour clock time, for example 08:00').",
    },
  ),
  offScale: {
    description:
      "A rate, a dose rate or a step of the working too large to calculate with (more digits than a field takes, so not every digit could be true), a rate below 0.01 mL/h, or a dose rate (or a step of its working) too small to show: the region says which, and to check the order and the bag; nothing to copy.",
  },
  ready: {
    description:
      "A result: the rate in mL/h (or the dose rate), the order, the bag and the working; with a drop factor, drops per minute; with a volume, the time. It can be copied, cautions included.",
    type: "parallel" as const,
    states: {
      weight: aspectRegion("weight", "Whether a weight is used, and whether it is one a person can weigh.", {
        notUsed: "The order is not per kg: no weight is used.",
        inRange: "The weight in kg is within 0.2 kg to 635 kg: no caution.",
        outsideRange:
          "Caution: the weight is outside 0.2 kg to 635 kg, the range of weights recorded for people; check the number and its unit (kg or lb).",
      }),
      rate: aspectRegion(
        "rate",
        "The rate to set: as worked out, rounded to the pump's steps by more than 1 %, or faster than many pumps can be set.",
        {
          asWorkedOut:
            "The rate to set is the rate worked out, to within 1 % (or the rate typed), and at most 999 mL/h.",
          rounded:
            "Caution: 'Rounded rate: the rate works out at 0.1875 mL/h; set at 0.19 mL/h it is 1.3% more', with advice to check the pump's steps.",
          aboveMostPumps:
            "Caution: 'Very fast rate: 1\u202f312.5 mL/h is above 999 mL/h, faster than many infusion pumps can be set', with advice to check the order, its unit and the bag (or the rate typed). Not refused: an order can mean it.",
        },
      ),
      drops: aspectRegion("drops", "Drops per minute on a gravity set, when a drop factor is chosen.", {
        notAsked: "No drop factor chosen (a pump): no drops per minute.",
        countable: "Drops per minute at the chosen drop factor, in whole drops: '4 drops per minute at 20 drops/mL'.",
        roughlyCounted:
          "Caution: whole drops are more than 10 % from the drops worked out (2.5 drops per minute counted as 3 runs the set 20% faster): 'Use an infusion pump', or a microdrip set (60 drops/mL) when the set has fewer drops per mL.",
        tooSlow: "Caution: under 1 drop per minute, too slow to count on a gravity set: 'Use an infusion pump'.",
        tooFast:
          "Caution: more than 100 drops per minute (this calculator's stated convention: more than a drop every 0.6 s), too fast to count by eye: 'Use an infusion pump'.",
      }),
      time: aspectRegion("time", "How long a volume takes at the rate, when a volume is entered.", {
        notAsked: "No volume entered: no time.",
        shown: "The time the volume takes at the rate set: '250 mL in 19 hours 5 minutes'.",
        overADay:
          "Caution: the volume takes longer than 24 hours at the rate set ('250 mL at 0.19 mL/h takes 1\u202f315 hours 47 minutes'); many policies replace a bag within 24 hours of hanging it.",
      }),
      clock: aspectRegion(
        "clock",
        "The clock time the infusion ends, when a start time is entered (volume and rate).",
        {
          notAsked: "No start time entered (or worked out from an order or a time): no clock time.",
          sameDay: "The clock time it ends, the same day: 'ends at 16:00 the same day'.",
          laterDay:
            "The clock time it ends on a later day, said as such: 'ends at 04:00 the next day', 'ends at 00:00 2 days later'.",
        },
      ),
    },
  },
};

const result = clinical.clinicalResultRegion(
  "What the Result region shows, decided from the inputs by src/domain/infusion-rate.ts (an order) and src/domain/infusion-volume.ts (a volume).",
  CHOICE_EVENTS,
  RESULT_STATUSES,
  RESULT_STATES,
);

export const infusionRateMachine = setup({
  types: {
    context: {} as clinical.ClinicalContext<InfusionInputs>,
    events: {} as InfusionEvent,
    emitted: {} as clinical.ClinicalEmitted | UnitChanged,
  },
  ...clinical.clinicalEffects,
  guards: { ...parts.guards, ...unitGuards },
  actions: { ...parts.actions, ...unitActions },
}).createMachine({
  id: "infusion-rate",
  meta: { docs },
  context: clinical.clinicalContext(EMPTY_INPUTS),
  type: "parallel",
  on: shareLinkCopy,
  states: {
    mode: clinical.choiceRegion(
      "What is worked out; the form shows the ordered dose rate or the rate in mL/h to match.",
      "direction.select",
      "direction",
      {
        doseToRate: ["doseToRate", "mL/h from the order: the ordered dose rate and the bag give the rate to set."],
        rateToDose: ["rateToDose", "Dose rate from mL/h: the rate running and the bag give the dose rate it delivers."],
        volumeOverTime: [
          "volumeOverTime",
          "mL/h from a volume and a time: '1\u202f000 mL over 8 hours' gives 125 mL/h, and with a drop factor the drops per minute. No order, no bag.",
        ],
        volumeAndRate: [
          "volumeAndRate",
          "Time from a volume and mL/h: '1\u202f000 mL at 125 mL/h' takes 8 hours, and with a start time it ends at a clock time. No order, no bag.",
        ],
      },
    ),
    timeFieldUnit: clinical.choiceRegion(
      "The time field's unit, as the person chose it: never guessed; a time typed with its unit ('180 min') is read in it.",
      "durationUnit.select",
      "durationUnit",
      {
        notChosen: [
          null,
          "Neither minutes nor hours is chosen: a bare time has no result, and the form asks 'Choose minutes or hours for the time'.",
        ],
        minutes: ["min", "A bare time is in minutes ('180' is 180 minutes)."],
        hours: ["h", "A bare time is in hours ('8' is 8 hours)."],
      },
    ),
    timeUnit: clinical.choiceRegion(
      "The order's time unit, as the person chose it: never guessed, and an order typed with '/min' or '/h' must agree with it.",
      "per.select",
      "per",
      {
        notChosen: [
          null,
          "Neither per minute nor per hour is chosen: no result, and the form asks 'Choose per minute or per hour, as the order is written'.",
        ],
        perMinute: [
          "min",
          "The order is per minute ('5 mcg/kg per minute'): it is multiplied by 60 for the hourly rate.",
        ],
        perHour: ["h", "The order is per hour ('2 mg per hour')."],
      },
    ),
    result: { ...result, on: { ...result.on, ...unitTransitions } },
    unitChange: unitChangeRegion,
    copy: clinical.clinicalCopyRegion,
    link: clinical.clinicalLinkRegion(infusionShare),
    announce: clinical.clinicalAnnounceRegion(CHOICE_EVENTS),
  },
});
