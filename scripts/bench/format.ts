/** How the bench writes its figures (tables, log lines). */
import { kB } from "../lib/sizes";

/** A score, right-aligned in 3 characters; "–" when there is none. */
export const fmt = (n: number | null) => (n === null ? "–" : String(n).padStart(3));
export const ms = (n: number | null) => (n === null ? "–" : `${Math.round(n)} ms`);
export const cls = (n: number | null) => (n === null ? "–" : n.toFixed(3));
/** Bytes as kB with one decimal, without the unit (the table's header says kB). */
export const kb = (n: number) => kB(n).replace(" kB", "");
export const metText = (m: boolean | null) => (m === null ? "not measured" : m ? "yes" : "NO");
