/**
 * The line that says why the controls beside it are off (issue 53, principle 2): the reason comes
 * from the connect layer (src/machines/unavailable.ts), one per state; each control that is off
 * names it with aria-describedby (`describedBy`). Nothing is shown while the controls are on.
 */
import { Figures } from "~/components/ui/figures";
import styled from "styled-components";
import type { ReasonView } from "~/machines/connect";

const ReasonText = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 0.925rem;
  color: ${({ theme }) => theme.color.muted};
`;

export function Reason({ reason, reasonId }: ReasonView) {
  return reason ? (
    <ReasonText id={reasonId}>
      <Figures text={reason} />
    </ReasonText>
  ) : null;
}

/** The aria-describedby of a control that may be off: the reason's id while there is one, then its own ids. */
export function describedBy(
  { reason, reasonId }: ReasonView,
  ...own: readonly (string | undefined)[]
): string | undefined {
  const ids = [reason ? reasonId : undefined, ...own].filter((id): id is string => Boolean(id));
  return ids.length > 0 ? ids.join(" ") : undefined;
}
