import type { Route } from "./+types/disclaimer";
import { DISCLAIMER_SECTIONS, staticPageData } from "~/content/static-pages";
import { PageContainer, PageHeading, Lead } from "~/components/page/page-layout";
import { TextSections } from "~/components/content/text-sections";
import { ISLANDS_ONLY } from "~/lib/page-handle";

/** Runs at pre-render time: the page's <head>, heading and text. */
export function loader() {
  return staticPageData("/disclaimer", { sections: DISCLAIMER_SECTIONS });
}

/** Static HTML: only the islands hydrate (src/lib/page-handle.ts). */
export const handle = ISLANDS_ONLY;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <PageContainer>
      <PageHeading>{view.heading}</PageHeading>
      <Lead>
        This site is for education only and is not medical advice. Verify every dose with a qualified healthcare
        professional. In an emergency call 911 (US).
      </Lead>
      <TextSections sections={view.sections} />
    </PageContainer>
  );
}
