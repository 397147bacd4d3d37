import type { Route } from "./+types/terms-of-service";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageContainer, PageHeading, Lead } from "~/components/page/page-layout";
import { TextSections } from "~/components/content/text-sections";
import { LastUpdated } from "~/components/content/last-updated";
import { TERMS_SECTIONS } from "~/content/static-pages";

const PATH = "/terms-of-service";
const route = findRoute(PATH)!;

export const meta: Route.MetaFunction = () => pageMeta(PATH);

export default function Page() {
  return (
    <PageContainer>
      <PageHeading>{route.heading}</PageHeading>
      <LastUpdated />
      <Lead>Please read these terms before relying on any result from this site.</Lead>
      <TextSections sections={TERMS_SECTIONS} />
    </PageContainer>
  );
}
