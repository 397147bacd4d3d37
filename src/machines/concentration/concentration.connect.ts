/**
 * The concentration converter's connect layer (in the manner of zag's `connect`): from a snapshot
 * and `send`, everything the view shows and every handler it attaches. The view spreads it and
 * computes nothing; the view-level model test builds its expected screen from it.
 */
import {
  answerLineOf,
  choiceGroup,
  type AnswerSummary,
  leafPath,
  named,
  shareButton,
  type ChoiceGroupView,
  type ConnectedField,
  type ShareButtonView,
  readingNote,
  needsResultSaying,
  resultReason,
  resultToneOf,
  type ReasonView,
} from "~/machines/connect";
import type { SnapshotFrom } from "xstate";
import { PRINT_RECORD_LABEL, type LabRecord } from "~/domain/lab/lab-record";
import { concentrationRecord } from "./concentration.record";
import { COMMON_SOLUTES, CONVERTER_UNITS, PPM_CONVENTION, type ConverterUnit } from "~/domain/lab/concentration-units";
import { concentrationRows } from "~/domain/lab/concentration-rows";
import { REAGENTS, reagentLabel } from "~/domain/lab/reagents";
import { MOLAR_MASS_UNITS, type MolarMassSymbol } from "~/domain/units";
import type { concentrationMachine } from "./concentration.machine";
import { concentrationShare } from "./concentration.share";
import {
  CONCENTRATION_FIELD_HELP,
  CONCENTRATION_TEXT,
  soluteButtonName,
  type ConcentrationEvent,
  type ConcentrationField,
} from "./concentration.types";

type ConcentrationSnapshot = SnapshotFrom<typeof concentrationMachine>;
type Send = (event: ConcentrationEvent) => void;

export const CONCENTRATION_IDS = {
  value: "concentration-value",
  molecularWeight: "concentration-molecular-weight",
  density: "concentration-density",
  purity: "concentration-purity",
  target: "concentration-target",
  finalVolume: "concentration-final-volume",
  unitGroup: "concentration-unit",
  weightUnitGroup: "concentration-weight-unit",
  result: "concentration-result",
} as const;

export interface ConnectedCell {
  /** The row's unit, or the units it stands for ("M, mM, µM, nM": concentration-rows.ts). */
  readonly unit: string;
  /** The units the row stands for, each kept whole on screen. */
  readonly units: readonly string[];
  readonly text: string;
  /** The cell is empty, and says why. */
  readonly empty: boolean;
  /** The unit the value was typed in. */
  readonly typed: boolean;
}

export interface ConcentrationView {
  /** The machine's state, for data-state and the tests ("ready.massOnly"). */
  readonly state: string;
  readonly value: ConnectedField;
  readonly unit: ChoiceGroupView<ConverterUnit>;
  readonly molecularWeight: ConnectedField;
  readonly weightUnit: ChoiceGroupView<MolarMassSymbol>;
  readonly density: ConnectedField;
  readonly purity: ConnectedField;
  /** What the density and the purity mean, under them (the density's words follow the unit chosen). */
  readonly help: { readonly density: string; readonly purity: string; readonly preparation: string };
  readonly solutes: readonly { readonly name: string; readonly pressed: boolean; readonly onPress: () => void }[];
  readonly reagents: readonly { readonly name: string; readonly pressed: boolean; readonly onPress: () => void }[];
  /** The dilution asked of the solution: its two fields and its answer (or why there is none). */
  readonly preparation: {
    readonly label: string;
    readonly target: ConnectedField;
    readonly finalVolume: ConnectedField;
    /** "This solution is 12.1 M. To make …", the target's refusal, or null (off, or a field's hint). */
    readonly line: string | null;
    readonly caution: string | null;
  };
  readonly result: {
    readonly tone: "empty" | "result" | "caution" | "error";
    readonly label: string;
    /** The prompt, or the hint, when there is no table. */
    readonly message: string | null;
    readonly cells: readonly ConnectedCell[];
    readonly caution: string | null;
    readonly working: readonly string[];
    readonly ppmNote: string | null;
  };
  /** The result in one line (issue 54): the first two units it was converted to ("10 000 mcg/mL = 10 g/L"). */
  readonly answerLine: AnswerSummary;
  readonly copy: { readonly label: string; readonly enabled: boolean; readonly onCopy: () => void };
  /** Why 'Copy all units' and 'Print record' are off, by the status (a density still missing is a field to fill). */
  readonly actionsReason: ReasonView;
  /** 'Print record' (issue 52): on with a table; `record` is what the page prints, or null. */
  readonly print: {
    readonly label: string;
    readonly enabled: boolean;
    readonly onPrint: () => void;
    readonly record: LabRecord | null;
  };
  readonly share: ShareButtonView;
  readonly reset: { readonly label: string; readonly onReset: () => void };
}

/** The dotted path of the result region's leaf state: "empty", "invalid.value.zero", "ready.complete". */
export function statePath(snapshot: Pick<ConcentrationSnapshot, "value">): string {
  return leafPath(snapshot.value.result);
}

const UNIT_SYMBOLS = CONVERTER_UNITS;
const WEIGHT_UNIT_SYMBOLS = MOLAR_MASS_UNITS.map((u) => u.symbol);

/** A radio group of unit symbols, by its group's key in the ids and the words. */
const unitGroup = <U extends string>(
  group: "unitGroup" | "weightUnitGroup",
  symbols: readonly U[],
  chosen: U,
  onChoose: (unit: U) => void,
) => choiceGroup(CONCENTRATION_IDS[group], CONCENTRATION_TEXT[group], named(symbols), chosen, onChoose);

