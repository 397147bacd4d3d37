/**
 * What a part of the converter card whose code loads on first use shows while it loads, and after
 * it could not (issue 33; the card's regions, src/machines/feature-region.ts). The control that
 * asked has answered at once: this is in its place ('Loading the double check…'), never a frozen
 * button. A failure is calm: what happened, 'Try again', nothing lost (said once by the page's one
 * announcer; not a live region of its own).
 */
import { useEffect, useRef, type ReactNode } from "react";
import styled from "styled-components";
import { FEATURE_FAILED_TEXT, FEATURE_RETRY } from "~/machines/feature-region";
import { announce } from "~/lib/announce";
import { ButtonRow, SecondaryButton } from "./converter-ui";

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
  }
  &:focus {
    outline-offset: 2px;
  }
`;

export interface FeatureStatusProps {
  /** The part's id on the page ("converter-dc-status"): its words describe its buttons. */
  id: string;
  /** "loading" or "failed" (idle shows as loading: the code is asked for as the part is shown). */
  stage: "idle" | "loading" | "failed";
  /** While it loads: "Loading the double check…". */
  loadingText: string;
  /** 'Try again'. */
  onRetry: () => void;
  /** More buttons beside 'Try again' (or alone while it loads): 'Back to the calculator'. */
  children?: ReactNode;
  /** Takes the focus when shown (it replaces the control that had it). */
  takeFocus?: boolean;
}

export function FeatureStatus({ id, stage, loadingText, onRetry, children, takeFocus = false }: FeatureStatusProps) {
  const box = useRef<HTMLDivElement | null>(null);
  const retry = useRef<HTMLButtonElement | null>(null);
  const failed = stage === "failed";
  useEffect(() => {
    if (failed) announce(FEATURE_FAILED_TEXT);
    if (!takeFocus) return;
    if (failed) retry.current?.focus();
    else box.current?.focus();
  }, [failed, takeFocus]);
  return (
    <Box
      ref={box}
      id={id}
      tabIndex={takeFocus ? -1 : undefined}
      aria-busy={failed ? undefined : "true"}
      data-feature-stage={failed ? "failed" : "loading"}
    >
      <p id={`${id}-text`}>{failed ? FEATURE_FAILED_TEXT : loadingText}</p>
      {failed || children ? (
        <ButtonRow>
          {failed ? (
            <SecondaryButton ref={retry} type="button" aria-describedby={`${id}-text`} onClick={onRetry}>
              {FEATURE_RETRY}
            </SecondaryButton>
          ) : null}
          {children}
        </ButtonRow>
      ) : null}
    </Box>
  );
}
