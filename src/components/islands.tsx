/**
 * The interactive parts of the site as islands: the calculators and the header's menus. They are
 * the only parts of a page that hydrate; everything else (text, tables, links, the footer) is
 * static pre-rendered HTML that no script touches.
 *
 * When each hydrates is the island loader's choice (src/island-loader.ts): the calculators after
 * the first paint, the header on a person's first intent (its menus work before that as native
 * disclosures), 'Last updated' and the Not-found mark never (done without React).
 *
 * On the server (the pre-render), a page renders an island as an element of its own,
 * `<div data-island="converter" data-island-props="{…}">`, holding the whole island preset to
 * the page, so it is complete and readable before any script runs. In the browser, after the
 * first paint, src/islands.client.tsx (loaded by the entry, src/entry.client.tsx) finds each
 * `[data-island]` element and hydrates it as a React root of its own with the props serialized in
 * the attribute, rendering the same `IslandRoot` tree as the server did. An island's code (its
 * machines, parser, formatter and view) is a file of its own, requested for every island on the
 * page at once; React hydrates the server-rendered HTML in place
 * (a Suspense boundary around a lazy component) when it arrives, so nothing moves or changes,
 * and a press made before that is replayed once it has hydrated.
 *
 * If an island's file cannot be loaded (offline before the service worker has it, or a new
 * deployment replaced it) or the island fails, only that island shows a calm message with a
 * 'Try again' button (the header falls back to plain links); the rest of the page keeps working.
 */
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from "react";
import styled, { ThemeProvider } from "styled-components";
import { theme } from "~/styles/theme";
import { announce } from "~/lib/announce";
import { PlainHeader } from "./frame/plain-header";
import { IslandHydrationContext, createIslandHydration, type IslandHydration } from "./hydrate-later";
import { prepareComponent } from "./prepare-island";
import type { ConverterCardProps } from "./converter/converter-card";
import type { SyringeCalculatorProps } from "./syringe/syringe-calculator";
import type { SiteHeaderProps } from "./frame/site-header";

const Loading = styled.div`
  min-height: 24rem;
  display: grid;
  place-items: center;
  margin: 0 0 ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.muted};
`;

