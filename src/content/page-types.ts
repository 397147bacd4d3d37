/**
 * The one schema of the site's content: every public route has one file in src/content/pages,
 * named by its URL (/30-mg-to-ml → pages/30-mg-to-ml.ts, / → pages/index.ts), whose default
 * export is a PageContent. Which kind a route takes follows from its group in the route table
 * (src/data/route-table.ts); tests/unit/content-pages.test.ts checks files, registry and routes
 * against each other. Texts and inputs only: every number is computed when a page is built.
 */
import type { DoseContent } from "./types";

export type { DoseContent };

export type PageContent = DoseContent;

/** A dose page (/20-mg-to-ml, /5-ml-to-mg): intro, reference table, worked examples, safety, FAQ. */
export const dosePage = (content: Omit<DoseContent, "kind">): DoseContent => ({ kind: "dose", ...content });
