/**
 * The card every calculator sits in (converter card, molarity, dilution): surface, border,
 * rounded corners and padding that tighten on small screens. Each calculator sets its width.
 */
import styled from "styled-components";

export const Card = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(5)};
  @media (max-width: ${({ theme }) => theme.bp.sm}) {
    padding: ${({ theme }) => theme.space(3)} min(${({ theme }) => theme.space(3)}, 3vw);
  }
`;

/** The muted line under a card's title that says what the card does (`$gap`: space below, theme steps). */
export const CardNote = styled.p<{ $gap?: number }>`
  margin: 0 0 ${({ theme, $gap = 4 }) => theme.space($gap)};
  color: ${({ theme }) => theme.color.muted};
`;
