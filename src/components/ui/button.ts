/**
 * Buttons of every calculator: at least 44px square, bold, rounded; focus is always visible
 * (global style). Primary is filled, secondary is outlined in the border colour, a toggle is
 * outlined in the primary colour and filled while pressed (aria-pressed), and so is a secondary
 * button that is pressed (a chosen solute). A disabled button looks disabled in every scheme
 * (issue 53): a dashed outline and muted words on the alternate surface, and in forced colours
 * the system's GrayText with a dashed outline; why it is disabled is said by the line its
 * aria-describedby names, in its machine's words.
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
  &:disabled,
  &[aria-disabled="true"] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.muted};
    border-color: ${({ theme }) => theme.color.control};
    border-style: dashed;
  }
  @media (forced-colors: active) {
    &:disabled,
    &[aria-disabled="true"] {
      color: GrayText;
      border-color: GrayText;
      border-style: dashed;
    }
  }
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
  &[aria-pressed="true"] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    border-color: ${({ theme }) => theme.color.primary};
  }
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
