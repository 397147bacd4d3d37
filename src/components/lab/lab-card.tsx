/**
 * The parts of a laboratory calculator (molarity, dilution) that read its machine: the card with
 * its form and result, and a field. Only the calculators' islands import this module. The lab
 * pages' route modules import lab-ui.tsx (FormulaBox, TableWrap), which imports no XState: were
 * these parts there, @xstate/react would be reachable from those route modules too, and the
 * build would split XState's core into a chunk of its own that every page loads (1.1 kB gzip
 * more on each page).
 */
import type { ReactNode } from "react";
import { useSelector } from "@xstate/react";
import type { AnyActorRef, StateValue } from "xstate";
import { MachineForm } from "~/components/ui/form";
import {
  fieldIssue,
  fieldValue,
  formIssue,
  modeOf,
  readAs,
  resultKindOf,
  statusOf,
} from "~/machines/lab-form/lab-form.selectors";
import type { LabFormContextBase, LabFormEvent } from "~/machines/lab-form/lab-form.types";
import {
  ButtonRow,
  LabField,
  PrimaryButton,
  ResultBox,
  ResultLabel,
  SecondaryButton,
  ChoiceGroup,
  type ChoiceOption,
} from "./lab-ui";
import { CalculatorFrame } from "./calculator-frame";

/** A lab form's actor, as these views read its snapshot and send it the events every lab form handles. */
export interface LabFormActor<F extends string, M extends string, R> {
  subscribe: AnyActorRef["subscribe"];
  getSnapshot(): { readonly value: StateValue; readonly context: LabFormContextBase<F, R> };
  send(event: LabFormEvent<F, M>): void;
}

/** How a field names itself: its label and placeholder, and its words in its notes. */
export interface LabFieldText {
  readonly label: string;
  readonly placeholder: string;
  /** Starts "… will be calculated": "C2", "Mass of solute". */
  readonly name: string;
  /** Follows "Calculated ": "C2", "mass of solute". */
  readonly calculatedName: string;
  /** Follows a reading that differs from what was typed ("Read as 2.5 g"), if any. */
  readonly unit: string | null;
}

/**
 * One field of a lab form, as its machine decides: the text typed, or, as the unknown, the
 * calculated value (`fieldText` of the result) and a note that it is calculated; its hint; how
 * its text was read.
 */
export function LabInput<F extends string, M extends string, R>({
  actor,
  field,
  id,
  text,
  fieldText,
  alsoDescribedBy,
  inputRef,
  children,
}: {
  actor: LabFormActor<F, M, R>;
  field: F;
  id: string;
  text: LabFieldText;
  fieldText: (result: R) => string;
  alsoDescribedBy?: string | null | undefined;
  inputRef: (el: HTMLInputElement | null) => void;
  children?: ReactNode;
}) {
  const value = useSelector(actor, (s) => fieldValue(s, field));
  const isUnknown = useSelector(actor, (s) => modeOf(s) === field);
  const result = useSelector(actor, (s) => s.context.result);
  const error = useSelector(actor, (s) => fieldIssue(s, field));
  const typedAs = useSelector(actor, (s) => readAs(s.context.values[field]));

  let shown = value;
  let note: string | null = typedAs ? (text.unit ? `Read as ${typedAs} ${text.unit}` : `Read as ${typedAs}`) : null;
  if (isUnknown) {
    shown = result ? fieldText(result) : "";
    note = result ? `Calculated ${text.calculatedName}` : `${text.name} will be calculated`;
  }
  return (
    <LabField
      id={id}
      label={text.label}
      placeholder={text.placeholder}
      value={shown}
      disabled={isUnknown}
      error={isUnknown ? null : error}
      alsoDescribedBy={alsoDescribedBy}
      note={note}
      inputRef={inputRef}
      onChange={(v) => actor.send({ type: "FIELD.CHANGE", field, value: v })}
    >
      {children}
    </LabField>
  );
}

/**
 * A lab calculator's card: its title and hint; the form (`fields`, the 'Solve for:' choice,
 * Calculate and Reset); the result area; the short disclaimer; what the calculator adds
 * (`children`: its formula). `name` prefixes the ids ("dilution" → "dilution-card-title",
 * "dilution-result") and names the Behaviour scope (its disclosure is at the end of the page:
 * src/behaviour/behaviour-section.tsx).
 *
 * The result area is a status region named by `resultLabel` (not live itself: the page's one
 * announcer says the result on Calculate, see useLabForm). The machine decides what it shows:
 * the result (as `result` shows it), the form-wide hint or a prompt to correct the fields when
 * it is invalid, or what to enter before the first Calculate (`prompt`).
 */
export function LabCard<F extends string, M extends string, R>({
  actor,
  name,
  title,
  hint,
  hydrated,
  fields,
  modes,
  mode,
  calculateName,
  resultLabel,
  prompt,
  result,
  plainKind,
  children,
}: {
  actor: LabFormActor<F, M, R>;
  name: string;
  title: string;
  hint: string;
  hydrated: boolean;
  fields: ReactNode;
  modes: readonly ChoiceOption<M>[];
  mode: M;
  calculateName: string;
  resultLabel: string;
  /** What the result area says before the first Calculate. */
  prompt: string;
  /** The result as the result area shows it. */
  result: (result: R) => ReactNode;
  /** The plain kind of result (the first of the machine's result kinds); any other is a caution. */
  plainKind?: string;
  children: ReactNode;
}) {
  const status = useSelector(actor, statusOf);
  // The kind of result is the state within `calculated` (a caution is a state, issue 27).
  const kind = useSelector(actor, resultKindOf);
  const cautioned = kind !== null && plainKind !== undefined && kind !== plainKind;
  const calculated = useSelector(actor, (s) => s.context.result);
  const issue = useSelector(actor, formIssue);
  const titleId = `${name}-card-title`;
  const resultId = `${name}-result`;
  return (
    <CalculatorFrame scope={name} title={title} hint={hint} hydrated={hydrated} after={children}>
      <MachineForm aria-labelledby={titleId} onSubmitted={() => actor.send({ type: "CALCULATE" })}>
        {fields}
        <ChoiceGroup
          id={`${name}-solve-for`}
          label="Solve for:"
          options={modes}
          value={mode}
          onChoose={(m) => actor.send({ type: "SOLVE_FOR", mode: m })}
        />
        <ButtonRow>
          <PrimaryButton type="submit">{calculateName}</PrimaryButton>
          <SecondaryButton type="button" onClick={() => actor.send({ type: "RESET" })}>
            Reset
          </SecondaryButton>
        </ButtonRow>
      </MachineForm>
      <ResultBox
        role="status"
        aria-live="off"
        aria-labelledby={`${resultId}-label`}
        $tone={calculated !== null ? (cautioned ? "caution" : "result") : status === "invalid" ? "error" : "empty"}
        data-testid={resultId}
        data-kind={kind ?? undefined}
      >
        <ResultLabel id={`${resultId}-label`}>{resultLabel}</ResultLabel>
        {calculated !== null ? (
          result(calculated)
        ) : status === "invalid" ? (
          <p>{issue ?? `No result: correct the highlighted field, then press ${calculateName}.`}</p>
        ) : (
          <p>{prompt}</p>
        )}
      </ResultBox>
    </CalculatorFrame>
  );
}
