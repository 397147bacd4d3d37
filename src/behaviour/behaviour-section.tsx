/**
 * Where a calculator's Behaviour view sits on its page (issues 17 and 28): after all of the page's
 * own content (its texts, tables, FAQ, sources and disclaimer), in a section whose heading tells a
 * nurse or a patient they can skip it, with the closed disclosure that loads the view when an
 * auditor opens it (src/behaviour/disclosure.tsx). Static HTML: no script is needed to open it, and
 * nothing of the view is loaded before it is opened. The view finds the calculator's actors by
 * `scope` (the recorder's buffer), wherever the calculator is on the page.
 */
import { ContentSection } from "~/components/content/content-ui";
import { BehaviourDisclosure } from "./disclosure";

/** What the auditors' section is about: the calculator of the page, or the header menu (footer). */
export const AUDIT_HEADING = "For auditors and testers: how the calculator works inside";

export function BehaviourSection({ scope, machine = scope }: { scope: string; machine?: string }) {
  const headingId = `behaviour-${scope}-heading`;
  return (
    <ContentSection aria-labelledby={headingId} className="wide" data-behaviour-section={scope}>
      <h2 id={headingId}>{AUDIT_HEADING}</h2>
      <p>
        You do not need this part to use the calculator. It shows, for people who check how the calculator is built, its
        states as a diagram (with the one it is in now), the events it has received on this page, and its test paths,
        which it can replay on this page.
      </p>
      <BehaviourDisclosure scope={scope} machine={machine} label="Show the states, events and test paths" />
    </ContentSection>
  );
}
