/** Model-based test, machine level, of the double check (issue 16). */
import { describe, expect, it } from "vitest";
import type { AnyActorRef } from "xstate";
import { evaluateEntry, differingEntries, preparationCard } from "~/machines/double-check/double-check.calc";
import {
  selectAgreed,
  selectCheckStep,
  selectDiffering,
  selectIncompleteHint,
  type DoubleCheckSnapshot,
} from "~/machines/double-check/double-check.selectors";
import { describePath, runPathOnMachine } from "../../tools/statecharts/model";
import {
  createDoubleCheckModel,
  describeDoubleCheckStep,
  DOUBLE_CHECK_FIRST,
} from "../../tools/statecharts/double-check.model";

const model = createDoubleCheckModel();
const tracker = model.coverage("machine");

describe("double-check machine: model-based paths", () => {
  it("reaches everything", () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the actor", async () => {
      const said: string[] = [];
      await runPathOnMachine<DoubleCheckSnapshot>(model, path, {
        onActor: (actor: AnyActorRef) => {
          actor.on("check.announce", (e: { text: string }) => said.push(e.text));
        },
        check: (actual, expected, step) => {
          const stepName = selectCheckStep(actual);
          expect(stepName).toBe(selectCheckStep(expected));
          // Every move to another step of the check is announced, with words that never are empty.
          if (step && selectCheckStep(step.before) !== stepName && stepName !== "entering") expect(said.at(-1)).toBeTruthy();
          if (stepName === "calculator") expect(actual.context.first).toBeNull();
          if (stepName === "match") {
            const agreed = selectAgreed(actual)!;
            expect(agreed.result).toBe("2 mL");
            expect(agreed.first.amount).toBe(agreed.second.amount);
            expect(said.at(-1)).toBe("Double check: the two entries match. Agreed result 2 mL.");
          }
          if (stepName === "mismatch") {
            const differing = selectDiffering(actual);
            expect(differing.length).toBeGreaterThan(0);
            // The states of mismatch name exactly the entries the calc finds different.
            expect(differing).toEqual(differingEntries(actual.context.first!, actual.context.second));
            // The announcement names the entries, never a result of either person.
            expect(said.at(-1)).toMatch(/^Double check: no match\. /);
            expect(said.at(-1)).not.toMatch(/\d/);
          }
          if (stepName === "incomplete") expect(selectIncompleteHint(actual)).toBeTruthy();
          else expect(selectIncompleteHint(actual)).toBeNull();
        },
      });
      tracker.recordPath(path);
    });
  });

  it("prints the paths in words", () => {
    for (const path of model.paths) console.log(`${path.title}\n  ${describePath(model, path, describeDoubleCheckStep).join("\n  ")}`);
  });

  it("covers every state and transition", () => {
    tracker.assertComplete();
  });
});

describe("double-check calc", () => {
  const base = DOUBLE_CHECK_FIRST;
  it("names each differing entry and nothing else", () => {
    expect(differingEntries(base, { ...base })).toEqual([]);
    expect(differingEntries(base, { ...base, amountText: "25" })).toEqual(["amount"]);
    expect(differingEntries(base, { ...base, concentrationText: "5" })).toEqual(["strength"]);
    expect(differingEntries(base, { ...base, direction: "mlToMg" })).toEqual(["direction"]);
    expect(differingEntries(base, { amountText: "2", concentrationText: "5", direction: "mlToMg" })).toEqual(["amount", "strength", "direction"]);
  });
  it("compares parsed values, not the text typed", () => {
    expect(differingEntries(base, { ...base, amountText: "20 mg", concentrationText: "50 mg per 5 mL" })).toEqual([]);
    expect(differingEntries(base, { ...base, amountText: "20000 mcg" })).toEqual([]);
    expect(evaluateEntry(base).result.status).toBe("ok");
  });
});

describe("preparation card lines", () => {
  it("gives dose, both strengths, volume, syringe with its mark, worked line and whether checked", () => {
    expect(preparationCard(DOUBLE_CHECK_FIRST, true)).toEqual({
      dose: "20 mg",
      strengthAsEntered: "10",
      strengthMgPerMl: "10 mg/mL",
      volume: "2 mL",
      syringe: "5 mL oral syringe, on the 2 mL mark.",
      worked: "20 mg ÷ 10 mg/mL = 2 mL",
      checked: "Double checked: yes, by a second person's independent entry.",
    });
  });
  it("reads an mL to mg entry the other way round and keeps the label as typed", () => {
    const lines = preparationCard({ amountText: "5", concentrationText: " 250 mg per 5 mL ", direction: "mlToMg" }, false)!;
    expect(lines.dose).toBe("250 mg");
    expect(lines.volume).toBe("5 mL");
    expect(lines.strengthAsEntered).toBe("250 mg per 5 mL");
    expect(lines.strengthMgPerMl).toBe("50 mg/mL");
    expect(lines.checked).toBe("Double checked: no.");
  });
  it("has nothing to print without a result", () => {
    expect(preparationCard({ ...DOUBLE_CHECK_FIRST, amountText: "" }, false)).toBeNull();
    expect(preparationCard({ ...DOUBLE_CHECK_FIRST, concentrationText: "0" }, true)).toBeNull();
  });
});
