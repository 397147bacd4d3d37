/**
 * The double check's panel on a clinical card (the weight-based dose's): the step's title, words,
 * the second entry's form, why Compare could not compare, the entries that differ, an agreed dose's
 * cautions and the step's buttons, all from the connect layer's CheckView. It computes nothing.
 */
import { Fragment, type FormEvent } from "react";
import type { CheckView } from "~/machines/clinical-view";
import {
  ButtonRow,
  ChoiceGroup,
  FieldGrid,
  HintText,
  LabField,
  PrimaryButton,
  ResultNote,
  SecondaryButton,
} from "~/components/lab/lab-ui";

/** The id of the panel's title, where the focus goes as the check moves on. */
export const checkTitleId = (cardId: string) => `${cardId}-check-title`;

export function CheckPanel({ cardId, check }: { cardId: string; check: CheckView }) {
  const [main, ...others] = check.buttons;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    main?.onPress();
  };
  const buttons = (
    <ButtonRow>
      {main && (
        <PrimaryButton
          type={check.fields.length > 0 ? "submit" : "button"}
          onClick={check.fields.length > 0 ? undefined : main.onPress}
        >
          {main.label}
        </PrimaryButton>
      )}
      {others.map((b) => (
        <SecondaryButton key={b.label} type="button" onClick={b.onPress}>
          {b.label}
        </SecondaryButton>
      ))}
    </ButtonRow>
  );
  return (
    <section aria-labelledby={checkTitleId(cardId)} data-check-step={check.step}>
      <h3 id={checkTitleId(cardId)} tabIndex={-1}>
        {check.title}
      </h3>
      {check.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {check.cautions.map((c) => (
        <ResultNote key={c} $tone="warning">
          {c}
        </ResultNote>
      ))}
      {check.differing.length > 0 && (
        <ul aria-label="Entries that differ">
          {check.differing.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      )}
      {check.fields.length > 0 ? (
        <form onSubmit={onSubmit} noValidate aria-label="Second entry">
          {check.groups.map((g) => (
            <Fragment key={g.id}>
              <ChoiceGroup
                id={g.id}
                label={g.name}
                options={g.options}
                value={g.options.find((o) => o.checked)?.value ?? ""}
                onChoose={g.onChoose}
              />
            </Fragment>
          ))}
          <FieldGrid>
            {check.fields.map((f) => (
              <LabField
                key={f.field}
                id={f.id}
                label={f.label}
                placeholder={f.placeholder}
                value={f.value}
                onChange={f.onChange}
                error={f.hint}
                note={f.note}
              />
            ))}
          </FieldGrid>
          {check.hint && (
            <HintText $tone="error" data-check-hint="">
              {check.hint}
            </HintText>
          )}
          {buttons}
        </form>
      ) : (
        buttons
      )}
    </section>
  );
}
