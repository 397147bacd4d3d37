/** Views of the syringe page (built at pre-render time by src/content/syringe.ts). */
import type { ConverterPageHead, ExampleView, FaqEntry, LinkView } from "./view-types";
import type { HighAlertWarning } from "~/data/high-alert";

export interface SyringeGuideView {
  readonly caption: string;
  readonly rows: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    /** "Oral syringe", "Medical syringe"… */
    readonly type: string;
    /** "5 mL". */
    readonly capacity: string;
    /** "0.2 mL marks, numbered every 1 mL". */
    readonly marks: string;
    readonly use: string;
  }>;
}

/** The smallest syringe of a family for a volume, and where the volume falls on its marks. */
export interface SyringeCellView {
  readonly name: string;
  readonly status: string;
}

export interface SyringeReferenceView {
  readonly caption: string;
  readonly mg: number;
  readonly ml: number;
  readonly rows: ReadonlyArray<{
    readonly dose: number;
    readonly doseText: string;
    readonly volume: string;
    readonly oral: SyringeCellView;
    readonly injection: SyringeCellView;
  }>;
}

export interface SyringePageView extends ConverterPageHead {
  readonly guideText: readonly string[];
  readonly guide: SyringeGuideView;
  readonly safetyTips: readonly string[];
  readonly examples: readonly ExampleView[];
  readonly reference: SyringeReferenceView;
  readonly faq: readonly FaqEntry[];
  readonly related: readonly LinkView[];
  /** The warnings of the high-alert medicines the page names (insulin), first on the page (issue 27). */
  readonly highAlert: readonly HighAlertWarning[];
  /** Plain-text sources for the rules and facts the page states (clinical.ts). */
  readonly sources: readonly string[];
}
