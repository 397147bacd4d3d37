/**
 * Where a calculator's answer stands (issue 54, "the answer is where the eyes are"): on a narrow
 * screen directly under the last field, in the order of the page; on a wide screen beside the
 * fields, in a column of its own that stays in view while the fields scroll. The part that is the
 * answer carries `data-answer`; everything else of the form stays in the first column, in order.
 */
import styled, { css } from "styled-components";

/** From this width the answer stands beside the fields (a laptop's 1 280 px and up, a tablet across). */
export const BESIDE = "60rem";

/** A card wide enough for two columns once the answer stands beside the fields. */
export const wideCard = css`
  @media (min-width: ${BESIDE}) {
    max-width: none;
  }
`;

/** The fields, then the answer; beside each other from `BESIDE` on. */
export const withAnswerBeside = css`
  @media (min-width: ${BESIDE}) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space(6)};
    align-items: start;
    > * {
      grid-column: 1;
      min-width: 0;
    }
    > [data-answer] {
      grid-column: 2;
      grid-row: 1 / span 12;
      position: sticky;
      top: 5rem;
      margin-top: 0;
    }
  }
`;

/** A block laid out by `withAnswerBeside`. */
export const AnswerBeside = styled.div`
  ${withAnswerBeside}
`;
