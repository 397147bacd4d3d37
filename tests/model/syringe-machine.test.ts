/**
 * Model-based tests of the syringe chooser, machine level: every generated path is replayed on
 * the real actor; after each step the selectors must agree with the model state, and the
 * coverage of states and transitions must be 100 %.
 */
import { describeStepOf } from "../../tools/statecharts/machine-registry";
import { describe, expect, it } from "vitest";
import { createActor, type AnyActorRef } from "xstate";
import { choiceAnnouncement, routeAnnouncement, routeCautionOf } from "~/machines/syringe/syringe.spoken";
import { routeFitOfChoice } from "~/domain/syringe/syringe-route";
import { describePath, runPathOnMachine } from "../../tools/statecharts/model";
import {
  createSyringeModel,
  expectedSyringeView,
  modelChoice,
  SYRINGE_MODEL_START,
  type SyringeSnapshot,
} from "../../tools/statecharts/syringe.model";
import { syringeMachine } from "~/machines/syringe/syringe.machine";
import {
  selectChoice,
  selectFit,
  selectIsInsulinChosen,
  selectReading,
  selectRouteFit,
  selectTexts,
  selectVolumeCaution,
} from "~/machines/syringe/syringe.selectors";
import { readSyringe, volumeCaution } from "~/domain/syringe/syringe";

const describe_syringe = describeStepOf("syringe");

const model = createSyringeModel();
const tracker = model.coverage("machine");

describe("syringe machine model", () => {
  it("reaches every state and transition with the sample events", () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
    expect(model.states).toEqual(
      expect.arrayContaining([
        "syringe.choice.automatic.oral",
        "syringe.choice.automatic.injection",
        "syringe.choice.chosen.syringe",
        "syringe.choice.chosen.insulin",
        "syringe.fit.onMark",
        "syringe.fit.betweenMarks",
        "syringe.fit.belowSmallestMark",
        "syringe.fit.exceeds",
        "syringe.caution.small",
        "syringe.caution.large",
        "syringe.route.suits",
        "syringe.route.injectionByMouth",
        "syringe.route.injectionNoRoute",
        "syringe.route.oralForInjection",
      ]),
    );
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the actor; selectors match the model", async () => {
      const said: Array<{ type: string; announcement: string }> = [];
      await runPathOnMachine<SyringeSnapshot>(model, path, {
        onActor: (actor: AnyActorRef) => {
          actor.on("choice.made", (e: { type: string; announcement: string }) => said.push(e));
        },
        check: (actual, expected, step) => {
          // A choice says the syringe chosen and where the volume falls on it, once; a new volume
          // says nothing here (the converter's answer carries the reading when typing settles).
          // A route that calls for the other syringe kind brings the rule's syringe of that kind,
          // said as a choice; a route that leaves the syringe drawn unsuitable says the caution.
          const fresh = said.splice(0);
          const followed = step?.event.type === "route.change" && step.before.context.choice !== actual.context.choice;
          if (step?.event.type === "choice.select" || followed)
            expect(fresh).toEqual([{ type: "choice.made", announcement: choiceAnnouncement(actual.context) }]);
          else if (step?.event.type === "route.change" && routeCautionOf(actual.context) !== null)
            expect(fresh).toEqual([{ type: "choice.made", announcement: routeAnnouncement(actual.context) }]);
          else expect(fresh).toEqual([]);
          if (followed) expect(actual.context.choice).toMatch(/^auto-/);
          expect(actual.context).toEqual(expected.context);
          const want = expectedSyringeView(expected);
          expect(selectChoice(actual)).toBe(modelChoice(expected));
          expect(selectReading(actual).syringe.id).toBe(want.syringeId);
          expect(selectReading(actual).status).toBe(want.status);
          // The fit and caution states are what the pure functions say for this volume and choice.
          expect(selectFit(actual)).toBe(readSyringe(actual.context.volume, actual.context.choice).status);
          expect(selectVolumeCaution(actual)).toBe(volumeCaution(actual.context.volume));
          expect(selectIsInsulinChosen(actual)).toBe(actual.context.choice === "insulin-0-5");
          expect(selectRouteFit(actual)).toBe(routeFitOfChoice(actual.context.route, actual.context.choice));
          expect(selectTexts(actual).summary).toBe(want.summary);
          // The route's caution comes first, then the reading's own; but the insulin syringe chosen
          // for a dose keeps its warning (insulin only, in units) first, the danger it is.
          const route = routeCautionOf(actual.context);
          const own = selectTexts(actual).warnings;
          const insulinFirst = selectReading(actual).insulinForDose && own.length > 0;
          expect(want.warnings).toEqual(
            !route ? own : insulinFirst ? [own[0], route, ...own.slice(1)] : [route, ...own],
          );
          if (insulinFirst) expect(want.warnings[0]).toMatch(/^Insulin syringe: for insulin only/);
        },
      });
      tracker.recordPath(path);
    });
  });
});

