/**
 * 'Last updated: <today>' (product spec: the current date at display time). The date is read
 * on the device after hydration through useSyncExternalStore: the pre-rendered HTML and the
 * hydration pass use the server snapshot (an empty, space-reserving placeholder), then React
 * re-renders with today's date, so there is never a hydration mismatch and never a stale build
 * date. It also updates if the page stays open past midnight.
 */
import { useSyncExternalStore } from "react";
import styled from "styled-components";

const Line = styled.p`
  color: ${({ theme }) => theme.color.muted};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  time { display: inline-block; min-width: 10ch; }
`;

/** "2025-11-22|November 22, 2025" for the local date (a string, so snapshots compare by value). */
export function todaySnapshot(now: Date = new Date()): string {
  const iso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  const text = now.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
  return `${iso}|${text}`;
}

function subscribe(onChange: () => void): () => void {
  const now = new Date();
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - now.getTime();
  const timer = setTimeout(onChange, midnight + 1000);
  document.addEventListener("visibilitychange", onChange);
  return () => {
    clearTimeout(timer);
    document.removeEventListener("visibilitychange", onChange);
  };
}

const serverSnapshot = () => "";

export function LastUpdated() {
  const snapshot = useSyncExternalStore(subscribe, () => todaySnapshot(), serverSnapshot);
  const [iso, text] = snapshot ? snapshot.split("|") : ["", ""];
  return (
    <Line data-testid="last-updated">
      Last updated: {iso ? <time dateTime={iso}>{text}</time> : <time aria-hidden="true">&nbsp;</time>}
    </Line>
  );
}
