/**
 * Styled building blocks of the converter card. Colours come from the theme (CSS variables with
 * light and dark values); buttons are at least 44px; focus is always visible (global style).
 */
import { titleOffPhone, wideCard, withAnswerBeside } from "~/components/ui/answer-layout";
import styled from "styled-components";
import { ButtonRow as BaseButtonRow, ToggleButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { hintTone, selectEntry, textEntry } from "~/components/ui/field";

export { Field } from "~/components/ui/field";

export const CardRoot = styled(Card)`
  max-width: 46rem;
  min-width: 0;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.06);
  ${wideCard}
`;

/** The Calculator tab's form: its fields, then its answer (beside them on a wide screen). */
export const CalculatorForm = styled.form`
  ${withAnswerBeside}
`;

/** `$offPhone`: not drawn on a phone (the calculator itself; a double check keeps its title in sight). */
export const CardTitle = styled.h2<{ $offPhone: boolean }>`
  font-size: 1.4rem;
  margin: 0 0 ${({ theme }) => theme.space(1)};
  ${({ $offPhone }) => ($offPhone ? titleOffPhone : "")}
`;

export const TabList = styled.div`
  display: flex;
  /* With large text the tabs go on two lines rather than off the screen (issue 53). */
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.bp.sm}) {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

export const Tab = styled.button`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  margin-bottom: -2px;
  border: none;
  border-bottom: 3px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm} 0 0;
  background: transparent;
  color: ${({ theme }) => theme.color.muted};
  cursor: pointer;
  &[aria-selected="true"] {
    color: ${({ theme }) => theme.color.primary};
    border-bottom-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }
`;

export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
`;

export const TextInput = styled.input<{ $invalid: boolean }>`
  ${textEntry}
  font-size: 1.1rem;
  min-height: 44px;
`;

/** A choice among a few options (the card's Route): a native select, as tall as a text field. */
export const SelectInput = styled.select`
  ${selectEntry}
  font-size: 1.1rem;
`;

export const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${textEntry}
  font-family: ${({ theme }) => theme.font.mono};
  min-height: 8rem;
  resize: vertical;
`;

/** The line under a field: a hint (error) or a note (how it was read). Space is reserved. */
export const FieldMessage = styled.div`
  min-height: 1.5em;
  font-size: 0.925rem;
  line-height: 1.5;
  .hint { ${hintTone.error} margin: 0; }
  .note { ${hintTone.info} margin: 0; }
`;

export const PresetGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

export const PresetButton = styled(ToggleButton)`
  display: inline-flex;
  flex-direction: column;
  justify-content: center;
  line-height: 1.2;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  small { font-weight: 400; font-size: 0.8rem; color: inherit; }
`;

export const ButtonRow = styled(BaseButtonRow)`
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export { PrimaryButton, SecondaryButton } from "~/components/ui/button";

export const CopiedMark = styled.span`
  color: ${({ theme }) => theme.color.success};
  font-weight: 700;
  min-width: 5.5rem;
`;

export const DirectionLine = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: baseline;
  strong { color: ${({ theme }) => theme.color.primary}; }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;

/**
 * The result region, of a fixed minimum height so nothing below moves when a result appears. A
 * result with a caution (`data-caution="true"`) is framed as a warning, never as a success.
 */
export const ResultBox = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primarySoft};
  border: 1px solid ${({ theme }) => theme.color.border};
  /* A caution is never styled as a plain result. Said by an attribute, not a class of its own, so
     the converter's early answer (early-answer.ts), drawn before React, styles it the same. */
  &[data-caution="true"] {
    background: ${({ theme }) => theme.color.warningSoft};
    border-left: 6px solid ${({ theme }) => theme.color.warning};
  }
  min-height: 8.5rem;
  .label { margin: 0; font-size: 0.9rem; color: ${({ theme }) => theme.color.muted}; font-weight: 600; }
  .value {
    display: block;
    min-height: 2.6rem;
    /* Large, but never so large that a figure (kept whole) is wider than a phone (issue 53). */
    font-size: min(2rem, 10vw);
    font-weight: 700;
    line-height: 1.3;
    color: ${({ theme }) => theme.color.text};
    /* Words wrap; a number and its unit stay together (Figures, issue 53). */
    overflow-wrap: break-word;
  }
  .worked { margin: 0; font-family: ${({ theme }) => theme.font.mono}; font-size: 0.95rem; overflow-wrap: anywhere; }
  .message { margin: 0; color: ${({ theme }) => theme.color.warning}; font-weight: 600; }
  /* The line under the figure keeps two lines of room whatever it says, so the buttons under the
     result (issue 54: the answer right under the fields) stay put while a person types. */
  .worked, .message { min-height: 3.2rem; }
  .caution { margin: ${({ theme }) => theme.space(1)} 0; color: ${({ theme }) => theme.color.text}; font-weight: 600; }
  .disclaimer { margin: ${({ theme }) => theme.space(2)} 0 0; font-size: 0.8rem; color: ${({ theme }) => theme.color.muted}; }
