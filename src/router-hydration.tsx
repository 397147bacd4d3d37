/**
 * Whole-document hydration with React Router, for a page that gets React Router's scripts (a
 * route without `handle: { hydrate: false }`, and every page under the development server): see
 * src/root.tsx. Loaded by src/entry.client.tsx only then, so island pages never download it.
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
