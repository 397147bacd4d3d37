/**
 * The syringe chooser of the syringe page (decisions.md 'Syringe page' and 'Dose safety').
 *
 * Context holds what was chosen (`choice`) and the volume to draw (from the converter, forwarded
 * by the converter card); the states say what it means. Three parallel regions:
 *
 *   choice   automatic.oral | automatic.injection | chosen.syringe | chosen.insulin
 *            Automatic mode draws on the syringe the one syringe rule recommends; the insulin
 *            syringe is never chosen automatically, and choosing it is a state of its own with a
 *            prominent warning (insulin only, in units).
 *   fit      evaluating → empty | zero | onMark | betweenMarks | belowSmallestMark | exceeds:
 *            where the volume falls on the syringe shown, asked of the pure `readSyringe`.
 *   caution  evaluating → none | small | large: the volume itself (under 0.1 mL; more than any
 *            syringe here holds).
 *   route    evaluating → suits | injectionByMouth | injectionNoRoute | oralForInjection: whether
 *            the syringe drawn suits the route stated (the converter's Route, forwarded by the card).
 *            When the route calls for the other syringe kind, the choice goes back to the rule's
 *            syringe of that kind; a syringe chosen by hand that does not suit the route is a caution.
 *
 * An unknown choice is ignored. A choice is said by the page's one announcer (`choice.made`: the
 * syringe chosen and where the volume falls on it); the panel's own regions are not live.
 */
import { assign, emit, setup } from "xstate";
import type { MachineDocs } from "~/machines/machine-docs";
import { describedChoice, describedStates } from "~/machines/described";
import { evaluatedRegion, reevaluate } from "~/machines/transient";
import { cleanVolume, isSyringeChoice, readSyringe, volumeCaution } from "~/domain/syringe/syringe";
import { familyOfRoute, isRoute, type Route } from "~/domain/dose/conversion";
import { ROUTE_FITS, routeFitOfChoice, type RouteFit } from "~/domain/syringe/syringe-route";
import { choiceAnnouncement, routeAnnouncement } from "./syringe.spoken";
import type { FitStatus, VolumeCaution } from "~/domain/syringe/syringe.types";
import type { SyringeContext, SyringeEmitted, SyringeEvent, SyringeInput } from "./syringe.types";

const FIT_STATUSES: readonly FitStatus[] = ["empty", "zero", "onMark", "betweenMarks", "belowSmallestMark", "exceeds"];
const VOLUME_CAUTIONS: readonly VolumeCaution[] = ["none", "small", "large"];

const docs = {
  title: "Syringe chooser",
  summary:
    "Which syringe the syringe page draws the computed volume on, and where the volume falls on it. Automatic mode uses the one syringe rule (the smallest oral or injection syringe on which the volume falls on a mark, else the one that measures it most closely); the person can choose one syringe instead; the insulin syringe only by choice, with a prominent warning. The fit region says whether the volume is on a mark, between marks, below the smallest mark or more than the syringe holds; the caution region whether the volume itself is under 0.1 mL or larger than any syringe here.",
  usedOn: "/mg-to-ml-syringe (the drawn syringe beside the converter), a child of the converter card.",
  events: {
    "volume.change":
      "The converter card forwards the converter's volume in mL (its result, or the amount in mL to mg), or none.",
    "choice.select":
      "The person picks an option of the syringe chooser: automatic oral, automatic injection, or one syringe; the announcer says the syringe chosen and where the volume falls on it. An unknown choice is ignored.",
    "route.change":
      "The converter card forwards the route stated in the converter's Route field (not stated, by mouth, injection) with every report; the same route again changes nothing.",
    always:
      "After every change, the fit, caution and route regions move to the state the volume, the choice and the route lead to.",
  },
  guards: {
    isAutoOral: "The choice is 'automatic: oral syringe by the rule'.",
    isAutoInjection: "The choice is 'automatic: injection syringe by the rule'.",
    isInsulin: "The choice is the U-100 insulin syringe.",
    isSyringe: "The choice is one of the other syringes of the page.",
    fitIs:
      "The pure readSyringe(volume, choice) of src/domain/syringe/syringe.ts gives the given fit (one guard per fit state).",
    cautionIs:
      "The pure volumeCaution(volume) of src/domain/syringe/syringe.ts gives the given caution (one guard per caution state).",
    routeCallsFor:
      "The route changed to one that calls for the other syringe kind (by mouth or not stated: oral; injection: injection), the given one.",
    routeChanged: "The route forwarded is a route of the page, and not the one stated before.",
    routeLeavesMismatch:
      "The route changed within the same syringe kind, and the syringe drawn does not suit the new route: the caution is said.",
    routeFitIs:
      "The pure routeFitOfChoice(route, choice) of src/domain/syringe/syringe-route.ts gives the given fit (one guard per route state).",
  },
  delays: {},
  actors: {},
  clauses: {
    "D4.1": [
      "syringe:volume.change",
      "syringe:choice.select",
      "syringe.fit",
      "syringe.fit.evaluating",
      "syringe.fit.empty",
      "syringe.fit.zero",
      "syringe.fit.onMark",
      "syringe:always",
    ],
    "D4.2": [
      "syringe.choice",
      "syringe.choice.automatic",
      "syringe.choice.automatic.oral",
      "syringe.choice.automatic.injection",
    ],
    "D4.3": ["syringe.fit.betweenMarks", "syringe.fit.belowSmallestMark", "syringe.fit.exceeds"],
    M9: [
      "syringe:choice.select",
      "syringe:volume.change",
      "syringe.choice.automatic.oral",
      "syringe.choice.automatic.injection",
      "syringe.choice.chosen",
      "syringe.choice.chosen.syringe",
    ],
    M12: [
      "syringe.caution",
      "syringe.caution.evaluating",
      "syringe.caution.none",
      "syringe.caution.small",
      "syringe.caution.large",
      "syringe.choice.chosen.insulin",
    ],
    M29: ["syringe:choice.select"],
    M24: [
      "syringe:route.change",
      "syringe.route",
      "syringe.route.evaluating",
      "syringe.route.suits",
      "syringe.route.injectionByMouth",
      "syringe.route.injectionNoRoute",
      "syringe.route.oralForInjection",
    ],
  },
} satisfies MachineDocs;

