/**
 * The molarity calculator's connect layer (in the manner of zag's `connect`): the lab form's view
 * model (src/machines/lab-form/lab-form.connect.ts) with molarity's words, each field's unit
 * choice, the common solutes, the result as the result area shows it and the formula of the mode.
 * The view spreads it and computes nothing; the view-level model test builds its expected screen
 * from it. Pure: no React, no DOM.
 */
import type { SnapshotFrom } from "xstate";
import { choiceGroup, named, type ChoiceGroupView, type ReasonView } from "~/machines/connect";
import { connectLabForm, labFieldId, type LabFormView } from "~/machines/lab-form/lab-form.connect";
import type { molarityMachine } from "./molarity.machine";
import { selectSolveFor } from "./molarity.selectors";
import { molarityRecord } from "./molarity.record";
import { molarityShare } from "./molarity.share";
import {
  COMMON_SOLUTES,
  HYDRATE_NOTE,
  MOLARITY_FIELDS,
  MOLARITY_MODE_LABEL,
  MOLARITY_MODES,
  MOLARITY_RESULT_KINDS,
  UNIT_CHOICES,
  UNIT_FIELDS,
  UNIT_GROUP_LABEL,
  molarityFieldText,
  type MolarityEvent,
  type MolarityField,
  type MolarityMode,
  type MolarityUnitEvent,
  type UnitField,
} from "./molarity.types";
import {
  balanceWords,
  calculateLabel,
  formatMolarityResult,
  MOLARITY_FORMAT_RULE,
  MOLARITY_FORMULA,
  MOLARITY_MODE_PROMPT,
  type MolarityResultDisplay,
} from "./molarity.words";

type MolaritySnapshot = SnapshotFrom<typeof molarityMachine>;

/** A common solute's button: it fills the molecular weight. */
export interface SoluteButtonView {
  readonly name: string;
  readonly formula: string;
  readonly molecularWeight: string;
  /** Its accessible name: "Sodium chloride (NaCl), 58.44 g/mol". */
  readonly label: string;
  readonly onPress: () => void;
}

export interface MolarityView extends LabFormView<MolarityField, MolarityMode> {
  /** Each field's unit choice (mass, volume, molarity). */
  readonly units: Readonly<Record<UnitField, ChoiceGroupView<string>>>;
  readonly solutes: ReasonView & {
    /** Off while the molecular weight is the unknown; `reason` then says so. */
    readonly disabled: boolean;
    readonly buttons: readonly SoluteButtonView[];
    readonly note: string;
  };
  /** The result as the result area shows it (its caution is `result.caution`), or null. */
  readonly display: Omit<MolarityResultDisplay, "caution" | "fieldText"> | null;
  /** Under the balance choice: what the chosen balance weighs, and the rule. */
  readonly balanceNote: string;
  /** "Solving for molarity: M = mass ÷ (MW × V)". */
  readonly formula: { readonly solvingFor: string; readonly formula: string; readonly rule: string };
}

/** Why the common solutes are off while solving for the molecular weight (the field they fill). */
export const SOLUTES_OFF_REASON =
  "The common solutes fill the molecular weight, which is being calculated now: solve for something else to use them.";

export function connectMolarity(snapshot: MolaritySnapshot, send: (event: MolarityEvent) => void): MolarityView {
  const { units, result } = snapshot.context;
  const display = result ? formatMolarityResult(result) : null;
  const mode = selectSolveFor(snapshot);
  const form = connectLabForm<MolarityField, MolarityMode, unknown>(snapshot, send, {
    name: "molarity",
    fields: MOLARITY_FIELDS,
    fieldText: (field) => {
      const text = molarityFieldText(field, units);
      return { ...text, calculatedName: text.name.toLowerCase() };
    },
    resultFieldText: () => display?.fieldText ?? "",
    linkedHints: false,
    modes: MOLARITY_MODES.map((m) => [m, MOLARITY_MODE_LABEL[m]] as const),
    calculateName: calculateLabel(mode),
    resultLabel: MOLARITY_MODE_LABEL[mode],
    prompt: MOLARITY_MODE_PROMPT[mode],
    plainKind: MOLARITY_RESULT_KINDS[0],
    record: result ? molarityRecord(result, snapshot.context) : null,
    link: molarityShare,
  });
  const unitGroup = (field: UnitField) =>
    choiceGroup<string>(
      `${labFieldId("molarity", field)}-unit`,
      UNIT_GROUP_LABEL[field],
      named(UNIT_CHOICES[field] as readonly string[]),
      units[field],
      (unit) => send({ type: "UNIT.CHANGE", field, unit } as MolarityUnitEvent),
    );
  return {
    ...form,
    result: { ...form.result, caution: display?.caution ?? null },
    units: Object.fromEntries(UNIT_FIELDS.map((f) => [f, unitGroup(f)])) as Record<UnitField, ChoiceGroupView<string>>,
    solutes: {
      disabled: mode === "molecularWeight",
      reason: mode === "molecularWeight" ? SOLUTES_OFF_REASON : null,
      reasonId: "molarity-solutes-reason",
      buttons: COMMON_SOLUTES.map((solute) => ({
        name: solute.name,
        formula: solute.formula,
        molecularWeight: solute.molecularWeight,
        label: `${solute.name} (${solute.formula}), ${solute.molecularWeight} g/mol`,
        onPress: () =>
          send({ type: "FIELD.CHANGE", field: "molecularWeight", value: solute.molecularWeight, source: solute.name }),
      })),
      note: HYDRATE_NOTE,
    },
    balanceNote: `${balanceWords(units.balance)} Below that, the result gives a stock and a dilution of it instead of a mass to weigh.`,
    display: display && {
      headline: display.headline,
      also: display.also,
      bench: display.bench,
      working: display.working,
    },
    formula: {
      solvingFor: MOLARITY_MODE_LABEL[mode].toLowerCase(),
      formula: MOLARITY_FORMULA[mode],
      rule: MOLARITY_FORMAT_RULE,
    },
  };
}
