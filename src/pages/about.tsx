import type { Route } from "./+types/about";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageContainer, PageHeading, Lead } from "~/components/page/page-layout";

const PATH = "/about";
const route = findRoute(PATH)!;

export const meta: Route.MetaFunction = () => pageMeta(PATH);

export default function Page() {
  return (
    <PageContainer>
      <PageHeading>{route.heading}</PageHeading>
      <Lead>{route.description}</Lead>
    </PageContainer>
  );
}
