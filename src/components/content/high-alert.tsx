/**
 * The warnings of the high-alert medicines a page names (issue 27, src/data/high-alert.ts):
 * one line above the calculator naming them all, before any number that could be taken for a
 * dose, with a link to the full text (`HighAlertLine`); the full text right after the calculator
 * (`HighAlertWarnings`, issue 54: the calculator first).
 */
import { Figures } from "~/components/ui/figures";
import { highAlertLine, type HighAlertWarning } from "~/data/high-alert";
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

/** The medicines' warnings as one callout: the short line with its link, or the full texts. */
function Warnings({ warnings, short }: { warnings: readonly HighAlertWarning[]; short: boolean }) {
  const line = highAlertLine(warnings);
  if (line === null) return null;
  const Box = short ? Line : Callout;
  return (
    <Box
      $tone="warning"
      role="note"
      aria-label={short ? "High-alert medicines on this page, in short" : "High-alert medicines on this page"}
      data-testid={short ? "high-alert-short" : "high-alert"}
      id={short ? undefined : HIGH_ALERT_ID}
      tabIndex={short ? undefined : -1}
    >
      {short ? (
        <p>
          <Said text={line} />{" "}
          <a href={`#${HIGH_ALERT_ID}`}>Read the full {warnings.length === 1 ? "warning" : "warnings"}</a>
        </p>
      ) : (
        warnings.map((w) => (
          <p key={w.full}>
            <Said text={w.full} />
          </p>
        ))
      )}
    </Box>
  );
}

/** One line above the calculator naming the page's high-alert medicines, with a link to the full text. */
export function HighAlertLine({ warnings }: { warnings: readonly HighAlertWarning[] }) {
  return <Warnings warnings={warnings} short />;
}

/** The full warnings, after the calculator. */
export function HighAlertWarnings({ warnings }: { warnings: readonly HighAlertWarning[] }) {
  return <Warnings warnings={warnings} short={false} />;
}
