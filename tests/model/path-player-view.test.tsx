// @vitest-environment jsdom
/**
 * Model-based test, view level, of the Behaviour view's path player: every path of its model runs
 * on the rendered player beside the rendered /20-mg-to-ml converter card, with its real provided
 * actors (the converter's path list, steps done on the card's own controls, the recorder watched
 * for use). The person's presses and choices are Testing Library's; where the model says a step
 * ends otherwise, the person changes the card first (PLAYER_ARRANGEMENTS). After each step the
 * player shows what the model says: its words, its buttons, its marks, the fresh page it asks for.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import type { AnyActorRef, EventObject } from "xstate";
import { theme } from "~/styles/theme";
import { BehaviourSection } from "~/behaviour/behaviour-section";
import { ConverterCard } from "~/components/converter/converter-card";
import { PathPlayer } from "~/behaviour/path-player";
import { buffers } from "~/behaviour/recorder";
import { createPageEffects, type PageEffects } from "~/behaviour/page-effects";
import { leafLabel, recordsOf, type NodeLike } from "~/behaviour/behaviour.calc";
import type { PathPlayerInput } from "~/machines/path-player/path-player.types";
import type { ModelStep } from "../../tools/statecharts/model";
import { CONVERTER_MODEL_PRESET } from "../../tools/statecharts/converter.model";
import {
  PAGE_USE_CONTROL,
  PLAYER_MODEL_PAGE,
  arrangementBefore,
  createPathPlayerModel,
  expectedFreshUrl,
  expectedPlayerScreen,
  type PathPlayerSnapshot,
} from "../../tools/statecharts/path-player.model";
import { checkPage } from "../view/stable-styles";
import { CONVERTER_CONTROLS } from "~/machines/converter/converter.controls";
import { FEATURES_AT_ONCE } from "../view/card-features";

const site = vi.hoisted(() => ({ reachable: true }));
vi.mock("~/behaviour/behaviour-data", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/behaviour/behaviour-data")>();
  return {
    ...real,
    loadPaths: (machine: string) => (site.reachable ? real.loadPaths(machine) : Promise.reject(new Error("offline"))),
  };
});

const model = createPathPlayerModel();
const tracker = model.coverage("view");

type Step = ModelStep<PathPlayerSnapshot, EventObject>;

function converterActor(): AnyActorRef {
  return recordsOf(buffers.converter?.events ?? []).actors.converter!;
}

/** The /20-mg-to-ml card (its recorder fresh), at the address the path's input gives. */
let effects: PageEffects;

function renderCard(input: PathPlayerInput) {
  delete buffers.converter;
  // One page: its card and its Behaviour view's player share the page's clock and clipboard.
  effects = createPageEffects();
  const hash = input.asked ? `#behaviour_${input.scope}_${input.machine}_${input.asked.path}_${input.asked.step}` : "";
  window.history.replaceState(null, "", `${PLAYER_MODEL_PAGE}${hash}`);
  render(
    <ThemeProvider theme={theme}>
      <ConverterCard
        preset={CONVERTER_MODEL_PRESET}
        writeClipboard={async () => {}}
        loadFeatures={FEATURES_AT_ONCE}
        pageEffects={effects}
      />
      {/* Its Behaviour disclosure, at the end of the page (issue 28). */}
      <BehaviourSection scope="converter" />
    </ThemeProvider>,
  );
}

/** The player, where the view mounts it: in the page's opened Behaviour disclosure. */
function renderPlayer(loadPage: (url: string) => void) {
  const details = document.querySelector<HTMLDetailsElement>('details[data-behaviour="converter"]')!;
  details.open = true;
  const host = details.querySelector<HTMLElement>("[data-behaviour-view]")!;
  render(
    <ThemeProvider theme={theme}>
      <PathPlayer
        scopeName="converter"
        machine="converter"
        idBase="behaviour-converter"
        loadPage={loadPage}
        effects={effects}
      />
    </ThemeProvider>,
    { container: host },
  );
}

const player = () =>
  within(document.querySelector<HTMLElement>('details[data-behaviour="converter"] [data-behaviour-view]')!);

/** What the person does on the card before a press, so that the step it asks for ends otherwise. */
async function arrange(user: UserEvent, step: Step, next: Step | undefined) {
  switch (arrangementBefore(step, next)?.act) {
    case "waitForSettle":
      await waitFor(
        () =>
          expect(leafLabel((converterActor().getSnapshot() as { _nodes: NodeLike[] })._nodes)).toContain(
            "announce.quiet",
          ),
        { timeout: 3000 },
      );
      return;
    case "pressSwap":
      await user.click(screen.getByRole("button", { name: CONVERTER_CONTROLS.swap }));
      return;
    case undefined:
      return;
  }
}

