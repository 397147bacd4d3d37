import type { Route } from "./+types/contact";
import { CONTACT_CARDS, CONTACT_LEAD, CONTACT_NOTES, staticPageData } from "~/content/static-pages";
import { PageLayout } from "~/components/page/page-layout";
import { InfoCards } from "~/components/content/info-cards";
import { PageSection } from "~/components/content/section";
import { ISLANDS_ONLY } from "~/lib/page-handle";

/** Runs at pre-render time: the page's <head>, heading and text. */
export function loader() {
  return staticPageData("/contact", { lead: CONTACT_LEAD, cards: CONTACT_CARDS, notes: CONTACT_NOTES });
}

/** Static HTML: only the islands hydrate (src/lib/page-handle.ts). */
export const handle = ISLANDS_ONLY;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <PageLayout heading={view.heading} lead={view.lead}>
      <PageSection heading="How to reach us" id="reach-us" wide>
        <InfoCards cards={view.cards} name="contact" />
      </PageSection>
      <PageSection heading="Good to know" id="good-to-know">
        {view.notes.map((n) => (
          <p key={n}>{n}</p>
        ))}
      </PageSection>
    </PageLayout>
  );
}
