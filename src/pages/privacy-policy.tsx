import type { Route } from "./+types/privacy-policy";
import { PRIVACY_LEAD, PRIVACY_SECTIONS, staticPageData } from "~/content/static-pages";
import { TextPage } from "~/components/content/text-page";
import { ISLANDS_ONLY } from "~/lib/page-handle";

/** Runs at pre-render time: the page's <head>, heading and text. */
export function loader() {
  return staticPageData("/privacy-policy", { lead: PRIVACY_LEAD, sections: PRIVACY_SECTIONS });
}

/** Static HTML: only the islands hydrate (src/lib/page-handle.ts). */
export const handle = ISLANDS_ONLY;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TextPage view={loaderData.view} lastUpdated />;
}
