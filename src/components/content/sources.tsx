/**
 * The "Sources" list of a page: short plain-text references for the rules and facts the page
 * states (src/content/clinical.ts picks them from the page's own text). No links, no requests.
 */
import { Figures } from "~/components/ui/figures";
import { PageSection } from "./section";

export function Sources({ sources }: { sources: readonly string[] }) {
  if (sources.length === 0) return null;
  return (
    <PageSection heading="Sources" id="sources">
      <ul data-list="sources">
        {sources.map((s) => (
          <li key={s}>
            <Figures text={s} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
