import type { Route } from "./+types/about";
import { ABOUT_LEAD, ABOUT_SECTIONS, staticPageData } from "~/content/static-pages";
import { PageContainer, PageHeading, Lead } from "~/components/page/page-layout";
import { TextSections } from "~/components/content/text-sections";
import { DisclaimerNote } from "~/components/content/disclaimer-note";
import { ISLANDS_ONLY } from "~/lib/page-handle";

/** Runs at pre-render time: the page's <head>, heading and text. */
export function loader() {
  return staticPageData("/about", { lead: ABOUT_LEAD, sections: ABOUT_SECTIONS });
}

/** Static HTML: only the islands hydrate (src/lib/page-handle.ts). */
export const handle = ISLANDS_ONLY;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <PageContainer>
      <PageHeading>{view.heading}</PageHeading>
      <Lead>{view.lead}</Lead>
      <TextSections sections={view.sections} />
      <DisclaimerNote />
    </PageContainer>
  );
}
