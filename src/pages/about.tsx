import type { Route } from "./+types/about";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageContainer, PageHeading, Lead } from "~/components/page/page-layout";
import { TextSections } from "~/components/content/text-sections";
import { DisclaimerNote } from "~/components/content/disclaimer-note";
import { ABOUT_LEAD, ABOUT_SECTIONS } from "~/content/static-pages";

const PATH = "/about";
const route = findRoute(PATH)!;

export const meta: Route.MetaFunction = () => pageMeta(PATH);

export default function Page() {
  return (
    <PageContainer>
      <PageHeading>{route.heading}</PageHeading>
      <Lead>{ABOUT_LEAD}</Lead>
      <TextSections sections={ABOUT_SECTIONS} />
      <DisclaimerNote />
    </PageContainer>
  );
}
