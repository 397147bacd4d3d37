/**
 * The warnings of the high-alert medicines a page names (issue 27, src/data/max-doses.ts
 * HIGH_ALERT): shown near the top of the page, before any number that could be taken for a dose.
 */
import { Callout } from "./content-ui";

export function HighAlertWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Callout $tone="warning" role="note" aria-label="High-alert medicines on this page" data-testid="high-alert">
      {warnings.map((w) => (
        <p key={w}>
          <strong>{w.slice(0, w.indexOf(":") + 1)}</strong>
          {w.slice(w.indexOf(":") + 1)}
        </p>
      ))}
    </Callout>
  );
}
