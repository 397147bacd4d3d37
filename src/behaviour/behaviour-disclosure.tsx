/**
 * The closed 'Behaviour' disclosure of a calculator (and of the header menu, in the footer): a
 * native `<details>` in the pre-rendered HTML, so opening it needs no script of its own. The first
 * time it opens, the delegated listener of src/behaviour/recorder.ts loads the view into
 * `[data-behaviour-view]` (src/behaviour/behaviour-view.client.tsx). `scope` names the island
 * whose actors the view shows; `machine` the machine shown first.
 */
import styled from "styled-components";

const Details = styled.details`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 600;
    color: ${({ theme }) => theme.color.primary};
  }
`;

export function BehaviourDisclosure({ scope, machine = scope, label = "Behaviour" }: { scope: string; machine?: string; label?: string }) {
  return (
    <Details data-behaviour={scope} data-behaviour-machine={machine}>
      <summary>{label}</summary>
      <div data-behaviour-view="" />
    </Details>
  );
}
