/**
 * The one model-test runner of the clinical calculators (weight-dose, reconstitution, infusion
 * rate), machine and view level:
 *
 * - machine: every generated path replayed on the real actor with a fake clipboard (a promise the
 *   test settles) and a simulated clock; after each step the result region must be the state the
 *   pure evaluation names, the connect layer's view model must hold no NaN, Infinity or undefined,
 *   Copy must be enabled exactly when there is a line to copy and nothing is being copied, and
 *   Reset must empty the form and say so;
 * - view: every path of the model played on the rendered calculator with Testing Library, each step
 *   done as its controls table says (tests/view/control-driver.ts); after every step the page must
 *   show the connect layer's view model of the model state (the very object the view spreads).
 *
 * Each level asserts 100 % of states and transitions.
 */
import { expectOutdatedOnlyWhenChanged, outdatedCounter } from "./copy-outdated";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withoutLinkCleared } from "./link-cleared";
import type { ReactElement } from "react";
import { cleanup, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from "xstate";
import { theme } from "~/styles/theme";
import { withStop } from "~/domain/sentences";
import type { ClinicalView } from "~/machines/clinical-view";
import type { ShareLink } from "~/domain/share/share-link";
import { runPathOnMachine, type MachineModel, type ModelPath } from "../../tools/statecharts/model";
import { findMachine } from "../../tools/statecharts/machine-registry";
import { expectClinicalView } from "../view/clinical-view";
import { doAction, flush, pendingClipboard } from "../view/control-driver";

type ClinicalSnapshot<I> = AnyMachineSnapshot & { context: { inputs: I; copiedText: string | null } };
/** What the runner reads of a snapshot. */
interface Readable<I> {
  readonly context: { readonly inputs: I };
  readonly value: unknown;
  matches(value: { copy: "copying" } | { link: "applied" | "ignored" } | { announce: "quiet" | "typing" }): boolean;
}

/** A model's paths, with the snapshots of its machine. */
const pathsOf = <S,>(model: MachineModel) => model.paths as unknown as ModelPath<S, EventObject>[];

export interface ClinicalMachineCase<I, S extends ClinicalSnapshot<I>> {
  readonly name: string;
  readonly model: MachineModel;
  readonly machine: AnyStateMachine;
  /** The state value of region `result` the evaluation of the inputs leads to, judged against the fields touched. */
  readonly expectedResult: (inputs: I, touched: readonly string[]) => unknown;
  readonly expectedView: (s: S) => ClinicalView;
  readonly copyableLine: (inputs: I) => string | null;
  readonly emptyInputs: I;
  readonly resetAnnouncement: string;
  /** The calculator's share link (its `<name>.share.ts`). */
  readonly share: ShareLink<I>;
  /** What else each state must be (the regions that follow a choice). */
  readonly alsoCheck?: (s: S) => void;
}

function fakeClipboard() {
  const pending: Array<{ text: string; resolve: () => void; reject: (e: Error) => void }> = [];
  const actor = fromPromise<void, { text: string }>(
    ({ input }) => new Promise<void>((resolve, reject) => pending.push({ text: input.text, resolve, reject })),
  );
  return { actor, pending };
}

/** The state value region `result` is in for a clinical status: its kind, the refused entry, or the ready aspects. */
export function resultValueOf(
  status: { kind: string; field?: string; aspects?: unknown },
  invalidState: string | null = status.field ?? null,
) {
  if (status.kind === "invalid") return { invalid: invalidState };
  if (status.kind === "ready") return { ready: status.aspects };
  return status.kind;
}

export function describeClinicalMachine<I, S extends ClinicalSnapshot<I>>(c: ClinicalMachineCase<I, S>) {
  const tracker = c.model.coverage("machine");
  describe(`${c.name} machine model`, () => {
    it("reaches every state and transition with the sample events", () => {
      expect(c.model.unreachable).toEqual({ states: [], transitions: [] });
    });

    describe.each(pathsOf<S>(c.model))("$title", (path) => {
      it("runs on the actor; each state is the evaluation's", async () => {
        const clipboard = fakeClipboard();
        const emitted: Array<{ type: string; announcement?: string; link?: string }> = [];
        const outdated = outdatedCounter(emitted);
        await runPathOnMachine<S>(c.model, path, {
          machine: c.machine.provide({ actors: { writeClipboard: clipboard.actor } }),
          onActor: (actor) => actor.on("*", outdated.listener),
          onInvocation: ({ outcome }) => {
            const write = clipboard.pending.shift();
            if (!write) throw new Error("no clipboard write is pending");
            // What is written is the result's line, cautions included.
            expect(write.text).not.toBe("");
            if (outcome === "done") write.resolve();
            else write.reject(new Error("Permission denied"));
          },
          check: (actual, _expected, step) => {
            expectOutdatedOnlyWhenChanged(outdated.seen, step, actual);
            const snapshot = actual as Readable<I>;
            const { inputs } = snapshot.context;
            const { touched } = snapshot.context as unknown as { touched: readonly string[] };
            expect((snapshot.value as { result: unknown }).result).toEqual(c.expectedResult(inputs, touched));
            c.alsoCheck?.(actual);
            const view = c.expectedView(actual);
            // A field never touched is not marked invalid (issue 54).
            for (const f of view.fields) if (f.hint !== null) expect(touched).toContain(f.field);
            expect(JSON.stringify(view)).not.toMatch(/NaN|Infinity|undefined/);
            expect(view.copy.disabled).toBe(c.copyableLine(inputs) === null || snapshot.matches({ copy: "copying" }));
            if (step?.event.type === "reset") {
              expect(inputs).toEqual(c.emptyInputs);
              expect(emitted.filter((e) => e.type === "form.reset").at(-1)?.announcement).toBe(c.resetAnnouncement);
            }
            const said = withoutLinkCleared(emitted.splice(0), step?.before, snapshot);
            // The answer is said once typing pauses (decisions.md "Accessibility"), never per
            // keystroke: in the words the result region shows, every caution with it.
            const settled = said.filter((e) => e.type === "result.settled").map((e) => e.announcement);
            // What the answer now is, in words: said once typing pauses, and after a share link's note.
            const line = c.copyableLine(inputs);
            const { result } = view;
            // A refused text field is named by its label (the region shows its hint under it).
            const refused = view.fields.find((f) => f.hint !== null);
            const namesField = refused?.hint != null && result.message === `No result: ${withStop(refused.hint)}`;
            // Every refused field is named, with the hint the page shows under it.
            const allRefused = view.fields.filter((f) => f.hint !== null);
            // Waiting for fields not yet touched: nothing is said of them (issue 54).
            const answerWords =
              result.status === "incomplete"
                ? ""
                : line !== null
                  ? `Result: ${withStop(line)}`
                  : namesField
                    ? `No result: ${allRefused.map((f) => `${f.label}: ${withStop(f.hint!)}`).join(" ")}`
                    : result.message !== null && result.status !== "empty"
                      ? withStop(result.message)
                      : "No result.";
            if (step?.event.type.startsWith("xstate.after.settleDelay")) {
              expect(settled).toEqual([answerWords]);
              for (const caution of result.cautions) expect(settled[0]).toContain(caution.replace(/^Caution: /, ""));
              expect(snapshot.matches({ announce: "quiet" })).toBe(true);
            } else expect(settled).toEqual([]);
            if (step?.event.type === "field.change") expect(snapshot.matches({ announce: "typing" })).toBe(true);
            if (step?.event.type === "reset") expect(snapshot.matches({ announce: "quiet" })).toBe(true);
            if (step?.event.type === "link.copy") {
              const before = (step.before as Readable<I>).context.inputs;
              const link = c.share.linkOf((step.event as unknown as { pageUrl: string }).pageUrl, before);
              expect(said.filter((e) => e.type === "link.copy")).toEqual(
                link === null ? [] : [{ type: "link.copy", link }],
              );
              // The link holds the entries as typed, never a result: reading it back gives them.
              if (link) expect(c.share.read(link.slice(link.indexOf("#")))).toEqual({ kind: "link", inputs: before });
            }
            if (step?.event.type === "link.open") {
              const read = c.share.read((step.event as unknown as { fragment: string }).fragment);
              if (read.kind === "link") {
                expect(inputs).toEqual(read.inputs);
                // The landing note, then the answer the link's entries give (heard, not only seen).
                expect(said).toEqual([
                  { type: "link.applied", announcement: `${c.share.notes.applied} ${answerWords}`.trim() },
                ]);
                expect(snapshot.matches({ link: "applied" })).toBe(true);
              } else {
                expect(inputs).toEqual((step.before as Readable<I>).context.inputs);
                expect(said).toEqual([{ type: "link.ignored", announcement: c.share.notes.ignored }]);
                expect(snapshot.matches({ link: "ignored" })).toBe(true);
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
  });
}

export interface ClinicalViewCase<S> {
  readonly name: string;
  readonly model: MachineModel;
  /** The calculator, writing to the test's clipboard. */
  readonly calculator: (writeClipboard: (text: string) => Promise<void>) => ReactElement;
  readonly expectedView: (s: S) => ClinicalView;
  readonly resultLabel: string;
  /** The calculator's share link (its `<name>.share.ts`). */
  readonly share: ShareLink<unknown>;
  readonly timeoutMs?: number;
}

export function describeClinicalView<S extends AnyMachineSnapshot>(c: ClinicalViewCase<S>) {
  const tracker = c.model.coverage("view");
  const entry = findMachine(c.name)!;
  const expectView = (state: S) => expectClinicalView(c.expectedView(state), c.resultLabel);
  (globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

  describe(`${c.name} view model`, () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
    afterEach(() => {
      cleanup();
      vi.useRealTimers();
      // A share link a path opened stays in the address: the next path's page opens without one.
      window.history.replaceState(null, "", window.location.pathname);
    });

    describe.each(pathsOf<S>(c.model))("$title", (path) => {
      it(
        "the page shows each state",
        async () => {
          const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
          const clipboard = pendingClipboard();
          render(<ThemeProvider theme={theme}>{c.calculator(clipboard.write)}</ThemeProvider>);
          expectView(path.initial);
          for (const step of path.steps) {
            const action = entry.controlOf(step.event, step.before, c.model);
            try {
              await doAction(user, action, clipboard.pending);
            } catch (e) {
              throw new Error(`${JSON.stringify(step.event)} ${JSON.stringify(action)}: ${String(e).slice(0, 300)}`);
            }
            await flush();
            expectView(step.state);
            if (step.event.type === "link.copy") {
              // The page wrote its own address with the entries: answered here, before any other write.
              const at = clipboard.pending.findIndex((w) => w.text.includes("#v="));
              const inputs = (step.before as unknown as Readable<unknown>).context.inputs;
              const link = c.share.linkOf(window.location.href, inputs);
              if (link === null) expect(at).toBe(-1);
              else {
                const [write] = clipboard.pending.splice(at, 1);
                expect(write!.text).toBe(link);
                write!.resolve();
                await flush();
              }
            }
          }
          tracker.recordPath(path);
        },
        c.timeoutMs ?? 180_000,
      );
    });

    it("covers 100 % of states and transitions (view level)", () => {
      const covered = tracker.assertComplete();
      expect(covered.transitions.covered).toBe(covered.transitions.total);
    });
  });
}
