import type { Route } from "./+types/dose-page";
import { dosePageData } from "~/content/dose-content";
import { DosePageView } from "~/components/content/dose-page-view";
import { ISLANDS_ONLY } from "~/lib/page-handle";

/** Runs at pre-render time: this page's <head> and its view, with every number computed. */
export function loader({ request }: Route.LoaderArgs) {
  return dosePageData(new URL(request.url).pathname);
}

/** Static HTML: only the islands hydrate (src/lib/page-handle.ts). */
export const handle = ISLANDS_ONLY;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function DosePage({ loaderData }: Route.ComponentProps) {
  return <DosePageView view={loaderData.view} />;
}
