import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import type { Route } from "./+types/root";
import { theme } from "~/styles/theme";
import { GlobalStyle } from "~/styles/global-style";
import { SiteFrame } from "~/components/frame/site-frame";

export function Layout({ children }: { children: ReactNode }) {
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
          <SiteFrame>{children}</SiteFrame>
        </ThemeProvider>
        <ScrollRestoration />
        <Scripts />
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
