/**
 * The Behaviour view (issue 17), loaded only when a person opens a 'Behaviour' disclosure (see
 * src/behaviour/recorder.ts): for a machine of the island,
 *
 * - its diagram (the SVG of docs/machines, generated from the machine by its diagram tool), with
 *   the active states outlined and listed as text, each with its plain description from the
 *   machine (not a live region: the page's one announcer speaks for the calculator);
 * - the events it received since the page loaded (recorded from the start by the recorder),
 *   newest first, each with what it means (the machine's own words) and the transitions taken
 *   (source → target, guard, actions), and a button that copies them as JSON (said by the page's
 *   one announcer);
 * - the path player (src/behaviour/path-player.tsx).
 *
 * The diagram and the path list of each machine are files of their own in the build, loaded
 * from the site itself when the view needs them: nothing is requested from anywhere else.
 */
import { StrictMode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import styled, { ThemeProvider } from "styled-components";
import type { AnyActorRef } from "xstate";
import { theme } from "~/styles/theme";
import { buffers } from "./recorder";
import {
  activeIds,
  activeStates,
  eventDescription,
  leafLabel,
  recordsOf,
  traceOf,
  type NodeLike,
  type Scope,
} from "./behaviour.calc";
import { announce } from "~/lib/announce";
import type { MachineDocs } from "~/machines/machine-docs";
import { NOT_STARTED_TITLES, STARTED_ON_FIRST_USE, hashTarget, loadDiagram } from "./behaviour-data";
import { PathPlayer } from "./path-player";
import type { PageEffects } from "./page-effects";
import { subscribeScope } from "./player-dom";

/**
 * Resolves once every island has hydrated (src/islands.client.tsx sets data-islands="ready").
 * The view must not add its DOM inside an island React has not hydrated yet: React would find
 * HTML it did not render and render the whole island again, closing the disclosure.
 */
function islandsReady(): Promise<void> {
  const root = document.documentElement;
  if (root.dataset.islands === "ready") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.dataset.islands !== "ready") return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ["data-islands"] });
  });
}

/** Mounts the view in an opened `<details data-behaviour>` (called once per disclosure). */
export async function mountBehaviour(details: HTMLDetailsElement, effects: PageEffects): Promise<void> {
  await islandsReady();
  const host = details.querySelector<HTMLElement>("[data-behaviour-view]");
  if (!host) return;
  const scope = details.dataset.behaviour!;
  createRoot(host).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <BehaviourView scopeName={scope} initialMachine={details.dataset.behaviourMachine ?? scope} effects={effects} />
      </ThemeProvider>
    </StrictMode>,
  );
  details.dataset.behaviourLoaded = "ready";
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} 0;
  color: ${({ theme }) => theme.color.text};
  font-size: 0.95rem;
  section { display: grid; gap: ${({ theme }) => theme.space(2)}; }
  .title { font-weight: 700; }
  code { font-family: ${({ theme }) => theme.font.mono}; font-size: 0.85rem; overflow-wrap: anywhere; }
  select, button {
    font: inherit;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 2px solid ${({ theme }) => theme.color.control};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    padding: 0 ${({ theme }) => theme.space(3)};
  }
  button { font-weight: 600; cursor: pointer; }
  button:disabled { cursor: not-allowed; opacity: 0.6; }
  ol { margin: 0; padding-left: 1.5rem; }
