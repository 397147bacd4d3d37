import type { Route } from "./+types/disclaimer";
import { DISCLAIMER_LEAD, DISCLAIMER_SECTIONS, staticPageData } from "~/content/static-pages";
import { TextPage } from "~/components/content/text-page";
import { ISLANDS_ONLY } from "~/lib/page-handle";

/** Runs at pre-render time: the page's <head>, heading and text. */
export function loader() {
  return staticPageData("/disclaimer", { lead: DISCLAIMER_LEAD, sections: DISCLAIMER_SECTIONS });
}

/** Static HTML: only the islands hydrate (src/lib/page-handle.ts). */
export const handle = ISLANDS_ONLY;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TextPage view={loaderData.view} />;
}
