/**
 * The frame of every lab calculator's card: its title (which names the card and its form), the
 * calculator (its answer beside its fields on a wide screen), the muted line that says what it
 * does and its number convention, then the short disclaimer (the laboratory one on a laboratory
 * card).
 * `data-behaviour-scope` lets the Behaviour view find the card's actors; `data-hydrated` tells
 * tests the card's script has arrived; `data-state` names the machine's state, when given.
 */
import { Figures } from "~/components/ui/figures";
import type { ReactNode } from "react";
import { DISCLAIMER_SHORT, LAB_DISCLAIMER_SHORT } from "~/data/site";
import type { FieldKind } from "~/domain/number/field-kinds";
import { NumberRule } from "~/components/ui/number-rule";
import { CalculatorCard, CardHint, Disclaimer } from "./lab-ui";
import { AnswerBeside } from "~/components/ui/answer-layout";

export function CalculatorFrame({
  scope,
  title,
  hint,
  numbers,
  hydrated,
  state,
  children,
  after,
  wideAnswer = false,
}: {
  scope: string;
  title: string;
  hint: string;
  /** The number convention of the card's fields (issue 51): said under the hint. */
  numbers: FieldKind;
  hydrated: boolean;
  state?: string;
  children: ReactNode;
  /** What follows the disclaimer, inside the card. */
  after?: ReactNode;
  /** The answer is a table: three fifths of a wide card (answer-layout.ts). */
  wideAnswer?: boolean;
}) {
  const titleId = `${scope}-card-title`;
  return (
    <CalculatorCard
      aria-labelledby={titleId}
      data-hydrated={hydrated ? "true" : undefined}
      data-behaviour-scope={scope}
      data-state={state}
    >
      <h2 id={titleId}>{title}</h2>
      {/* The form, its answer (beside it on a wide screen: issue 54) and its buttons, then what
          the card does and the number convention its fields follow. */}
      <AnswerBeside $wideAnswer={wideAnswer}>
        {children}
        <CardHint>
          <Figures text={hint} />
        </CardHint>
        <NumberRule kind={numbers} />
      </AnswerBeside>
      {/* A laboratory card (its fields read as a lab's) carries the laboratory disclaimer. */}
      <Disclaimer>{numbers === "lab" ? LAB_DISCLAIMER_SHORT : DISCLAIMER_SHORT}</Disclaimer>
      {after}
    </CalculatorCard>
  );
}
