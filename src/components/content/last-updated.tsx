/**
 * 'Last updated: <today>' (product spec: the current date at display time). The date is read
 * on the device after hydration through useSyncExternalStore: the pre-rendered HTML and the
 * hydration pass use the server snapshot (an empty, space-reserving placeholder), then React
 * re-renders with today's date, so there is never a hydration mismatch and never a stale build
 * date. It also updates if the page stays open past midnight. In the built pages React never
 * hydrates it: the island loader writes the date into the pre-rendered line without React
 * (src/lib/today.ts `showToday`), so a text page loads no React for it.
 */
import { useSyncExternalStore } from "react";
import styled from "styled-components";
import { subscribeToday, todaySnapshot } from "~/lib/today";

const Line = styled.p`
  color: ${({ theme }) => theme.color.muted};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  time { display: inline-block; min-width: 10ch; }
`;

const serverSnapshot = () => "";

export function LastUpdated() {
  const snapshot = useSyncExternalStore(subscribeToday, () => todaySnapshot(), serverSnapshot);
  const [iso, text] = snapshot ? snapshot.split("|") : ["", ""];
  return (
    <Line data-testid="last-updated">
      Last updated: {iso ? <time dateTime={iso}>{text}</time> : <time aria-hidden="true">&nbsp;</time>}
    </Line>
  );
}
