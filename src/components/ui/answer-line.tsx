/**
 * The compact answer line (issue 54, principle 2): on a narrow screen, while the answer itself is
 * out of view (a phone with its keyboard open, the fields filling the screen), one line at the
 * bottom of the screen says the answer, whether it carries a caution, and that there is more;
 * a tap goes to the full answer. On a wide screen the answer stands beside the fields and the
 * line is never drawn.
 *
 * What it says comes from the calculator's connect layer (`AnswerSummary`), the same state the
 * full answer shows. The full answer is the one a screen reader reads (and the page's announcer
 * speaks), so the line, a visual shortcut to it, is hidden from assistive technology and out of
 * the tab order. It takes no room in the page (a sticky holder of no height), so showing and
 * hiding it never moves anything (CLS 0); before the calculator's script runs it is not drawn.
 */
import { useEffect, useState } from "react";
import styled from "styled-components";
import { Figures } from "./figures";
import { CARD_BESIDE } from "./answer-layout";
import type { AnswerSummary } from "~/machines/connect";

const Holder = styled.div`
  position: sticky;
  bottom: 0;
  height: 0;
  z-index: 5;
  @container (min-width: ${CARD_BESIDE}) {
    display: none;
  }
`;

const Line = styled.a`
  position: absolute;
  left: 0;
  right: 0;
  bottom: ${({ theme }) => theme.space(2)};
  display: block;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  box-shadow: 0 2px 10px rgb(0 0 0 / 0.2);
  visibility: hidden;
  &[data-shown="true"] {
    visibility: visible;
  }
  &[data-tone="caution"] {
    border-color: ${({ theme }) => theme.color.warning};
    background: ${({ theme }) => theme.color.warningSoft};
  }
  &[data-tone="error"] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  .value {
    font-weight: 700;
    margin: 0 ${({ theme }) => theme.space(1)};
  }
  .more {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
    font-size: 0.9rem;
    white-space: nowrap;
  }
`;

const TONE_WORDS: Record<AnswerSummary["tone"], string> = {
  empty: "Answer:",
  result: "Answer:",
  caution: "Caution:",
  error: "No answer:",
};

/** Whether `target` (the full answer) is out of view; false until it is known (and without IntersectionObserver). */
function useOutOfView(targetId: string): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setOut(!entry!.isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);
  return out;
}

/** `answerId`: the id of the full answer (the result region), which the line leads to. */
export function AnswerLine({ summary, answerId }: { summary: AnswerSummary; answerId: string }) {
  const shown = useOutOfView(answerId);
  return (
    <Holder data-answer-line="">
      <Line
        href={`#${answerId}`}
        // To the full answer without a new entry in the address (which a share link reads).
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(answerId)?.scrollIntoView({ block: "nearest" });
        }}
        aria-hidden="true"
        tabIndex={-1}
        data-tone={summary.tone}
        data-shown={shown ? "true" : "false"}
        data-testid="answer-line"
      >
        <span>{TONE_WORDS[summary.tone]}</span>
        <span className="value">
          <Figures text={summary.text} />
        </span>
        {summary.more ? <span className="more">More below</span> : null}
      </Line>
    </Holder>
  );
}
