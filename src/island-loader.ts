/**
 * Which island of a page hydrates when (issue 33: only the code a visitor uses). Part of the
 * islands entry (src/entry.client.tsx), so it loads no React itself: a few kB on every page.
 *
 * - Calculator islands hydrate after the first paint, as before (src/islands.client.tsx). A press
 *   on one before it has hydrated is held and made once it has (holdPresses). A keystroke in the
 *   converter before it has hydrated is answered at once by its early answer: its own machine,
 *   run without its view (answerEarlyUntilHydrated, src/components/converter/early-answer.ts).
 * - The header's menus hydrate on a person's first intent: the pointer entering the header, a
 *   touch, a focus or a key inside it. Until then they work without any script: each dropdown and
 *   Open menu is a native disclosure (`<details name="site-menu">`, one open at a time), and
 *   Escape closes the open one (here, before React arrives). When the header hydrates, it takes
 *   over what the person opened and where the focus is (src/components/frame/static-menus.tsx),
 *   so no tap is lost while its code arrives. A text page without interaction loads no React.
 * - 'Last updated' and the Not-found page's log need no React at all: done here.
 * - A 'Behaviour' disclosure, the first time it opens, wakes every sleeping island, then loads
 *   its view (src/behaviour/disclosure.tsx).
 * - Get Started (a plain link to /#converter) focuses the converter's amount field
 *   (src/components/frame/get-started.ts).
 *
 * <html> gets data-islands="ready" once the calculator islands have hydrated (or shown their calm
 * fallback); a sleeping header marks itself data-menu-ready="true" when it wakes.
 */
import { GET_STARTED_HREF, focusConverterIfAsked, startConverter } from "~/components/frame/get-started";
import { nextTask } from "~/lib/next-task";
import { showToday } from "~/lib/today";

const loadIslands = () => import("./islands.client");

/** Islands that hydrate on a person's first intent, not at load. */
const ON_INTENT: ReadonlySet<string> = new Set(["header"]);

/**
 * What a person does first with a part of the page they are about to use. A pointer moving over
 * it, not merely being there: Chromium sends pointerenter (and a pointermove that moves nothing)
 * when a page is laid out under a resting pointer, which is no one's intent.
 */
const INTENT_EVENTS = ["pointermove", "pointerdown", "touchstart", "focusin", "keydown"] as const;

const isIntent = (event: Event): boolean =>
  !(event instanceof PointerEvent && event.type === "pointermove" && event.movementX === 0 && event.movementY === 0);

/** Islands whose whole job is done without React. */
const PLAIN: Readonly<Record<string, (element: HTMLElement) => void>> = {
  "last-updated": showToday,
  "not-found": () => console.warn("404: no page at this path:", window.location.pathname),
};

/** The sleeping islands, each with what wakes it. */
const sleeping = new Map<HTMLElement, () => Promise<void>>();

function hydrate(elements: HTMLElement[]): Promise<void> {
  if (elements.length === 0) return Promise.resolve();
  // Evaluated in the task its files arrived in, started in the next: not one long task of both.
  return loadIslands()
    .then((m) => nextTask().then(() => m.hydrateIslands(elements)))
    .catch((error: unknown) => {
      // The islands' code could not be loaded (offline before the service worker has it): the
      // page stays as pre-rendered, readable, its links and its menus' disclosures working.
      console.warn("The page's interactive parts could not be loaded:", error);
    });
}

/**
 * Presses on a calculator before it has hydrated (issue 33). Its pre-rendered buttons can be
 * pressed while its code is on its way, and would do nothing: the press would be lost, silently.
 * Each press (a click, or Enter or Space on a button, which the browser turns into one) and each
 * submit is held, its default prevented (a form must not be sent as a page load), and made again
 * in order once the island has hydrated. Returns what makes them again.
 */
