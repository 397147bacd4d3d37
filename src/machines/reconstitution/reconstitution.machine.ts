/**
 * The reconstitution calculator (issue 31, /reconstitution-calculator). Context keeps what was
 * typed and chosen; the states say what it means. Three parallel regions:
 *
 *   mode     concentration | diluent        (work out the concentration from the diluent added,
 *                                            or the diluent to add for a target concentration)
 *   result   evaluating → empty | invalid.{unitMismatch, powder, diluent, target, displacement,
 *            dose} | offScale | impossible | ready
 *            Every input event re-enters `evaluating`, whose guarded `always` transitions ask the
 *            pure evaluation (src/domain/reconstitution.ts) which state the inputs lead to. `ready`
 *            is itself three parallel regions, each a thing a person sees change:
 *              strength      plausible | aboveSolution (a caution: more than 1 g in every mL)
 *              displacement  given | notGiven   (a caution: counted as 0 mL, every dose may be short)
 *              diluent       typed | onMark | cautionSmall | cautionPrecision | beyondSyringes: the
 *                            diluent to add on the rule's injection syringe (diluent mode)
 *              draw          notAsked | exceedsVial | measurable | cautionSmall | cautionLarge
 *                            | cautionPrecision | tooSmallToShow   (the converter's one syringe rule)
 *   unit     none | converted | kept   what the last change of the powder's unit did to a powder or
 *            dose typed (issue 56: src/machines/clinical-unit-change.ts): never a re-reading
 *   copy     idle → copying (invokes `writeClipboard`) → copied → idle (the shared copy region)
 *
 * Side effects leave the machine: the clipboard is the provided `writeClipboard` actor; the
 * announcer and focus answer the emitted events.
 */
import { TOUCHED_WORDS } from "~/machines/touched-fields";
import { settleClauses } from "~/machines/settle-region";
import * as clinical from "~/machines/clinical-machine";
import { shareLinkCopy } from "~/machines/share-link-region";
import { reconstitutionShare } from "./reconstitution.share";
import { aspectRegion } from "~/machines/aspect-region";
import { syringeRuleWords } from "~/machines/clinical-form";
import { CALC, RESET_ANNOUNCEMENT, RESULT_STATUSES, type AspectRegion, type ResultStatus } from "./reconstitution.calc";
import { setup } from "xstate";
import { UNIT_CHANGE_WORDS, unitChangeParts, unitChangeRegion } from "~/machines/clinical-unit-change";
import {
  FORM,
  EMPTY_INPUTS,
  UNIT_EVENTS,
  UNIT_FORM,
  type ReconstitutionContext,
  type ReconstitutionEvent,
  type ReconstitutionInputs,
} from "./reconstitution.types";

