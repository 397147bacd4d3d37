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

/**
 * The attributes of a text field where nothing but one decimal number goes (the laboratory
 * tools' fields): the phone's decimal keypad, no autofill or spell check.
 */
export const decimalEntry = { type: "text", inputMode: "decimal", autoComplete: "off", spellCheck: "false" } as const;

/**
 * The attributes of a text field for what is written on a label or in a list: an amount with its
 * unit ("500 mcg"), a strength ("250 mg per 5 mL", "1:1,000", "2%"), a list of values ("10, 25"):
 * the phone's full text keyboard (a decimal keypad has no letters, "/", ":" or new line), and
 * nothing capitalised, corrected or spell-checked, since "mL" or "mcg" must stay as typed.
 * `spellCheck` is the string "false": React and Preact both write it, where Preact drops a `false`
 * on an element it draws itself (not hydrates), such as Batch Convert's list that loads on first use.
 */
export const labelEntry = {
  type: "text",
  autoComplete: "off",
  autoCapitalize: "off",
  autoCorrect: "off",
  spellCheck: "false",
} as const;

/**
 * The look of a text input or text area; `$invalid` turns the border red (in forced colours a
 * field marked aria-invalid gets a thick double border: global-style.ts). A placeholder is an
 * "e.g." hint in the muted colour, fully opaque: at least 4.5:1 on the field in both schemes
 * (tests/unit/contrast.test.ts).
 */
export const textEntry = css<{ $invalid: boolean }>`
  font: inherit;
  width: 100%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &::placeholder { color: ${({ theme }) => theme.color.muted}; opacity: 1; }
`;

/**
 * The look of a native select (a choice among a few options: the card's Route, the syringe
 * chooser): as tall as a text field, the same border, surface and text colours.
 */
export const selectEntry = css`
  font: inherit;
  min-height: 44px;
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.color.border};
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
