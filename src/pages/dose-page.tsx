import type { Route } from "./+types/dose-page";
import { dosePageData } from "~/content/dose-content";
import { DosePageView } from "~/components/content/dose-page-view";

/** Runs at pre-render time: this page's <head> and its view, with every number computed. */
export function loader({ request }: Route.LoaderArgs) {
  return dosePageData(new URL(request.url).pathname);
}

/** Static HTML: only the islands hydrate; the <head> comes from the loader (src/lib/page-handle.ts). */
export { ISLANDS_ONLY as handle, metaOfLoader as meta } from "~/lib/page-handle";

export default function DosePage({ loaderData }: Route.ComponentProps) {
  return <DosePageView view={loaderData.view} />;
}
