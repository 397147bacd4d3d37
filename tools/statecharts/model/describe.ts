/**
 * Describing paths for people: the state a snapshot is in ("copy.copied"), and a path as numbered
 * steps ("1. Type 20 in Amount (mg)"), in the words of a machine's `StepDescriber` or, for what it
 * does not word, the default wording. `npm run paths` and the Behaviour view's path lists use it.
 */
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { activeNodes } from "./xstate-internals";
import type { MachineModel, ModelPath } from "./types";

/** "copy.copied" / "list.converted, copy.idle": the active leaf states. */
export function stateLabel(snapshot: AnyMachineSnapshot): string {
  const leaves = activeNodes(snapshot)
    .filter((n) => n.type === "atomic" || n.type === "final")
    .sort((a, b) => a.order - b.order);
  return leaves.map((n) => n.path.join(".")).join(", ") || "(root)";
}

/** Says in words what a step does, or undefined to use the default wording. */
export type StepDescriber = (
  event: EventObject,
  context: { before: AnyMachineSnapshot; after: AnyMachineSnapshot; model: MachineModel },
) => string | undefined;

/** Default wording: delays, invocation results and plain events. */
export function defaultStepDescription(event: EventObject, model: MachineModel, before?: AnyMachineSnapshot): string {
  const delay = model.delayOf(event, before);
  if (delay) {
    const seconds = delay.ms / 1000;
    return `Wait ${seconds} second${seconds === 1 ? "" : "s"} (${delay.name})`;
  }
  const invocation = model.invocationOf(event);
  if (invocation) return invocation.outcome === "done" ? `${invocation.id} succeeds` : `${invocation.id} fails`;
  const { type, ...rest } = event;
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
}

/**
 * A path as numbered steps for people:
 *   1. Type 20 in Amount (mg)        → copy.idle
 *   2. Press Copy result             → copy.copying
 * `withStates` adds the state reached after each step.
 */
export function describePath(
  model: MachineModel,
  p: ModelPath<AnyMachineSnapshot, EventObject>,
  describer?: StepDescriber,
  { withStates = true }: { withStates?: boolean } = {},
): string[] {
  const lines = p.steps.map((st, i) => {
    const text =
      describer?.(st.event, { before: st.before, after: st.state, model }) ??
      defaultStepDescription(st.event, model, st.before);
    return { text: `${i + 1}. ${text}`, state: stateLabel(st.state) };
  });
  if (!withStates) return lines.map((l) => l.text);
  const width = Math.max(0, ...lines.map((l) => l.text.length));
  return lines.map((l) => `${l.text.padEnd(width)}  → ${l.state}`);
}

/** A path's title: "path 3: copy → done writeClipboard (ends in copy.copied)". */
export function pathTitle(index: number, events: readonly EventObject[], end: AnyMachineSnapshot): string {
  const eventsText = events
    .map((e) => e.type.replace(/^xstate\.(after|done\.actor|error\.actor)\.([^.]+).*$/, "$1 $2"))
    .join(" → ");
  return `path ${index}: ${eventsText || "(initial state)"} (ends in ${stateLabel(end)})`;
}