/** The route a `route.change` states, when it is a route of the page and not the one stated before; else null. */
function changedRoute(context: SyringeContext, event: SyringeEvent): Route | null {
  return event.type === "route.change" && isRoute(event.route) && event.route !== context.route ? event.route : null;
}

export const syringeMachine = setup({
  types: {
    context: {} as SyringeContext,
    events: {} as SyringeEvent,
    input: {} as SyringeInput,
    emitted: {} as SyringeEmitted,
  },
  actions: {
    setVolume: assign({
      volume: ({ event, context }) => (event.type === "volume.change" ? cleanVolume(event.volume) : context.volume),
    }),
    setChoice: assign({
      choice: ({ event, context }) =>
        event.type === "choice.select" && isSyringeChoice(event.choice) ? event.choice : context.choice,
    }),
    setRoute: assign({
      route: ({ event, context }) =>
        event.type === "route.change" && isRoute(event.route) ? event.route : context.route,
    }),
    /** The route calls for the other syringe kind: the rule's syringe of that kind. */
    followRoute: assign({
      choice: ({ event, context }) =>
        event.type === "route.change" && isRoute(event.route)
          ? (`auto-${familyOfRoute(event.route)}` as const)
          : context.choice,
    }),
    /** The route changed and the syringe drawn does not suit it: the announcer says the caution. */
    emitRouteCaution: emit(({ context }) => ({
      type: "choice.made" as const,
      announcement: routeAnnouncement(context),
    })),
    /** The announcer says the choice and what the panel now says about the volume on it. */
    emitChoiceMade: emit(({ context }) => ({
      type: "choice.made" as const,
      announcement: choiceAnnouncement(context),
    })),
  },
  guards: {
    isAutoOral: ({ event }) => event.type === "choice.select" && event.choice === "auto-oral",
    isAutoInjection: ({ event }) => event.type === "choice.select" && event.choice === "auto-injection",
    isInsulin: ({ event }) => event.type === "choice.select" && event.choice === "insulin-0-5",
    isSyringe: ({ event }) =>
      event.type === "choice.select" && isSyringeChoice(event.choice) && !event.choice.startsWith("auto-"),
    fitIs: ({ context }, params: { fit: FitStatus }) =>
      readSyringe(context.volume, context.choice).status === params.fit,
    cautionIs: ({ context }, params: { caution: VolumeCaution }) => volumeCaution(context.volume) === params.caution,
    routeCallsFor: ({ context, event }, params: { family: "oral" | "injection" }) => {
      const route = changedRoute(context, event);
      return (
        route !== null &&
        familyOfRoute(route) !== familyOfRoute(context.route) &&
        familyOfRoute(route) === params.family
      );
    },
    routeChanged: ({ context, event }) => changedRoute(context, event) !== null,
    routeLeavesMismatch: ({ context, event }) => {
      const route = changedRoute(context, event);
      return (
        route !== null &&
        familyOfRoute(route) === familyOfRoute(context.route) &&
        routeFitOfChoice(route, context.choice) !== "suits"
      );
    },
    routeFitIs: ({ context }, params: { fit: RouteFit }) =>
      routeFitOfChoice(context.route, context.choice) === params.fit,
  },
}).createMachine({
  id: "syringe",
  meta: { docs },
  context: ({ input }) => ({
    volume: cleanVolume(input?.volume ?? null),
    choice: "auto-oral",
    route: "unstated",
  }),
  type: "parallel",
  states: {
    choice: {
      description: "Which syringe is drawn: by the rule (oral or injection) or the one the person chose.",
      initial: "automatic",
      on: {
        "choice.select": [
          { guard: "isAutoOral", target: ".automatic.oral", actions: ["setChoice", "emitChoiceMade"] },
          { guard: "isAutoInjection", target: ".automatic.injection", actions: ["setChoice", "emitChoiceMade"] },
          { guard: "isInsulin", target: ".chosen.insulin", actions: ["setChoice", "emitChoiceMade"] },
          { guard: "isSyringe", target: ".chosen.syringe", actions: ["setChoice", "emitChoiceMade"] },
        ],
        "route.change": [
          {
            guard: { type: "routeCallsFor", params: { family: "oral" } },
            target: ".automatic.oral",
            actions: ["setRoute", "followRoute", "emitChoiceMade"],
            description:
              "The route is now by mouth or not stated, after an injection: the rule's oral syringe, so the syringe drawn and printed suits the route.",
          },
          {
            guard: { type: "routeCallsFor", params: { family: "injection" } },
            target: ".automatic.injection",
            actions: ["setRoute", "followRoute", "emitChoiceMade"],
            description:
              "The route is now an injection: the rule's injection syringe, so the syringe drawn and printed suits the route.",
          },
        ],
      },
      states: {
        automatic: describedChoice("The one syringe rule picks the syringe.", {
          oral: "The oral syringe the rule recommends (the default).",
          injection: "The injection syringe the rule recommends (tuberculin 1 mL, 3, 5 or 10 mL).",
        }),
        chosen: describedChoice("The person chose one syringe.", {
          syringe: "An oral or injection syringe chosen by hand.",
          insulin:
            "The U-100 insulin syringe chosen by hand: a prominent warning says it is for insulin only, measured in units; never a reassurance.",
        }),
      },
    },
    fit: evaluatedRegion({
      description: "Where the volume falls on the syringe drawn, by readSyringe (src/domain/syringe/syringe.ts).",
      on: {
        "volume.change": { ...reevaluate, actions: "setVolume" },
        "choice.select": reevaluate,
      },
      evaluating: {
        description: "Transient: the volume or the choice just changed; the guarded transitions pick the fit.",
      },
      guard: "fitIs",
      param: "fit",
      statuses: FIT_STATUSES,
      states: describedStates({
        empty: "No volume: the converter has no result; the syringe is drawn empty.",
        zero: "The volume is 0 mL: nothing to draw up.",
        onMark: "The volume falls on a mark of the syringe drawn.",
        betweenMarks:
          "Caution: the volume falls between marks; the nearest measurable volume and the difference in % are shown.",
        belowSmallestMark:
          "Caution: the volume is less than half the smallest mark: it cannot be measured on this syringe.",
        exceeds: "Caution: the volume is more than the syringe drawn holds.",
      }),
    }),
    caution: evaluatedRegion({
      description:
        "A caution about the volume itself, whatever the syringe, by volumeCaution (src/domain/syringe/syringe.ts).",
      on: { "volume.change": reevaluate },
      evaluating: { description: "Transient: the volume just changed; the guarded transitions pick the caution." },
      guard: "cautionIs",
      param: "caution",
      statuses: VOLUME_CAUTIONS,
      states: describedStates({
        none: "No caution about the volume itself.",
        small: "Caution: under 0.1 mL, hard to measure reliably; ask the pharmacy about a more dilute preparation.",
        large: "Caution: more than any syringe here holds, or implausibly large for one dose.",
      }),
    }),
    route: evaluatedRegion({
      description:
        "Whether the syringe drawn suits the route stated, by routeFitOfChoice (src/domain/syringe/syringe-route.ts).",
      on: {
        "route.change": [
          { ...reevaluate, guard: "routeLeavesMismatch", actions: ["setRoute", "emitRouteCaution"] },
          { ...reevaluate, guard: "routeChanged", actions: "setRoute" },
        ],
        "choice.select": reevaluate,
      },
      evaluating: {
        description: "Transient: the route or the choice just changed; the guarded transitions pick the fit.",
      },
      guard: "routeFitIs",
      param: "fit",
      statuses: ROUTE_FITS,
      states: describedStates({
        suits:
          "The syringe drawn suits the route: an oral syringe by mouth or with no route stated, an injection syringe for an injection.",
        injectionByMouth:
          "Caution: an injection or insulin syringe for a medicine taken by mouth; measure it with an oral syringe, which cannot be connected to a needle or an intravenous line.",
        injectionNoRoute:
          "Caution: an injection or insulin syringe with no route stated; if the medicine is taken by mouth, use an oral syringe, and state the route.",
        oralForInjection:
          "Caution: an oral syringe for an injection; it does not fit a needle: choose an injection syringe.",
      }),
    }),
  },
});
