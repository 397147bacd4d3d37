/**
 * The syringe panel's connect layer (issue 29, in the manner of chakra-ui/zag's `*.connect.ts`):
 * `connectSyringe(snapshot, send, idPrefix)` turns the machine's state into the whole view model of
 * the panel: the chooser, the drawing (reading, marks, title, alt text), the reading's summary and
 * insulin units, the notes, the warnings or the reassurance, and the states the page marks (fit,
 * caution, insulin chosen). The panel (src/components/syringe/syringe-panel.tsx) spreads it; the
 * view-level model test's expected view is this same output (tools/statecharts/syringe.model.ts).
 * Pure: no React, no DOM.
 */
import type { SyringeReading, SyringeTick } from "~/domain/syringe/syringe";
import type { FitStatus, SyringeChoice, VolumeCaution } from "~/domain/syringe/syringe.types";
import { withRouteCaution, type RouteFit } from "~/domain/syringe/syringe-route";
import {
  selectChoice,
  selectFit,
  selectIsInsulinChosen,
  selectReading,
  selectRouteCaution,
  selectRouteFit,
  selectTexts,
  selectTicks,
  selectVolumeCaution,
  type SyringeSnapshot,
} from "./syringe.selectors";
import type { SyringeEvent } from "./syringe.types";

export const SYRINGE_PANEL_TITLE = "The dose on a syringe";

export interface SyringeView {
  readonly headingId: string;
  readonly heading: string;
  /** The machine's states, marked on the panel: where the volume falls, the caution, the insulin choice. */
  readonly fit: FitStatus;
  readonly caution: VolumeCaution;
  readonly insulin: boolean;
  /** Whether the syringe drawn suits the route stated; a mismatch is framed as a danger. */
  readonly routeFit: RouteFit;
  readonly danger: boolean;
  readonly chooser: { readonly id: string; readonly value: SyringeChoice; readonly onChange: (choice: string) => void };
  readonly drawing: {
    readonly id: string;
    readonly reading: SyringeReading;
    readonly ticks: SyringeTick[];
    readonly title: string;
    readonly alt: string;
  };
  /** The reading in words, and the insulin units on a U-100 syringe (or null). */
  readonly summary: string;
  readonly unitsLine: string | null;
  readonly notes: readonly string[];
  /**
   * The cautions (the first is the one that matters most: the insulin syringe chosen for a dose,
   * a syringe that does not suit the route, then the reading's), or the reassurance when there is none.
   */
  readonly warnings: readonly string[];
  readonly reassurance: string | null;
}

export function connectSyringe(
  snapshot: SyringeSnapshot,
  send: (event: SyringeEvent) => void,
  idPrefix: string,
): SyringeView {
  const texts = selectTexts(snapshot);
  const routeFit = selectRouteFit(snapshot);
  const routeCaution = selectRouteCaution(snapshot);
  const insulin = selectIsInsulinChosen(snapshot);
  return {
    headingId: `${idPrefix}-heading`,
    heading: SYRINGE_PANEL_TITLE,
    fit: selectFit(snapshot),
    caution: selectVolumeCaution(snapshot),
    insulin,
    routeFit,
    danger: insulin || routeFit !== "suits",
    chooser: {
      id: `${idPrefix}-choice`,
      value: selectChoice(snapshot),
      onChange: (choice) => send({ type: "choice.select", choice }),
    },
    drawing: {
      id: `${idPrefix}-drawing`,
      reading: selectReading(snapshot),
      ticks: selectTicks(snapshot),
      title: texts.title,
      alt: texts.alt,
    },
    summary: texts.summary,
    unitsLine: texts.unitsLine,
    notes: texts.notes,
    warnings: withRouteCaution(texts.warnings, routeCaution, selectReading(snapshot).insulinForDose),
    reassurance: routeCaution ? null : texts.reassurance,
  };
}
