/**
 * Model-based tests of the molarity machine, machine level: every generated path is replayed on
 * the real actor; after each step the context must match what the pure calc module says.
 */
import { MACHINES } from "../../tools/statecharts/machine-registry";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { describePath, runPathOnMachine } from "../../tools/statecharts/model";
import { expectLabAnnouncements } from "./lab-announcements";
import { withoutLinkCleared } from "./link-cleared";
import {
  createMolarityModel,
  expectedMolarityView,
  type MolaritySnapshot,
} from "../../tools/statecharts/molarity.model";
import { molarityMachine } from "~/machines/molarity/molarity.machine";
import { DEFAULT_MOLARITY_UNITS } from "~/machines/molarity/molarity.types";
import { molarityCautionText } from "~/machines/molarity/molarity.words";
import { calculateMolarity } from "~/machines/molarity/molarity.calc";
import { selectFieldIssue, selectSolveFor, selectStatus } from "~/machines/molarity/molarity.selectors";

const model = createMolarityModel();
const tracker = model.coverage("machine");

describe("molarity machine model", () => {
  it("reaches every state and transition with the sample events", () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
    expect(model.paths.length).toBeGreaterThan(0);
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the actor with consistent context", async () => {
      const said: Array<{ type: string; announcement?: string }> = [];
      await runPathOnMachine<MolaritySnapshot>(model, path, {
        onActor: (actor) => {
          actor.on("*", (e: { type: string; announcement?: string }) => {
            if (!e.type.startsWith("focus.")) said.push(e);
          });
        },
        check: (actual, expected, step) => {
          expect(actual.context).toEqual(expected.context);
          // What the announcer is asked to say in this step: exactly one event after Calculate
          // and after a 'Solve for' choice (with the words the model expects), none otherwise.
          expectLabAnnouncements(
            withoutLinkCleared(said.splice(0), step?.before, actual),
            expectedMolarityView(actual, step?.event ?? null).announcedContains,
            step?.event.type,
          );
          const mode = selectSolveFor(actual);
          const outcome = calculateMolarity(actual.context.values, mode, actual.context.units);
          const status = selectStatus(actual);
          if (status === "calculated") {
            // A result is only ever shown for the numbers and units on the form, in this mode.
            expect(outcome.ok).toBe(true);
            expect(actual.context.result).toEqual(outcome.ok ? outcome.result : null);
            expect(actual.context.result?.solveFor).toBe(mode);
            expect(actual.context.issues).toEqual([]);
          } else {
            expect(actual.context.result).toBeNull();
          }
          if (status === "editing") expect(actual.context.issues).toEqual([]);
          if (status === "invalid") {
            expect(actual.context.issues.length).toBeGreaterThan(0);
            for (const issue of actual.context.issues) {
              if (issue.field) expect(selectFieldIssue(issue.field)(actual)).toBe(issue.message);
            }
          }
        },
      });
      tracker.recordPath(path);
    });
  });
});