`;

const DiagramBox = styled.div`
  overflow: auto;
  max-height: 70vh;
  border: 1px solid ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #ffffff;
  svg { display: block; }
  /* The active states: a thick dark-red outline (well over 3:1 against the diagram's fills). */
  [data-active="true"] > path,
  [data-active="true"] > polygon,
  [data-active="true"] > ellipse {
    stroke: #a3001b;
    stroke-width: 4px;
  }
  g.node[data-active="true"] > path { fill: #ffe3e3; }
`;

const Trace = styled.ol`
  max-height: 24rem;
  overflow: auto;
  li { margin: 0 0 ${({ theme }) => theme.space(2)}; }
  ul { margin: 0; padding-left: 1.25rem; }
`;

/** The island's records and actors, read again on every event the recorder keeps. */
function useScope(scopeName: string): Scope {
  const cache = useRef<{ length: number; last: unknown; scope: Scope } | null>(null);
  const buffer = (buffers[scopeName] ??= { events: [] });
  const read = () => {
    const events = buffer.events;
    const last = events[events.length - 1];
    if (!cache.current || cache.current.length !== events.length || cache.current.last !== last) {
      cache.current = { length: events.length, last, scope: recordsOf(events) };
    }
    return cache.current.scope;
  };
  return useSyncExternalStore((notify) => subscribeScope(scopeName, notify), read);
}

/** The words of an actor's machine (its `meta.docs`), or null. */
function docsOf(actor: AnyActorRef | undefined): MachineDocs | null {
  const root = (actor as unknown as { logic?: { root?: { meta?: { docs?: MachineDocs } } } } | undefined)?.logic?.root;
  return root?.meta?.docs ?? null;
}

/** The live nodes of an actor's snapshot. */
export function nodesOf(actor: AnyActorRef | undefined): NodeLike[] {
  return (actor?.getSnapshot() as { _nodes?: NodeLike[] } | undefined)?._nodes ?? [];
}

function BehaviourView({
  scopeName,
  initialMachine,
  effects,
}: {
  scopeName: string;
  initialMachine: string;
  effects: PageEffects;
}) {
  const scope = useScope(scopeName);
  const [machine, setMachine] = useState(() => hashTarget(scopeName)?.machine ?? initialMachine);
  const later = STARTED_ON_FIRST_USE[scopeName] ?? [];
  const names = [...new Set([initialMachine, ...[...Object.keys(scope.actors), ...later].sort()])];
  const actor = scope.actors[machine];
  const nodes = nodesOf(actor);
  const label = actor ? leafLabel(nodes) : null;
  const states = actor ? activeStates(nodes) : [];
  // eslint-disable-next-line react-hooks/preserve-manual-memoization -- `nodes` is the snapshot's own array: one snapshot, one `ids`
  const ids = useMemo(() => activeIds(nodes), [nodes]);
  const idBase = `behaviour-${scopeName}`;
  const docs = docsOf(actor);

  return (
    <Root data-behaviour-machine={machine}>
      <p>
        <label htmlFor={`${idBase}-machine`}>Machine </label>
        <select id={`${idBase}-machine`} value={machine} onChange={(e) => setMachine(e.target.value)}>
          {names.map((n) => {
            const title = docsOf(scope.actors[n])?.title ?? NOT_STARTED_TITLES[n];
            return (
              <option key={n} value={n}>
                {title ? `${title} (${n})` : n}
              </option>
            );
          })}
        </select>
      </p>
      {docs ? <p>{docs.summary}</p> : null}
      <p data-behaviour-active="">
        {label === null ? (
          <>The {machine} machine is not running on this page yet.</>
        ) : (
          <>
            {/* The list below names each active state again with its meaning: a screen reader
                reads the dotted ids once, there (issue 53). */}
            Active state of {machine}: <strong aria-hidden={states.length > 0 ? "true" : undefined}>{label}</strong>
          </>
        )}
      </p>
      {states.length > 0 ? (
        <ul aria-label={`The active states of ${machine} and what they mean`} data-behaviour-meanings="">
          {states.map((st) => (
            <li key={st.name}>
              <code>{st.name}</code>: {st.description ?? "(no description)"}
            </li>
          ))}
        </ul>
      ) : null}
      <Diagram machine={machine} active={ids} />
      <EventTrace scope={scope} machine={machine} idBase={idBase} events={docs?.events ?? null} />
      {actor || later.includes(machine) ? (
        <PathPlayer key={machine} scopeName={scopeName} machine={machine} idBase={idBase} effects={effects} />
      ) : null}
    </Root>
  );
}

const diagramFailed = (machine: string) =>
  `The diagram of ${machine} could not be loaded. Reload the page to try again.`;

/** The diagram of a machine, its active state nodes marked `data-active="true"`. */
function Diagram({ machine, active }: { machine: string; active: string[] }) {
  const box = useRef<HTMLDivElement | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setLoaded(null);
    setFailed(false);
    const load = loadDiagram(machine);
    if (!load) {
      setFailed(true);
      return;
    }
    load.then(
      (svgText) => {
        if (!live || !box.current) return;
        const doc = new DOMParser().parseFromString(svgText, "image/svg+xml");
        const svg = doc.documentElement;
        svg.setAttribute("role", "img");
        svg.setAttribute(
          "aria-label",
          `State diagram of the ${machine} machine; the active states are listed above it.`,
        );
        for (const g of svg.querySelectorAll("g.node, g.cluster")) {
          const title = g.querySelector(":scope > title");
          const id = title?.textContent?.replace(/^cluster_/, "") ?? "";
          if (id && !id.includes("::")) g.setAttribute("data-state-id", id);
          title?.remove();
        }
        box.current.replaceChildren(document.importNode(svg, true));
        setLoaded(machine);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [machine]);

  useEffect(() => {
    if (loaded !== machine || !box.current) return;
    const on = new Set(active);
    for (const g of box.current.querySelectorAll<SVGGElement>("[data-state-id]")) {
      g.setAttribute("data-active", on.has(g.getAttribute("data-state-id")!) ? "true" : "false");
    }
  }, [loaded, machine, active]);

  useEffect(() => {
    if (failed) announce(diagramFailed(machine));
  }, [failed, machine]);

  return (
    <section aria-label={`Diagram of ${machine}`}>
      {failed ? <p>{diagramFailed(machine)}</p> : null}
      {/* Scrollable by keyboard: the diagram is larger than the card. */}
      <DiagramBox
        ref={box}
        tabIndex={0}
        role="region"
        aria-label={`Diagram of ${machine} (scrollable)`}
        data-behaviour-diagram={machine}
      />
    </section>
  );
}

/**
 * The events received, with 'Copy the trace as JSON'. Its copied / refused feedback is still the
 * view's own state, as are the machine chosen and the diagram's loading: they are not the path
 * player's behaviour (the player is one per machine shown and starts again when another machine is
 * chosen), so they do not fit in its machine. Their home is a machine of the view itself
 * (machine choice, diagram loading, the trace's copy with the clipboard as a provided actor), with
 * the player as its child: not written yet.
 */
function EventTrace({
  scope,
  machine,
  idBase,
  events,
}: {
  scope: Scope;
  machine: string;
  idBase: string;
  /** The machine's words for its events (meta.docs.events). */
  events: Readonly<Record<string, string>> | null;
}) {
  const trace = traceOf(scope.records, machine);
  const [copied, setCopied] = useState("");
  const copy = () => {
    const json = JSON.stringify({ machine, events: trace }, null, 2);
    // Shown next to the button and said once by the page's one announcer.
    const say = (words: string) => {
      setCopied(words);
      announce(words);
    };
    navigator.clipboard.writeText(json).then(
      () => say(`Copied ${trace.length} event${trace.length === 1 ? "" : "s"} as JSON.`),
      () => say("The browser did not allow copying."),
    );
  };
  return (
    <section aria-labelledby={`${idBase}-trace`}>
      <span className="title" id={`${idBase}-trace`}>
        Events received by {machine} since the page loaded, newest first ({trace.length})
      </span>
      <p>
        <button type="button" onClick={copy} disabled={trace.length === 0}>
          Copy the trace as JSON
        </button>{" "}
        <span>{copied}</span>
      </p>
      <Trace data-behaviour-trace="" tabIndex={0} aria-labelledby={`${idBase}-trace`}>
        {trace.map((t, i) => (
          <li key={trace.length - i}>
            <code>{t.event.type}</code>
            {eventParams(t.event)}: {t.from ?? "(start)"} → <strong>{t.to}</strong>
            {eventDescription(events, t.event.type) ? (
              <span className="means"> ({eventDescription(events, t.event.type)})</span>
            ) : null}
            {t.transitions.length ? (
              <ul>
                {t.transitions.map((tr, k) => (
                  <li key={k}>
                    <code>{tr.route}</code>
                    {tr.guard ? <> if {tr.guard}</> : null}
                    {tr.actions.length ? <> / {tr.actions.join(", ")}</> : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </Trace>
    </section>
  );
}

function eventParams(event: { type: string }): string {
  const { type: _type, ...rest } = event as Record<string, unknown>;
  const text = JSON.stringify(rest, (_k, v: unknown) =>
    typeof v === "object" && v !== null && "id" in v && "send" in v ? "(actor)" : v,
  );
  return text === "{}" ? "" : ` ${text.length > 120 ? `${text.slice(0, 117)}…` : text}`;
}
