import type { Route } from "./+types/contact";
import { pageMeta } from "~/lib/meta";
import { findRoute } from "~/data/site-routes";
import { PageContainer, PageHeading, Lead } from "~/components/page/page-layout";
import { InfoCards } from "~/components/content/info-cards";
import { PageSection } from "~/components/content/section";
import { CONTACT_CARDS, CONTACT_LEAD, CONTACT_NOTES } from "~/content/static-pages";

const PATH = "/contact";
const route = findRoute(PATH)!;

export const meta: Route.MetaFunction = () => pageMeta(PATH);

export default function Page() {
  return (
    <PageContainer>
      <PageHeading>{route.heading}</PageHeading>
      <Lead>{CONTACT_LEAD}</Lead>
      <PageSection heading="How to reach us" id="reach-us" wide>
        <InfoCards cards={CONTACT_CARDS} name="contact" />
      </PageSection>
      <PageSection heading="Good to know" id="good-to-know">
        {CONTACT_NOTES.map((n) => (
          <p key={n}>{n}</p>
        ))}
      </PageSection>
    </PageContainer>
  );
}
