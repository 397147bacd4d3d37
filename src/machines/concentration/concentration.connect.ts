/**
 * The concentration converter's connect layer (in the manner of zag's `connect`): from a snapshot
 * and `send`, everything the view shows and every handler it attaches. The view spreads it and
 * computes nothing; the view-level model test builds its expected screen from it.
 */
import {
  choiceGroup,
  leafPath,
  named,
  shareButton,
  type ChoiceGroupView,
  type ConnectedField,
  type ShareButtonView,
  readingNote,
} from "~/machines/connect";
import type { SnapshotFrom } from "xstate";
import { COMMON_SOLUTES, PPM_CONVENTION } from "~/domain/lab/concentration-units";
import { CONCENTRATION_UNITS, MOLAR_MASS_UNITS, type ConcentrationSymbol, type MolarMassSymbol } from "~/domain/units";
import type { concentrationMachine } from "./concentration.machine";
import { concentrationShare } from "./concentration.share";
import {
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
  unitGroup: "concentration-unit",
  weightUnitGroup: "concentration-weight-unit",
  result: "concentration-result",
} as const;

export interface ConnectedCell {
  readonly unit: ConcentrationSymbol;
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
  readonly unit: ChoiceGroupView<ConcentrationSymbol>;
  readonly molecularWeight: ConnectedField;
  readonly weightUnit: ChoiceGroupView<MolarMassSymbol>;
  readonly solutes: readonly { readonly name: string; readonly pressed: boolean; readonly onPress: () => void }[];
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
  readonly copy: { readonly label: string; readonly enabled: boolean; readonly onCopy: () => void };
  readonly share: ShareButtonView;
  readonly reset: { readonly label: string; readonly onReset: () => void };
}

/** The dotted path of the result region's leaf state: "empty", "invalid.value.zero", "ready.complete". */
export function statePath(snapshot: Pick<ConcentrationSnapshot, "value">): string {
  return leafPath(snapshot.value.result);
}

const UNIT_SYMBOLS = CONCENTRATION_UNITS.map((u) => u.symbol);
const WEIGHT_UNIT_SYMBOLS = MOLAR_MASS_UNITS.map((u) => u.symbol);

/** A radio group of unit symbols, by its group's key in the ids and the words. */
const unitGroup = <U extends string>(
  group: "unitGroup" | "weightUnitGroup",
  symbols: readonly U[],
  chosen: U,
  onChoose: (unit: U) => void,
) => choiceGroup(CONCENTRATION_IDS[group], CONCENTRATION_TEXT[group], named(symbols), chosen, onChoose);

export function connect(snapshot: ConcentrationSnapshot, send: Send): ConcentrationView {
  const { inputs, status } = snapshot.context;
  const errorOf = (field: ConcentrationField) =>
    status.kind === "invalid" && status.field === field ? status.message : null;
  const field = (name: ConcentrationField): ConnectedField => ({
    id: CONCENTRATION_IDS[name],
    label: CONCENTRATION_TEXT[name].label,
    placeholder: CONCENTRATION_TEXT[name].placeholder,
    value: name === "value" ? inputs.value : inputs.molecularWeight,
    error: errorOf(name),
    // How a decimal comma was read, unless the hint already speaks of the entry.
    note: errorOf(name) ? null : readingNote(name === "value" ? inputs.value : inputs.molecularWeight),
    onChange: (value) => send({ type: "FIELD.CHANGE", field: name, value }),
  });
  const ready = status.kind === "ready" ? status : null;
  const cells: ConnectedCell[] =
    ready?.table.cells.map((c) => ({ unit: c.unit, text: c.text, empty: c.value === null, typed: c.typed })) ?? [];
  return {
    state: statePath(snapshot),
    value: field("value"),
    unit: unitGroup("unitGroup", UNIT_SYMBOLS, inputs.unit, (unit) => send({ type: "UNIT.CHANGE", unit })),
    molecularWeight: field("molecularWeight"),
    weightUnit: unitGroup("weightUnitGroup", WEIGHT_UNIT_SYMBOLS, inputs.molecularWeightUnit, (unit) =>
      send({ type: "MW_UNIT.CHANGE", unit }),
    ),
    solutes: COMMON_SOLUTES.map((s) => ({
      name: soluteButtonName(s),
      pressed: ready?.table.solute?.name === s.name,
      onPress: () => send({ type: "SOLUTE.CHOOSE", solute: s.name }),
    })),
    result: {
      tone: ready ? (ready.caution ? "caution" : "result") : status.kind === "invalid" ? "error" : "empty",
      label: CONCENTRATION_TEXT.resultLabel,
      message:
        status.kind === "empty"
          ? status.message
          : status.kind === "invalid"
            ? `No conversion: ${status.message}`
            : null,
      cells,
      caution: ready?.caution ?? null,
      working: ready?.table.working ?? [],
      ppmNote: ready ? PPM_CONVENTION : null,
    },
    copy: { label: CONCENTRATION_TEXT.copy, enabled: ready !== null, onCopy: () => send({ type: "COPY" }) },
    share: shareButton(snapshot, send, CONCENTRATION_TEXT.shareLink, concentrationShare.notes),
    reset: { label: CONCENTRATION_TEXT.reset, onReset: () => send({ type: "RESET" }) },
  };
}
