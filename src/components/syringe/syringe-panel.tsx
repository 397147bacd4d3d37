/**
 * The syringe part of the syringe calculator: chooser, drawing, a visible summary of the fill and
 * insulin units on U-100 syringes (a status region, "Syringe reading"), and warnings (another,
 * "Syringe check"). Neither region is live: they change with every keystroke in the converter,
 * and the page's one announcer says the reading once, with the converter's answer when typing
 * settles or on Calculate (the converter card adds it), and when a syringe is chosen (the
 * machine's `choice.made`). Everything shown comes from the syringe machine's connect layer
 * (src/machines/syringe/syringe.connect.ts).
 */
import { Figures } from "~/components/ui/figures";
import { useEmitted } from "~/components/use-emitted";
import { useConnected } from "~/components/use-connected";
import type { ActorRefFrom } from "xstate";
import styled from "styled-components";
import type { syringeMachine } from "~/machines/syringe/syringe.machine";
import { connectSyringe } from "~/machines/syringe/syringe.connect";
import { SyringeChooser } from "./syringe-chooser";
import { SyringeDrawing } from "./syringe-drawing";

export type SyringeActorRef = ActorRefFrom<typeof syringeMachine>;

const Panel = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(5)};
  min-width: 0;
  h2 { font-size: 1.4rem; margin: 0 0 ${({ theme }) => theme.space(3)}; }
  @media (max-width: ${({ theme }) => theme.bp.sm}) {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
`;

const DrawingWrap = styled.figure`
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.95rem;
`;

/** Cautions; the insulin syringe chosen for a dose, or a syringe that does not suit the route, is a danger, framed as such. */
const Warnings = styled.div<{ $danger?: boolean }>`
  min-height: 3rem;
  ul {
    margin: 0;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
    background: ${({ theme, $danger }) => ($danger ? theme.color.dangerSoft : theme.color.warningSoft)};
    border-left: ${({ $danger }) => ($danger ? "8px" : "4px")} solid ${({ theme, $danger }) => ($danger ? theme.color.danger : theme.color.warning)};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  li { color: ${({ theme }) => theme.color.text}; }
  li + li { margin-top: ${({ theme }) => theme.space(1)}; }
  .ok {
    margin: 0;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-left: 4px solid ${({ theme }) => theme.color.success};
    background: ${({ theme }) => theme.color.surfaceAlt};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

export function SyringePanel({ syringeRef, idPrefix = "syringe" }: { syringeRef: SyringeActorRef; idPrefix?: string }) {
  const view = useConnected(syringeRef, connectSyringe, idPrefix);
  useEmitted(syringeRef);
  return (
    <Panel
      aria-labelledby={view.headingId}
      data-testid="syringe-panel"
      data-fit={view.fit}
      data-caution={view.caution}
      data-insulin={view.insulin ? "true" : "false"}
      data-route-fit={view.routeFit}
    >
      <h2 id={view.headingId}>{view.heading}</h2>
      <SyringeChooser {...view.chooser} />
      <DrawingWrap>
        <SyringeDrawing {...view.drawing} />
      </DrawingWrap>
      {/* Not live: the page's one announcer says the reading once (see the comment at the top). */}
      <div role="status" aria-live="off" aria-label="Syringe reading">
        <Summary data-testid="syringe-summary">
          <Figures text={view.summary} />
        </Summary>
        {view.unitsLine ? (
          <Note data-testid="syringe-units">
            <Figures text={view.unitsLine} />
          </Note>
        ) : null}
      </div>
      {view.notes.map((n) => (
        <Note key={n}>
          <Figures text={n} />
        </Note>
      ))}
      <Warnings
        role="status"
        aria-live="off"
        aria-label="Syringe check"
        data-testid="syringe-warnings"
        $danger={view.danger}
      >
        {view.warnings.length > 0 ? (
          <ul>
            {view.warnings.map((w, i) => (
              <li key={w} data-first={i === 0 ? "" : undefined}>
                {i === 0 ? (
                  <strong>
                    <Figures text={w} />
                  </strong>
                ) : (
                  <Figures text={w} />
                )}
              </li>
            ))}
          </ul>
        ) : view.reassurance ? (
          <p className="ok">
            <Figures text={view.reassurance} />
          </p>
        ) : null}
      </Warnings>
    </Panel>
  );
}
