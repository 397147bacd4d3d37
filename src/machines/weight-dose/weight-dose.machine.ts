/**
 * The weight-based dose calculator (issue 31, /weight-based-dose-calculator). Context keeps what
 * was typed and chosen; the states say what it means. Two parallel regions:
 *
 *   result   evaluating → empty | invalid.{weight, order, dosesPerDay, maximum, strength}
 *            | offScale | ready
 *            Every input event re-enters `evaluating`, whose guarded `always` transitions ask the
 *            pure evaluation (src/domain/weight-dose.ts) which state the inputs lead to. `ready`
 *            is itself three parallel regions, each a thing a person sees change:
 *              weight  inRange | outsideRange        (a caution: outside 0.2 kg to 635 kg)
 *              dose    byWeight | withinMaximum | capped
 *                                                   ("600 mg by weight; capped at your maximum, 500 mg")
 *              volume  noStrength | measurable | cautionSmall | cautionLarge | cautionPrecision
 *                      | tooSmallToShow              (the converter's one syringe rule)
 *   unit     none | converted | kept   what the last change of the weight's or the order's unit did
 *            to a number typed (issue 56: src/machines/clinical-unit-change.ts): never a re-reading
 *   copy     idle → copying (invokes `writeClipboard`) → copied → idle (the shared copy region)
 *
 * It has no drug database: it never starts with a dose and never suggests one. Side effects leave
 * the machine: the clipboard is the provided `writeClipboard` actor; the announcer and focus answer
 * the emitted events.
 */
import { TOUCHED_WORDS } from "~/machines/touched-fields";
import { settleClauses } from "~/machines/settle-region";
import * as clinical from "~/machines/clinical-machine";
import type { ClinicalEmitted } from "~/machines/clinical-machine";
import { setup } from "xstate";
import { shareLinkCopy } from "~/machines/share-link-region";
import { weightDoseShare } from "./weight-dose.share";
import { aspectRegion } from "~/machines/aspect-region";
import { syringeRuleWords } from "~/machines/clinical-form";
import { CALC, RESET_ANNOUNCEMENT, RESULT_STATUSES, type AspectRegion, type ResultStatus } from "./weight-dose.calc";
import { FORM, EMPTY_INPUTS, UNIT_EVENTS, UNIT_FORM } from "./weight-dose.types";
import { UNIT_CHANGE_WORDS, unitChangeParts, unitChangeRegion } from "~/machines/clinical-unit-change";
import type { WeightDoseContext, WeightDoseEvent, WeightDoseInputs } from "./weight-dose.types";
import {
  CHECK_CLAUSES,
  CHECK_DOCS,
  checkActions,
  checkGuards,
  weightDoseCheckRegion,
  type CheckEmitted,
} from "./weight-dose.check";

const docs = clinical.clinicalDocs({
  clauses: {
    M13: settleClauses("weight-dose"),
    "M54.3": ["weight-dose.result.incomplete", "weight-dose:field.leave"],
    M33: [
      "weight-dose.result",
      "weight-dose.result.evaluating",
      "weight-dose.result.empty",
      "weight-dose.result.invalid",
      "weight-dose.result.invalid.checking",
      "weight-dose.result.invalid.weight",
      "weight-dose.result.invalid.order",
      "weight-dose.result.invalid.dosesPerDay",
      "weight-dose.result.invalid.maximum",
      "weight-dose.result.invalid.strength",
      "weight-dose.result.offScale",
      "weight-dose:field.change",
      "weight-dose:weightUnit.select",
      "weight-dose:orderUnit.select",
      "weight-dose:basis.select",
      "weight-dose:syringe.select",
      "weight-dose:always",
    ],
    M34: [
      "weight-dose.result.ready",
      "weight-dose.result.ready.weight",
      "weight-dose.result.ready.weight.checking",
      "weight-dose.result.ready.weight.inRange",
      "weight-dose.result.ready.weight.outsideRange",
      "weight-dose.result.ready.dose",
      "weight-dose.result.ready.dose.checking",
      "weight-dose.result.ready.dose.byWeight",
      "weight-dose.result.ready.dose.withinMaximum",
      "weight-dose.result.ready.dose.capped",
      "weight-dose.result.ready.volume",
      "weight-dose.result.ready.volume.checking",
      "weight-dose.result.ready.volume.noStrength",
      "weight-dose.result.ready.volume.measurable",
      "weight-dose.result.ready.volume.cautionSmall",
      "weight-dose.result.ready.volume.cautionLarge",
      "weight-dose.result.ready.volume.cautionPrecision",
      "weight-dose.result.ready.volume.tooSmallToShow",
    ],
    M35: [
      "weight-dose.copy",
      "weight-dose.copy.idle",
      "weight-dose.copy.copying",
      "weight-dose.copy.copied",
      "weight-dose:copy",
      "weight-dose:xstate.done.actor.writeClipboard",
      "weight-dose:xstate.error.actor.writeClipboard",
      "weight-dose:xstate.after.copiedTimeout",
      "weight-dose:reset",
    ],
    M47: [
      "weight-dose.link",
      "weight-dose.link.none",
      "weight-dose.link.applied",
      "weight-dose.link.ignored",
      "weight-dose:link.open",
      "weight-dose:link.copy",
    ],
    U56: [
      "weight-dose.unit",
      "weight-dose.unit.none",
      "weight-dose.unit.converted",
      "weight-dose.unit.kept",
      "weight-dose:weightUnit.select",
      "weight-dose:orderUnit.select",
    ],
    M48: CHECK_CLAUSES.M48,
    M49: CHECK_CLAUSES.M49,
  },
  title: "Weight-based dose calculator",
  summary:
    "Dose = ordered dose per kg × weight (÷ doses a day), capped at the maximum single dose you enter, and the volume at the label strength by the one syringe rule. Never suggests a dose.",
  usedOn: "/weight-based-dose-calculator",
  domainFile: "src/domain/weight-dose.ts",
  shareFile: "src/machines/weight-dose/weight-dose.share.ts",
  events: {
    "field.change": "The person types in a field (weight, ordered dose, doses a day, maximum, strength).",
    "weightUnit.select":
      "The person picks the weight's unit, kg or lb: a weight typed as a bare number is converted to it as the same weight (22 lb → 9.98 kg), or kept in kg and said, never re-read.",
    "orderUnit.select":
      "The person picks the order's unit, mg/kg or mcg/kg: an order and a maximum typed as bare numbers are converted to it (15 mg/kg → 15000 mcg/kg), never re-read.",
    "basis.select": "The person says whether the order is per dose or per day divided into doses.",
    "syringe.select": "The person picks the syringe kind (oral or injection) the volume is measured with.",
    reset: "The person presses Reset: every field empty, the choices back to kg, mg/kg, per dose, oral.",
    ...CHECK_DOCS.events,
  },
  guards: { ...CHECK_DOCS.guards, unitChangeIs: UNIT_CHANGE_WORDS.guard },
});

