/**
 * The line a calculator's form shows of the number convention its fields follow (issue 51,
 * src/domain/number/field-kinds.ts): dose fields ask about "1.000", laboratory fields read it as a
 * decimal; both read "2 500" and ask about "1,000". One line per form, under its hint, in the
 * words of the one table of field kinds.
 */
import { Figures } from "~/components/ui/figures";
import styled from "styled-components";
import { FIELD_RULES, LABEL_WITH_UNITS_SAYS, type FieldKind } from "~/domain/number/field-kinds";

const RuleLine = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

/** `withUnits`: only a strength typed with its units follows the label's rule (the dose converter). */
export function NumberRule({ kind, id, withUnits }: { kind: FieldKind; id?: string; withUnits?: boolean }) {
  return (
    <RuleLine id={id} data-number-rule={kind}>
      <Figures text={withUnits ? LABEL_WITH_UNITS_SAYS : FIELD_RULES[kind].says} />
    </RuleLine>
  );
}