const docs = clinical.clinicalDocs({
  clauses: {
    M13: settleClauses("reconstitution"),
    "M54.3": ["reconstitution.result.incomplete", "reconstitution:field.leave"],
    M36: [
      "reconstitution.mode",
      "reconstitution.mode.concentration",
      "reconstitution.mode.diluent",
      "reconstitution.result",
      "reconstitution.result.evaluating",
      "reconstitution.result.empty",
      "reconstitution.result.offScale",
      "reconstitution:field.change",
      "reconstitution:mode.select",
      "reconstitution:powderUnit.select",
      "reconstitution:syringe.select",
      "reconstitution:always",
    ],
    M37: [
      "reconstitution.result.invalid",
      "reconstitution.result.invalid.checking",
      "reconstitution.result.invalid.unitMismatch",
      "reconstitution.result.invalid.powder",
      "reconstitution.result.invalid.diluent",
      "reconstitution.result.invalid.target",
      "reconstitution.result.invalid.displacement",
      "reconstitution.result.invalid.dose",
      "reconstitution.result.impossible",
    ],
    M38: [
      "reconstitution.result.ready",
      "reconstitution.result.ready.strength",
      "reconstitution.result.ready.strength.checking",
      "reconstitution.result.ready.strength.plausible",
      "reconstitution.result.ready.strength.aboveSolution",
      "reconstitution.result.ready.displacement",
      "reconstitution.result.ready.displacement.checking",
      "reconstitution.result.ready.displacement.given",
      "reconstitution.result.ready.displacement.notGiven",
      "reconstitution.result.ready.diluent",
      "reconstitution.result.ready.diluent.checking",
      "reconstitution.result.ready.diluent.typed",
      "reconstitution.result.ready.diluent.onMark",
      "reconstitution.result.ready.diluent.cautionSmall",
      "reconstitution.result.ready.diluent.cautionPrecision",
      "reconstitution.result.ready.diluent.beyondSyringes",
      "reconstitution.result.ready.draw",
      "reconstitution.result.ready.draw.checking",
      "reconstitution.result.ready.draw.notAsked",
      "reconstitution.result.ready.draw.exceedsVial",
      "reconstitution.result.ready.draw.measurable",
      "reconstitution.result.ready.draw.cautionSmall",
      "reconstitution.result.ready.draw.cautionLarge",
      "reconstitution.result.ready.draw.cautionPrecision",
      "reconstitution.result.ready.draw.tooSmallToShow",
    ],
    M39: [
      "reconstitution.copy",
      "reconstitution.copy.idle",
      "reconstitution.copy.copying",
      "reconstitution.copy.copied",
      "reconstitution:copy",
      "reconstitution:xstate.done.actor.writeClipboard",
      "reconstitution:xstate.error.actor.writeClipboard",
      "reconstitution:xstate.after.copiedTimeout",
      "reconstitution:reset",
    ],
    U56: [
      "reconstitution.unit",
      "reconstitution.unit.none",
      "reconstitution.unit.converted",
      "reconstitution.unit.kept",
      "reconstitution:powderUnit.select",
    ],
    M47: [
      "reconstitution.link",
      "reconstitution.link.none",
      "reconstitution.link.applied",
      "reconstitution.link.ignored",
      "reconstitution:link.open",
      "reconstitution:link.copy",
    ],
  },
  title: "Reconstitution calculator",
  summary:
    "Concentration = powder ÷ (diluent + displacement), and the volume to draw for a dose by the one syringe rule; or, as a mode, the diluent to add for a target concentration. A displacement volume not entered is said, never assumed.",
  usedOn: "/reconstitution-calculator",
  domainFile: "src/domain/reconstitution.ts",
  shareFile: "src/machines/reconstitution/reconstitution.share.ts",
  events: {
    "field.change": "The person types in a field (powder, diluent, target concentration, displacement, dose).",
    "mode.select": "The person picks what to work out: the concentration, or the diluent to add.",
    "powderUnit.select":
      "The person picks the powder's unit, mg, g or units (a dose's bare number is in it too): a powder or dose typed as a bare number is converted to it (0.5 g → 500 mg), or, between a mass and units, kept with its own unit and asked for; never re-read.",
    "syringe.select": "The person picks the syringe kind (injection or oral) the dose is measured with.",
    reset: "The person presses Reset: every field empty, the choices back to concentration, mg, injection.",
  },
  guards: {
    invalidIs:
      "The first refused entry is of the other kind than the powder (unitMismatch), or is in this field (form order).",
    ...clinical.CHOICE_IS_WORDS,
    unitChangeIs: UNIT_CHANGE_WORDS.guard,
  },
});

/** The choices of the form: each changes the answer (the result and announce regions). */
const CHOICE_EVENTS = ["mode.select", "powderUnit.select", "syringe.select"] as const;

const parts = clinical.clinicalParts<
  ReconstitutionInputs,
  ReconstitutionEvent,
  ResultStatus,
  AspectRegion,
  ReconstitutionContext
>({
  calc: CALC,
  ...FORM,
  empty: EMPTY_INPUTS,
  resetAnnouncement: RESET_ANNOUNCEMENT,
  share: reconstitutionShare,
});
const unitChange = unitChangeParts<ReconstitutionInputs, ReconstitutionContext, ReconstitutionEvent>(
  UNIT_FORM,
  parts.announcement,
);

