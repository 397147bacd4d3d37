/**
 * Today's date on the visitor's device, for 'Last updated: <today>' (product spec: the current
 * date at display time). No React: the page's island loader (src/island-loader.ts) writes it into
 * the pre-rendered line without loading React; src/components/content/last-updated.tsx renders
 * the line (and, where React renders it, reads the same snapshot).
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "2025-11-22|November 22, 2025" for the local date (a string, so snapshots compare by value).
 * The words are en-US's long date, written here rather than by `toLocaleDateString`: a page's first
 * date format loads the browser's locale data, a long task on a slow phone (issue 33).
 */
export function todaySnapshot(now: Date = new Date()): string {
  const iso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  const text = `${MONTHS[now.getMonth()]} ${now.getDate()}, ${now.getFullYear()}`;
  return `${iso}|${text}`;
}

/** Calls `onChange` just after midnight and when the page is shown again. Returns a clean-up. */
export function subscribeToday(onChange: () => void): () => void {
  const now = new Date();
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - now.getTime();
  const timer = setTimeout(onChange, midnight + 1000);
  document.addEventListener("visibilitychange", onChange);
  return () => {
    clearTimeout(timer);
    document.removeEventListener("visibilitychange", onChange);
  };
}

/**
 * Writes today's date into the pre-rendered line's <time> (the placeholder the pre-render leaves:
 * an empty, space-reserving <time aria-hidden="true">) and keeps it current past midnight.
 */
export function showToday(line: Element): void {
  const time = line.querySelector("time");
  if (!time) return;
  const show = () => {
    const [iso, text] = todaySnapshot().split("|") as [string, string];
    time.dateTime = iso;
    time.textContent = text;
    time.removeAttribute("aria-hidden");
  };
  show();
  let stop = subscribeToday(function again() {
    show();
    stop();
    stop = subscribeToday(again);
  });
}
