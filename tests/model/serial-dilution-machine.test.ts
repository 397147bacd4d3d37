/**
 * Model-based tests of the serial dilution machine, machine level: every generated path is
 * replayed on the real actor with a fake clipboard (a promise the test settles) and a simulated
 * clock; after each step the result region must be the state the domain's status maps to
 * (src/domain/lab/serial-dilution.ts), the mode and convention regions what was chosen, the
 * emitted events what the step asks for, and the connect layer's view model free of NaN,
 * Infinity and undefined.
 */
import { expectOutdatedOnlyWhenChanged, outdatedCounter } from "./copy-outdated";
import { withStop } from "~/domain/sentences";
import { withoutLinkCleared } from "./link-cleared";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { describePath, runPathOnMachine } from "../../tools/statecharts/model";
import { findMachine } from "../../tools/statecharts/machine-registry";
import {
  createSerialDilutionModel,
  expectedSerialView,
  type SerialSnapshot,
} from "../../tools/statecharts/serial-dilution.model";
import { serialDilutionMachine } from "~/machines/serial-dilution/serial-dilution.machine";
import { copyablePlan, judgedSerialStatus, serialStatePath } from "~/machines/serial-dilution/serial-dilution.calc";
import { resultPath } from "~/machines/serial-dilution/serial-dilution.connect";
import {
  readSerialLink,
  SERIAL_LINK_IGNORED_NOTE,
  serialShareLinkOf,
} from "~/machines/serial-dilution/serial-dilution.share";
import { LAB_LINK_APPLIED_NOTE } from "~/domain/share/share-fragment";
import { SERIAL_TEXT, type SerialEmitted, type SerialEvent } from "~/machines/serial-dilution/serial-dilution.types";
import { DEFAULT_SERIAL_INPUTS, evaluateSerialDilution, SERIAL_CSV_FILENAME } from "~/domain/lab/serial-dilution";

const model = createSerialDilutionModel();
const tracker = model.coverage("machine");

function fakeClipboard() {
  const pending: Array<{ text: string; resolve: () => void; reject: (e: Error) => void }> = [];
  const actor = fromPromise<void, { text: string }>(
    ({ input }) => new Promise<void>((resolve, reject) => pending.push({ text: input.text, resolve, reject })),
  );
  return { actor, pending };
}

