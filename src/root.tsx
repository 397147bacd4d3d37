import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  isRouteErrorResponse,
  useLocation,
  useMatches,
} from "react-router";
import { useContext, type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import type { Route } from "./+types/root";
import { theme } from "~/styles/theme";
import { GlobalStyle } from "~/styles/global-style";
import { SiteFrame } from "~/components/frame/site-frame";
import { isIslandsOnly } from "~/lib/page-handle";

/**
 * The scripts at the end of a page. A page whose route `handle` says `hydrate: false` (every page
 * here: src/lib/page-handle.ts) gets only the islands entry, React Router's own client entry
 * (src/entry.client.tsx), as one module script: no router, no route modules, no loader data, no
 * module preloads. The entry's own imports (React DOM, styled-components) and the islands' files
 * are requested by the entry when it runs, after the first paint, which needs none of them.
 * The entry itself is fetched at low priority: it blocks nothing the first paint needs, and a
 * module script at the default (high) priority is counted as blocking the first paint by
 * Lighthouse's simulation (issue 33: first and largest paint about 0.2 s sooner there).
 * Other pages, the SPA fallback shell and every page under the development server (its hot
 * reload lives in <Scripts />) get React Router's scripts and hydrate whole.
 */
function PageScripts() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const leaf = useMatches().at(-1);
  const manifest = framework?.manifest;
  // The SPA fallback shell React Router renders at build time (SPA mode; postbuild removes it)
  // has no page to hydrate but the router's.
  if (!manifest || framework.isSpaMode || manifest.hmr !== undefined || !isIslandsOnly(leaf?.handle)) {
    return (
      <>
        <ScrollRestoration />
        <Scripts />
      </>
    );
  }
  return <script type="module" src={manifest.entry.module} fetchPriority="low" />;
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5cad" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icon-192.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <SiteFrame path={pathname}>{children}</SiteFrame>
        </ThemeProvider>
        <PageScripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong.";
  return (
    <main style={{ padding: "2rem" }}>
      <h1>Sorry, this page could not be shown</h1>
      <p>{message}</p>
      <p>
        <a href="/">Return to Home</a>
      </p>
    </main>
  );
}
