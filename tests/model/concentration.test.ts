/**
 * Model-based tests of the concentration converter's machine, machine level: every generated path
 * is replayed on the real actor; after each step the context must be what the pure domain says, the
 * state the one its status maps to, and the emitted events what the step asks for.
 */
import { withStop } from "~/domain/sentences";
import { withoutLinkCleared } from "./link-cleared";
import { copyText, settledAnnouncement } from "~/machines/concentration/concentration.calc";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { MACHINES } from "../../tools/statecharts/machine-registry";
import { describePath, runPathOnMachine } from "../../tools/statecharts/model";
import {
  createConcentrationModel,
  expectedConcentrationView,
  HCL_INPUTS,
  PROTEIN_INPUTS,
  SALINE_INPUTS,
  type ConcentrationSnapshot,
} from "../../tools/statecharts/concentration.model";
import { concentrationMachine } from "~/machines/concentration/concentration.machine";
import { concentrationStatePath, preparationStatePath } from "~/machines/concentration/concentration.calc";
import { leafPath } from "~/machines/connect";
import { statePath } from "~/machines/concentration/concentration.connect";
import { DEFAULT_CONCENTRATION_INPUTS, evaluateConcentration } from "~/domain/lab/concentration-units";
import { evaluatePreparation, PREPARATION_MESSAGES } from "~/domain/lab/reagent-preparation";
import type { ConcentrationEmitted, ConcentrationEvent } from "~/machines/concentration/concentration.types";
import {
  CONCENTRATION_LINK_IGNORED_NOTE,
  concentrationShareLinkOf,
  readConcentrationLink,
} from "~/machines/concentration/concentration.share";
import { LAB_LINK_APPLIED_NOTE } from "~/domain/share/share-fragment";

const model = createConcentrationModel();
const tracker = model.coverage("machine");

