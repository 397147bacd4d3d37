/**
 * The interactive parts of the site as islands: the calculators and the header's menus. Each is
 * its own JavaScript file (with XState, which only they use), loaded when a page shows it.
 *
 * A page's text, tables and frame hydrate with the page's first scripts; an island's code (its
 * machines, parser, formatter and view) follows in a file of its own. The pre-rendered HTML
 * already holds the whole island, preset to the page, so nothing moves or changes when its code
 * arrives: React hydrates the server-rendered HTML in place (a Suspense boundary around a lazy
 * component), and a press made before that is replayed once it has hydrated. A calculator's
 * fallback is only seen on a client-side navigation to a calculator page before its file has
 * loaded (after one visit the service worker has them all); the header is rendered once, by the
 * page frame, and is always hydrated from the pre-rendered HTML.
 *
 * If an island's file cannot be loaded (offline before the service worker has it, or a new
 * deployment replaced it) or the island fails, only that island shows a calm message with a
 * 'Try again' button (the header falls back to plain links); the rest of the page keeps working.
 */
import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from "react";
import styled from "styled-components";
import { PlainHeader } from "./frame/plain-header";
import type { ConverterCardProps } from "./converter/converter-card";
import type { SyringeCalculatorProps } from "./syringe/syringe-calculator";

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
  }

  override render(): ReactNode {
    return this.state.error ? this.props.failed : this.props.children;
  }
}

/**
 * 'Try again' loads the page again: a browser keeps a script file that failed to load as failed
 * for the rest of the page's life, so only a new page load fetches it afresh.
 */
const calculatorFailed = (
  <Failed role="alert">
    <p>
      <strong>The calculator could not be loaded.</strong> Check your internet connection, then try again. Nothing
      you typed has been sent anywhere.
    </p>
    <button type="button" onClick={() => window.location.reload()}>
      Try again
    </button>
  </Failed>
);

interface Island<P> {
  (props: P): ReactNode;
  /** Loads the island's code now: the pre-render does this before rendering any page. */
  preload(): Promise<void>;
}

const calculatorLoading = (
  <Loading role="status" aria-live="polite">
    Loading the calculator…
  </Loading>
);

function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = calculatorLoading,
  failed: ReactNode = calculatorFailed,
): Island<P> {
  // Once loaded, the component itself. The pre-render loads every island first (below), so it
  // renders the island inside the Suspense boundary without suspending: the boundary is complete
  // in the HTML, with no fallback and no script to reveal it (readable without JS).
  let loaded: ComponentType<P> | null = null;
  const Lazy = lazy(async () => {
    loaded = await load();
    return { default: loaded };
  });
  function Island(props: P) {
    const Loaded = import.meta.env.SSR && loaded ? loaded : Lazy;
    return (
      <IslandBoundary failed={failed}>
        <Suspense fallback={fallback}>
          <Loaded {...props} />
        </Suspense>
      </IslandBoundary>
    );
  }
  Island.preload = async () => {
    loaded = await load();
  };
  return Island;
}

/** The site header with its menus (desktop dropdowns and the side menu). */
export const HeaderIsland = island<object>(
  () => import("./frame/site-header").then((m) => m.SiteHeader),
  null,
  <PlainHeader />,
);

/** The mg ↔ mL converter card (home page and the 37 dose pages). */
export const ConverterIsland = island<ConverterCardProps>(() => import("./converter/converter-card").then((m) => m.ConverterCard));

/** The converter and the drawn syringe of /mg-to-ml-syringe. */
export const SyringeIsland = island<SyringeCalculatorProps>(() => import("./syringe/syringe-calculator").then((m) => m.SyringeCalculator));

/** The molarity calculator form. */
export const MolarityIsland = island<object>(() => import("./lab/molarity-calculator").then((m) => m.MolarityCalculator));

/** The C1V1 = C2V2 dilution calculator form. */
export const DilutionIsland = island<object>(() => import("./lab/dilution-calculator").then((m) => m.DilutionCalculator));

// The pre-render (server build) has every calculator loaded before it renders a page.
if (import.meta.env.SSR) {
  await Promise.all([HeaderIsland, ConverterIsland, SyringeIsland, MolarityIsland, DilutionIsland].map((i) => i.preload()));
}
