import { Link } from "react-router";
import { Callout } from "./content-ui";

/** The short disclaimer at the end of every calculator page. */
export function DisclaimerNote() {
  return (
    <Callout $tone="warning" role="note" aria-label="Medical disclaimer" data-disclaimer="">
      <p>
        <strong>Educational use only.</strong> This page is not medical advice and does not tell you what dose to take
        or give. Check every dose and volume with a qualified healthcare professional, and follow the label and the
        prescriber&rsquo;s instructions. In an emergency call 911 (US) or your local emergency number.{" "}
        <Link to="/disclaimer">Read the full medical disclaimer</Link>.
      </p>
    </Callout>
  );
}
