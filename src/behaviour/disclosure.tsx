/**
 * The Behaviour view's disclosure (issue 17), kept tiny on purpose: the view itself (reading the
 * records, diagram, trace, path player) is loaded only when a person opens a 'Behaviour'
 * disclosure (src/behaviour/behaviour-view.client.tsx).
 *
 * - `listenForBehaviour(effects)`: one delegated `toggle` listener; the first time a
 *   `<details data-behaviour>` opens, it loads the view and gives it the page's effects (the
 *   clipboard, printer and clock its path player stands in for: src/behaviour/page-effects.ts).
 * - `BehaviourDisclosure`: that closed `<details>`, in the pre-rendered HTML (no script needed to
 *   open it). `scope` names the island whose actors it shows; `machine` the machine shown first.
 */
import type { PageEffects } from "./page-effects";

/** Loads the Behaviour view the first time a `<details data-behaviour>` is opened. */
export function listenForBehaviour(effects: PageEffects): void {
  document.addEventListener(
    "toggle",
    (e) => {
      const d = e.target as HTMLDetailsElement;
      if (!d.open || !d.dataset.behaviour || d.dataset.behaviourLoaded) return;
      d.dataset.behaviourLoaded = "loading";
      void import("./behaviour-view.client").then((m) => m.mountBehaviour(d, effects));
    },
    true,
  );
  // Asked to start a path from a fresh page (the player's link): open that disclosure.
  const asked = /^#behaviour_([a-z-]+)_/.exec(location.hash);
  if (asked) document.querySelector(`details[data-behaviour="${asked[1]}"]`)?.setAttribute("open", "");
}

export function BehaviourDisclosure({
  scope,
  machine = scope,
  label = "Behaviour",
}: {
  scope: string;
  machine?: string;
  label?: string;
}) {
  return (
    <details data-behaviour={scope} data-behaviour-machine={machine} style={{ marginTop: "1rem" }}>
      <summary style={{ cursor: "pointer", minHeight: 44, lineHeight: "44px", fontWeight: 600 }}>{label}</summary>
      <div data-behaviour-view="" />
    </details>
  );
}