const Failed = styled(Loading)`
  gap: ${({ theme }) => theme.space(3)};
  align-content: center;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  color: ${({ theme }) => theme.color.text};
  p { margin: 0; max-width: 32rem; }
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

interface BoundaryProps {
  /** What to show instead of a failed island. */
  failed: ReactNode;
  /** Called once the failure is shown. */
  onFailed?: (() => void) | undefined;
  children: ReactNode;
}

/** Keeps a failed island (its file did not load, or it threw) from taking the page down. */
class IslandBoundary extends Component<BoundaryProps, { error: boolean }> {
  override state = { error: false };

  static getDerivedStateFromError(): { error: boolean } {
    return { error: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("A part of this page could not be shown:", error, info.componentStack);
    this.props.onFailed?.();
  }

  override render(): ReactNode {
    return this.state.error ? this.props.failed : this.props.children;
  }
}

const FAILED_WORDS =
  "The calculator could not be loaded. Check your internet connection, then try again. Nothing you typed has been sent anywhere.";

/**
 * 'Try again' loads the page again: a browser keeps a script file that failed to load as failed
 * for the rest of the page's life, so only a new page load fetches it afresh. Not a live region
 * of its own: the page's one announcer says it once, when it is shown.
 */
function CalculatorFailed() {
  useEffect(() => announce(FAILED_WORDS), []);
  return (
    <Failed data-island-failed="">
      <p>
        <strong>The calculator could not be loaded.</strong> Check your internet connection, then try again. Nothing you
        typed has been sent anywhere.
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </Failed>
  );
}

const calculatorFailed = <CalculatorFailed />;

/** Shown only while an island's file loads with no server HTML: a visible status, not a live region. */
const calculatorLoading = (
  <Loading role="status" aria-live="off">
    Loading the calculator…
  </Loading>
);

/** An island's component, whatever its props (they come from its element as JSON). */
type AnyIsland = ComponentType<object>;

interface IslandKind {
  load: () => Promise<AnyIsland>;
  /** Shown while the island's file loads, if React has to render it without server HTML. */
  fallback: ReactNode;
  /** Shown instead of the island when its file cannot be loaded or it fails. */
  failed: ReactNode;
}

function kind<P>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = calculatorLoading,
  failed: ReactNode = calculatorFailed,
): IslandKind {
  return { load: load as unknown as () => Promise<AnyIsland>, fallback, failed };
}

/** The Not-found page's island draws nothing: the island loader logs the path asked for. */
function NotFoundMark() {
  return null;
}

/** Every kind of island, by the name its element carries in `data-island`. */
const ISLANDS = {
  /**
   * The site header with its menus (desktop dropdowns and the side menu). Hydrated on intent and
   * only once its file is here (src/islands.client.tsx); the fallback is kept for a failure after.
   */
  header: kind<SiteHeaderProps>(() => import("./frame/site-header").then((m) => m.SiteHeader), null, <PlainHeader />),
  /** The mg ↔ mL converter card (home page and the 37 dose pages). */
  converter: kind<ConverterCardProps>(() => import("./converter/converter-card").then((m) => m.ConverterCard)),
  /** The converter and the drawn syringe of /mg-to-ml-syringe. */
  syringe: kind<SyringeCalculatorProps>(() => import("./syringe/syringe-calculator").then((m) => m.SyringeCalculator)),
  /** The molarity calculator form. */
  molarity: kind<object>(() => import("./lab/molarity-calculator").then((m) => m.MolarityCalculator)),
  /** The C1V1 = C2V2 dilution calculator form. */
  dilution: kind<object>(() => import("./lab/dilution-calculator").then((m) => m.DilutionCalculator)),
  /** The concentration converter form (issue 32). */
  concentration: kind<object>(() => import("./lab/concentration-converter").then((m) => m.ConcentrationConverter)),
  /** The serial dilution calculator form (issue 32). */
  "serial-dilution": kind<object>(() =>
    import("./lab/serial-dilution-calculator").then((m) => m.SerialDilutionCalculator),
  ),
  /** The weight-based dose calculator (issue 31). */
  "weight-dose": kind<object>(() => import("./clinical/weight-dose-calculator").then((m) => m.WeightDoseCalculator)),
  /** The reconstitution calculator (issue 31). */
  reconstitution: kind<object>(() =>
    import("./clinical/reconstitution-calculator").then((m) => m.ReconstitutionCalculator),
  ),
  /** The infusion rate calculator (issue 31). */
  "infusion-rate": kind<object>(() =>
    import("./clinical/infusion-rate-calculator").then((m) => m.InfusionRateCalculator),
  ),
  /**
   * 'Last updated: <today>': the date on the visitor's device, not the build's. In the browser
   * the island loader writes it without React (src/lib/today.ts); only the pre-render draws it.
   */
  "last-updated": kind<object>(() => import("./content/last-updated").then((m) => m.LastUpdated), null, null),
  /** The Not-found page logs the path asked for (src/island-loader.ts: no React needed). */
  "not-found": kind<object>(async () => NotFoundMark, null, null),
} satisfies Record<string, IslandKind>;

export type IslandName = keyof typeof ISLANDS;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name);
}

// Each island's component once loaded, and the lazy component that loads it. The pre-render
// loads every island first (below), so it renders the island inside the Suspense boundary
// without suspending: the boundary is complete in the HTML, with no fallback and no script to
// reveal it (readable without JS).
const loaded = new Map<IslandName, AnyIsland>();
const lazies = new Map<IslandName, AnyIsland>();

/** Starts loading an island's code (the entry calls it for every island on the page at once). */
export function preloadIsland(name: IslandName): Promise<void> {
  return ISLANDS[name].load().then((c) => {
    loaded.set(name, c);
  });
}

/**
 * Runs the island's machine once, if its component says how (src/components/prepare-island.ts):
 * called once its file has arrived, in a task before the one it hydrates in.
 */
export function prepareIsland(name: IslandName, props: object): void {
  const component = loaded.get(name);
  if (component) prepareComponent(component, props);
}

function lazyIsland(name: IslandName): AnyIsland {
  let component = lazies.get(name);
  if (!component) {
    const load = ISLANDS[name].load;
    component = lazy(async () => ({ default: await load() }));
    lazies.set(name, component);
  }
  return component;
}

/**
 * Runs `onSettled` once the island has hydrated (its effects run), its parts that hydrate later
 * included (src/components/hydrate-later.tsx), and renders nothing.
 */
function Settled({
  onSettled,
  hydration,
}: {
  onSettled?: (() => void) | undefined;
  hydration: IslandHydration | null;
}) {
  useEffect(() => {
    if (!onSettled) return;
    if (hydration) void hydration.settled().then(onSettled);
    else onSettled();
  }, [onSettled, hydration]);
  return null;
}

export interface IslandRootProps {
  name: IslandName;
  props: object;
  /** Called once the island has hydrated, or has shown its fallback for a failure. */
  onSettled?: (() => void) | undefined;
}

/** The tree inside an island's element: the same on the server and in the browser. */
export function IslandRoot({ name, props, onSettled }: IslandRootProps) {
  const island = ISLANDS[name];
  // The component itself once its file is here (the pre-render, and the browser, which hydrates
  // an island once its file has arrived: src/islands.client.tsx), so hydration does not suspend
  // and nothing settles before the island has hydrated; else (its file failed) the lazy component,
  // whose failure the boundary shows. Chosen at the first render, one type for the root's whole
  // life, so a later render never swaps it and remounts the island.
  const [Loaded] = useState(() => loaded.get(name) ?? lazyIsland(name));
  // In the browser (where it is told when it has settled), its parts may hydrate in tasks of
  // their own (src/components/hydrate-later.tsx).
  const [hydration] = useState(() => (onSettled ? createIslandHydration() : null));
  return (
    <ThemeProvider theme={theme}>
      <IslandHydrationContext.Provider value={hydration}>
        <IslandBoundary failed={island.failed} onFailed={onSettled}>
          <Suspense fallback={island.fallback}>
            <Loaded {...props} />
            <Settled onSettled={onSettled} hydration={hydration} />
          </Suspense>
        </IslandBoundary>
      </IslandHydrationContext.Provider>
    </ThemeProvider>
  );
}

/**
 * An island in the pre-rendered page: its element (`display: contents`, so it adds no box: the
 * sticky header and the cards lay out as if it were not there) with its name and props.
 */
function islandOf<P extends object>(name: IslandName) {
  function Island(props: P) {
    return (
      <div data-island={name} data-island-props={JSON.stringify(props)} style={{ display: "contents" }}>
        <IslandRoot name={name} props={props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/**
 * Props a page gives the converter card: data only (no actor, no clipboard stand-in), as an
 * island's props travel from the pre-render to the browser as JSON.
 */
type ConverterIslandProps = Pick<ConverterCardProps, "preset" | "headingLevel" | "title" | "idPrefix">;

export const HeaderIsland = islandOf<SiteHeaderProps>("header");
export const ConverterIsland = islandOf<ConverterIslandProps>("converter");
export const SyringeIsland = islandOf<Pick<SyringeCalculatorProps, "preset">>("syringe");
export const MolarityIsland = islandOf<object>("molarity");
export const DilutionIsland = islandOf<object>("dilution");
export const ConcentrationIsland = islandOf<object>("concentration");
export const SerialDilutionIsland = islandOf<object>("serial-dilution");
export const WeightDoseIsland = islandOf<object>("weight-dose");
export const ReconstitutionIsland = islandOf<object>("reconstitution");
export const InfusionRateIsland = islandOf<object>("infusion-rate");
export const NotFoundIsland = islandOf<object>("not-found");
export const LastUpdatedIsland = islandOf<object>("last-updated");

// The pre-render (server build) has every island loaded before it renders a page.
if (import.meta.env.SSR) {
  await Promise.all((Object.keys(ISLANDS) as IslandName[]).map(preloadIsland));
}
