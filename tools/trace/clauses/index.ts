/**
 * Every clause docs/behaviour.md traces, by section, in the page's order (`npm run trace` renders
 * the page from these and from the machines' meta.docs.clauses).
 */
import type { ClauseSection } from "../clause";
import spec4 from "./spec-4";
import spec5 from "./spec-5";
import spec8 from "./spec-8";
import spec9 from "./spec-9";
import decisions from "./decisions";
import further from "./further";
import loading from "./loading";

export const CLAUSE_SECTIONS: readonly ClauseSection[] = [spec4, spec5, spec8, spec9, decisions, further, loading];
