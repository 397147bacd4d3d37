/**
 * Model-based test, machine level: every generated path runs on the real converter actor with a
 * fake clipboard (a promise the test settles) and a simulated clock for the 2,000 ms delay.
 */
import { expectOutdatedOnlyWhenChanged, outdatedCounter } from "./copy-outdated";
import { describeStepOf } from "../../tools/statecharts/machine-registry";
import { withoutLinkCleared } from "./link-cleared";
import { copiedResultText } from "~/machines/converter/converter.calc";
import { describe, expect, it } from "vitest";
import { fromPromise, type AnyActorRef } from "xstate";
import { converterMachine } from "~/machines/converter/converter.machine";
import { copyableText } from "~/machines/converter/converter.outputs";
import { evaluationOf } from "~/domain/dose/conversion";
import { announcementOf, resetAnnouncement, resultStatus } from "~/machines/converter/converter.calc";
import { describePath, runPathOnMachine } from "../../tools/statecharts/model";
import { createConverterModel, expectedScreen, SHARE_MODEL_PAGE_URL } from "../../tools/statecharts/converter.model";
import type { ConverterSnapshot } from "~/machines/converter/converter.selectors";
import {
  LINK_APPLIED_NOTE,
  LINK_IGNORED_NOTE,
  fragmentOfLink,
  shareLinkOf,
  sharedInputsOf,
} from "~/machines/converter/share-link.calc";