/**
 * What Copy and Print record wait for, naming what is missing where the state knows it: nothing
 * typed asks for the concentration, a percentage without its density for that density (the
 * solution's or the pure liquid's), a refused entry for its correction.
 */
export const ACTIONS_WAIT_FOR = {
  empty: "enter a concentration first",
  solution: "enter the solution's density in Density (g/mL), or choose a reagent",
  liquid: "enter the density of the pure liquid in Density (g/mL)",
} as const;

const ACTION_NAMES = [CONCENTRATION_TEXT.copy, PRINT_RECORD_LABEL];

function actionsReason(status: ConcentrationSnapshot["context"]["status"]): ReasonView {
  const reasonId = "concentration-actions-reason";
  if (status.kind === "empty") return { reason: needsResultSaying(ACTION_NAMES, ACTIONS_WAIT_FOR.empty), reasonId };
  if (status.kind === "needsDensity")
    return { reason: needsResultSaying(ACTION_NAMES, ACTIONS_WAIT_FOR[status.density]), reasonId };
  return resultReason(ACTION_NAMES, status.kind !== "ready", status.kind, reasonId);
}

export function connect(snapshot: ConcentrationSnapshot, send: Send): ConcentrationView {
  const { inputs, status, preparation } = snapshot.context;
  const errorOf = (field: ConcentrationField) =>
    status.kind === "invalid" && status.field === field
      ? status.message
      : preparation.kind === "invalid" && preparation.field === field
        ? preparation.message
        : null;
  const field = (name: ConcentrationField): ConnectedField => ({
    id: CONCENTRATION_IDS[name],
    label: CONCENTRATION_TEXT[name].label,
    placeholder: CONCENTRATION_TEXT[name].placeholder,
    value: inputs[name],
    error: errorOf(name),
    // How a decimal comma was read, unless the hint already speaks of the entry.
    note: errorOf(name) ? null : readingNote(inputs[name]),
    onChange: (value) => send({ type: "FIELD.CHANGE", field: name, value }),
  });
  const ready = status.kind === "ready" ? status : null;
  const cells: ConnectedCell[] = (ready ? concentrationRows(ready.table.cells) : []).map((r) => ({
    unit: r.label,
    units: r.units,
    text: r.text,
    empty: r.empty,
    typed: r.typed,
  }));
  // A density still missing is a caution: the entry is read, but cannot be converted yet.
  const resultTone: ConcentrationView["result"]["tone"] =
    status.kind === "needsDensity" ? "caution" : resultToneOf(ready, status.kind === "empty");
  const resultMessage =
    status.kind === "empty" || status.kind === "needsDensity"
      ? status.message
      : status.kind === "invalid"
        ? `No conversion: ${status.message}`
        : null;
  return {
    state: statePath(snapshot),
    value: field("value"),
    unit: unitGroup("unitGroup", UNIT_SYMBOLS, inputs.unit, (unit) => send({ type: "UNIT.CHANGE", unit })),
    molecularWeight: field("molecularWeight"),
    weightUnit: unitGroup("weightUnitGroup", WEIGHT_UNIT_SYMBOLS, inputs.molecularWeightUnit, (unit) =>
      send({ type: "MW_UNIT.CHANGE", unit }),
    ),
    density: field("density"),
    purity: field("purity"),
    help: {
      density:
        inputs.unit === "% v/v" ? CONCENTRATION_FIELD_HELP.densityLiquid : CONCENTRATION_FIELD_HELP.densitySolution,
      purity: CONCENTRATION_FIELD_HELP.purity,
      preparation: CONCENTRATION_FIELD_HELP.preparation,
    },
    reagents: REAGENTS.map((r) => ({
      name: reagentLabel(r),
      pressed: ready?.table.reagent?.name === r.name,
      onPress: () => send({ type: "REAGENT.CHOOSE", reagent: r.name }),
    })),
    preparation: {
      label: CONCENTRATION_TEXT.preparationLabel,
      target: field("target"),
      finalVolume: field("finalVolume"),
      line:
        preparation.kind === "ready"
          ? preparation.line
          : preparation.kind === "aboveStock"
            ? preparation.message
            : null,
      caution: preparation.kind === "ready" ? preparation.caution : null,
    },
    solutes: COMMON_SOLUTES.map((s) => ({
      name: soluteButtonName(s),
      pressed: ready?.table.solute?.name === s.name,
      onPress: () => send({ type: "SOLUTE.CHOOSE", solute: s.name }),
    })),
    answerLine: answerLineOf(
      { tone: resultTone, message: resultMessage },
      ready
        ? cells
            .filter((c) => !c.empty && !c.typed)
            .slice(0, 2)
            .map((c) => c.text)
            .join(" = ")
        : null,
    ),
    result: {
      tone: resultTone,
      label: CONCENTRATION_TEXT.resultLabel,
      message: resultMessage,
      cells,
      caution: ready?.caution ?? null,
      working: ready?.table.working ?? [],
      ppmNote: ready ? PPM_CONVENTION : null,
    },
    copy: { label: CONCENTRATION_TEXT.copy, enabled: ready !== null, onCopy: () => send({ type: "COPY" }) },
    actionsReason: actionsReason(status),
    print: {
      label: PRINT_RECORD_LABEL,
      enabled: ready !== null,
      onPrint: () => send({ type: "PRINT" }),
      record: concentrationRecord(snapshot.context),
    },
    share: shareButton(
      snapshot,
      send,
      CONCENTRATION_TEXT.shareLink,
      concentrationShare,
      inputs,
      "concentration-share-reason",
    ),
    reset: { label: CONCENTRATION_TEXT.reset, onReset: () => send({ type: "RESET" }) },
  };
}
