/**
 * Hydrates the islands of a page (src/components/islands.tsx): each `[data-island]` element as a
 * React root of its own, with the props the pre-render wrote into it. Each island's code is
 * requested at once, all in parallel; an island hydrates when its own file arrives. Once every
 * island has hydrated (or shown its calm fallback), <html> gets data-islands="ready" (tests and
 * tools wait for it). Loaded by src/entry.client.tsx after the page's first paint.
 */
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot, isIslandName, preloadIsland } from "~/components/islands";
import { listenForBehaviour } from "~/behaviour/disclosure";
import { createPageEffects } from "~/behaviour/page-effects";

export function hydrateIslands(): void {
  // The page's clock and clipboard and printer stand-ins, given to the converter card's islands (the
  // only ones whose machines have delays and a clipboard) and to the Behaviour view's path player
  // (src/behaviour/page-effects.ts).
  const effects = createPageEffects();
  // The 'Behaviour' disclosures load their view only when first opened (issue 17).
  listenForBehaviour(effects);
  const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  const settled = elements.map((element) => {
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
    // Its file is requested now; React hydrates the island when it is there (or shows its fallback).
    preloadIsland(name).catch(() => undefined);
    return new Promise<void>((resolve) => {
      hydrateRoot(
        element,
        <StrictMode>
          <IslandRoot
            name={name}
            props={
              name === "converter" ||
              name === "syringe" ||
              name === "weight-dose" ||
              name === "reconstitution" ||
              name === "serial-dilution" ||
              name === "infusion-rate"
                ? { ...props, pageEffects: effects }
                : props
            }
            onSettled={resolve}
          />
        </StrictMode>,
      );
    });
  });
  void Promise.all(settled).then(() => {
    document.documentElement.dataset.islands = "ready";
  });
}
