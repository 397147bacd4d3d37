import type { Route } from "./+types/privacy-policy";
import { PRIVACY_SECTIONS, staticPageData } from "~/content/static-pages";
import { PageContainer, PageHeading, Lead } from "~/components/page/page-layout";
import { TextSections } from "~/components/content/text-sections";
import { LastUpdatedIsland } from "~/components/islands";
import { ISLANDS_ONLY } from "~/lib/page-handle";

/** Runs at pre-render time: the page's <head>, heading and text. */
export function loader() {
  return staticPageData("/privacy-policy", { sections: PRIVACY_SECTIONS });
}

/** Static HTML: only the islands hydrate (src/lib/page-handle.ts). */
export const handle = ISLANDS_ONLY;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <PageContainer>
      <PageHeading>{view.heading}</PageHeading>
      <LastUpdatedIsland />
      <Lead>The short version: we collect nothing. Here are the details.</Lead>
      <TextSections sections={view.sections} />
    </PageContainer>
  );
}
