/**
 * The Behaviour view's disclosure (issue 17), kept tiny on purpose: the view itself (reading the
 * records, diagram, trace, path player) is loaded only when a person opens a 'Behaviour'
 * disclosure (src/behaviour/behaviour-view.client.tsx).
 *
 * - The island loader's one delegated `toggle` listener (src/island-loader.ts): the first time a
 *   `<details data-behaviour>` opens, it wakes the page's sleeping islands, loads the view and
 *   gives it the page's effects (the clipboard, printer and clock its path player stands in for:
 *   src/behaviour/page-effects.ts).
 * - `BehaviourDisclosure`: that closed `<details>`, in the pre-rendered HTML (no script needed to
 *   open it). `scope` names the island whose actors it shows; `machine` the machine shown first.
 */
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