function holdPresses(island: HTMLElement): () => void {
  const held: (() => void)[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>("button, [role='tab']");
    if (!button || !island.contains(button) || button.matches(":disabled")) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(() => {
      if (button.isConnected && !button.matches(":disabled")) button.click();
    });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(() => {
      if (form.isConnected) form.requestSubmit();
    });
  };
  island.addEventListener("click", onClick, true);
  island.addEventListener("submit", onSubmit, true);
  return () => {
    island.removeEventListener("click", onClick, true);
    island.removeEventListener("submit", onSubmit, true);
    for (const press of held.splice(0)) press();
  };
}

/** Each calculator island's held presses, by island, from the entry's first moment (holdPressesUntilHydrated). */
const pressesHeld = new Map<HTMLElement, () => void>();

/**
 * Holds presses on every calculator island until it has hydrated (holdPresses). Called by the
 * entry as soon as it runs, before the first paint, so that no press made from then on is lost.
 */
export function holdPressesUntilHydrated(): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = element.dataset.island ?? "";
    if (!PLAIN[name] && !ON_INTENT.has(name) && !pressesHeld.has(element))
      pressesHeld.set(element, holdPresses(element));
  }
}

/**
 * Calculators that answer a keystroke before they have hydrated (issue 33): each one's early
 * answer, loaded on the first keystroke in it (src/components/converter/early-answer.ts).
 */
interface EarlyAnswer {
  startEarlyAnswer(island: HTMLElement): void;
  /** Runs the calculator's machine once, drawing nothing, so its first run is not in a later long task. */
  prepareEarlyAnswer(island: HTMLElement): void;
}

const EARLY_ANSWERS: Readonly<Record<string, () => Promise<EarlyAnswer>>> = {
  converter: () => import("./components/converter/early-answer"),
};

/** Each island's early answer file, requested once (at its first keystroke, or after the first paint). */
const earlyFiles = new Map<HTMLElement, ReturnType<(typeof EARLY_ANSWERS)[string]>>();
const earlyAnswerFile = (island: HTMLElement, load: (typeof EARLY_ANSWERS)[string]) => {
  let file = earlyFiles.get(island);
  if (!file) earlyFiles.set(island, (file = load()));
  return file;
};

/** Whether a field of `island` holds something other than what the page was written with. */
const typedIn = (island: HTMLElement): boolean =>
  [...island.querySelectorAll("input")].some((input) => input.value !== input.defaultValue);

/**
 * Lets each calculator with an early answer answer the first keystroke in it before it has
 * hydrated: the answer's file loads on the first `input` event (or at once if the browser has
 * restored typed text), and the answer then follows the fields until the island's view takes
 * over. Called by the entry as soon as it runs, with holdPressesUntilHydrated.
 */
export function answerEarlyUntilHydrated(): void {
  for (const island of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const load = EARLY_ANSWERS[island.dataset.island ?? ""];
    if (!load) continue;
    const start = () => {
      island.removeEventListener("input", start, true);
      earlyAnswerFile(island, load).then(
        (answer) => answer.startEarlyAnswer(island),
        // Its file could not be loaded: the island answers once it has hydrated, as without.
        (error: unknown) => console.warn("The early answer could not be loaded:", error),
      );
    };
    if (typedIn(island)) start();
    else island.addEventListener("input", start, true);
  }
}