describe("concentration machine model", () => {
  it("reaches every state and transition with the sample events", () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
    expect(model.paths.length).toBeGreaterThan(0);
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the actor with consistent context", async () => {
      const emitted: ConcentrationEmitted[] = [];
      await runPathOnMachine<ConcentrationSnapshot>(model, path, {
        onActor: (actor) => {
          actor.on("*", (e: ConcentrationEmitted) => emitted.push(e));
        },
        check: (actual, expected, step) => {
          expect(actual.context).toEqual(expected.context);
          // The status is the domain's for what is typed, and the state is the one it maps to.
          expect(actual.context.status).toEqual(evaluateConcentration(actual.context.inputs));
          expect(statePath(actual)).toBe(concentrationStatePath(actual.context.status));
          // The dilution asked is the domain's for the same inputs, and its state the one it maps to.
          expect(actual.context.preparation).toEqual(evaluatePreparation(actual.context.inputs, actual.context.status));
          expect(leafPath(actual.value.preparation)).toBe(preparationStatePath(actual.context.preparation));
          const said = withoutLinkCleared(emitted.splice(0), step?.before, actual);
          const event = step?.event as ConcentrationEvent | undefined;
          if (!event) return;
          // Typing says nothing until it pauses; then the table's line (the copy's, caution
          // included) or the field's hint is said once (decisions.md "Accessibility").
          // What the answer now is, in words: said once typing pauses, and after a share link's note.
          const status = actual.context.status;
          const view = expectedConcentrationView(actual);
          const hint = [view.value, view.molecularWeight, view.density, view.purity].find((f) => f.error)?.error;
          const prepHint = [view.preparation.target, view.preparation.finalVolume].find((f) => f.error)?.error;
          const answerWords =
            status.kind === "ready"
              ? prepHint
                ? `Result: ${withStop(status.table.copy)} No result: ${withStop(prepHint)}`
                : `Result: ${withStop(copyText(actual.context))}`
              : hint
                ? `No result: ${withStop(hint)}`
                : status.kind === "needsDensity"
                  ? `No result: ${withStop(status.message)}`
                  : "No result.";
          // The dilution's answer is in what is said, with the bench caution.
          if (status.kind === "ready" && actual.context.preparation.kind === "ready") {
            expect(answerWords).toContain(actual.context.preparation.line);
            expect(answerWords).toContain(PREPARATION_MESSAGES.benchCaution);
          }
          if (event.type.startsWith("xstate.after.settleDelay")) {
            const view = expectedConcentrationView(actual);
            expect(said).toEqual([{ type: "result.settled", announcement: answerWords }]);
            const spoken = said[0]?.type === "result.settled" ? said[0].announcement : "";
            if (view.result.caution) expect(spoken).toContain(view.result.caution);
            expect(actual.matches({ announce: "quiet" })).toBe(true);
          } else expect(said.filter((e) => e.type === "result.settled")).toEqual([]);
          if (event.type === "FIELD.CHANGE") {
            expect(said).toEqual([]);
            expect(actual.matches({ announce: "typing" })).toBe(true);
          }
          if (event.type === "COPY") {
            const status = step!.before.context.status;
            expect(said).toEqual(
              status.kind === "ready" ? [{ type: "copy", text: copyText(step!.before.context) }] : [],
            );
          }
          // 'Print record' asks the page to print (the record is on the page with the table).
          if (event.type === "PRINT") expect(said).toEqual([{ type: "print.requested" }]);
          if (
            event.type === "UNIT.CHANGE" ||
            event.type === "MW_UNIT.CHANGE" ||
            event.type === "SOLUTE.CHOOSE" ||
            event.type === "REAGENT.CHOOSE"
          ) {
            expect(said.map((e) => e.type)).toEqual(["announce"]);
            const words = said[0]!.type === "announce" ? said[0]!.announcement : "";
            expect(words).toMatch(/^(Concentration in|Molecular weight|Reagent) .+\.$/);
            // What was chosen, then the table it gives (or why there is none), in one sentence.
            if (event.type !== "SOLUTE.CHOOSE" || actual.context.inputs.solute === event.solute)
              expect(words.endsWith(` ${settledAnnouncement(actual.context)}`)).toBe(true);
            // Every percentage is named: never a bare "%" before a space or the end.
            expect(words).not.toMatch(/ % (?!w\/v|w\/w|v\/v|purity)/);
            expect(words).not.toMatch(/undefined|null|\(\)/);
          }
          if (event.type === "RESET")
            expect(said).toEqual([
              { type: "focus.field", field: "value" },
              { type: "announce", announcement: "Fields cleared. Enter a concentration." },
            ]);
          if (event.type === "link.copy") {
            const link = concentrationShareLinkOf(event.pageUrl, step!.before.context.inputs);
            expect(said).toEqual(link === null ? [] : [{ type: "link.copy", link }]);
            // The link holds the entries as typed, never the table: reading it back gives them.
            if (link)
              expect(readConcentrationLink(link.slice(link.indexOf("#")))).toEqual({
                kind: "link",
                inputs: step!.before.context.inputs,
              });
          }
          if (event.type === "link.open") {
            const read = readConcentrationLink(event.fragment);
            if (read.kind === "link") {
              expect(actual.context.inputs).toEqual(read.inputs);
              // The landing note, then the answer the link's entries give (heard, not only seen).
              expect(said).toEqual([{ type: "link.applied", announcement: `${LAB_LINK_APPLIED_NOTE} ${answerWords}` }]);
              expect(actual.matches({ link: "applied" })).toBe(true);
            } else {
              expect(actual.context.inputs).toEqual(step!.before.context.inputs);
              expect(said).toEqual([{ type: "link.ignored", announcement: CONCENTRATION_LINK_IGNORED_NOTE }]);
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
    expect(entry.states.covered).toBe(entry.states.total);
  });
});

describe("concentration machine details", () => {
  it("starts empty, in mg/mL and g/mol", () => {
    const s = createActor(concentrationMachine).start().getSnapshot();
    expect(s.value).toEqual({ result: "empty", preparation: "off", link: "none", announce: "quiet" });
    expect(s.value).toMatchObject({ preparation: "off" });
    expect(s.context.inputs).toEqual({
      value: "",
      unit: "mg/mL",
      molecularWeight: "",
      molecularWeightUnit: "g/mol",
      solute: null,
      density: "",
      purity: "",
      target: "",
      finalVolume: "",
      reagent: null,
    });
  });

  it("the textbook cases reach their states: 1 mg/mL of a 66.50 kDa protein is 15.04 µM; 0.9 % NaCl is 154 mM", () => {
    const actor = createActor(concentrationMachine).start();
    actor.send({ type: "FIELD.CHANGE", field: "value", value: "1" });
    expect(actor.getSnapshot().value).toEqual({
      result: { ready: "massOnly" },
      preparation: "off",
      link: "none",
      announce: "typing",
    });
    actor.send({ type: "MW_UNIT.CHANGE", unit: "kDa" });
    actor.send({ type: "FIELD.CHANGE", field: "molecularWeight", value: "66.50" });
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ result: { ready: "complete" }, preparation: "off", link: "none", announce: "typing" });
    if (s.context.status.kind !== "ready") throw new Error("expected a table");
    expect(s.context.status.table.cells.find((c) => c.unit === "µM")!.text).toBe("15.04 µM");
    actor.send({ type: "UNIT.CHANGE", unit: "% w/v" });
    actor.send({ type: "FIELD.CHANGE", field: "value", value: "0.9" });
    actor.send({ type: "SOLUTE.CHOOSE", solute: "Sodium chloride" });
    const saline = actor.getSnapshot().context.status;
    if (saline.kind !== "ready") throw new Error("expected a table");
    expect(saline.table.cells.find((c) => c.unit === "mM")!.text).toBe("154 mM");
    expect(saline.table.cells.find((c) => c.unit === "mg/mL")!.text).toBe("9 mg/mL");
    // Reset keeps the units.
    actor.send({ type: "RESET" });
    expect(actor.getSnapshot().value).toEqual({ result: "empty", preparation: "off", link: "none", announce: "quiet" });
    expect(actor.getSnapshot().context.inputs).toMatchObject({
      unit: "% w/v",
      molecularWeightUnit: "g/mol",
      value: "",
    });
  });

  it("a solute name no control offers changes nothing but says so calmly", () => {
    const actor = createActor(concentrationMachine).start();
    const said: ConcentrationEmitted[] = [];
    actor.on("*", (e: ConcentrationEmitted) => said.push(e));
    actor.send({ type: "SOLUTE.CHOOSE", solute: "Unobtainium" });
    expect(actor.getSnapshot().context.inputs.molecularWeight).toBe("");
    expect(said).toEqual([
      { type: "announce", announcement: "No common solute of that name: the molecular weight is unchanged." },
    ]);
  });

  it("a share link opens the textbook protein as if typed; an unreadable one is ignored with a note", () => {
    const link = concentrationShareLinkOf("https://example.org/concentration-converter#faq", PROTEIN_INPUTS)!;
    expect(link).toBe(
      "https://example.org/concentration-converter#v=1&value=1&unit=mg%2FmL&mw=66.50&mwUnit=kDa&solute=&density=&purity=&target=&volume=&reagent=",
    );
    // A link made before the bench fields (issue 52) still opens: they read as blank and none.
    expect(readConcentrationLink("#v=1&value=1&unit=mg%2FmL&mw=66.50&mwUnit=kDa&solute=")).toEqual({
      kind: "link",
      inputs: PROTEIN_INPUTS,
    });
    const actor = createActor(concentrationMachine).start();
    actor.send({ type: "link.open", fragment: link.slice(link.indexOf("#")) });
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ result: { ready: "complete" }, preparation: "off", link: "applied", announce: "quiet" });
    if (s.context.status.kind !== "ready") throw new Error("expected a table");
    expect(s.context.status.table.cells.find((c) => c.unit === "µM")!.text).toBe("15.04 µM");
    expect(expectedConcentrationView(s).share.note).toBe(LAB_LINK_APPLIED_NOTE);
    // The chosen solute travels too: 0.9 % w/v of sodium chloride is 154 mM again.
    const saline = concentrationShareLinkOf("https://example.org/concentration-converter", SALINE_INPUTS)!;
    expect(saline).toContain("&solute=Sodium%20chloride");
    const opened = readConcentrationLink(saline.slice(saline.indexOf("#")));
    expect(opened).toMatchObject({ kind: "link", inputs: { solute: "Sodium chloride", unit: "% w/v" } });
    // Reset forgets the link.
    actor.send({ type: "RESET" });
    expect(actor.getSnapshot().value).toEqual({ result: "empty", preparation: "off", link: "none", announce: "quiet" });
    const bad = createActor(concentrationMachine).start();
    bad.send({ type: "link.open", fragment: "#v=1&value=1%ZZ" });
    expect(bad.getSnapshot().value).toEqual({
      result: "empty",
      preparation: "off",
      link: "ignored",
      announce: "quiet",
    });
    expect(expectedConcentrationView(bad.getSnapshot()).share.note).toBe(CONCENTRATION_LINK_IGNORED_NOTE);
    // An in-page anchor is not a share link at all.
    const anchor = createActor(concentrationMachine).start();
    anchor.send({ type: "link.open", fragment: "#concentration-faq" });
    expect(anchor.getSnapshot().value).toEqual({
      result: "empty",
      preparation: "off",
      link: "none",
      announce: "quiet",
    });
  });

  it("an entry too long to travel in a link disables 'Copy share link' and emits nothing", () => {
    const actor = createActor(concentrationMachine).start();
    const said: ConcentrationEmitted[] = [];
    actor.on("*", (e: ConcentrationEmitted) => said.push(e));
    actor.send({ type: "FIELD.CHANGE", field: "value", value: "1".repeat(65) });
    expect(expectedConcentrationView(actor.getSnapshot()).share.disabled).toBe(true);
    actor.send({ type: "link.copy", pageUrl: "https://example.org/concentration-converter" });
    expect(said).toEqual([]);
  });

  it("a reagent's button: 37 % w/w hydrochloric acid (1.19 g/mL, 36.46 g/mol) is about 12.1 M; 1 L of 1 M takes about 82.8 mL (issue 52)", () => {
    const actor = createActor(concentrationMachine).start();
    const said: ConcentrationEmitted[] = [];
    actor.on("*", (e: ConcentrationEmitted) => said.push(e));
    actor.send({ type: "REAGENT.CHOOSE", reagent: "Hydrochloric acid" });
    const s = actor.getSnapshot();
    expect(s.context.inputs).toEqual(HCL_INPUTS);
    expect(s.value).toEqual({ result: { ready: "complete" }, preparation: "ready", link: "none", announce: "quiet" });
    if (s.context.status.kind !== "ready" || s.context.preparation.kind !== "ready") throw new Error("expected both");
    // Shown by the lab tools' significant-figure rule (lab-reading.ts): 12.08 M or 12.1 M, 82.81 or 82.8 mL.
    expect(s.context.status.table.cells.find((c) => c.unit === "M")!.text).toMatch(/^12\.(1|08) M$/);
    expect(s.context.preparation.line).toMatch(
      /^This solution is 12\.(1|08) M\. To make 1\u202f000 mL \(1 L\) of 1 M: take 82\.81? mL of the reagent and make up to 1\u202f000 mL with water\.$/,
    );
    const words = said[0]?.type === "announce" ? said[0].announcement : "";
    expect(words).toMatch(
      /^Reagent Hydrochloric acid 37 % w\/w \(HCl, 36\.46 g\/mol, 1\.19 g\/mL at 20 °C\)\. Result: 37 % w\/w/,
    );
    expect(words).toContain("Always add acid to water");
    // Without the density the % w/w is not converted: a state that asks for it, never a % w/v reading.
    actor.send({ type: "FIELD.CHANGE", field: "density", value: "" });
    expect(actor.getSnapshot().value).toMatchObject({ result: { needsDensity: "solution" }, preparation: "off" });
    // A target stronger than the reagent cannot be made by diluting it.
    actor.send({ type: "FIELD.CHANGE", field: "density", value: "1.19" });
    actor.send({ type: "FIELD.CHANGE", field: "target", value: "20" });
    expect(actor.getSnapshot().value).toMatchObject({ result: { ready: "complete" }, preparation: "aboveStock" });
    // Reset clears the bench fields (the unit is kept, as before).
    actor.send({ type: "RESET" });
    expect(actor.getSnapshot().context.inputs).toEqual({ ...DEFAULT_CONCENTRATION_INPUTS, unit: "% w/w" });
    // A reagent no control offers changes nothing but says so calmly.
    said.length = 0;
    actor.send({ type: "REAGENT.CHOOSE", reagent: "Unobtainium" });
    expect(said).toEqual([{ type: "announce", announcement: "No reagent of that name: the fields are unchanged." }]);
  });

  it("prints the paths in words", () => {
    const lines = model.paths.flatMap((p) => [
      p.title,
      ...describePath(model, p, MACHINES.find((m) => m.name === "concentration")!.describeStep),
    ]);
    expect(lines.join("\n")).not.toMatch(/undefined|NaN|Infinity/);
  });
});
