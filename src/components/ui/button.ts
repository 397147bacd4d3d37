/**
 * Buttons of every calculator: at least 44px square, bold, rounded; focus is always visible
 * (global style). Primary is filled, secondary is outlined in the border colour, a toggle is
 * outlined in the primary colour and filled while pressed (aria-pressed).
 */
import styled, { css } from "styled-components";

export const buttonBase = css`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
`;

/** A dimmed, not-allowed look for a button that cannot be pressed now. */
export const dimWhenDisabled = css`
  &:disabled,
  &[aria-disabled="true"] { cursor: not-allowed; opacity: 0.55; }
`;

export const PrimaryButton = styled.button`
  ${buttonBase}
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  border: 2px solid ${({ theme }) => theme.color.primary};
`;

export const SecondaryButton = styled.button`
  ${buttonBase}
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 2px solid ${({ theme }) => theme.color.border};
`;

/** A toggle (aria-pressed): outlined, the pressed one filled. */
export const ToggleButton = styled.button`
  ${buttonBase}
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  border: 2px solid ${({ theme }) => theme.color.primary};
  &[aria-pressed="true"] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

/** A row of buttons that wraps on narrow screens. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
`;
