/**
 * The warnings of the high-alert medicines a page names (issue 27, src/data/high-alert.ts):
 * one line each above the calculator, before any number that could be taken for a dose, with a
 * link to the full text (`HighAlertLine`); the full text right after the calculator
 * (`HighAlertWarnings`, issue 54: the calculator first).
 */
import { Figures } from "~/components/ui/figures";
import type { HighAlertWarning } from "~/data/high-alert";
import { Callout } from "./content-ui";
import styled from "styled-components";

/** The id of the full warnings, which the one-line version links to. */
export const HIGH_ALERT_ID = "high-alert";

const Line = styled(Callout)`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(3)};
  font-size: 0.95rem;
  line-height: 1.4;
`;

/** "High-alert medicine: …" as a strong lead-in, then the rest of the sentence. */
function Said({ text }: { text: string }) {
  const colon = text.indexOf(":") + 1;
  return (
    <>
      <strong>{text.slice(0, colon)}</strong>
      <Figures text={text.slice(colon)} />
    </>
  );
}

export function HighAlertLine({ warnings }: { warnings: readonly HighAlertWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <Line
      $tone="warning"
      role="note"
      aria-label="High-alert medicines on this page, in short"
      data-testid="high-alert-short"
    >
      {warnings.map((w, i) => (
        <p key={w.short}>
          <Said text={w.short} />
          {i === warnings.length - 1 ? (
            <>
              {" "}
              <a href={`#${HIGH_ALERT_ID}`}>Read the full {warnings.length === 1 ? "warning" : "warnings"}</a>
            </>
          ) : null}
        </p>
      ))}
    </Line>
  );
}

export function HighAlertWarnings({ warnings }: { warnings: readonly HighAlertWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <Callout
      $tone="warning"
      role="note"
      aria-label="High-alert medicines on this page"
      data-testid="high-alert"
      id={HIGH_ALERT_ID}
      tabIndex={-1}
    >
      {warnings.map((w) => (
        <p key={w.full}>
          <Said text={w.full} />
        </p>
      ))}
    </Callout>
  );
}
