/**
 * The double check's panel on a clinical card (the weight-based dose's): the step's title, words,
 * the second entry's form, why Compare could not compare, the entries that differ, an agreed dose's
 * cautions and the step's buttons, all from the connect layer's CheckView. It computes nothing.
 */
import { Figures } from "~/components/ui/figures";
import type { FormEvent } from "react";
import type { CheckView } from "~/machines/clinical-view";
import { ButtonRow, HintText, PrimaryButton, SecondaryButton } from "~/components/lab/lab-ui";
import { FormEntries, LinesAndCautions } from "./form-entries";

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
      <LinesAndCautions lines={check.lines} cautions={check.cautions} />
      {check.differing.length > 0 && (
        <ul aria-label="Entries that differ">
          {check.differing.map((entry) => (
            <li key={entry}>
              <Figures text={entry} />
            </li>
          ))}
        </ul>
      )}
      {check.fields.length > 0 ? (
        <form onSubmit={onSubmit} noValidate aria-label="Second entry">
          <FormEntries groups={check.groups} fields={check.fields} />
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
