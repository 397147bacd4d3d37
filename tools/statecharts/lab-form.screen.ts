/**
 * What a lab-form calculator's page shows (molarity, dilution), read off its connect layer's view
 * model (src/machines/lab-form/lab-form.connect.ts), the same object the view spreads: every radio
 * group with its checked option, each field (value, disabled, aria-invalid, hint), the Calculate
 * button, the result region's name and texts. The view-level tests (tests/model/*-view.test.tsx,
 * through tests/view/lab-screen.ts) and the browser driver (tests/e2e/support/lab-driver.ts) check
 * it; each calculator's model adds where the focus goes and what the announcer says.
 */
import type { ChoiceGroupView } from "../../src/machines/connect";
import type { LabFormView } from "../../src/machines/lab-form/lab-form.connect";

export interface LabScreen {
  /** The 'Solve for:' group first, then the calculator's others (a field's unit). */
  readonly groups: readonly { readonly name: string; readonly options: readonly (readonly [string, boolean])[] }[];
  readonly fields: readonly {
    readonly label: string;
    readonly value: string;
    readonly disabled: boolean;
    /** aria-invalid: a hint of its own, or a hint under another field that involves it. */
    readonly invalid: boolean;
    /** The hint under this field, in its accessible description. */
    readonly hint: string | null;
  }[];
  readonly calculateName: string;
  /** The name of the result region. */
  readonly regionName: string;
  /** Texts the result region must contain. */
  readonly resultContains: readonly string[];
  readonly hasResult: boolean;
  /** The kind of result (the state within `calculated`), or null. */
  readonly resultKind: string | null;
  /** 'Copy record' and 'Print record' are on (with a result), or off with the note saying why. */
  readonly recordEnabled: boolean;
  /** The note of a share link used or ignored (its element's test id, its text or null), and 'Copy share link' on. */
  readonly link: { readonly noteId: string; readonly note: string | null; readonly shareEnabled: boolean };
}

/**
 * The screen of a lab form's view model: `groups` besides 'Solve for:' (a field's unit), and
 * `resultTexts`, the texts a result shows (its caution added here).
 */
export function labScreen<F extends string, M extends string>(
  view: LabFormView<F, M>,
  groups: readonly ChoiceGroupView<string>[],
  resultTexts: readonly string[],
): LabScreen {
  const fields = Object.values<LabFormView<F, M>["fields"][F]>(view.fields);
  const { result } = view;
  return {
    groups: [view.solveFor as ChoiceGroupView<string>, ...groups].map((g) => ({
      name: g.label,
      options: g.options.map((o) => [o.label, o.value === g.value] as const),
    })),
    fields: fields.map((f) => ({
      label: f.label,
      value: f.value,
      disabled: f.disabled,
      invalid: f.error !== null || f.alsoDescribedBy !== null,
      hint: f.error,
    })),
    calculateName: view.calculate.label,
    regionName: result.label,
    resultContains:
      result.message !== null
        ? [result.message]
        : [...resultTexts, ...(result.caution ? [`Caution: ${result.caution}`] : [])],
    hasResult: result.message === null,
    resultKind: result.kind,
    recordEnabled: view.record.enabled,
    link: { noteId: view.share.noteId, note: view.share.note, shareEnabled: !view.share.disabled },
  };
}