describe("syringe machine details", () => {
  it("starts automatic (oral) with the preset's volume", () => {
    const s = createActor(syringeMachine, { input: { volume: SYRINGE_MODEL_START } })
      .start()
      .getSnapshot();
    // 0.05 mL falls on a mark of the 1 mL oral syringe (every 0.01 mL), still under 0.1 mL.
    expect(s.value).toEqual({ choice: { automatic: "oral" }, fit: "onMark", caution: "small", route: "suits" });
    expect(s.context).toEqual({ volume: 0.05, choice: "auto-oral", route: "unstated" });
  });

  it("ignores an unknown choice and keeps an invalid volume out", () => {
    const actor = createActor(syringeMachine, { input: { volume: 1 } }).start();
    actor.send({ type: "choice.select", choice: "tuberculin-1" });
    actor.send({ type: "choice.select", choice: "oral-2" });
    expect(actor.getSnapshot().value).toMatchObject({ choice: { chosen: "syringe" }, fit: "onMark" });
    expect(actor.getSnapshot().context.choice).toBe("tuberculin-1");
    actor.send({ type: "volume.change", volume: NaN });
    expect(actor.getSnapshot().context.volume).toBeNull();
    actor.send({ type: "volume.change", volume: -2 });
    expect(actor.getSnapshot().context.volume).toBeNull();
    actor.send({ type: "choice.select", choice: "auto-injection" });
    expect(actor.getSnapshot().value).toMatchObject({ choice: { automatic: "injection" }, fit: "empty" });
    expect(actor.getSnapshot().context.choice).toBe("auto-injection");
  });

  it("the insulin syringe is only ever a choice, a state of its own", () => {
    const actor = createActor(syringeMachine, { input: { volume: 0.05 } }).start();
    expect(selectReading(actor.getSnapshot()).syringe.family).not.toBe("insulin");
    actor.send({ type: "choice.select", choice: "auto-injection" });
    expect(selectReading(actor.getSnapshot()).syringe.family).not.toBe("insulin");
    actor.send({ type: "choice.select", choice: "insulin-0-5" });
    expect(actor.getSnapshot().matches({ choice: { chosen: "insulin" } })).toBe(true);
  });

  it("a syringe that does not suit the route is a caution; a route of the other kind brings the rule's syringe", () => {
    const actor = createActor(syringeMachine, { input: { volume: 0.3 } }).start();
    const said: string[] = [];
    actor.on("choice.made", (e) => said.push(e.announcement));
    actor.send({ type: "choice.select", choice: "tuberculin-1" });
    expect(actor.getSnapshot().value).toMatchObject({ route: "injectionNoRoute" });
    expect(said.pop()).toMatch(
      /^1 mL tuberculin syringe chosen\. Caution: No route stated, and the 1 mL tuberculin syringe is an injection syringe\./,
    );
    // By mouth: the same syringe kind as no route, so the hand-chosen syringe stays, with the caution said.
    actor.send({ type: "route.change", route: "oral" });
    expect(actor.getSnapshot().value).toMatchObject({ choice: { chosen: "syringe" }, route: "injectionByMouth" });
    expect(said.pop()).toBe(
      "Caution: Wrong kind of syringe for the route: the route is by mouth, and the 1 mL tuberculin syringe is an injection syringe. Measure a medicine taken by mouth with an oral syringe: it cannot be connected to a needle or an intravenous line.",
    );
    // The same route again (the card forwards it with every report) changes and says nothing.
    actor.send({ type: "route.change", route: "oral" });
    actor.send({ type: "route.change", route: "intravenous" });
    expect(said).toEqual([]);
    expect(actor.getSnapshot().context.route).toBe("oral");
    // An injection: the rule's injection syringe, which suits it.
    actor.send({ type: "route.change", route: "injection" });
    expect(actor.getSnapshot().value).toMatchObject({ choice: { automatic: "injection" }, route: "suits" });
    expect(said.pop()).toMatch(/^Recommended injection syringe chosen\./);
    actor.send({ type: "choice.select", choice: "oral-1" });
    expect(actor.getSnapshot().value).toMatchObject({ route: "oralForInjection" });
    expect(said.pop()).toContain("the route is injection, and the 1 mL oral syringe is an oral syringe");
    // The insulin syringe by mouth is a caution too.
    actor.send({ type: "route.change", route: "oral" });
    expect(actor.getSnapshot().value).toMatchObject({ choice: { automatic: "oral" }, route: "suits" });
    actor.send({ type: "choice.select", choice: "insulin-0-5" });
    expect(actor.getSnapshot().value).toMatchObject({ route: "injectionByMouth" });
    expect(said.pop()).toContain("the 0.5 mL insulin syringe (U-100) is an insulin syringe");
  });

  it("prints the paths in words", () => {
    const lines = model.paths.flatMap((p) => [p.title, ...describePath(model, p, describe_syringe)]);
    console.log(lines.join("\n"));
    expect(lines.some((l) => l.includes("in Syringe"))).toBe(true);
  });

  it("covers 100 % of states and transitions (machine level)", () => {
    const entry = tracker.assertComplete();
    expect(entry.states.covered).toBe(entry.states.total);
    expect(entry.transitions.covered).toBe(entry.transitions.total);
  });
});
