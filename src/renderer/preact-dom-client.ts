/**
 * What `react-dom/client` is in the production browser build (issue 33): Preact's compatibility
 * layer, about 4 kB gzip where React DOM's client is about 75 kB. vite.config.ts points
 * `react-dom/client` here, and `react`, `react-dom` and the JSX runtimes at `preact/compat`, for
 * that build only. The pre-render (`react-dom/server`), the development build, the development
 * server and the Vitest view tests stay on React (see README, "Two renderers").
 *
 * One difference is evened out here. Preact runs effects after the next frame (a
 * `requestAnimationFrame` raced with a timeout); React runs them after a `MessageChannel` task.
 * The same here, so an effect never waits for a frame that does not come: a background tab, or a
 * test that pauses the page's clock.
 */
import { options } from "preact";
import { nextTask } from "~/lib/next-task";

options.requestAnimationFrame = (callback: () => void) => void nextTask().then(callback);

export { createRoot, hydrateRoot } from "preact/compat/client";
