/**
 * Model-based test, machine level: every generated path runs on the real converter actor with a
 * fake clipboard (a promise the test settles) and a simulated clock for the 2,000 ms delay.
 */
import { describe, expect, it } from "vitest";
import { fromPromise, type AnyActorRef } from "xstate";
import { converterMachine, copyableText } from "~/machines/converter/converter.machine";
import { evaluationOf, resultStatus } from "~/machines/converter/converter.calc";
import { describePath, runPathOnMachine } from "../../tools/statecharts/model-harness";
import {
  createConverterModel,
  describeConverterStep,
  expectedScreen,
} from "../../tools/statecharts/converter.model";
import type { ConverterSnapshot } from "~/machines/converter/converter.selectors";

const model = createConverterModel();
const tracker = model.coverage("machine");

/** A clipboard whose writes wait until the test says how they end. */
function fakeClipboard() {
  const pending: Array<{ text: string; resolve: () => void; reject: (e: Error) => void }> = [];
  const written: string[] = [];
  const actor = fromPromise<void, { text: string }>(
    ({ input }) =>
      new Promise<void>((resolve, reject) => {
        pending.push({
          text: input.text,
          resolve: () => {
            written.push(input.text);
            resolve();
          },
          reject,
        });
      }),
  );
  return { actor, pending, written };
}

describe("converter machine: model-based paths", () => {
  it("has paths", () => {
    expect(model.paths.length).toBeGreaterThan(0);
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the actor", async () => {
      const clipboard = fakeClipboard();
      const emitted: Array<{ type: string; text?: string }> = [];
      // Emitted events other than the copy ones (settings, announcements) are checked elsewhere.
      await runPathOnMachine<ConverterSnapshot>(model, path, {
        machine: converterMachine.provide({ actors: { writeClipboard: clipboard.actor } }),
        onActor: (actor: AnyActorRef) => {
          actor.on("*", (e: { type: string; text?: string }) => {
            if (e.type.startsWith("copy.")) emitted.push(e);
          });
        },
        onInvocation: ({ outcome }) => {
          const write = clipboard.pending.shift();
          if (!write) throw new Error("no clipboard write is pending");
          if (outcome === "done") write.resolve();
          else write.reject(new Error("Permission denied"));
        },
        check: (actual, expected, step) => {
          expect(expectedScreen(actual)).toEqual(expectedScreen(expected));
          const screen = expectedScreen(actual);
          // Invariants of every state.
          expect(JSON.stringify(screen)).not.toMatch(/NaN|Infinity|undefined/);
          // Copy is possible exactly when there is a result and no write is under way.
          expect(screen.copyEnabled).toBe(screen.worked !== null && !actual.matches({ copy: "copying" }));
          // The copied line says what was converted, at what strength, and the result shown.
          if (screen.copied) {
            expect(actual.context.copiedText).toBe(copyableText(actual.context));
            expect(actual.context.copiedText?.endsWith(` = ${screen.result}`)).toBe(true);
          }
          // The states say what the inputs mean: the direction state is the chosen direction,
          // the result state is the pure resultStatus of the inputs.
          expect(screen.direction).toBe(actual.context.direction);
          expect(screen.status).toBe(resultStatus(evaluationOf(actual.context)));
          // A caution is shown exactly in the caution states.
          expect(screen.caution !== null).toBe(screen.status.startsWith("ready.caution"));
          if (step?.event.type === "xstate.done.actor.writeClipboard") {
            const last = emitted.at(-1);
            expect(last?.type).toBe("copy.succeeded");
            expect(clipboard.written.at(-1)).toBe((last as { line?: string } | undefined)?.line);
            expect(clipboard.written.at(-1)?.endsWith(` = ${last?.text}`)).toBe(true);
          }
          if (step?.event.type === "xstate.error.actor.writeClipboard") {
            expect(emitted.at(-1)).toMatchObject({ type: "copy.failed" });
            expect(actual.matches({ copy: "copied" })).toBe(false);
          }
        },
      });
      tracker.recordPath(path);
    });
  });

  it("prints the paths in words", () => {
    for (const path of model.paths) {
      const lines = describePath(model, path, describeConverterStep);
      expect(lines.length).toBe(path.steps.length);
      console.log(`${path.title}\n  ${lines.join("\n  ")}`);
    }
  });

  it("covers every state and transition", () => {
    tracker.assertComplete();
  });
});
