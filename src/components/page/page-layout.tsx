import { Figures } from "~/components/ui/figures";
import type { ReactNode } from "react";
import styled from "styled-components";
import { splitLead } from "~/content/lead";

export const PageContainer = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  /* The side padding grows with the text only while the screen has room (issue 53: 200 % text). */
  padding: ${({ theme }) => theme.space(6)} min(${({ theme }) => theme.space(4)}, 4vw) ${({ theme }) => theme.space(12)};
  @media (max-width: ${({ theme }) => theme.bp.sm}) {
    padding-top: ${({ theme }) => theme.space(3)};
  }
`;

export const PageHeading = styled.h1`
  font-size: clamp(1.5rem, 4vw, 2.5rem);
  line-height: 1.2;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  @media (max-width: ${({ theme }) => theme.bp.sm}) {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

/** The page's one sentence under its title (issue 54: the calculator follows it). */
export const Lead = styled.p`
  font-size: 1.125rem;
  color: ${({ theme }) => theme.color.muted};
  max-width: 48rem;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.bp.sm}) {
    font-size: 1rem;
    line-height: 1.4;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

export const Section = styled.section`
  margin: ${({ theme }) => theme.space(10)} 0 0;
  h2 { font-size: 1.5rem; margin: 0 0 ${({ theme }) => theme.space(3)}; }
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(5)} min(${({ theme }) => theme.space(5)}, 4vw);
`;

/** The lead's sentences after its first, right after the calculator. */
const IntroMore = styled.p`
  max-width: 48rem;
  margin: ${({ theme }) => theme.space(6)} 0 0;
  & + & { margin-top: ${({ theme }) => theme.space(3)}; }
`;

/**
 * A page's frame: its main heading, what stands right under it (the legal pages' last-updated
 * date), the lead paragraph, then the page's content.
 *
 * A calculator's page (issue 54, the calculator first) gives its `calculator`: the title, the
 * lead's first sentence, what must be read before any figure (`beforeCalculator`: a high-alert
 * medicine's one line), the calculator, then the rest of the lead and the page's content.
 */
export function PageLayout({
  heading,
  underHeading,
  lead,
  beforeCalculator,
  calculator,
  children,
}: {
  heading: ReactNode;
  underHeading?: ReactNode;
  /** A string, or a calculator page's lead paragraphs. */
  lead: ReactNode | readonly string[];
  beforeCalculator?: ReactNode;
  calculator?: ReactNode;
  children?: ReactNode;
}) {
  if (calculator === undefined) {
    return (
      <PageContainer>
        <PageHeading>{heading}</PageHeading>
        {underHeading}
        <Lead>{lead as ReactNode}</Lead>
        {children}
      </PageContainer>
    );
  }
  const { first, rest } = splitLead(lead as string | readonly string[]);
  return (
    <PageContainer>
      <PageHeading>{heading}</PageHeading>
      {underHeading}
      <Lead>
        <Figures text={first} />
      </Lead>
      {beforeCalculator}
      {calculator}
      {rest.map((p) => (
        <IntroMore key={p}>
          <Figures text={p} />
        </IntroMore>
      ))}
      {children}
    </PageContainer>
  );
}
