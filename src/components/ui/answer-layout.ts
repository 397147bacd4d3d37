/**
 * Where a calculator's answer stands (issue 54, "the answer is where the eyes are"): on a narrow
 * screen directly under the last field, in the order of the page; on a wide screen beside the
 * fields, in a column of its own that stays in view while the fields scroll. The part that is the
 * answer carries `data-answer`; everything else of the form stays in the first column, in order.
 */
import styled, { css } from "styled-components";

/** From this screen width a calculator's card takes the page's width (a laptop, a tablet across). */
export const BESIDE = "60rem";

/**
 * From this width of the card, its answer stands beside its fields: a card that shares the page
 * with something else (the syringe page's drawing) keeps its answer under them.
 */
export const CARD_BESIDE = "44rem";

/**
 * A card wide enough for two columns once the answer stands beside the fields; the card is the
 * container its columns are measured by.
 */
export const wideCard = css`
  container-type: inline-size;
  @media (min-width: ${BESIDE}) {
    max-width: none;
  }
`;

/** The fields, then the answer; beside each other from `BESIDE` on. */
export const withAnswerBeside = css`
  @container (min-width: ${CARD_BESIDE}) {
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

/**
 * A calculator card's title on a phone: read by assistive technology (it names the card and its
 * form) but not drawn, since the page's title right above says the same, and the fields come
 * first (issue 54).
 */
export const titleOffPhone = css`
  @media (max-width: ${({ theme }) => theme.bp.sm}) {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/**
 * A block laid out by `withAnswerBeside`. `$wideAnswer`: an answer that is a table (the
 * concentration in every unit) takes three fifths of the card, so its rows stay short.
 */
export const AnswerBeside = styled.div<{ $wideAnswer?: boolean }>`
  ${withAnswerBeside}
  ${({ $wideAnswer }) =>
    $wideAnswer &&
    css`
      @container (min-width: ${CARD_BESIDE}) {
        grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      }
    `}
`;
