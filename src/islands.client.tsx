/**
 * Hydrates islands of a page (src/components/islands.tsx): each `[data-island]` element it is
 * given as a React root of its own, with the props the pre-render wrote into it. The page's island
 * loader (src/island-loader.ts, part of the entry) decides which and when: the calculators after
 * the first paint, the header on a person's first intent. Each island's code is requested at
 * once, all in parallel; an island hydrates when its own file arrives.
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot, isIslandName, preloadIsland, prepareIsland, type IslandName } from "~/components/islands";
import { nextTask } from "~/lib/next-task";
import { createPageEffects, type PageEffects } from "~/behaviour/page-effects";

// The page's clock and clipboard and printer stand-ins, given to the calculators' islands (the
// only ones whose machines have delays and a clipboard) and to the Behaviour view's path player
// (src/behaviour/page-effects.ts): one object per page.
let effects: PageEffects | undefined;
const pageEffects = () => (effects ??= createPageEffects());

/** Islands given the page's effects. */
const WITH_EFFECTS: ReadonlySet<IslandName> = new Set([
  "converter",
  "syringe",
  "weight-dose",
  "reconstitution",
  "serial-dilution",
  "infusion-rate",
  "molarity",
  "dilution",
  "concentration",
]);

/**
 * Islands that hydrate only once their file is here: hydrated on intent, they already work
 * without script (the header's disclosures), so a file that cannot be loaded leaves them as they
 * are instead of showing a fallback.
 */
const ONLY_WHEN_LOADED: ReadonlySet<IslandName> = new Set(["header"]);

function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name)) {
    console.warn(`Unknown island "${String(name)}": left as it is.`);
    return Promise.resolve();
  }
  let props: object = {};
  try {
    props = JSON.parse(element.dataset.islandProps ?? "{}") as object;
  } catch {
    console.warn(`The island "${name}" has unreadable props: left as it is.`);
    return Promise.resolve();
  }
  // Hydrated as a transition (issue 33). React (the development build) then hydrates in slices of
  // a few milliseconds and replays a press made meanwhile. Preact (the production build,
  // src/renderer/preact-dom-client.ts) hydrates an island in one task once its file is here, each
  // island a root of its own. Either way what was typed before is the field's
  // (src/components/use-typed-before-hydration.ts).
  const render = () =>
    new Promise<void>((resolve) => {
      startTransition(() => {
        hydrateRoot(
          element,
          <StrictMode>
            <IslandRoot
              name={name}
              props={WITH_EFFECTS.has(name) ? { ...props, pageEffects: pageEffects() } : props}
              onSettled={resolve}
            />
          </StrictMode>,
        );
      });
    });
  // Its file is requested now, and the island hydrates once it is here (or shows its fallback if
  // it cannot be loaded): hydrated before, a suspended island's siblings could settle first under
  // Preact, and the presses the loader holds (src/island-loader.ts) would be made too early.
  const loading = preloadIsland(name);
  // Evaluated in the task its last file arrived in, its machine run once in the next
  // (prepareIsland: the first run of a machine costs several times the next), hydrated in the one
  // after: not one long task of the three. If its file cannot be loaded, it shows its fallback.
  if (!ONLY_WHEN_LOADED.has(name))
    return loading
      .then(nextTask)
      .then(() => prepareIsland(name, props))
      .then(nextTask)
      .then(render, render);
  return loading.then(render, (error: unknown) => {
    console.warn(`The island "${name}" could not be loaded: it keeps working without script.`, error);
  });
}

/** Hydrates the given islands; resolves once each has hydrated (or shown its calm fallback). */
export async function hydrateIslands(elements: readonly HTMLElement[]): Promise<void> {
  await Promise.all(elements.map(hydrateIsland));
}

/** Loads the Behaviour view into an opened `<details data-behaviour>` (src/behaviour/disclosure.tsx). */
export async function mountBehaviour(details: HTMLDetailsElement): Promise<void> {
  const view = await import("./behaviour/behaviour-view.client");
  await view.mountBehaviour(details, pageEffects());
}
