import type { Route } from "./+types/static-page";
import { staticPageData } from "~/content/static-pages";
import { TextPage } from "~/components/content/text-page";
import { ContactPage } from "~/components/content/contact-page";

/** Runs at pre-render time: the page's <head>, heading and text (src/content/pages/<url>.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return staticPageData(new URL(request.url).pathname);
}

/** Static HTML: only the islands hydrate; the <head> comes from the loader (src/lib/page-handle.ts). */
export { ISLANDS_ONLY as handle, metaOfLoader as meta } from "~/lib/page-handle";

/** About, Contact and the legal pages. */
export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  if (view.kind === "contact") return <ContactPage view={view} />;
  return <TextPage view={view} lastUpdated={view.lastUpdated} disclaimerNote={view.disclaimerNote} />;
}
