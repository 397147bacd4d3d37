/**
 * A text page (about and the legal pages): its heading, lead and sections, with the last-updated
 * date under the heading (the legal pages) or the disclaimer note at the end (about).
 */
import type { TextSection } from "~/content/types";
import { PageLayout } from "~/components/page/page-layout";
import { LastUpdatedIsland } from "~/components/islands";
import { TextSections } from "./text-sections";
import { DisclaimerNote } from "./disclaimer-note";

export interface TextPageView {
  readonly heading: string;
  readonly lead: string;
  readonly sections: readonly TextSection[];
}

export function TextPage({
  view,
  lastUpdated = false,
  disclaimerNote = false,
}: {
  view: TextPageView;
  lastUpdated?: boolean;
  disclaimerNote?: boolean;
}) {
  return (
    <PageLayout heading={view.heading} underHeading={lastUpdated ? <LastUpdatedIsland /> : null} lead={view.lead}>
      <TextSections sections={view.sections} />
      {disclaimerNote ? <DisclaimerNote /> : null}
    </PageLayout>
  );
}
