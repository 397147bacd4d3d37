/**
 * Building blocks shared by the laboratory calculators (molarity, dilution): a labelled decimal
 * text field with its inline hint, buttons, the result box and the formula box. The parts that read
 * a calculator's machine are in lab-card.tsx.
 */
import { Figures } from "~/components/ui/figures";
import { useEffect, useRef, useState, type ReactNode, type Ref } from "react";
import { useChosenBeforeHydration, useTypedBeforeHydration } from "~/components/use-typed-before-hydration";
import { useEmitted, type Emitter } from "~/components/use-emitted";
import { hintId, type LabFormEmitted } from "~/machines/lab-form/lab-form.types";
import { announce } from "~/lib/announce";
import { RECORD_COPIED_TEXT, RECORD_COPY_FAILED_TEXT } from "~/domain/lab/lab-record";
import { titleOffPhone, wideCard } from "~/components/ui/answer-layout";
import styled, { css } from "styled-components";
import * as base from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { decimalEntry, Field, hintTone, labelEntry, textEntry } from "~/components/ui/field";

export const CalculatorCard = styled(Card)`
  max-width: 44rem;
  ${wideCard}
  h2 { font-size: 1.35rem; margin: 0 0 ${({ theme }) => theme.space(1)}; }
  /* The card's own title (not a step's heading inside it), in sight during a double check. */
  &:not([data-checking]) > h2:first-child { ${titleOffPhone} }
`;

export { CardNote as CardHint } from "~/components/ui/card";

export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
`;

export const FieldSet = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  min-width: 0;
  legend { font-weight: 700; padding: 0 ${({ theme }) => theme.space(1)}; }
  @media (max-width: ${({ theme }) => theme.bp.sm}) {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${textEntry}
  font-size: 1.05rem;
  min-height: 44px;
  &:disabled {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.text};
    -webkit-text-fill-color: ${({ theme }) => theme.color.text};
    border-style: dashed;
    font-weight: 700;
    opacity: 1;
  }
  &:disabled::placeholder { font-weight: 400; font-style: italic; }
`;

export const HintText = styled.p<{ $tone: "error" | "info" }>`
  margin: 0;
  font-size: 0.925rem;
  ${({ $tone }) => hintTone[$tone]}
`;

export interface LabFieldProps {
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The person leaves the field (blur): the machine judges it from then on (issue 54). */
  readonly onLeave?: () => void;
  /** The hint shown under this field (an error), if any. */
  readonly error?: string | null;
  /** Marks the field invalid and links it to a hint shown under another field (cross-field checks). */
  readonly alsoDescribedBy?: string | null;
  /** A neutral note: how the text was read, or that this field is calculated. */
  readonly note?: string | null;
  readonly disabled?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
  /** Shown right under the input (a field's unit buttons). */
  readonly children?: ReactNode;
  /** "text" for a strength as written on a label (a text keyboard); a number alone by default. */
  readonly keyboard?: "decimal" | "text";
}

/** Points a React ref (a callback or an object) at an element. */
function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** A text field for one decimal number (mobile decimal keypad) or a label's strength (text keyboard); the shared parser reads it. */
export function LabField({
  id,
  label,
  placeholder,
  value,
  onChange,
  onLeave,
  error = null,
  alsoDescribedBy = null,
  note = null,
  disabled = false,
  inputRef,
  children,
  keyboard = "decimal",
}: LabFieldProps) {
  const noteId = `${id}-note`;
  const ownRef = useRef<HTMLInputElement | null>(null);
  // Text typed before the calculator's script arrived (see use-typed-before-hydration.ts).
  useTypedBeforeHydration(ownRef, value, onChange);
  const setRef = (el: HTMLInputElement | null) => {
    ownRef.current = el;
    assignRef(inputRef, el);
  };
  const describedBy = [error ? hintId(id) : null, alsoDescribedBy, note ? noteId : null].filter(Boolean).join(" ");
  const invalid = Boolean(error) || Boolean(alsoDescribedBy);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input
        ref={setRef}
        id={id}
        {...(keyboard === "text" ? labelEntry : decimalEntry)}
        placeholder={placeholder}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        $invalid={invalid}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onLeave}
      />
      {children}
      {error && (
        <HintText id={hintId(id)} $tone="error">
          <Figures text={error} />
        </HintText>
      )}
      {note && (
        <HintText id={noteId} $tone="info">
          <Figures text={note} />
        </HintText>
      )}
    </Field>
  );
}

export const ButtonRow = styled(base.ButtonRow)`
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

/** The lab calculators' buttons are a little wider than the converter's. */
const wide = css`
  padding: 0 ${({ theme }) => theme.space(5)};
`;

export const PrimaryButton = styled(base.PrimaryButton)`
  ${wide}
`;

export const SecondaryButton = styled(base.SecondaryButton)`
  ${wide}
