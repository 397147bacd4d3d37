/**
 * The drawn syringe: an SVG generated from the syringe calc (barrel, every graduation, numbered
 * marks, the fill up to the nearest measurable mark, the plunger). role="img", named by its title
 * (the syringe: one short name) and described by its capacity, marks and how far it is filled,
 * without repeating the name; the same facts are also written out as visible text next to it
 * (syringe-panel.tsx).
 */
import styled from "styled-components";
import type { SyringeReading, SyringeTick } from "~/domain/syringe/syringe";

const W = 520;
const H = 150;
const BARREL_X0 = 56; // the 0 mark, at the tip end
const BARREL_X1 = 440; // the capacity mark
const BARREL_Y = 50;
const BARREL_H = 50;

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  max-width: 44rem;
  overflow: visible;
  .barrel { fill: ${({ theme }) => theme.color.surface}; stroke: ${({ theme }) => theme.color.text}; stroke-width: 2; }
  .fill { fill: ${({ theme }) => theme.color.accent}; fill-opacity: 0.45; }
  .tick { stroke: ${({ theme }) => theme.color.text}; stroke-width: 1; }
  .tick.major, .tick.label { stroke-width: 1.6; }
  .num { fill: ${({ theme }) => theme.color.text}; font-size: 17px; font-family: ${({ theme }) => theme.font.body}; }
  .unit { fill: ${({ theme }) => theme.color.muted}; font-size: 15px; font-family: ${({ theme }) => theme.font.body}; }
  .part { fill: ${({ theme }) => theme.color.surfaceAlt}; stroke: ${({ theme }) => theme.color.text}; stroke-width: 2; }
  .stopper { fill: ${({ theme }) => theme.color.text}; }
  .fill-line { stroke: ${({ theme }) => theme.color.focus}; stroke-width: 3; }
  .over { stroke: ${({ theme }) => theme.color.danger}; stroke-width: 3; stroke-dasharray: 6 4; fill: none; }
  @media (max-width: ${({ theme }) => theme.bp.sm}) {
    .num { font-size: 24px; }
    .unit { font-size: 20px; }
    .num.alt { display: none; }
  }
  .over-text { fill: ${({ theme }) => theme.color.danger}; font-size: 16px; font-weight: 700; font-family: ${({ theme }) => theme.font.body}; }
`;

export interface SyringeDrawingProps {
  reading: SyringeReading;
  ticks: readonly SyringeTick[];
  title: string;
  alt: string;
  /** Prefix for the title/description ids. */
  id: string;
}

export function SyringeDrawing({ reading, ticks, title, alt, id }: SyringeDrawingProps) {
  const s = reading.syringe;
  const x = (cml: number) => BARREL_X0 + ((BARREL_X1 - BARREL_X0) * cml) / s.capacityCml;
  const fillX = x(Math.round(reading.fillMl * 100));
  const exceeds = reading.status === "exceeds";
  const tickLength = { minor: 9, major: 16, label: 22 } as const;
  const unitLabel = s.unitsPerMl ? "units" : "mL";
  return (
    <Svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      data-syringe={s.id}
      data-fill-ml={reading.fillMl}
      data-status={reading.status}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{alt}</desc>
      {/* needle hub and tip */}
      <rect className="part" x={BARREL_X0 - 28} y={BARREL_Y + 17} width={28} height={16} rx={3} />
      <line className="tick" x1={4} y1={BARREL_Y + 25} x2={BARREL_X0 - 28} y2={BARREL_Y + 25} />
      {/* barrel */}
      <rect className="barrel" x={BARREL_X0} y={BARREL_Y} width={BARREL_X1 - BARREL_X0 + 14} height={BARREL_H} rx={4} />
      {/* fill: from the tip to the nearest measurable mark */}
      {reading.fillMl > 0 ? (
        <rect
          className="fill"
          data-part="fill"
          x={BARREL_X0}
          y={BARREL_Y + 2}
          width={fillX - BARREL_X0}
          height={BARREL_H - 4}
        />
      ) : null}
      {/* graduations */}
      {ticks.map((t) => (
        <line
          key={t.cml}
          className={`tick ${t.kind}`}
          x1={x(t.cml)}
          y1={BARREL_Y}
          x2={x(t.cml)}
          y2={BARREL_Y + tickLength[t.kind]}
        />
      ))}
      {ticks
        .filter((t) => t.label !== null)
        .map((t, i, labelled) => (
          // On narrow screens every other number is hidden when there are many, so the rest can be larger.
          <text
            key={`l${t.cml}`}
            className={labelled.length > 6 && i % 2 === 0 ? "num alt" : "num"}
            x={x(t.cml)}
            y={BARREL_Y - 10}
            textAnchor="middle"
          >
            {t.label}
          </text>
        ))}
      <text className="unit" x={BARREL_X0 - 4} y={BARREL_Y - 10} textAnchor="end">
        {unitLabel}
      </text>
      {/* flange */}
      <rect className="part" x={BARREL_X1 + 14} y={BARREL_Y - 14} width={8} height={BARREL_H + 28} rx={2} />
      {/* plunger: stopper at the fill line, rod to the thumb rest */}
      <rect className="stopper" x={fillX} y={BARREL_Y + 3} width={10} height={BARREL_H - 6} rx={2} />
      <rect className="part" x={fillX + 10} y={BARREL_Y + 19} width={Math.max(0, W - 34 - (fillX + 10))} height={12} />
      <rect className="part" x={W - 34} y={BARREL_Y - 6} width={10} height={BARREL_H + 12} rx={2} />
      <line className="fill-line" x1={fillX} y1={BARREL_Y - 2} x2={fillX} y2={BARREL_Y + BARREL_H + 8} />
      {exceeds ? (
        <>
          <path className="over" d={`M ${BARREL_X1 - 120} ${BARREL_Y + BARREL_H + 14} H ${W - 10}`} />
          <text className="over-text" x={W - 10} y={BARREL_Y + BARREL_H + 36} textAnchor="end">
            More than the syringe holds
          </text>
        </>
      ) : null}
    </Svg>
  );
}