describe("molarity machine details", () => {
  it("starts empty, with no result", () => {
    const s = createActor(molarityMachine).start().getSnapshot();
    // Issue 15: the spec's form is the default solve-for mode, in the spec's units.
    expect(s.value).toEqual({ form: { molarity: "editing" }, link: "none" });
    expect(s.context).toEqual({
      values: { mass: "", molecularWeight: "", volume: "", molarity: "" },
      units: { mass: "g", volume: "mL", molarity: "M", balance: "0.1 mg" },
      issues: [],
      result: null,
    });
  });

  it("emits focus on the first invalid field after a failed Calculate, and on the first field after Reset", () => {
    const actor = createActor(molarityMachine).start();
    const focused: string[] = [];
    actor.on("focus.field", (e) => focused.push(e.field));
    actor.send({ type: "FIELD.CHANGE", field: "mass", value: "5" });
    actor.send({ type: "CALCULATE" });
    actor.send({ type: "RESET" });
    expect(focused).toEqual(["molecularWeight", "mass"]);
  });

  it("a failed Calculate clears an earlier result; Reset clears everything", () => {
    const actor = createActor(molarityMachine).start();
    actor.send({ type: "FIELD.CHANGE", field: "mass", value: "5.8440" });
    actor.send({ type: "FIELD.CHANGE", field: "molecularWeight", value: "58.44" });
    actor.send({ type: "FIELD.CHANGE", field: "volume", value: "100" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().context.result?.molar).toBeCloseTo(1, 12);
    expect(actor.getSnapshot().value).toEqual({ form: { molarity: { calculated: "possible" } }, link: "none" });
    actor.send({ type: "FIELD.CHANGE", field: "volume", value: "0" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().value).toEqual({ form: { molarity: "invalid" }, link: "none" });
    expect(actor.getSnapshot().context.result).toBeNull();
    // Issue 15: the same wording as the dilution calculator.
    expect(selectFieldIssue("volume")(actor.getSnapshot())).toBe(
      "Volume of solution can't be 0: enter a value above 0.",
    );
    actor.send({ type: "RESET" });
    expect(actor.getSnapshot().value).toEqual({ form: { molarity: "editing" }, link: "none" });
    expect(actor.getSnapshot().context.values).toEqual({ mass: "", molecularWeight: "", volume: "", molarity: "" });
    expect(actor.getSnapshot().context.issues).toEqual([]);
  });

  it("prints the paths in words", () => {
    const lines = model.paths.flatMap((p) => [
      p.title,
      ...describePath(model, p, MACHINES.find((m) => m.name === "molarity")!.describeStep),
    ]);
    console.log(lines.join("\n"));
    expect(lines.some((l) => l.includes("Press Calculate Molarity"))).toBe(true);
    expect(lines.some((l) => l.includes("Press Calculate Mass"))).toBe(true);
    expect(lines.some((l) => l.includes("Press mg under 'Mass of solute unit'"))).toBe(true);
  });

  it("an edit made with a control says what it set, and that a result was cleared; typing says nothing", () => {
    const actor = createActor(molarityMachine).start();
    const said: Array<{ type: string; announcement?: string }> = [];
    actor.on("*", (e) => said.push(e as { type: string; announcement?: string }));
    actor.send({ type: "FIELD.CHANGE", field: "molecularWeight", value: "58.44", source: "Sodium chloride" });
    expect(said.splice(0)).toEqual([
      { type: "edited", announcement: "Molecular weight 58.44 g/mol (Sodium chloride)." },
    ]);
    actor.send({ type: "FIELD.CHANGE", field: "mass", value: "5.8440" });
    actor.send({ type: "FIELD.CHANGE", field: "volume", value: "100" });
    expect(said.splice(0)).toEqual([]);
    actor.send({ type: "CALCULATE" });
    said.splice(0);
    actor.send({ type: "UNIT.CHANGE", field: "volume", unit: "L" });
    expect(said.splice(0)).toEqual([
      { type: "edited", announcement: "Volume of solution in L. The result was cleared: press Calculate Molarity." },
    ]);
    actor.send({ type: "RESET" });
    expect(said.filter((e) => e.type === "form.reset")).toEqual([
      {
        type: "form.reset",
        mode: "molarity",
        announcement:
          "Fields cleared; units and Solve for back to the page's defaults. Solving for molarity. Enter the mass, molecular weight and volume, then press Calculate Molarity.",
      },
    ]);
  });

  it("solving for the mass: 0.15 M NaCl in 500 mL fills the mass field with 4.383 g", () => {
    const actor = createActor(molarityMachine).start();
    actor.send({ type: "SOLVE_FOR", mode: "mass" });
    actor.send({ type: "FIELD.CHANGE", field: "molarity", value: "0.15" });
    actor.send({ type: "FIELD.CHANGE", field: "molecularWeight", value: "58.44" });
    actor.send({ type: "FIELD.CHANGE", field: "volume", value: "500" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().value).toEqual({ form: { mass: { calculated: "possible" } }, link: "none" });
    expect(actor.getSnapshot().context.result?.value).toBe(4.383);
    // A unit is an edit: the result goes, the choice stays, Calculate gives it in the new unit.
    actor.send({ type: "UNIT.CHANGE", field: "mass", unit: "mg" });
    expect(actor.getSnapshot().value).toEqual({ form: { mass: "editing" }, link: "none" });
    expect(actor.getSnapshot().context.result).toBeNull();
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().context.result?.value).toBe(4383);
    // Reset clears what was typed and returns the units and Solve for to the page's (issue 52:
    // a unit kept from before is the next entry's 1 000-fold slip).
    actor.send({ type: "RESET" });
    expect(actor.getSnapshot().value).toEqual({ form: { molarity: "editing" }, link: "none" });
    expect(actor.getSnapshot().context.units).toEqual(DEFAULT_MOLARITY_UNITS);
    expect(actor.getSnapshot().context.values).toEqual({ mass: "", molecularWeight: "", volume: "", molarity: "" });
  });

  it("switching mode clears the result but keeps what was typed; choosing the current mode changes nothing", () => {
    const actor = createActor(molarityMachine).start();
    for (const [field, value] of [
      ["mass", "5.8440"],
      ["molecularWeight", "58.44"],
      ["volume", "100"],
    ] as const) {
      actor.send({ type: "FIELD.CHANGE", field, value });
    }
    actor.send({ type: "CALCULATE" });
    const before = actor.getSnapshot();
    actor.send({ type: "SOLVE_FOR", mode: "molarity" });
    expect(actor.getSnapshot()).toBe(before);
    actor.send({ type: "SOLVE_FOR", mode: "volume" });
    expect(actor.getSnapshot().value).toEqual({ form: { volume: "editing" }, link: "none" });
    expect(actor.getSnapshot().context.result).toBeNull();
    actor.send({ type: "FIELD.CHANGE", field: "molarity", value: "1" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().context.result?.value).toBe(100);
  });

  it("a solution that cannot exist is a state of its own, with its caution (issue 27)", () => {
    const actor = createActor(molarityMachine).start();
    // The issue's case: 584.4 g of NaCl in 1 L is 10 M, beyond what water dissolves at 25 °C.
    for (const [field, value] of [
      ["mass", "584.4"],
      ["molecularWeight", "58.44"],
      ["volume", "1000"],
    ] as const) {
      actor.send({ type: "FIELD.CHANGE", field, value });
    }
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().value).toEqual({ form: { molarity: { calculated: "aboveSolubility" } }, link: "none" });
    expect(actor.getSnapshot().context.result?.caution).toMatchObject({
      kind: "aboveSolubility",
      solute: { name: "Sodium chloride" },
    });
    actor.send({ type: "FIELD.CHANGE", field: "volume", value: "10" });
    actor.send({ type: "CALCULATE" });
    // 1,000 M: more than anything can be (pure water is about 55.5 mol/L).
    expect(actor.getSnapshot().value).toEqual({ form: { molarity: { calculated: "aboveWater" } }, link: "none" });
    actor.send({ type: "UNIT.CHANGE", field: "mass", unit: "mg" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().value).toEqual({ form: { molarity: { calculated: "possible" } }, link: "none" });
  });

  it("a caution quotes the computed volume to its significant figures, never a raw double", () => {
    const actor = createActor(molarityMachine).start();
    actor.send({ type: "SOLVE_FOR", mode: "volume" });
    for (const [field, value] of [
      ["mass", "100"],
      ["molecularWeight", "58.44"],
      ["molarity", "10"],
    ] as const)
      actor.send({ type: "FIELD.CHANGE", field, value });
    actor.send({ type: "CALCULATE" });
    const result = actor.getSnapshot().context.result!;
    expect(result.caution).toMatchObject({ kind: "aboveSolubility" });
    // 100 g ÷ 58.44 g/mol ÷ 10 M = 0.1711 L.
    expect(molarityCautionText(result.caution!, result)).toMatch(
      /^This solution cannot be made: 100 g in 171\.1 mL is more sodium chloride than dissolves; a saturated solution holds about 317 g per litre of solution \(5\.42 M\) at 25 °C\./,
    );
  });

  it("a unit change on a field with a hint removes that hint", () => {
    const actor = createActor(molarityMachine).start();
    actor.send({ type: "FIELD.CHANGE", field: "molecularWeight", value: "58.44" });
    actor.send({ type: "FIELD.CHANGE", field: "volume", value: "100" });
    actor.send({ type: "CALCULATE" });
    expect(actor.getSnapshot().context.issues.map((i) => i.field)).toEqual(["mass"]);
    actor.send({ type: "UNIT.CHANGE", field: "volume", unit: "L" });
    expect(actor.getSnapshot().value).toEqual({ form: { molarity: "invalid" }, link: "none" });
    actor.send({ type: "UNIT.CHANGE", field: "mass", unit: "mg" });
    expect(actor.getSnapshot().value).toEqual({ form: { molarity: "editing" }, link: "none" });
    expect(actor.getSnapshot().context.issues).toEqual([]);
  });

  it("covers 100 % of states and transitions (machine level)", () => {
    const entry = tracker.assertComplete();
    expect(entry.states.covered).toBe(entry.states.total);
    expect(entry.transitions.covered).toBe(entry.transitions.total);
  });
});

describe("molarity share link (issue 52, principle 6)", () => {
  const PAGE = "https://example.org/molarity-calculator";
  const typed = (actor: ReturnType<typeof createActor<typeof molarityMachine>>) => {
    actor.send({ type: "SOLVE_FOR", mode: "mass" });
    actor.send({ type: "UNIT.CHANGE", field: "volume", unit: "L" });
    actor.send({ type: "UNIT.CHANGE", field: "balance", unit: "0.01 g" });
    actor.send({ type: "FIELD.CHANGE", field: "molecularWeight", value: "58.443" });
    actor.send({ type: "FIELD.CHANGE", field: "volume", value: "0,5" });
    actor.send({ type: "FIELD.CHANGE", field: "molarity", value: "0.15" });
    actor.send({ type: "CALCULATE" });
  };

  it("holds Solve for, the entries as typed and every unit, never the result; opening it calculates", () => {
    const first = createActor(molarityMachine).start();
    const copied: string[] = [];
    first.on("link.copy", (e) => copied.push(e.link));
    typed(first);
    expect(first.getSnapshot().value).toEqual({ form: { mass: { calculated: "possible" } }, link: "none" });
    first.send({ type: "link.copy", pageUrl: `${PAGE}#faq` });
    expect(copied).toEqual([
      `${PAGE}#v=1&solve=mass&mass=&molecularWeight=58.443&volume=0%2C5&molarity=0.15&massUnit=g&volumeUnit=L&molarityUnit=M&balanceUnit=0.01%20g`,
    ]);
    // The link on a fresh page: the same form, the same result, and a note; the announcer says both.
    const second = createActor(molarityMachine).start();
    const said: string[] = [];
    second.on("link.applied", (e) => said.push(e.announcement));
    second.send({ type: "link.open", fragment: copied[0]!.slice(copied[0]!.indexOf("#")) });
    const opened = second.getSnapshot();
    expect(opened.value).toEqual({ form: { mass: { calculated: "possible" } }, link: "applied" });
    expect(opened.context.values).toEqual(first.getSnapshot().context.values);
    expect(opened.context.units).toEqual(first.getSnapshot().context.units);
    expect(opened.context.result).toEqual(first.getSnapshot().context.result);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain("Opened from a shared link");
    expect(said[0]).toContain("Mass: 4.38 g");
  });

  it("an edit, a unit, a Solve-for choice or Reset after opening a link drops it (the address loses it)", () => {
    const first = createActor(molarityMachine).start();
    let link = "";
    first.on("link.copy", (e) => (link = e.link));
    typed(first);
    first.send({ type: "link.copy", pageUrl: PAGE });
    const fragment = link.slice(link.indexOf("#"));
    const edits = [
      { type: "FIELD.CHANGE", field: "molarity", value: "0.2" },
      { type: "UNIT.CHANGE", field: "mass", unit: "mg" },
      { type: "SOLVE_FOR", mode: "volume" },
      { type: "RESET" },
    ] as const;
    for (const edit of edits) {
      const actor = createActor(molarityMachine).start();
      let cleared = 0;
      actor.on("link.cleared", () => cleared++);
      actor.send({ type: "link.open", fragment });
      actor.send({ type: "CALCULATE" });
      expect(actor.getSnapshot().value).toMatchObject({ link: "applied" });
      actor.send(edit);
      expect(actor.getSnapshot().value).toMatchObject({ link: "none" });
      expect(cleared).toBe(1);
    }
  });

  it("a link or a Solve-for choice that changes the unknown asks its field to give up the focus (issue 53, principle 4)", () => {
    const actor = createActor(molarityMachine).start();
    const moved: Array<{ field: string; mode: string }> = [];
    actor.on("focus.offUnknown", ({ field, mode }) => moved.push({ field, mode }));
    actor.send({
      type: "link.open",
      fragment:
        "#v=1&solve=mass&mass=&molecularWeight=58.44&volume=500&molarity=0.15&massUnit=g&volumeUnit=mL&molarityUnit=M&balanceUnit=0.01%20g",
    });
    expect(actor.getSnapshot().value).toMatchObject({ form: { mass: { calculated: "possible" } } });
    actor.send({ type: "SOLVE_FOR", mode: "volume" });
    expect(moved).toEqual([
      { field: "mass", mode: "mass" },
      { field: "volume", mode: "volume" },
    ]);
    // An edit, Calculate or an unreadable link leaves the unknown where it is: nothing is asked.
    actor.send({ type: "FIELD.CHANGE", field: "mass", value: "4.383" });
    actor.send({ type: "CALCULATE" });
    actor.send({ type: "link.open", fragment: "#v=1&solve=kg" });
    expect(moved).toHaveLength(2);
  });

  it("a link whose entries do not calculate shows their hints; an unreadable one is ignored with a note", () => {
    const missing = createActor(molarityMachine).start();
    missing.send({
      type: "link.open",
      fragment:
        "#v=1&solve=molarity&mass=abc&molecularWeight=58.44&volume=100&molarity=&massUnit=g&volumeUnit=mL&molarityUnit=M&balanceUnit=0.1%20mg",
    });
    expect(missing.getSnapshot().value).toEqual({ form: { molarity: "invalid" }, link: "applied" });
    expect(selectFieldIssue("mass")(missing.getSnapshot())).toBeTruthy();
    const bad = createActor(molarityMachine).start();
    const said: string[] = [];
    bad.on("link.ignored", (e) => said.push(e.announcement));
    bad.send({ type: "link.open", fragment: "#v=1&solve=kg" });
    expect(bad.getSnapshot().value).toEqual({ form: { molarity: "editing" }, link: "ignored" });
    expect(said[0]).toContain("could not be read");
    // An in-page anchor is not a share link at all.
    const anchor = createActor(molarityMachine).start();
    anchor.send({ type: "link.open", fragment: "#molarity-faq" });
    expect(anchor.getSnapshot().value).toEqual({ form: { molarity: "editing" }, link: "none" });
  });
});