const describe_converter = describeStepOf("converter");

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
      const outdated = outdatedCounter(emitted);
      // Emitted events other than the copy ones (settings, announcements) are checked elsewhere.
      await runPathOnMachine<ConverterSnapshot>(model, path, {
        machine: converterMachine.provide({ actors: { writeClipboard: clipboard.actor } }),
        onActor: (actor: AnyActorRef) => {
          actor.on("*", (e: { type: string; text?: string }) => {
            if (e.type.startsWith("copy.") || e.type.startsWith("link.") || e.type === "converter.reset")
              outdated.listener(e);
          });
          // link.cleared is checked on its own (withoutLinkCleared), after each step.
        },
        onInvocation: ({ id, outcome }) => {
          // The copy region's write (the checked line) or the share link's (an address).
          const at = clipboard.pending.findIndex((w) => (id === "writeShareLink") === w.text.startsWith("https://"));
          const write = at < 0 ? undefined : clipboard.pending.splice(at, 1)[0];
          if (!write) throw new Error(`no clipboard write of ${id} is pending`);
          if (outcome === "done") write.resolve();
          else write.reject(new Error("Permission denied"));
        },
        check: (actual, expected, step) => {
          expectOutdatedOnlyWhenChanged(outdated.seen, step, actual);
          emitted.splice(0, emitted.length, ...withoutLinkCleared(emitted, step?.before, actual));
          expect(expectedScreen(actual)).toEqual(expectedScreen(expected));
          const screen = expectedScreen(actual);
          // Invariants of every state.
          expect(JSON.stringify(screen)).not.toMatch(/NaN|Infinity|undefined/);
          // Copy is possible exactly when there is a result and no write is under way.
          expect(screen.copyEnabled).toBe(screen.worked !== null && !actual.matches({ copy: "copying" }));
          // The copied line says what was converted, at what strength, and the result shown.
          if (screen.copied) {
            expect(actual.context.copiedText).toBe(copyableText(actual.context));
            expect(copiedResultText(actual.context.copiedText ?? "")).toBe(screen.result);
            // A caution travels with its result (issue 27): the line ends with the screen's caution.
            if (screen.caution)
              expect(actual.context.copiedText?.endsWith(`= ${screen.result}. Caution: ${screen.caution}`)).toBe(true);
            else expect(actual.context.copiedText?.endsWith(` = ${screen.result}`)).toBe(true);
          }
          // The states say what the inputs mean: the direction state is the chosen direction,
          // the result state is the pure resultStatus of the inputs.
          expect(screen.direction).toBe(actual.context.direction);
          expect(screen.status).toBe(resultStatus(evaluationOf(actual.context)));
          // A caution is shown exactly in the caution states and off the scale (too small to show).
          expect(screen.caution !== null).toBe(
            screen.status.startsWith("ready.caution") || screen.status === "offScale",
          );
          if (step?.event.type === "xstate.done.actor.writeClipboard") {
            const last = emitted.at(-1);
            expect(last?.type).toBe("copy.succeeded");
            expect(clipboard.written.at(-1)).toBe((last as { line?: string } | undefined)?.line);
            expect(copiedResultText(clipboard.written.at(-1) ?? "")).toBe(last?.text);
          }
          // A share link holds the inputs as typed, never the result; it opens the same entries.
          if (step?.event.type === "xstate.done.actor.writeShareLink") {
            const last: { type: string; link?: string } | undefined = emitted.at(-1);
            expect(last?.type).toBe("link.copied");
            expect(clipboard.written.at(-1)).toBe(last?.link);
            // The link of the entries when Copy share link was pressed; the indicator stays on
            // only while the entries are still those.
            expect(last?.link).toBe(step.before.context.linkCopyingText);
            const inLink = sharedInputsOf(fragmentOfLink(last!.link!));
            expect(inLink).not.toBeNull();
            const current = {
              amountText: actual.context.amountText,
              concentrationText: actual.context.concentrationText,
              direction: actual.context.direction,
              route: actual.context.route,
            };
            expect(screen.linkCopied).toBe(JSON.stringify(inLink) === JSON.stringify(current));
            if (screen.linkCopied) expect(last?.link).toBe(shareLinkOf(SHARE_MODEL_PAGE_URL, actual.context));
          }
          if (step?.event.type === "xstate.error.actor.writeShareLink") {
            expect(emitted.at(-1)).toMatchObject({ type: "link.copyFailed" });
            expect(screen.linkCopied).toBe(false);
          }
          if (step?.event.type === "link.open") {
            const fragment = (step.event as unknown as { fragment: string }).fragment;
            const shared = sharedInputsOf(fragment);
            if (shared) {
              // The link's entries, as if typed; the result is the converter's own, recomputed.
              // The landing note, then what the result region now says, as it would be announced.
              expect(emitted.at(-1)).toEqual({
                type: "link.applied",
                announcement: `${LINK_APPLIED_NOTE} ${announcementOf(evaluationOf(actual.context))}`,
              });
              expect(actual.context).toMatchObject(shared);
              expect(screen.linkNote).toEqual({ kind: "applied", text: LINK_APPLIED_NOTE });
            } else {
              // Refused whole: nothing of it is used; the page's own entries stay.
              expect(emitted.at(-1)).toEqual({ type: "link.ignored", announcement: LINK_IGNORED_NOTE });
              expect(actual.context.amountText).toBe(step.before.context.amountText);
              expect(actual.context.concentrationText).toBe(step.before.context.concentrationText);
              expect(actual.context.direction).toBe(step.before.context.direction);
              expect(actual.context.route).toBe(step.before.context.route);
              expect(screen.linkNote).toEqual({ kind: "ignored", text: LINK_IGNORED_NOTE });
            }
          }
          // Reset says its own sentence (issue 28): the page's example and what the result region
          // says now; Swap and Reset end a pending settle, so the result is not said a second time.
          if (step?.event.type === "reset") {
            expect(emitted.at(-1)).toEqual({
              type: "converter.reset",
              announcement: resetAnnouncement(evaluationOf(actual.context)),
            });
            expect(actual.matches({ announce: "quiet" })).toBe(true);
          }
          if (step?.event.type === "swap") expect(actual.matches({ announce: "quiet" })).toBe(true);
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
      const lines = describePath(model, path, describe_converter);
      expect(lines.length).toBe(path.steps.length);
      console.log(`${path.title}\n  ${lines.join("\n  ")}`);
    }
  });

  it("covers every state and transition", () => {
    tracker.assertComplete();
  });
});
