import type { Route } from "./+types/disclaimer";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageContainer, PageHeading, Lead } from "~/components/page/page-layout";
import { TextSections } from "~/components/content/text-sections";
import { DISCLAIMER_SECTIONS } from "~/content/static-pages";

const PATH = "/disclaimer";
const route = findRoute(PATH)!;

export const meta: Route.MetaFunction = () => pageMeta(PATH);

export default function Page() {
  return (
    <PageContainer>
      <PageHeading>{route.heading}</PageHeading>
      <Lead>
        This site is for education only and is not medical advice. Verify every dose with a qualified healthcare
        professional. In an emergency call 911 (US).
      </Lead>
      <TextSections sections={DISCLAIMER_SECTIONS} />
    </PageContainer>
  );
}
