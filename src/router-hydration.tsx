/**
 * Whole-document hydration with React Router, for pages that get React Router's scripts: every
 * page under the development server (hot reload lives in <Scripts />; see src/root.tsx). Loaded by
 * src/entry.client.tsx only there; a build leaves it out.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

export function hydrateDocument(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