/** The choices of the form: each changes the answer (the result and announce regions). */
const CHOICE_EVENTS = ["weightUnit.select", "orderUnit.select", "basis.select", "syringe.select"] as const;

const parts = clinical.clinicalParts<WeightDoseInputs, WeightDoseEvent, ResultStatus, AspectRegion, WeightDoseContext>({
  calc: CALC,
  ...FORM,
  empty: EMPTY_INPUTS,
  resetAnnouncement: RESET_ANNOUNCEMENT,
  share: weightDoseShare,
});
const unitChange = unitChangeParts<WeightDoseInputs, WeightDoseContext, WeightDoseEvent>(UNIT_FORM, parts.announcement);

export const weightDoseMachine = setup({
  types: {
    context: {} as WeightDoseContext,
    events: {} as WeightDoseEvent,
    emitted: {} as ClinicalEmitted | CheckEmitted,
  },
  ...clinical.clinicalEffects,
  guards: { ...parts.guards, ...checkGuards, ...unitChange.guards },
  actions: { ...parts.actions, ...checkActions, ...unitChange.actions },
}).createMachine({
  id: "weight-dose",
  meta: { docs },
  context: {
    ...clinical.clinicalContext(EMPTY_INPUTS),
    unitChange: null,
    check: { first: null, second: EMPTY_INPUTS },
  },
  type: "parallel",
  on: shareLinkCopy,
  states: {
    result: clinical.clinicalResultRegion(
      "What the Result region shows, decided from the inputs by src/domain/weight-dose.ts.",
      CHOICE_EVENTS,
      RESULT_STATUSES,
      {
        incomplete: { description: TOUCHED_WORDS.incomplete },
        empty: {
          description:
            "No result: neither the weight nor the ordered dose is entered. The region asks for both; nothing is computed.",
        },
        invalid: clinical.invalidRegion(
          "No result: an entry is refused. The first refused field (in form order) is named; each refused field says why in a short inline hint.",
          "the first refused field",
          {
            weight: "The weight is missing, not a number, not above 0, or in a unit other than kg or lb.",
            order: "The ordered dose is missing, not a number, not above 0, or not a dose per kg (mg/kg or mcg/kg).",
            dosesPerDay: "For an order per day: the number of doses is missing or not a whole number from 1 to 24.",
            maximum: "The maximum single dose is not a number above 0 or not a mass (mg, mcg, g).",
            strength: "The label strength cannot be read, or is not a mass per volume.",
          },
        ),
        offScale: {
          description:
            "A dose or volume too large to calculate with (more digits than a field takes, so not every digit could be true), or too small to show at the displayed precision: the region says which, and to check the weight and the order; nothing to copy.",
        },
        ready: {
          description:
            "A result: the weight in kg, the dose to give, its working and, with a strength, the volume. It can be copied, cautions included.",
          type: "parallel",
          states: {
            weight: aspectRegion("weight", "Whether the weight is one a person can weigh.", {
              inRange: "The weight in kg is within 0.2 kg to 635 kg: no caution.",
              outsideRange:
                "Caution: the weight is outside 0.2 kg to 635 kg, the range of weights recorded for people; check the number and its unit (kg or lb).",
            }),
            dose: aspectRegion("dose", "Which dose is given: by weight, or your maximum.", {
              byWeight: "No maximum entered: the dose is the dose by weight.",
              withinMaximum: "The dose by weight is not above your maximum: it is the dose, and the working says so.",
              capped:
                "Caution: the dose by weight is above your maximum, said plainly: '600 mg by weight; capped at your maximum, 500 mg'.",
            }),
            volume: aspectRegion("volume", "The volume to draw at the label strength, by the one syringe rule.", {
              noStrength: "No strength entered: the dose only, and a hint that a strength gives the volume.",
              ...syringeRuleWords("the strength"),
            }),
          },
        },
      },
    ),
    unit: unitChangeRegion(UNIT_EVENTS),
    copy: clinical.clinicalCopyRegion,
    link: clinical.clinicalLinkRegion(weightDoseShare),
    announce: clinical.clinicalAnnounceRegion(CHOICE_EVENTS, {
      "check.request": {
        guard: "mayAskCheck",
        description:
          "A double check starts (there is a result to check): the first result is not said once it has begun (the second person works it out without it).",
      },
    }),
    check: weightDoseCheckRegion,
  },
});