export const reconstitutionMachine = setup({
  types: {
    context: {} as ReconstitutionContext,
    events: {} as ReconstitutionEvent,
    emitted: {} as clinical.ClinicalEmitted,
  },
  ...clinical.clinicalEffects,
  guards: { ...parts.guards, ...unitChange.guards },
  actions: { ...parts.actions, ...unitChange.actions },
}).createMachine({
  id: "reconstitution",
  meta: { docs },
  context: { ...clinical.clinicalContext(EMPTY_INPUTS), unitChange: null },
  type: "parallel",
  on: shareLinkCopy,
  states: {
    mode: clinical.choiceRegion(
      "What the form works out, and so which of the diluent and the target concentration it asks for.",
      "mode.select",
      "mode",
      {
        concentration: [
          "concentration",
          "Concentration: the form asks for the diluent added and shows the concentration after mixing (and the volume to draw for a dose).",
        ],
        diluent: [
          "diluent",
          "Diluent to add: the form asks for a target concentration and shows the diluent to add to make it (and the volume to draw for a dose).",
        ],
      },
    ),
    result: clinical.clinicalResultRegion(
      "What the Result region shows, decided from the inputs by src/domain/reconstitution.ts.",
      CHOICE_EVENTS,
      RESULT_STATUSES,
      {
        incomplete: { description: TOUCHED_WORDS.incomplete },
        empty: {
          description:
            "No result: neither the powder nor the diluent (or the target concentration) is entered. The region asks for them; nothing is computed.",
        },
        invalid: clinical.invalidRegion(
          "No result: an entry is refused. The first refused one is named; each refused field says why in a short inline hint.",
          "a unit mismatch, else the first refused field",
          {
            unitMismatch:
              "An entry is of the other kind than the powder, said plainly: 'The powder is in units: enter the dose in units' (or a mass for a powder in mg or g).",
            powder: "The powder is missing, not a number, not above 0, or not an amount in mg, g or units.",
            diluent: "The diluent is missing, not a number, not above 0, or not a volume in mL.",
            target: "The target concentration is missing or cannot be read as an amount per volume.",
            displacement: "The displacement volume is not a number of 0 mL or more, or not a volume.",
            dose: "The dose is not a number above 0, or not a single amount.",
          },
        ),
        offScale: {
          description:
            "A concentration or volume too large to calculate with (more digits than a field takes, so not every digit could be true), or too small to show: the region says which, and to check the powder and the volumes; nothing to copy.",
        },
        impossible: {
          description:
            "The target concentration cannot be made: the powder alone takes up more than the volume it needs. The region says the most concentrated solution possible and to choose a lower concentration.",
        },
        ready: {
          description:
            "A result: the concentration after mixing, the final volume, the diluent, its working and, with a dose, the volume to draw. It can be copied, cautions included.",
          type: "parallel",
          states: {
            strength: aspectRegion("strength", "Whether the strength in mass is one a powder dissolves to.", {
              plausible: "The strength is at most 1\u202f000 mg/mL (or in units): no caution.",
              aboveSolution:
                "Caution, said first: the strength is more than 1 g in every mL, stronger than a powder dissolves to: check the powder's amount and unit (mg or g) and the diluent's volume (or the target). The figures stay shown.",
            }),
            displacement: aspectRegion("displacement", "Whether the label's displacement volume is entered.", {
              given: "The displacement volume is entered (0 mL included): it is added to the diluent.",
              notGiven:
                "Caution: no displacement volume entered, said plainly: the powder's own volume is counted as 0 mL, so the real concentration may be lower than shown and every dose drawn may be short.",
            }),
            diluent: aspectRegion(
              "diluent",
              "How the diluent is measured: typed, or, worked out for a target, on the injection syringe the one syringe rule gives.",
              {
                typed: "Concentration mode: the diluent is the volume typed (added), so nothing to measure here.",
                onMark:
                  "The diluent to add falls on a mark of the rule's injection syringe, which the result names: no caution.",
                cautionSmall:
                  "Caution: the diluent to add is under 0.1 mL, hard to measure reliably: check the target concentration, or ask the pharmacist.",
                cautionPrecision:
                  "Caution: the diluent to add falls between the marks of every injection syringe that holds it; the caution names the nearest mark and the strength it would make (stronger or weaker, in %), and to work out the strength of a volume that can be measured in Concentration mode.",
                beyondSyringes:
                  "The diluent to add is more than the syringes here hold (10 mL): the result says to measure it with a larger syringe. No caution.",
              },
            ),
            draw: aspectRegion("draw", "The volume to draw for a dose, by the one syringe rule.", {
              notAsked: "No dose entered: the concentration only, and a hint that a dose gives the volume to draw.",
              exceedsVial: "Caution: the dose is more than the vial holds; one vial is not enough. No volume is shown.",
              ...syringeRuleWords("the concentration"),
            }),
          },
        },
      },
    ),
    unit: unitChangeRegion(UNIT_EVENTS),
    copy: clinical.clinicalCopyRegion,
    link: clinical.clinicalLinkRegion(reconstitutionShare),
    announce: clinical.clinicalAnnounceRegion(CHOICE_EVENTS),
  },
});
