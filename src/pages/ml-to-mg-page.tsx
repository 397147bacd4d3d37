import { useLocation } from "react-router";
import type { Route } from "./+types/ml-to-mg-page";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { doseContent, doseHowTo } from "~/content/dose-content";
import { DosePageView } from "~/components/content/dose-page-view";

export const meta: Route.MetaFunction = ({ location }) => {
  const route = findRoute(location.pathname);
  const content = route ? doseContent(route.path) : undefined;
  return pageMeta(location.pathname, {
    faq: content?.faq,
    howTo: route?.dose && content ? doseHowTo(route.dose, content) : undefined,
  });
};

export default function DosePage() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const content = route ? doseContent(route.path) : undefined;
  if (!route || !content) return null;
  return <DosePageView route={route} content={content} />;
}
