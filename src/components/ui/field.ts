/**
 * Fields of every calculator: the label-above-input column, the text entry look (invalid fields
 * get a red border) and the tone of the line under a field (an error hint or a neutral note).
 */
import styled, { css } from "styled-components";

/** A label above its input (and the hint or note under it). */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  label { font-weight: 600; }
`;

/** The attributes of a text field for one decimal number: mobile decimal keypad, no autofill or spell check. */
export const decimalEntry = { type: "text", inputMode: "decimal", autoComplete: "off", spellCheck: false } as const;

/** The look of a text input or text area; `$invalid` turns the border red. */
export const textEntry = css<{ $invalid: boolean }>`
  font: inherit;
  width: 100%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

/** The words under a field: an error hint (red, bold) or a neutral note (muted). */
export const hintTone = {
  error: css`
    color: ${({ theme }) => theme.color.danger};
    font-weight: 600;
  `,
  info: css`
    color: ${({ theme }) => theme.color.muted};
  `,
} as const;
