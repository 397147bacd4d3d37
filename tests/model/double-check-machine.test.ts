/** Model-based test, machine level, of the double check (issue 16). */
import { describeStepOf } from "../../tools/statecharts/machine-registry";
import { describe, expect, it } from "vitest";
import type { AnyActorRef } from "xstate";
import {
  CHECK_ANNOUNCEMENTS,
  evaluateEntry,
  differingEntries,
  incompleteAt,
} from "~/machines/double-check/double-check.calc";
import { cautionText } from "~/domain/syringe/syringe-words";
import {
  selectAgreed,
  selectAgreedCautions,
  selectIsBlind,
  selectCheckStep,
  selectDiffering,
  selectIncompleteAt,
  selectIncompleteHint,
  type DoubleCheckSnapshot,
} from "~/machines/double-check/double-check.selectors";
import { describePath, runPathOnMachine } from "../../tools/statecharts/model";
import { createDoubleCheckModel, DOUBLE_CHECK_FIRST } from "../../tools/statecharts/double-check.model";

const describe_double_check = describeStepOf("double-check");

const model = createDoubleCheckModel();
const tracker = model.coverage("machine");

describe("double-check machine: model-based paths", () => {
  it("reaches everything", () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the actor", async () => {
      const said: string[] = [];
      const focused: string[] = [];
      await runPathOnMachine<DoubleCheckSnapshot>(model, path, {
        onActor: (actor: AnyActorRef) => {
          actor.on("check.announce", (e: { announcement: string }) => said.push(e.announcement));
          actor.on("check.focus", (e: { field: string }) => focused.push(e.field));
        },
        check: (actual, expected, step) => {
          const stepName = selectCheckStep(actual);
          expect(stepName).toBe(selectCheckStep(expected));
          // Every move to another step of the check is announced, with words that never are empty.
          if (step && selectCheckStep(step.before) !== stepName && stepName !== "entering")
            expect(said.at(-1)).toBeTruthy();
          if (stepName === "calculator") expect(actual.context.first).toBeNull();
          if (stepName === "match") {
            const agreed = selectAgreed(actual)!;
            expect(agreed.first.amount).toBe(agreed.second.amount);
            // Agreed and cautioned (issue 27): a cautioned result is never plain success.
            const cautions = selectAgreedCautions(actual);
            if (actual.context.first?.amountText === "0.5") {
              expect(actual.matches({ checking: { match: "cautioned" } })).toBe(true);
              expect(agreed.result).toBe("0.05 mL");
              expect(cautions).toEqual([cautionText({ kind: "small", volumeMl: 0.05 })]);
              expect(said.at(-1)).toBe(
                `Double check: the two entries match. Agreed result 0.05 mL. Caution: ${cautions[0]}`,
              );
            } else {
              expect(actual.matches({ checking: { match: "clear" } })).toBe(true);
              expect(agreed.result).toBe("2 mL");
              expect(cautions).toEqual([]);
              expect(said.at(-1)).toBe("Double check: the two entries match. Agreed result 2 mL.");
            }
          }
          // While the second person works, and after a mismatch (neither entry is shown), the
          // check is blind (the page hides its own answers, the syringe drawn included).
          expect(selectIsBlind(actual)).toBe(
            stepName === "handover" || stepName === "entering" || stepName === "incomplete" || stepName === "mismatch",
          );
          if (stepName === "mismatch") {
            const differing = selectDiffering(actual);
            expect(differing.length).toBeGreaterThan(0);
            // The states of mismatch name exactly the entries the calc finds different.
            expect(differing).toEqual(differingEntries(actual.context.first!, actual.context.second));
            // The announcement names the entries, never a result of either person.
            expect(said.at(-1)).toMatch(/^Double check: no match\. /);
            expect(said.at(-1)).not.toMatch(/\d/);
          }
          if (stepName === "incomplete") {
            expect(selectIncompleteHint(actual)).toBeTruthy();
            // The state says where the entry needs attention; Compare moved the focus there.
            const at = selectIncompleteAt(actual);
            expect(at).toBe(incompleteAt(actual.context.second));
            if (step?.event.type === "second.compare")
              expect(focused.at(-1)).toBe(at === "strength" ? "strength" : "amount");
          } else {
            expect(selectIncompleteHint(actual)).toBeNull();
            expect(selectIncompleteAt(actual)).toBeNull();
          }
          // Back to the calculator: after a match the check is finished, from any other step cancelled.
          if (step?.event.type === "check.cancel") {
            expect(said.at(-1)).toBe(
              selectCheckStep(step.before) === "match" ? CHECK_ANNOUNCEMENTS.finished : CHECK_ANNOUNCEMENTS.cancelled,
            );
          }
        },
      });
      tracker.recordPath(path);
    });
  });

  it("prints the paths in words", () => {
    for (const path of model.paths)
      console.log(`${path.title}\n  ${describePath(model, path, describe_double_check).join("\n  ")}`);
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
    expect(differingEntries(base, { amountText: "2", concentrationText: "5", direction: "mlToMg" })).toEqual([
      "amount",
      "strength",
      "direction",
    ]);
  });
  it("compares parsed values, not the text typed", () => {
    expect(differingEntries(base, { ...base, amountText: "20 mg", concentrationText: "50 mg per 5 mL" })).toEqual([]);
    expect(differingEntries(base, { ...base, amountText: "20000 mcg" })).toEqual([]);
    expect(evaluateEntry(base).result.status).toBe("ok");
  });
});
