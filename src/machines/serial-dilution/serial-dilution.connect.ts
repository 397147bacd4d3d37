/**
 * The serial dilution machine's connect layer (in the manner of zag's `connect`): from a snapshot
 * and `send`, everything the view shows (every text, hint, caution, which option is checked, which
 * button is enabled) and every handler it attaches. The view spreads it and computes nothing; the
 * view-level model test builds its expected screen from it. Pure: no React, no DOM.
 */
import type { SnapshotFrom } from "xstate";
import type { LabRecord } from "~/domain/lab/lab-record";
import { serialRecord } from "./serial-dilution.record";
import { CONCENTRATION_UNITS, type ConcentrationSymbol } from "~/domain/units";
import type { SerialField } from "~/domain/lab/serial-dilution";
import { judgedSerialStatus, serialStatePath } from "./serial-dilution.calc";
import { SERIAL_MESSAGES } from "~/domain/lab/serial-dilution";
import {
  answerLineOf,
  leafPath,
  shareButton,
  type AnswerSummary,
  type ChoiceGroupView,
  type ConnectedField,
  type ShareButtonView,
  readingNote,
  resultReason,
  resultToneOf,
  type ReasonView,
} from "~/machines/connect";
import type { serialDilutionMachine } from "./serial-dilution.machine";
import { serialShare } from "./serial-dilution.share";
import {
  CONVENTIONS,
  MODES,
  SERIAL_TEXT,
  TUBE_VOLUME_UNITS,
  type SerialEvent,
  type SerialInputs,
  type SerialMode,
  type TubeVolumeUnit,
  type VolumeConvention,
} from "./serial-dilution.types";

export type SerialSnapshot = SnapshotFrom<typeof serialDilutionMachine>;
type Send = (event: SerialEvent) => void;

export const CARD_ID = "serial-dilution";
export { CAUTION_LEAD } from "~/domain/caution-lead";
import { CAUTION_LEAD } from "~/domain/caution-lead";

/** A radio group of the form (the concentration converter's shape). */
export type SerialChoice<T extends string> = ChoiceGroupView<T>;

export interface SerialFieldView extends ConnectedField {
  readonly field: SerialField;
  /** The field's unit buttons, or null (the number of steps has none). */
  readonly unit: SerialChoice<string> | null;
}

export interface SerialTubeRow {
  /** "Tube 3". */
  readonly tube: string;
  readonly concentration: string;
  /** "the stock", "tube 2". */
  readonly from: string;
  /** What the tube holds at the end: "900 µL". */
  readonly atEnd: string;
}

export interface SerialView {
  /** The result region's state, for data-state and the tests ("ready.measurable", "invalid.steps.notWhole"). */
  readonly state: string;
  readonly mode: SerialChoice<SerialMode>;
  readonly fields: readonly SerialFieldView[];
  readonly convention: SerialChoice<VolumeConvention> & { readonly help: string };
  readonly result: {
    readonly tone: "empty" | "result" | "caution" | "error";
    readonly label: string;
    /** The prompt or the hint, without a plan. */
    readonly message: string | null;
    /** "Factor 10 per step (1 part in 10), 6 steps from 1 mM: tube 6 is 1 nM." */
    readonly summary: string | null;
    /** "Transfer: 100 µL", "Diluent per tube: 900 µL". */
    readonly lines: readonly string[];
    /** What the final volume meant, with the volumes (before or after the transfer out). */
    readonly conventionText: string | null;
    readonly instruction: string | null;
    readonly caution: string | null;
    readonly caption: string;
    readonly tubes: readonly SerialTubeRow[];
    readonly working: readonly string[];
  };
  /** The plan in one line (issue 54): its summary, or what the result area says without one. */
  readonly answerLine: AnswerSummary;
  readonly copy: {
    readonly label: string;
    readonly disabled: boolean;
    /** 'Copied to the clipboard.' while the copied indicator is on, else null. */
    readonly status: string | null;
    readonly onPress: () => void;
  };
  readonly download: { readonly label: string; readonly disabled: boolean; readonly onPress: () => void };
  /** Why 'Copy plan', 'Download CSV' and 'Print record' are off, by the status (a target that cannot be reached is a plan that cannot be made). */
  readonly actionsReason: ReasonView;
  /** 'Print record' (issue 52): on with a plan; `record` is what the page prints, or null. */
  readonly print: {
    readonly label: string;
    readonly disabled: boolean;
    readonly onPress: () => void;
    readonly record: LabRecord | null;
  };
  readonly share: ShareButtonView;
  readonly reset: { readonly label: string; readonly onPress: () => void };
}

/** The dotted path of the result region's leaf: "empty", "invalid.stock.zero", "ready.measurable". */
export const resultPath = (snapshot: Pick<SerialSnapshot, "value">): string => leafPath(snapshot.value.result);

const CONCENTRATION_OPTIONS = CONCENTRATION_UNITS.map((u) => ({ value: u.symbol, label: u.symbol }));

/** The fields the form shows in a mode, in form order. */
export const shownFields = (mode: SerialMode): readonly SerialField[] =>
  mode === "factor" ? ["stock", "factor", "steps", "volume"] : ["stock", "target", "steps", "volume"];

