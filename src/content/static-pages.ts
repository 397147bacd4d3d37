/**
 * The views of the static pages (About, Contact, Privacy Policy, Terms of Service, Medical
 * Disclaimer), built at pre-render time from their content files (src/content/pages/<url>.ts).
 */
import { findRoute } from "~/data/site-routes";
import { pageMeta } from "~/lib/meta";
import { PAGE_CONTENT } from "./page-registry";
import type { ContactContent, TextContent } from "./page-types";
import type { PageData } from "./view-types";

/** A static page as its route module shows it: the route's heading with the page's content. */
export type StaticPageView = (TextContent | ContactContent) & { readonly heading: string };

/**
 * Loader data of a static page: its <head> and its view. Runs at pre-render time, so the browser
 * only receives the page it shows.
 */
export function staticPageData(path: string): PageData<StaticPageView> {
  const route = findRoute(path);
  const content = PAGE_CONTENT[path];
  if (!route || (content?.kind !== "text" && content?.kind !== "contact"))
    throw new Response("Not a static page", { status: 404 });
  return { meta: pageMeta(path), view: { heading: route.heading, ...content } };
}
