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
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import styled from "styled-components";
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

interface Island<P> {
  (props: P): ReactNode;
  /** Loads the calculator's code now (the pre-render does this before rendering any page). */
  preload(): Promise<void>;
}

const calculatorLoading = (
  <Loading role="status" aria-live="polite">
    Loading the calculator…
  </Loading>
);

function island<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = calculatorLoading): Island<P> {
  // Once loaded, the component itself. The pre-render loads every island first (below), so it
  // renders the calculator inside the Suspense boundary without suspending: the boundary is
  // complete in the HTML, with no fallback and no script to reveal it (readable without JS).
  let loaded: ComponentType<P> | null = null;
  const Lazy = lazy(async () => {
    loaded = await load();
    return { default: loaded };
  });
  function Island(props: P) {
    const Component = import.meta.env.SSR && loaded ? loaded : Lazy;
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  Island.preload = async () => {
    loaded = await load();
  };
  return Island;
}

/** The site header with its menus (desktop dropdowns and the side menu). */
export const HeaderIsland = island<object>(() => import("./frame/site-header").then((m) => m.SiteHeader), null);

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
