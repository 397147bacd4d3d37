/**
 * The path lists the Behaviour view's player ships (src/behaviour/paths/<machine>.json) are the
 * paths `npm run paths` prints, generated again here and compared; and the player can do every
 * step of them (src/behaviour/behaviour.calc.ts `planStep`).
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { MACHINES } from "../../tools/statecharts/machine-registry";
import { behaviourPathsFile } from "../../tools/statecharts/behaviour-paths";
import { planStep } from "~/behaviour/behaviour.calc";
import { describeControl } from "~/machines/controls";
import type { BehaviourPaths } from "~/behaviour/behaviour.types";

const read = (name: string) =>
  JSON.parse(fs.readFileSync(`src/behaviour/paths/${name}.json`, "utf8")) as BehaviourPaths;

// Generating every machine's paths takes a while (the converter's model most): one test per machine.
describe("src/behaviour/paths", () => {
  it.each(MACHINES.map((m) => [m.name, m] as const))(
    "%s.json is the paths npm run paths prints, up to date (else run `npm run behaviour-paths`)",
    (_name, entry) => {
      const file = behaviourPathsFile(entry);
      expect(fs.readFileSync(file.path, "utf8")).toBe(file.content);
    },
    300_000,
  );

  it("says on which page each converter path starts", () => {
    expect(new Set(read("converter").paths.map((p) => p.start))).toEqual(new Set(["/20-mg-to-ml", "/5-ml-to-mg"]));
  });
});

describe("the player's reading of a step", () => {
  it("does every converter step with the page's controls, the clipboard stand-in or the page's timers", () => {
    const kinds = read("converter").paths.flatMap((p) => p.steps.map((s) => planStep(s.text, s.event).kind));
    expect(kinds).not.toContain("send");
    expect(new Set(kinds)).toEqual(new Set(["type", "clear", "press", "choose", "clipboard", "wait", "link"]));
  });

  it("has, for a machine with a controls table, the action of every step, worded by describeControl", () => {
    const withControls = MACHINES.filter((m) => m.controlOf);
    expect(withControls.map((m) => m.name)).toEqual(expect.arrayContaining(["molarity", "dilution"]));
    for (const entry of withControls) {
      for (const step of read(entry.name).paths.flatMap((p) => p.steps)) {
        expect(step.action, `${entry.name} step "${step.text}"`).toBeDefined();
        expect(describeControl(step.action!)).toBe(step.text);
      }
    }
  });

  it("reads the words of the steps of a machine without a controls table", () => {
    const ev = { type: "x" };
    expect(planStep("Type 20 in Amount (mg)", ev)).toEqual({ kind: "type", value: "20", label: "Amount (mg)" });
    expect(planStep('Type "5.844" in Mass of solute (g)', ev)).toEqual({
      kind: "type",
      value: "5.844",
      label: "Mass of solute (g)",
    });
    expect(planStep("Type 250 mg per 5 mL in Concentration (mg/mL)", ev)).toEqual({
      kind: "type",
      value: "250 mg per 5 mL",
      label: "Concentration (mg/mL)",
    });
    expect(planStep("Type 600 in Amount (mg) (= 12 mL)", ev)).toEqual({
      kind: "type",
      value: "600",
      label: "Amount (mg)",
    });
    expect(planStep("Type 20 in 'Amount'", ev)).toEqual({ kind: "type", value: "20", label: "Amount" });
    expect(planStep("Clear Amount (mL)", ev)).toEqual({ kind: "clear", label: "Amount (mL)" });
    expect(planStep("Press Swap direction", ev)).toEqual({ kind: "press", role: "button", name: "Swap direction" });
    expect(planStep("Press the Pediatric preset", ev)).toEqual({ kind: "press", role: "button", name: "Pediatric" });
    expect(planStep("Press Mass under 'Solve for:'", ev)).toEqual({
      kind: "press",
      role: "radio",
      name: "Mass",
      group: "Solve for:",
    });
    expect(planStep("Choose Mass under 'Solve for:'", ev)).toEqual({
      kind: "press",
      role: "radio",
      name: "Mass",
      group: "Solve for:",
    });
    expect(planStep("Choose mg in 'Mass of solute unit'", ev)).toEqual({
      kind: "press",
      role: "radio",
      name: "mg",
      group: "Mass of solute unit",
    });
    expect(planStep("Press mM in 'Molarity unit'", ev)).toEqual({
      kind: "press",
      role: "radio",
      name: "mM",
      group: "Molarity unit",
    });
    expect(planStep("Click the Batch Convert tab", ev)).toEqual({
      kind: "press",
      role: "button",
      name: "Batch Convert",
    });
    expect(planStep("Press ArrowLeft on the selected tab", ev)).toEqual({
      kind: "key",
      key: "ArrowLeft",
      role: "tab",
      name: "selected tab",
    });
    expect(planStep("Choose “1 mL tuberculin syringe” in Syringe", ev)).toEqual({
      kind: "choose",
      option: "1 mL tuberculin syringe",
      label: "Syringe",
    });
    expect(planStep("The clipboard refuses the text", { type: "xstate.error.actor.writeClipboard" })).toEqual({
      kind: "clipboard",
      accept: false,
      what: "",
    });
    expect(planStep("The clipboard accepts the text", { type: "xstate.done.actor.writeClipboard" })).toEqual({
      kind: "clipboard",
      accept: true,
      what: "",
    });
    expect(
      planStep("Wait 2 seconds (copiedTimeout)", { type: "xstate.after.copiedTimeout.converter.copy.copied" }),
    ).toEqual({ kind: "wait", delay: "copiedTimeout", ms: 0 });
    expect(planStep("Press Escape", ev)).toEqual({ kind: "send", said: "Press Escape" });
    expect(planStep("Press Tab or Shift+Tab until the focus reaches Open menu", ev)).toEqual({
      kind: "send",
      said: "Press Tab or Shift+Tab until the focus reaches Open menu",
    });
  });
});
