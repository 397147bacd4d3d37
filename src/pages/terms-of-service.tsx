import type { Route } from "./+types/terms-of-service";
import { TERMS_LEAD, TERMS_SECTIONS, staticPageData } from "~/content/static-pages";
import { TextPage } from "~/components/content/text-page";
import { ISLANDS_ONLY } from "~/lib/page-handle";

/** Runs at pre-render time: the page's <head>, heading and text. */
export function loader() {
  return staticPageData("/terms-of-service", { lead: TERMS_LEAD, sections: TERMS_SECTIONS });
}

/** Static HTML: only the islands hydrate (src/lib/page-handle.ts). */
export const handle = ISLANDS_ONLY;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TextPage view={loaderData.view} lastUpdated />;
}
