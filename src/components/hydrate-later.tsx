/**
 * Progressive hydration (issue 33: no long task after the first paint). An island's root
 * (src/components/islands.tsx) hydrates in the browser in one task; a part wrapped in
 * `HydrateLater` hydrates in a task of its own, after it. Its pre-rendered element stays on the
 * page meanwhile, as it is: both renderers keep the server's HTML of a part that suspends while it
 * hydrates (React's development build, and Preact in the production build, which keeps the first
 * element: give `HydrateLater` one element's worth of children). So the converter card's actor is
 * made in one task and the card drawn in the next, neither a long task on a slow phone.
 *
 * The island settles (its held presses are made, src/island-loader.ts, and the page marked ready)
 * only once every such part has hydrated: `IslandHydration.settled`.
 *
 * Outside an island's hydration (the pre-render, a view test, a part drawn later) there is no
 * `IslandHydration`, and the children render at once.
 */
import { createContext, Suspense, use, useContext, useEffect, useState, type ReactNode } from "react";
import { nextTask } from "~/lib/next-task";

/** A part that hydrates in a task of its own. */
interface LaterPart {
  /** Resolves in a new task: the part may hydrate then. */
  readonly ready: Promise<void>;
  /** Resolves once the part has hydrated (its effects ran). */
  readonly hydrated: Promise<void>;
  readonly markHydrated: () => void;
}

/** What an island's root gives its parts while it hydrates. */
export interface IslandHydration {
  /** A new part; it counts for `settled` once it starts to hydrate (`register`). */
  later(): LaterPart;
  register(part: LaterPart): void;
  /** Resolves once every registered part has hydrated, parts registered meanwhile included. */
  settled(): Promise<void>;
  /** Whether `settled` has resolved: a part mounted after that renders at once. */
  readonly isSettled: boolean;
}

export function createIslandHydration(): IslandHydration {
  const parts = new Set<LaterPart>();
  let isSettled = false;
  return {
    get isSettled() {
      return isSettled;
    },
    later() {
      let markHydrated!: () => void;
      const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
      return { ready: nextTask(), hydrated, markHydrated };
    },
    register(part) {
      parts.add(part);
    },
    async settled() {
      let count: number;
      do {
        count = parts.size;
        await Promise.all([...parts].map((p) => p.hydrated));
      } while (parts.size !== count);
      isSettled = true;
    },
  };
}

export const IslandHydrationContext = createContext<IslandHydration | null>(null);

/** Marks its part hydrated once its effects run (it draws nothing). */
function Hydrated({ part }: { part: LaterPart }) {
  useEffect(() => part.markHydrated(), [part]);
  return null;
}

interface GateProps {
  part: LaterPart | null;
  hydration: IslandHydration | null;
  children: ReactNode;
}

/** Waits for the part's task (while its island hydrates), then draws the children. */
function Gate({ part, hydration, children }: GateProps) {
  if (!part || !hydration) return children;
  hydration.register(part);
  use(part.ready);
  return (
    <>
      {children}
      <Hydrated part={part} />
    </>
  );
}

/**
 * Hydrates `children` (one element) in a task after the one its parent hydrates in. The Suspense
 * boundary is there in the pre-render too, so the server's HTML has the markers React hydrates it
 * by; it shows no fallback, since the part's HTML is on the page.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const hydration = useContext(IslandHydrationContext);
  // Made once, by the parent that stays (a part that suspends keeps no state of its own); none
  // once the island has hydrated (a part mounted later renders at once).
  const [part] = useState(() => (hydration && !hydration.isSettled ? hydration.later() : null));
  return (
    <Suspense fallback={null}>
      <Gate part={part} hydration={hydration}>
        {children}
      </Gate>
    </Suspense>
  );
}