function unitOf(field: SerialField, inputs: SerialInputs, send: Send): SerialChoice<string> | null {
  const choice = (id: string, label: string, options: readonly { value: string; label: string }[], value: string) => ({
    id: `${CARD_ID}-${id}`,
    label,
    options,
    value,
  });
  switch (field) {
    case "stock":
      return {
        ...choice("stock-unit", SERIAL_TEXT.stockUnit, CONCENTRATION_OPTIONS, inputs.stockUnit),
        onChoose: (unit) => send({ type: "stockUnit.select", unit: unit as ConcentrationSymbol }),
      };
    case "target":
      return {
        ...choice("target-unit", SERIAL_TEXT.targetUnit, CONCENTRATION_OPTIONS, inputs.targetUnit),
        onChoose: (unit) => send({ type: "targetUnit.select", unit: unit as ConcentrationSymbol }),
      };
    case "volume":
      return {
        ...choice(
          "volume-unit",
          SERIAL_TEXT.volumeUnit,
          TUBE_VOLUME_UNITS.map((u) => ({ value: u, label: u })),
          inputs.volumeUnit,
        ),
        onChoose: (unit) => send({ type: "volumeUnit.select", unit: unit as TubeVolumeUnit }),
      };
    default:
      return null;
  }
}

export function connectSerialDilution(snapshot: SerialSnapshot, send: Send): SerialView {
  const { inputs, touched } = snapshot.context;
  // Judged against the fields touched (issue 54): `incomplete` waits for fields never touched.
  const status = judgedSerialStatus(inputs, touched);
  const ready = status.kind === "ready" ? status : null;
  const plan = ready?.plan ?? null;
  // Nothing typed, or waiting for fields not yet touched: the plan asks for everything.
  const waiting = status.kind === "empty" || status.kind === "incomplete";
  const resultTone: SerialView["result"]["tone"] = resultToneOf(ready, waiting);
  const resultMessage = waiting
    ? SERIAL_MESSAGES.empty(inputs.mode)
    : status.kind === "ready"
      ? null
      : `No plan: ${status.message}`;
  // The field to fix: a refused entry's, or the final concentration when it is not below the
  // stock (the region says why; the field says it too, so a form's error is tied to its field).
  const errorOf = (field: SerialField): string | null =>
    status.kind === "invalid" && status.field === field
      ? status.message
      : status.kind === "unreachable" && field === "target"
        ? status.message
        : null;
  const fields = shownFields(inputs.mode).map((field): SerialFieldView => ({
    field,
    id: `${CARD_ID}-${field}`,
    label: SERIAL_TEXT.fields[field].label,
    placeholder: SERIAL_TEXT.fields[field].placeholder,
    value: inputs[field],
    error: errorOf(field),
    // How a decimal comma was read, unless the hint already speaks of the entry.
    note: errorOf(field) === null ? readingNote(inputs[field]) : null,
    onChange: (value) => send({ type: "field.change", field, value }),
    onLeave: () => send({ type: "field.leave", field }),
    unit: unitOf(field, inputs, send),
  }));
  const last = plan ? plan.tubes.length - 1 : -1;
  return {
    state: serialStatePath(status),
    mode: {
      id: `${CARD_ID}-mode`,
      label: SERIAL_TEXT.mode,
      options: MODES.map((m) => ({ value: m, label: SERIAL_TEXT.modes[m] })),
      value: inputs.mode,
      onChoose: (mode) => send({ type: "mode.select", mode }),
    },
    fields,
    convention: {
      id: `${CARD_ID}-convention`,
      label: SERIAL_TEXT.convention,
      options: CONVENTIONS.map((c) => ({ value: c, label: SERIAL_TEXT.conventions[c] })),
      value: inputs.convention,
      help: SERIAL_TEXT.conventionHelp[inputs.convention],
      onChoose: (convention) => send({ type: "convention.select", convention }),
    },
    answerLine: answerLineOf({ tone: resultTone, message: resultMessage }, plan?.summary ?? null),
    result: {
      tone: resultTone,
      label: SERIAL_TEXT.resultLabel,
      message: resultMessage,
      summary: plan?.summary ?? null,
      lines: plan
        ? [
            `Dilution factor per step: ${plan.text.factor}`,
            `Transfer: ${plan.text.transfer}`,
            `Diluent per tube: ${plan.text.diluent}`,
          ]
        : [],
      conventionText: plan?.conventionText ?? null,
      instruction: plan?.instruction ?? null,
      caution: ready?.caution ? `${CAUTION_LEAD}${ready.caution}` : null,
      caption: SERIAL_TEXT.tableCaption,
      tubes:
        plan?.tubes.map((t, i) => ({
          tube: `Tube ${t.tube}`,
          concentration: t.text,
          from: t.from,
          atEnd: i === last ? plan.text.mixed : plan.text.diluent,
        })) ?? [],
      working: plan?.working ?? [],
    },
    copy: {
      label: SERIAL_TEXT.copy,
      disabled: !snapshot.can({ type: "copy" }),
      status: snapshot.matches({ copy: "copied" }) ? SERIAL_TEXT.copied : null,
      onPress: () => send({ type: "copy" }),
    },
    actionsReason: resultReason(
      [SERIAL_TEXT.copy, SERIAL_TEXT.download, SERIAL_TEXT.print],
      plan === null,
      status.kind === "unreachable" ? "impossible" : waiting ? "empty" : status.kind,
      `${CARD_ID}-actions-reason`,
    ),
    download: {
      label: SERIAL_TEXT.download,
      disabled: plan === null,
      onPress: () => send({ type: "download" }),
    },
    print: {
      label: SERIAL_TEXT.print,
      disabled: plan === null,
      onPress: () => send({ type: "print" }),
      record: serialRecord(snapshot.context.inputs),
    },
    share: shareButton(snapshot, send, SERIAL_TEXT.shareLink, serialShare, inputs, "serial-share-reason"),
    reset: { label: SERIAL_TEXT.reset, onPress: () => send({ type: "reset" }) },
  };
}