async function expectScreen(expected: PathPlayerSnapshot) {
  const want = expectedPlayerScreen(expected);
  // Each try of waitFor reads the page at one moment (see tests/view/stable-styles.ts).
  await waitFor(() =>
    checkPage(() => {
      if (want.stage === "loading") {
        expect(player().getByText("Loading the test paths of converter…")).toBeInTheDocument();
        return;
      }
      if (want.stage === "unavailable") {
        expect(
          player().getByText("The test paths of converter could not be loaded. Reload the page to try again."),
        ).toBeInTheDocument();
        return;
      }
      const select = player().getByLabelText<HTMLSelectElement>("Test path");
      expect(select.value).toBe(String(want.pathIndex));
      expect(select.disabled).toBe(!want.canChoose);
      for (const [name, enabled] of [
        ["Previous", want.canPrevious],
        ["Next", want.canNext],
        ["Run", want.canRun],
      ] as const) {
        expect(player().getByRole("button", { name }), name).toHaveProperty("disabled", !enabled);
      }
      const offers = player()
        .queryAllByRole("button")
        .map((b) => b.textContent)
        .filter((t) => !["Previous", "Next", "Run"].includes(t ?? ""));
      expect(offers).toEqual(want.offer ? [want.offer] : []);
      const status = player().getByRole("status");
      expect(status).toHaveAttribute("data-behaviour-status", want.status);
      if ("exact" in want.message) expect(status.textContent).toBe(want.message.exact);
      else expect(status.textContent.startsWith(want.message.startsWith)).toBe(true);
      const marks = [...document.querySelectorAll("[data-behaviour-steps] > li strong")].map((s) =>
        s.textContent.slice(0, 1),
      );
      expect(marks).toEqual(want.marks);
    }),
  );
}

async function perform(user: UserEvent, step: Step, next: Step | undefined, loadPage: ReturnType<typeof vi.fn>) {
  const e = step.event as EventObject & { index?: number };
  switch (e.type) {
    case "xstate.done.actor.loadPaths":
    case "xstate.error.actor.loadPaths":
    case "xstate.done.actor.performStep":
      return; // the player's own actors: the page answers
    case "PAGE.USED":
      await user.click(screen.getByRole("tab", { name: PAGE_USE_CONTROL }));
      return;
    case "PATH.SELECT":
      await user.selectOptions(player().getByLabelText("Test path"), String(e.index));
      return;
    case "STEP.NEXT":
    case "RUN":
      await arrange(user, step, next);
      await user.click(player().getByRole("button", { name: e.type === "RUN" ? "Run" : "Next" }));
      return;
    case "STEP.PREVIOUS":
    case "FRESH.OPEN": {
      const name = e.type === "STEP.PREVIOUS" ? "Previous" : expectedPlayerScreen(step.before).offer!;
      await user.click(player().getByRole("button", { name }));
      expect(loadPage).toHaveBeenCalledWith(expectedFreshUrl(step.before, e));
      return;
    }
    default:
      throw new Error(`No action for ${e.type}`);
  }
}

describe("path-player view: model-based paths", () => {
  afterEach(() => {
    cleanup();
    site.reachable = true;
    window.history.replaceState(null, "", "/");
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the rendered player", async () => {
      const user = userEvent.setup();
      const loadPage = vi.fn();
      const input = path.input as PathPlayerInput;
      renderCard(input);
      // What happens before the view opens: the page is used, or the site cannot be reached.
      const steps = path.steps as Step[];
      let at = 0;
      while (steps[at] && steps[at]!.before.matches("loading") && steps[at]!.event.type === "PAGE.USED") {
        await perform(user, steps[at]!, steps[at + 1], loadPage);
        at += 1;
      }
      site.reachable = steps[at]?.event.type !== "xstate.error.actor.loadPaths";
      renderPlayer(loadPage);
      if (at === 0) expect(player().getByText("Loading the test paths of converter…")).toBeInTheDocument();
      for (; at < steps.length; at += 1) {
        const step = steps[at]!;
        await perform(user, step, steps[at + 1], loadPage);
        // A step under way ends by itself: the state it leads to is checked.
        if (step.state.matches("stepping") || step.state.matches("running")) continue;
        await expectScreen(step.state);
        if (step.event.type === "xstate.done.actor.loadPaths") expect(window.location.hash).toBe("");
        // A step or a Run over: the focus is back on the player (issue 53), on Next while steps
        // remain, else on the status line that says how the path ended; never on the page.
        if (step.event.type === "xstate.done.actor.performStep" && step.state.matches({ ready: "played" })) {
          const paused = step.state.matches({ ready: { played: "paused" } });
          await waitFor(() =>
            expect(
              paused ? player().getByRole("button", { name: "Next" }) : player().getByRole("status"),
            ).toHaveFocus(),
          );
        }
      }
      const last = steps.at(-1)?.state;
      expect(loadPage).toHaveBeenCalledTimes(last?.matches("leaving") ? 1 : 0);
      // A path that ends while a step is under way: let the player finish before the page goes.
      if (last?.matches("stepping") || last?.matches("running")) {
        await waitFor(() => expect(player().getByLabelText("Test path")).toHaveProperty("disabled", false));
      }
      tracker.recordPath(path);
    }, 20_000);
  });

  it("covers every state and transition", () => {
    tracker.assertComplete();
  });
});