describe("serial dilution machine model", () => {
  it("reaches every state and transition with the sample events", () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the actor; each state is the domain's", async () => {
      const clipboard = fakeClipboard();
      const emitted: SerialEmitted[] = [];
      const outdated = outdatedCounter(emitted);
      await runPathOnMachine<SerialSnapshot>(model, path, {
        machine: serialDilutionMachine.provide({ actors: { writeClipboard: clipboard.actor } }),
        onActor: (actor) => actor.on("*", outdated.listener),
        onInvocation: ({ outcome }) => {
          const write = clipboard.pending.shift();
          if (!write) throw new Error("no clipboard write is pending");
          // What is written is the plan, caution included.
          expect(write.text).toMatch(/^Factor .+ per step/);
          if (outcome === "done") write.resolve();
          else write.reject(new Error("Permission denied"));
        },
        check: (actual, expected, step) => {
          expectOutdatedOnlyWhenChanged(outdated.seen, step, actual);
          expect(actual.context.inputs).toEqual(expected.context.inputs);
          const { inputs, touched } = actual.context;
          const domain = evaluateSerialDilution(inputs);
          // A refusal that only says a field never touched is empty waits (issue 54): the state is
          // `incomplete`, or a touched field's own refusal after it; any other status is the domain's.
          const waits = domain.kind === "invalid" && domain.reason === "empty" && !touched.includes(domain.field);
          const status = judgedSerialStatus(inputs, touched);
          if (waits)
            expect(status.kind === "incomplete" || (status.kind === "invalid" && touched.includes(status.field))).toBe(
              true,
            );
          else expect(status).toEqual(domain);
          expect(resultPath(actual)).toBe(serialStatePath(status));
          expect(actual.matches({ mode: actual.context.inputs.mode })).toBe(true);
          expect(actual.matches({ convention: actual.context.inputs.convention })).toBe(true);
          const view = expectedSerialView(actual);
          expect(JSON.stringify(view)).not.toMatch(/NaN|Infinity|undefined/);
          // A field never touched is not marked invalid (issue 54).
          for (const f of view.fields) if (f.error !== null) expect(touched).toContain(f.field);
          expect(view.copy.disabled).toBe(
            copyablePlan(actual.context.inputs) === null || actual.matches({ copy: "copying" }),
          );
          const all = withoutLinkCleared(emitted.splice(0), step?.before, actual);
          const event = step?.event as SerialEvent | undefined;
          if (!event) return;
          // A mode change (a choice or a link) takes the old mode's field off the form: it is asked
          // to give the focus to the new mode's radio (issue 53, principle 4); nothing else asks.
          const was = step!.before.context.inputs.mode;
          const now = actual.context.inputs.mode;
          expect(all.filter((e) => e.type === "focus.offField")).toEqual(
            was === now ? [] : [{ type: "focus.offField", field: was, mode: now }],
          );
          const said = all.filter((e) => e.type !== "focus.offField");
          // Typing (or a choice) says nothing until it pauses; then the plan's summary and what to
          // pipette, with its caution, or why there is no plan, is said once.
          // What the answer now is, in words: said once typing pauses, and after a share link's note.
          const r = view.result;
          const announcement =
            status.kind === "incomplete"
              ? ""
              : status.kind === "ready"
                ? `Result: ${withStop(r.summary!)} ${withStop(r.instruction!)}${r.caution ? ` Caution: ${withStop(r.caution)}` : ""}`
                : status.kind === "empty"
                  ? "No result."
                  : `No result: ${withStop(status.message)}`;
          if (event.type.startsWith("xstate.after.settleDelay")) {
            expect(said).toEqual([{ type: "result.settled", announcement }]);
            expect(actual.matches({ announce: "quiet" })).toBe(true);
          } else expect(said.filter((e) => e.type === "result.settled")).toEqual([]);
          if (event.type === "field.change") expect(actual.matches({ announce: "typing" })).toBe(true);
          // 'Print record' asks the page to print (the record is on the page with the plan).
          if (event.type === "print") expect(said).toEqual([{ type: "print.requested" }]);
          if (event.type === "download") {
            const before = evaluateSerialDilution(step!.before.context.inputs);
            expect(said).toEqual(
              before.kind === "ready"
                ? [
                    {
                      type: "download.csv",
                      filename: SERIAL_CSV_FILENAME,
                      csv: before.plan.csv,
                      announcement: `Downloaded serial-dilution.csv: the stock and ${before.plan.tubes.length} tubes.`,
                    },
                  ]
                : [],
            );
          }
          if (event.type === "reset") {
            expect(said).toEqual([{ type: "form.reset", announcement: SERIAL_TEXT.resetAnnouncement }]);
            expect(actual.context.inputs).toMatchObject({ stock: "", factor: "", target: "", steps: "", volume: "" });
          }
          if (event.type === "field.change" || event.type.endsWith(".select")) expect(said).toEqual([]);
          if (event.type === "link.copy") {
            const link = serialShareLinkOf(event.pageUrl, step!.before.context.inputs);
            expect(said).toEqual(link === null ? [] : [{ type: "link.copy", link }]);
            // The link holds the entries as typed, never the plan: reading it back gives them.
            if (link)
              expect(readSerialLink(link.slice(link.indexOf("#")))).toEqual({
                kind: "link",
                inputs: step!.before.context.inputs,
              });
          }
          if (event.type === "link.open") {
            const read = readSerialLink(event.fragment);
            if (read.kind === "link") {
              expect(actual.context.inputs).toEqual(read.inputs);
              // The landing note, then the answer the link's entries give (heard, not only seen).
              expect(said).toEqual([
                { type: "link.applied", announcement: `${LAB_LINK_APPLIED_NOTE} ${announcement}`.trim() },
              ]);
              expect(actual.matches({ link: "applied" })).toBe(true);
            } else {
              expect(actual.context.inputs).toEqual(step!.before.context.inputs);
              expect(said).toEqual([{ type: "link.ignored", announcement: SERIAL_LINK_IGNORED_NOTE }]);
              expect(actual.matches({ link: "ignored" })).toBe(true);
            }
          }
        },
      });
      tracker.recordPath(path);
    });
  });

  it("covers 100 % of states and transitions (machine level)", () => {
    const entry = tracker.assertComplete();
    expect(entry.transitions.covered).toBe(entry.transitions.total);
  });

  it("prints the paths in words", () => {
    const lines = model.paths.flatMap((p) => [
      p.title,
      ...describePath(model, p, findMachine("serial-dilution")!.describeStep),
    ]);
    expect(lines.join("\n")).not.toMatch(/undefined|NaN|Infinity/);
  });
});

