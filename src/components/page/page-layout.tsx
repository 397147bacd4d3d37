import type { ReactNode } from "react";
import styled from "styled-components";

export const PageContainer = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  /* The side padding grows with the text only while the screen has room (issue 53: 200 % text). */
  padding: ${({ theme }) => theme.space(6)} min(${({ theme }) => theme.space(4)}, 4vw) ${({ theme }) => theme.space(12)};
`;

export const PageHeading = styled.h1`
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

export const Lead = styled.p`
  font-size: 1.125rem;
  color: ${({ theme }) => theme.color.muted};
  max-width: 48rem;
  margin: 0 0 ${({ theme }) => theme.space(6)};
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

/**
 * A page's frame: its main heading, what stands right under it (the legal pages' last-updated
 * date), the lead paragraph, then the page's content.
 */
export function PageLayout({
  heading,
  underHeading,
  lead,
  children,
}: {
  heading: ReactNode;
  underHeading?: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <PageContainer>
      <PageHeading>{heading}</PageHeading>
      {underHeading}
      <Lead>{lead}</Lead>
      {children}
    </PageContainer>
  );
}
