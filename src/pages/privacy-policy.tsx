import type { Route } from "./+types/privacy-policy";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageContainer, PageHeading, Lead } from "~/components/page/page-layout";
import { TextSections } from "~/components/content/text-sections";
import { LastUpdated } from "~/components/content/last-updated";
import { PRIVACY_SECTIONS } from "~/content/static-pages";

const PATH = "/privacy-policy";
const route = findRoute(PATH)!;

export const meta: Route.MetaFunction = () => pageMeta(PATH);

export default function Page() {
  return (
    <PageContainer>
      <PageHeading>{route.heading}</PageHeading>
      <LastUpdated />
      <Lead>The short version: we collect nothing. Here are the details.</Lead>
      <TextSections sections={PRIVACY_SECTIONS} />
    </PageContainer>
  );
}
