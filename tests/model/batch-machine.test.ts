/** Model-based test, machine level, of Batch Convert (fake clipboard, simulated clock). */
import { expectOutdatedOnlyWhenChanged, outdatedCounter } from "./copy-outdated";
import { describeStepOf } from "../../tools/statecharts/machine-registry";
import { describe, expect, it } from "vitest";
import { fromPromise, type AnyActorRef } from "xstate";
import { batchMachine } from "~/machines/batch/batch.machine";
import { BATCH_MESSAGES } from "~/machines/batch/batch.calc";
import type { BatchSnapshot } from "~/machines/batch/batch.selectors";
import { describePath, runPathOnMachine } from "../../tools/statecharts/model";
import { createBatchModel, expectedBatchScreen } from "../../tools/statecharts/batch.model";

const describe_batch = describeStepOf("batch");

const model = createBatchModel();
const tracker = model.coverage("machine");

describe("batch machine: model-based paths", () => {
  it("reaches everything", () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the actor", async () => {
      const pending: Array<{ resolve: () => void; reject: (e: Error) => void; text: string }> = [];
      const written: string[] = [];
      const emitted: Array<{ type: string; [k: string]: unknown }> = [];
      const outdated = outdatedCounter(emitted);
      let seen = 0;
      await runPathOnMachine<BatchSnapshot>(model, path, {
        machine: batchMachine.provide({
          actors: {
            writeClipboard: fromPromise<void, { text: string }>(
              ({ input }) =>
                new Promise<void>((resolve, reject) =>
                  pending.push({ text: input.text, resolve: () => (written.push(input.text), resolve()), reject }),
                ),
            ),
          },
        }),
        onActor: (actor: AnyActorRef) => {
          actor.on("*", outdated.listener);
        },
        onInvocation: ({ outcome }) => {
          const write = pending.shift();
          if (!write) throw new Error("no clipboard write is pending");
          if (outcome === "done") write.resolve();
          else write.reject(new Error("Permission denied"));
        },
        check: (actual, expected, step) => {
          expectOutdatedOnlyWhenChanged(outdated.seen, step, actual);
          const screen = expectedBatchScreen(actual);
          expect(screen).toEqual(expectedBatchScreen(expected));
          expect(JSON.stringify(screen)).not.toMatch(/NaN|Infinity|undefined/);
          // Results never describe another list or other settings.
          if (actual.context.outcome) {
            expect(actual.context.outcome.mgPerMl).toBe(actual.context.mgPerMl);
            expect(actual.context.outcome.direction).toBe(actual.context.direction);
          }
          // Convert All is always announced: the summary as shown, or the hint as shown.
          if (step?.event.type === "convert") {
            const last = emitted.at(-1);
            if (screen.hint)
              expect(last).toEqual({ type: "convert.refused", hint: screen.hint, announcement: screen.hint });
            else expect(last).toEqual({ type: "converted", announcement: screen.summary });
          }
          // Only Convert All says how it went: a re-conversion after a settings change (made in the
          // Calculator tab, where the converter speaks) and any other step do not.
          const fresh = emitted.slice(seen);
          seen = emitted.length;
          if (step?.event.type !== "convert") {
            expect(fresh.filter((e) => e.type === "converted" || e.type === "convert.refused")).toEqual([]);
          }
          // Clear says what it cleared, in the words of the state it left (issue 28).
          if (step?.event.type === "clear") {
            const before = step.before;
            const words = before.matches({ list: "converted" })
              ? BATCH_MESSAGES.clearedWithResults
              : before.context.inputText.trim() === "" && before.context.hint === null
                ? BATCH_MESSAGES.alreadyEmpty
                : BATCH_MESSAGES.cleared;
            expect(fresh).toEqual([{ type: "cleared", announcement: words }]);
          }
          if (step?.event.type === "download") {
            const last = emitted.at(-1);
            expect(last).toMatchObject({ type: "download.csv", filename: "mg-to-ml-batch.csv" });
            expect(last?.announcement).toBe(
              `Downloading mg-to-ml-batch.csv: ${step.before.context.outcome!.entries.length === 1 ? "1 row" : `${step.before.context.outcome!.entries.length} rows`}.`,
            );
            expect(String(last?.csv)).toMatch(/^Entry,Input,Amount \(mg\)/);
          }
          if (step?.event.type === "xstate.done.actor.writeClipboard") {
            expect(emitted.at(-1)).toMatchObject({ type: "copy.succeeded", text: written.at(-1) });
            // The words of the toast: how many converted results were copied (the lines of the
            // copied text after its heading, less the flagged entries).
            const count = written
              .at(-1)!
              .split("\n")
              .slice(1)
              .filter((line) => !line.includes(": not converted (")).length;
            expect(emitted.at(-1)?.count).toBe(count);
            expect(emitted.at(-1)?.announcement).toBe(
              `Copied. ${count === 1 ? "1 result" : `${count} results`} copied to clipboard.`,
            );
          }
          if (step?.event.type === "xstate.error.actor.writeClipboard") {
            expect(emitted.at(-1)).toMatchObject({
              type: "copy.failed",
              announcement:
                "Copy failed. Could not copy to the clipboard (Permission denied). Download the CSV instead.",
            });
          }
        },
      });
      tracker.recordPath(path);
    });
  });

  it("prints the paths in words", () => {
    for (const path of model.paths) {
      console.log(`${path.title}\n  ${describePath(model, path, describe_batch).join("\n  ")}`);
    }
  });

  it("covers every state and transition", () => {
    tracker.assertComplete();
  });
});
