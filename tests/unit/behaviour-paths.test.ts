/**
 * The path lists the Behaviour view's player ships (src/behaviour/paths/<machine>.json) are the
 * paths `npm run paths` prints, generated again here and compared; and the player can do every
 * step of them: each step carries its action (src/machines/controls.ts), nothing reads its words.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { MACHINES } from "../../tools/statecharts/machine-registry";
import { behaviourPathsFile } from "../../tools/statecharts/behaviour-paths";
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

describe("the actions the player does", () => {
  it("does every converter step with the page's controls, the clipboard stand-in or the page's timers", () => {
    const kinds = read("converter").paths.flatMap((p) => p.steps.map((s) => s.action.kind));
    expect(kinds).not.toContain("send");
    expect(new Set(kinds)).toEqual(new Set(["type", "clear", "press", "choose", "clipboard", "wait", "link"]));
  });

  it("has every step's action, from the machine's controls table, worded by describeControl", () => {
    for (const entry of MACHINES) {
      const steps = read(entry.name).paths.flatMap((p) => p.steps);
      expect(steps.length, entry.name).toBeGreaterThan(0);
      for (const step of steps) expect(describeControl(step.action), `${entry.name} step ${step.n}`).toBe(step.text);
    }
  });

  it("words the lab calculators' choices as presses of radio buttons in their group", () => {
    const actions = read("molarity").paths.flatMap((p) => p.steps.map((s) => s.action));
    expect(actions).toContainEqual({ kind: "press", role: "radio", name: "Mass", group: "Solve for:" });
    expect(actions).toContainEqual({ kind: "press", role: "radio", name: "mg", group: "Mass of solute unit" });
  });
});