describe("serial dilution machine details", () => {
  const typed = (events: SerialEvent[]) => {
    const actor = createActor(serialDilutionMachine).start();
    for (const e of events) actor.send(e);
    return actor.getSnapshot();
  };
  const textbook: SerialEvent[] = [
    { type: "field.change", field: "stock", value: "1" },
    { type: "field.change", field: "factor", value: "10" },
    { type: "field.change", field: "steps", value: "6" },
    { type: "field.change", field: "volume", value: "1000" },
  ];

  it("starts empty, in factor mode, the final volume measured before the transfer out", () => {
    const s = typed([]);
    expect(s.value).toEqual({
      result: "empty",
      mode: "factor",
      convention: "beforeTransfer",
      link: "none",
      copy: "idle",
      announce: "quiet",
    });
    expect(s.context.inputs).toEqual(DEFAULT_SERIAL_INPUTS);
    expect(expectedSerialView(s).result.message).toBe(
      "Enter the stock concentration, the dilution factor, the number of steps and the final volume per tube.",
    );
  });

  it("1:10 × 6 steps from 1 mM ends at 1 nM: 100 µL carried into 900 µL of diluent per tube", () => {
    const view = expectedSerialView(typed(textbook));
    expect(view.state).toBe("ready.measurable");
    expect(view.result.summary).toBe("Factor 10 per step (1 part in 10), 6 steps from 1 mM: tube 6 is 1 nM.");
    expect(view.result.lines).toEqual(["Dilution factor per step: 10", "Transfer: 100 µL", "Diluent per tube: 900 µL"]);
    expect(view.result.tubes.map((t) => t.concentration)).toEqual([
      "100 µM",
      "10 µM",
      "1 µM",
      "100 nM",
      "10 nM",
      "1 nM",
    ]);
    expect(view.result.tubes.map((t) => t.atEnd)).toEqual([
      "900 µL",
      "900 µL",
      "900 µL",
      "900 µL",
      "900 µL",
      "1\u202f000 µL",
    ]);
    expect(view.result.conventionText).toMatch(/before its transfer on/);
  });

  it("a final concentration not below the stock: no plan, and the final concentration's field says why", () => {
    const view = expectedSerialView(
      typed([
        { type: "mode.select", mode: "target" },
        { type: "field.change", field: "stock", value: "1" },
        { type: "field.change", field: "target", value: "2" },
        { type: "targetUnit.select", unit: "mM" },
        { type: "field.change", field: "steps", value: "3" },
        { type: "field.change", field: "volume", value: "1000" },
      ]),
    );
    expect(view.state).toBe("unreachable");
    const target = view.fields.find((f) => f.field === "target")!;
    expect(target.error).toMatch(/^The final concentration \(2 mM\) is not below the stock \(1 mM\)/);
    expect(view.result.message).toBe(`No plan: ${target.error}`);
    expect(view.fields.filter((f) => f.error !== null).map((f) => f.field)).toEqual(["target"]);
  });

  it("the same series from a final concentration of 1 nM solves the factor 10; after the transfer out the volumes change", () => {
    const s = typed([
      ...textbook,
      { type: "mode.select", mode: "target" },
      { type: "field.change", field: "target", value: "1" },
    ]);
    expect(s.matches({ mode: "target", result: { ready: "measurable" } })).toBe(true);
    const view = expectedSerialView(s);
    expect(view.fields.map((f) => f.field)).toEqual(["stock", "target", "steps", "volume"]);
    expect(view.result.summary).toBe("Factor 10 per step (1 part in 10), 6 steps from 1 mM: tube 6 is 1 nM.");
    const afterOut = expectedSerialView(
      typed([...textbook, { type: "convention.select", convention: "afterTransfer" }]),
    );
    expect(afterOut.result.lines).toContain("Diluent per tube: 1\u202f000 µL");
    expect(afterOut.result.conventionText).toMatch(/after its transfer on/);
  });

  it("a share link opens the textbook series in target mode; an unreadable one is ignored with a note", () => {
    const link = serialShareLinkOf("https://example.org/serial-dilution-calculator#faq", {
      ...DEFAULT_SERIAL_INPUTS,
      mode: "target",
      stock: "1",
      target: "1",
      steps: "6",
      volume: "1000",
      convention: "afterTransfer",
    })!;
    expect(link).toBe(
      "https://example.org/serial-dilution-calculator#v=1&mode=target&stock=1&stockUnit=mM&factor=&target=1&targetUnit=nM&steps=6&volume=1000&volumeUnit=%C2%B5L&convention=after",
    );
    const s = typed([{ type: "link.open", fragment: link.slice(link.indexOf("#")) }]);
    expect(s.value).toEqual({
      result: { ready: "measurable" },
      mode: "target",
      convention: "afterTransfer",
      link: "applied",
      copy: "idle",
      announce: "quiet",
    });
    expect(expectedSerialView(s).share.note).toBe(LAB_LINK_APPLIED_NOTE);
    const bad = typed([{ type: "link.open", fragment: "#v=1&stock=1%ZZ" }]);
    expect(bad.value).toMatchObject({ result: "empty", link: "ignored" });
    expect(expectedSerialView(bad).share.note).toBe(SERIAL_LINK_IGNORED_NOTE);
    // An in-page anchor is not a share link at all.
    expect(typed([{ type: "link.open", fragment: "#serial-dilution-faq" }]).value).toMatchObject({ link: "none" });
  });

  it("a field never touched is not judged; a touched one after it is, and leaving a field judges it (issue 54)", () => {
    const stock: SerialEvent = { type: "field.change", field: "stock", value: "1" };
    const first = typed([stock]);
    expect(first.value).toMatchObject({ result: "incomplete" });
    expect(expectedSerialView(first).fields.filter((f) => f.error !== null)).toEqual([]);
    expect(expectedSerialView(first).result.message).toBe(
      "Enter the stock concentration, the dilution factor, the number of steps and the final volume per tube.",
    );
    // The factor is skipped, not touched: the steps typed are judged all the same.
    const steps = typed([stock, { type: "field.change", field: "steps", value: "1.5" }]);
    expect(steps.value).toMatchObject({ result: { invalid: { steps: "notWhole" } } });
    expect(
      expectedSerialView(steps)
        .fields.filter((f) => f.error !== null)
        .map((f) => f.field),
    ).toEqual(["steps"]);
    // Leaving the factor empty: it is judged, first in form order.
    const left = typed([stock, { type: "field.leave", field: "factor" }]);
    expect(left.value).toMatchObject({ result: { invalid: { factor: "missing" } } });
    expect(left.context.touched).toEqual(["factor", "stock"]);
    expect(typed([stock, { type: "field.leave", field: "factor" }, { type: "reset" }]).context.touched).toEqual([]);
  });

  it("a mode change, chosen or from a link, asks the field it takes off the form to give up the focus (issue 53, principle 4)", () => {
    const actor = createActor(serialDilutionMachine).start();
    const moved: Array<{ field: string; mode: string }> = [];
    actor.on("focus.offField", ({ field, mode }) => moved.push({ field, mode }));
    actor.send({ type: "field.change", field: "factor", value: "10" });
    actor.send({
      type: "link.open",
      fragment:
        "#v=1&mode=target&stock=1&stockUnit=mM&factor=&target=1&targetUnit=nM&steps=6&volume=1000&volumeUnit=%C2%B5L&convention=after",
    });
    expect(actor.getSnapshot().value).toMatchObject({ mode: "target" });
    actor.send({ type: "mode.select", mode: "factor" });
    expect(moved).toEqual([
      { field: "factor", mode: "target" },
      { field: "target", mode: "factor" },
    ]);
    // The same mode again, an edit, a link in the same mode or Reset leaves the form's fields: nothing is asked.
    actor.send({ type: "mode.select", mode: "factor" });
    actor.send({ type: "field.change", field: "stock", value: "2" });
    actor.send({
      type: "link.open",
      fragment:
        "#v=1&mode=factor&stock=1&stockUnit=mM&factor=10&target=&targetUnit=nM&steps=6&volume=1000&volumeUnit=%C2%B5L&convention=after",
    });
    actor.send({ type: "reset" });
    expect(actor.getSnapshot().value).toMatchObject({ mode: "factor" });
    expect(moved).toHaveLength(2);
  });

  it("a choice no control offers changes nothing", () => {
    const s = typed([
      { type: "volumeUnit.select", unit: "L" as never },
      { type: "mode.select", mode: "other" as never },
    ]);
    expect(s.context.inputs).toEqual(DEFAULT_SERIAL_INPUTS);
    expect(s.value).toMatchObject({ mode: "factor" });
  });
});
