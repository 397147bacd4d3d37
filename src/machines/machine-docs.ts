/**
 * The words of a machine live in the machine (house style: "nothing about a machine is written
 * twice"). Every machine's root config carries `meta: { docs: MachineDocs }`, every state node a
 * `description`, and transitions may carry a `description` too. The registry, `npm run diagrams`,
 * `npm run paths`, docs/behaviour.md and the coverage report read them from here.
 *
 *   createMachine({
 *     id: "converter",
 *     meta: { docs: { title, summary, usedOn, events: {...}, guards: {...}, delays: {...}, actors: {...} } satisfies MachineDocs },
 *     states: { idle: { description: "Nothing typed yet." } },
 *   })
 *
 * Event keys: user events by type ("amount.change"); delays as "xstate.after.<delay>"; invoked
 * actors as "xstate.done.actor.<id>" / "xstate.error.actor.<id>"; eventless transitions as "always".
 * Types only and one pure reader: no React, no browser API.
 */
import type { AnyStateMachine } from "xstate";

export interface MachineDocs {
  /** Human title: "Converter (mg ⇄ mL)". */
  title: string;
  /** What the machine decides, in plain language. */
  summary: string;
  /** Where it runs on the site. */
  usedOn: string;
  /** Every event key the machine handles, in plain language (who sends it and when). */
  events: Record<string, string>;
  /** Every guard by name, in plain language. */
  guards: Record<string, string>;
  /** Every named delay, in plain language. */
  delays: Record<string, string>;
  /** Every invoked or spawned actor by src, in plain language. */
  actors: Record<string, string>;
  /**
   * The spec clauses and decisions this machine implements (ids of tools/trace/clauses/*.ts), each
   * with the states ("converter.copy.copied") and events ("converter:swap") that implement it.
   * Every state and event is in at least one; `npm run trace` joins them with the clauses' tests.
   */
  clauses: Readonly<Record<string, readonly string[]>>;
}

/** The docs a machine carries in its root `meta.docs`; throws when a machine has none. */
export function machineDocs(machine: AnyStateMachine): MachineDocs {
  const docs = (machine.root.meta as { docs?: MachineDocs } | undefined)?.docs;
  if (!docs) throw new Error(`Machine "${machine.id}" has no meta.docs (see src/machines/machine-docs.ts)`);
  return docs;
}