`;

/**
 * The Batch Convert results: one scrolling box (role="list", rendered by batch-panel.tsx) holding
 * blocks of up to 100 rows. Every row is laid out, scrolled into view or not: deferred rendering
 * of the blocks (a CSS containment trick) took the rows outside the box's visible part out of the accessibility tree,
 * so a screen reader could not reach an entry that needed attention (issue 53).
 */
export const BatchList = styled.div`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  max-height: 28rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.95rem;
  line-height: 1.5;
  /* 'Show rows' (issue 53): the rows a choice leaves out are not shown (the others keep their numbers). */
  &[data-show="attention"] li:not(.bad):not(.caution),
  &[data-show="small"] li:not([data-caution="small"]),
  &[data-show="large"] li:not([data-caution="large"]),
  &[data-show="precision"] li:not([data-caution="precision"]) {
    display: none;
  }
`;

/**
 * 'Show rows' (issue 53): a radio group; each choice is a native radio and its words, the chosen
 * one outlined (data-checked) so the choice shows without the radio's own mark.
 */
export const ShowChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  > span { font-weight: 700; }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    padding: 2px ${({ theme }) => theme.space(2)};
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radius.md};
    cursor: pointer;
  }
  label[data-checked="true"] { border-color: ${({ theme }) => theme.color.primary}; font-weight: 600; }
`;

/** A block of rows: an <ol role="none"> numbering its rows from its `start`. */
export const BatchBlock = styled.ol`
  margin: 0;
  padding: 0;
  list-style-position: inside;
  li {
    padding: 2px ${({ theme }) => theme.space(3)};
    /* A long entry wraps instead of being clipped by the block; a number only when it is longer
       than the line, and the result never (issue 53). */
    overflow-wrap: break-word;
  }
  li > strong { white-space: nowrap; }
  li::marker { color: ${({ theme }) => theme.color.muted}; }
  li.bad { color: ${({ theme }) => theme.color.danger}; background: ${({ theme }) => theme.color.dangerSoft}; }
  li.bad .why { font-family: ${({ theme }) => theme.font.body}; font-weight: 600; }
  li .note { color: ${({ theme }) => theme.color.warning}; font-family: ${({ theme }) => theme.font.body}; }
  li.caution { background: ${({ theme }) => theme.color.warningSoft}; border-left: 4px solid ${({ theme }) => theme.color.warning}; }
  li .caution { color: ${({ theme }) => theme.color.text}; font-family: ${({ theme }) => theme.font.body}; font-weight: 600; }
`;

/**
 * The entries of a batch that need attention, before its results (issue 53): framed in the
 * danger colours of their rows, scrolling on its own when long.
 */
export const AttentionBox = styled.section`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  h3 { margin: 0; font-size: 1rem; color: ${({ theme }) => theme.color.danger}; }
  ul { margin: ${({ theme }) => theme.space(1)} 0 0; padding-left: 1.25rem; max-height: 12rem; overflow: auto; }
  a { color: ${({ theme }) => theme.color.danger}; overflow-wrap: anywhere; }
`;

export const Muted = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.color.muted};
`;

/** The batch summary; with cautioned entries it is framed as a caution, never as a success. */
export const Summary = styled.p<{ $caution?: boolean }>`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  min-height: 1.6em;
  font-weight: 600;
  ${({ theme, $caution }) => ($caution ? `border-left: 4px solid ${theme.color.warning}; padding-left: ${theme.space(2)};` : "")}
`;

/** The line under the concentration field saying the preset strength is only an example. */
export const ExampleStrength = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
`;

/**
 * The share link's note (issue 16) above the fields: a link's entries are someone's calculation,
 * framed like a caution (never like a success); an unreadable link's note is calm.
 */
export const LinkNote = styled.p<{ $applied: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 6px solid ${({ theme, $applied }) => ($applied ? theme.color.warning : theme.color.border)};
  background: ${({ theme, $applied }) => ($applied ? theme.color.warningSoft : theme.color.surface)};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
`;
