/** The end of a converter page: its sources, the disclaimer note, then the Behaviour view for auditors (issue 28). */
import { BehaviourSection } from "~/behaviour/behaviour-section";
import { Sources } from "./sources";
import { DisclaimerNote } from "./disclaimer-note";

export function ConverterPageEnd({ sources }: { sources: readonly string[] }) {
  return (
    <>
      <Sources sources={sources} />

      <DisclaimerNote />

      {/* For auditors, after all of the page's own content. */}
      <BehaviourSection scope="converter" />
    </>
  );
}
