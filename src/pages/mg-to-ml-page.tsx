import type { Route } from "./+types/mg-to-ml-page";
import { dosePageData } from "~/content/dose-content";
import { DosePageView } from "~/components/content/dose-page-view";

/** Runs at pre-render time: this page's <head> and its view, with every number computed. */
export function loader({ request }: Route.LoaderArgs) {
  return dosePageData(new URL(request.url).pathname);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function DosePage({ loaderData }: Route.ComponentProps) {
  return <DosePageView view={loaderData.view} />;
}
