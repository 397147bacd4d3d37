/** The contact page: its heading and lead, the ways to reach us as cards, and notes. */
import { Figures } from "~/components/ui/figures";
import type { InfoCard } from "~/content/types";
import { PageLayout } from "~/components/page/page-layout";
import { InfoCards } from "./info-cards";
import { PageSection } from "./section";

export interface ContactPageView {
  readonly heading: string;
  readonly lead: string;
  readonly cards: readonly InfoCard[];
  readonly notes: readonly string[];
}

export function ContactPage({ view }: { view: ContactPageView }) {
  return (
    <PageLayout heading={view.heading} lead={view.lead}>
      <PageSection heading="How to reach us" id="reach-us" wide>
        <InfoCards cards={view.cards} name="contact" />
      </PageSection>
      <PageSection heading="Good to know" id="good-to-know">
        {view.notes.map((n) => (
          <p key={n}>
            <Figures text={n} />
          </p>
        ))}
      </PageSection>
    </PageLayout>
  );
}