`;

/** A result with a caution is never styled as a success (decisions.md "Dose safety"). */
export const ResultBox = styled.div<{ $tone: "empty" | "result" | "caution" | "error" }>`
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid
    ${({ theme, $tone }) =>
      $tone === "result"
        ? theme.color.primary
        : $tone === "caution"
          ? theme.color.warning
          : $tone === "error"
            ? theme.color.danger
            : theme.color.border};
  background: ${({ theme, $tone }) =>
    $tone === "result"
      ? theme.color.primarySoft
      : $tone === "caution"
        ? theme.color.warningSoft
        : $tone === "error"
          ? theme.color.dangerSoft
          : theme.color.surfaceAlt};
  overflow-wrap: anywhere;
  p { margin: ${({ theme }) => theme.space(1)} 0 0; }
`;

export const ResultLabel = styled.p`
  && { margin: 0; }
  font-size: 0.85rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.muted};
`;

export const ResultValue = styled.p`
  && { margin: ${({ theme }) => theme.space(1)} 0 0; }
  font-size: clamp(1.5rem, 5vw, 2rem);
  font-weight: 700;
  line-height: 1.2;
`;

export const ResultNote = styled.p<{ $tone?: "warning" }>`
  ${({ theme, $tone }) =>
    $tone === "warning" &&
    css`
      padding: ${theme.space(2)} ${theme.space(3)};
      border-radius: ${theme.radius.sm};
      background: ${theme.color.warningSoft};
      color: ${theme.color.warning};
      font-weight: 600;
    `}
`;

/** Keeps a number and its unit on one line ("1,000,000 µM"). */
export const NoWrap = styled.span`
  white-space: nowrap;
`;

/** A result's working, one line per step. */
export function WorkingList({ lines }: { lines: readonly string[] }) {
  return lines.length === 0 ? null : (
    <ul aria-label="Working">
      {lines.map((line) => (
        <li key={line}>
          <Figures text={line} />
        </li>
      ))}
    </ul>
  );
}

export const Disclaimer = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
`;

export const HelpText = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: 0.925rem;
  color: ${({ theme }) => theme.color.muted};
`;

export const FormulaBox = styled.div`
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.sm};
  p { margin: 0; }
  code, .formula { font-family: ${({ theme }) => theme.font.mono}; font-size: 1.1rem; font-weight: 700; }
