import { useLocation } from "react-router";
import type { Route } from "./+types/mg-to-ml-page";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageContainer, PageHeading, Lead } from "~/components/page/page-layout";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function DosePage() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  if (!route) return null;
  return (
    <PageContainer>
      <PageHeading>{route.heading}</PageHeading>
      <Lead>{route.description}</Lead>
    </PageContainer>
  );
}