/** Keys the header's menus answer once hydrated, and the native disclosures do not. */
const MENU_KEYS: ReadonlySet<string> = new Set(["ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "Home", "End"]);

/**
 * While a woken island's code arrives: the arrow keys, Home and End pressed in it are held (the
 * page does not scroll) and pressed again, in order, on what has the focus once it has hydrated,
 * so a keyboard user who opens a menu and moves in it at once loses no key.
 */
function holdMenuKeys(element: HTMLElement, hydrated: Promise<void>): void {
  const held: string[] = [];
  const onKey = (event: KeyboardEvent) => {
    if (!MENU_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(event.key);
  };
  element.addEventListener("keydown", onKey, true);
  void hydrated.then(() => {
    element.removeEventListener("keydown", onKey, true);
    for (const key of held.splice(0)) {
      const target = document.activeElement;
      if (target instanceof HTMLElement && element.contains(target))
        target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    }
  });
}

/** Hydrates `element` on the first intent (or when something else wakes it). */
function sleepUntilIntent(element: HTMLElement): void {
  let woken: Promise<void> | null = null;
  const wake = (): Promise<void> => {
    if (woken) return woken;
    for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent, true);
    sleeping.delete(element);
    woken = hydrate([element]);
    holdMenuKeys(element, woken);
    return woken;
  };
  sleeping.set(element, wake);
  const onIntent = (event: Event) => {
    if (!isIntent(event)) return;
    // What woke it, for whoever reads the page (tests, the bench): "pointermove", "focusin", …
    element.dataset.wokenBy = event.type;
    void wake();
  };
  for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, { capture: true, passive: true });
}

/** Before the header's island hydrates: Escape closes its open disclosure, focus on its button. */
function escapeClosesMenus(header: HTMLElement): void {
  header.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || header.querySelector('[data-menu-ready="true"]')) return;
    const open = header.querySelector<HTMLDetailsElement>("details[open]");
    if (!open) return;
    open.open = false;
    open.querySelector("summary")?.focus();
  });
}

/** The Behaviour view's disclosures: the first opening wakes the page's islands, then the view loads. */
function listenForBehaviour(): void {
  document.addEventListener(
    "toggle",
    (e) => {
      const d = e.target as HTMLDetailsElement;
      if (!d.open || !d.dataset.behaviour || d.dataset.behaviourLoaded) return;
      d.dataset.behaviourLoaded = "loading";
      void Promise.all([...sleeping.values()].map((wake) => wake()))
        .then(loadIslands)
        .then((m) => m.mountBehaviour(d));
    },
    true,
  );
  // Asked to start a path from a fresh page (the player's link): open that disclosure.
  const asked = /^#behaviour_([a-z-]+)_/.exec(location.hash);
  if (asked) document.querySelector(`details[data-behaviour="${asked[1]}"]`)?.setAttribute("open", "");
}

/** Starts the page's islands (after its first paint). */
export function startIslands(): void {
  const eager: HTMLElement[] = [];
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = element.dataset.island ?? "";
    const plain = PLAIN[name];
    if (plain) plain(element);
    else if (ON_INTENT.has(name)) {
      sleepUntilIntent(element);
      if (name === "header") escapeClosesMenus(element);
    } else eager.push(element);
  }
  // Get Started, from any page (the header may still be asleep). Heard before the header's own
  // handlers (capture): following a link closes the side menu, which takes the link out of the page.
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("header a[href]") : null;
      if (link?.getAttribute("href") === GET_STARTED_HREF) startConverter(event);
    },
    true,
  );
  focusConverterIfAsked();
  listenForBehaviour();
  // A keystroke in a calculator before it hydrates is answered by its early answer: its file is
  // requested now, before the islands' (it holds the calculator's machine, which the island needs
  // too), so that it is ready when the keystroke comes.
  // Once it has arrived, its machine runs once, in a task of its own (prepareEarlyAnswer).
  for (const element of eager) {
    const load = EARLY_ANSWERS[element.dataset.island ?? ""];
    if (load)
      earlyAnswerFile(element, load)
        .then(async (answer) => {
          await nextTask();
          answer.prepareEarlyAnswer(element);
        })
        .catch(() => undefined);
  }
  // The islands' files are requested in the next task: asking for a file (and the files it
  // imports) takes the browser a few milliseconds each on a slow phone, so the early answers' and
  // the islands' requests are not one long task (issue 33).
  void nextTask()
    .then(() => hydrate(eager))
    .then(() => {
      for (const element of eager) pressesHeld.get(element)?.();
      document.documentElement.dataset.islands = "ready";
    });
}