`;

/** A table in its own scrolling region; `$dense`: an answer's table beside the fields (issue 54). */
export const TableWrap = styled.div<{ $dense?: boolean }>`
  overflow-x: auto;
  max-width: 100%;
  table { width: 100%; min-width: 28rem; }
  caption {
    text-align: left;
    font-weight: 600;
    padding: 0 0 ${({ theme }) => theme.space(2)};
  }
  th, td {
    text-align: left;
    padding: ${({ theme, $dense }) => theme.space($dense ? 1 : 2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }
  th { background: ${({ theme }) => theme.color.surfaceAlt}; }
  td.num { font-variant-numeric: tabular-nums; white-space: nowrap; }
  /* A unit never splits from itself ("mg/" above "mL"). */
  .unit { white-space: nowrap; }
`;

const ChoiceRow = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme, $compact }) => theme.space($compact ? 1 : 2)};
  margin-top: ${({ theme, $compact }) => theme.space($compact ? 0 : 1)};
  > span { font-weight: 700; margin-right: ${({ theme }) => theme.space(2)}; }
`;

/**
 * One choice: a native radio button and its label, drawn as an outlined pill that is filled while
 * checked (`data-checked`, set with the radio's own state: no :has(), which jsdom's style engine
 * matches slowly). The radio itself stays visible (it shows that exactly one is chosen, and carries the
 * keyboard focus ring); the whole pill is the target.
 */
const Choice = styled.label<{ $compact: boolean }>`
  ${base.buttonBase}
  display: inline-flex;
  align-items: center;
  /* Room for large text on a phone: the padding and the radio grow only while there is room. */
  gap: min(${({ theme }) => theme.space(2)}, 2vw);
  padding: 0 min(${({ theme, $compact }) => theme.space($compact ? 3 : 4)}, 3vw);
  font-size: ${({ $compact }) => ($compact ? "0.95rem" : "inherit")};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  border: 2px solid ${({ theme }) => theme.color.primary};
  /* Text can grow (issue 53): a pill is never wider than its row; a word longer than the pill
     breaks, a number and its unit do not (Figures). */
  max-width: 100%;
  > span { min-width: 0; overflow-wrap: anywhere; }
  /* The radio itself is a target of at least 24 × 24 CSS px too (WCAG 2.5.8; the pill is 44 px). */
  input { margin: 0; width: max(24px, min(1.5rem, 8vw)); height: max(24px, min(1.5rem, 8vw)); flex: none; accent-color: ${({ theme }) => theme.color.primary}; cursor: pointer; }
  &[data-checked="true"] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    input { accent-color: ${({ theme }) => theme.color.primaryText}; }
    /* The focus ring sits on the filled pill: drawn in the pill's text colour, 6.7:1 light and
       8.4:1 dark, where the focus colour would be 1.3:1 (tests/unit/contrast.test.ts). */
    input:focus-visible { outline-color: ${({ theme }) => theme.color.primaryText}; }
  }
`;

export interface ChoiceOption<T extends string> {
  readonly value: T;
  readonly label: string;
}

/**
 * A radio group: one of its options is chosen, as a person sees and as a screen reader says it
 * ("V2, radio button, 2 of 3, checked"); the arrow keys move the choice, Tab leaves the group.
 * Native radio buttons sharing one name, in an element with role="radiogroup" named by `label`:
 * the 'Solve for:' choice (label shown) and a field's unit (compact, label read by screen readers).
 */
export function ChoiceGroup<T extends string>({
  id,
  label,
  options,
  value,
  onChoose,
  compact = false,
}: {
  id: string;
  label: string;
  options: readonly ChoiceOption<T>[];
  value: T;
  onChoose: (value: T) => void;
  compact?: boolean;
}) {
  const group = useRef<HTMLDivElement>(null);
  useChosenBeforeHydration(
    group,
    value,
    options.map((o) => o.value),
    onChoose,
  );
  return (
    <ChoiceRow ref={group} role="radiogroup" aria-labelledby={`${id}-label`} $compact={compact}>
      <span id={`${id}-label`} className={compact ? "visually-hidden" : undefined}>
        {label}
      </span>
      {options.map((option) => (
        <Choice key={option.value} $compact={compact} data-checked={option.value === value ? "true" : "false"}>
          <input
            type="radio"
            name={id}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChoose(option.value)}
          />
          <span>
            <Figures text={option.label} />
          </span>
        </Choice>
      ))}
    </ChoiceRow>
  );
}

/** A lab form's actor, as the view listens to its emitted events (src/machines/lab-form/lab-form.types.ts). */
type LabFormListener<F extends string> = Emitter<LabFormEmitted<F>>;

/** What the page does for a record: write a text to its clipboard, print the page. */
export interface LabRecordEffects {
  readonly write: (text: string) => Promise<void>;
  readonly print: () => void;
}

/**
 * What every lab calculator view needs from its actor: the card is marked hydrated once its
 * script runs, the machine's `focus.field` emitted events move the focus to the input
 * registered for that field, `focus.offUnknown` from the new unknown to its 'Solve for' radio,
 * and its `calculated` and `mode.chosen` events are said by the page's one announcer
 * (src/lib/announce.ts) in the machine's words.
 */
export function useLabForm<F extends string>(
  actor: LabFormListener<F>,
  effects: LabRecordEffects,
  /** The id of the 'Solve for:' group (its radios' name), where `focus.offUnknown` sends the focus. */
  solveForId: string,
) {
  const inputs = useRef(new Map<F, HTMLInputElement>());
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // A field still disabled when the event comes (Reset returns Solve for to the page's, which
  // enables it on the next render) is focused once that render has happened.
  const pending = useRef<F | null>(null);
  useEmitted(actor, {
    "focus.field": (event: Extract<LabFormEmitted<F>, { type: "focus.field" }>) => {
      const input = inputs.current.get(event.field);
      if (input && !input.disabled) input.focus();
      else pending.current = event.field;
    },
    // The unknown changed (issue 53, principle 4): its field, if it has the focus, gives it to the
    // mode's 'Solve for' radio now, before it is disabled (a disabled field would drop it to the page).
    "focus.offUnknown": (event: Extract<LabFormEmitted<F>, { type: "focus.offUnknown" }>) => {
      const input = inputs.current.get(event.field);
      if (!input || input !== document.activeElement) return;
      const radios = input.form?.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${solveForId}"]`);
      Array.from(radios ?? [])
        .find((radio) => radio.value === event.mode)
        ?.focus();
    },
    // 'Copy record': the page's clipboard (or its stand-in) takes the text; the outcome is said.
    copy: ({ text }: Extract<LabFormEmitted<F>, { type: "copy" }>) => {
      void effects.write(text).then(
        () => announce(RECORD_COPIED_TEXT),
        () => announce(RECORD_COPY_FAILED_TEXT),
      );
    },
    // 'Print record': the record is on the page with the result (print-only), so print at once.
    "print.requested": () => effects.print(),
  });
  useEffect(() => {
    const field = pending.current;
    const input = field === null ? undefined : inputs.current.get(field);
    if (input && !input.disabled) {
      pending.current = null;
      input.focus();
    }
  });
  const register = (field: F) => (el: HTMLInputElement | null) => {
    if (el) inputs.current.set(field, el);
    else inputs.current.delete(field);
  };
  return { hydrated, register };
}
