/**
 * What a change of unit does to what is already typed (issue 56, principle 4: a change of unit
 * never moves a quantity unseen), for the infusion rate calculator's unit choices: the order's
 * unit (mg, mcg, units, each per kg or not), the order's time unit (per minute or per hour), the
 * weight's unit (kg or lb) and the time field's unit (minutes or hours). Pure.
 *
 * A bare number typed is read in the unit chosen, so changing the unit would re-read it. Instead:
 *   converted  the number is converted exactly into the new unit (90 min → 1.5 h, 5 mg → 5 000
 *              mcg) when the converted figure is exact to 4 decimals; the quantity is the same
 *              (a weight is never converted: it is kept with its unit, "22 lb", and the result
 *              shows it in kg);
 *   kept       otherwise the entry is written with the unit it was typed in ("100 min", "22 lb",
 *              "5 mg/min"): the quantity is the same, and where it disagrees with the new choice
 *              the field's hint asks which is meant; an entry typed with its own unit is kept as
 *              it is;
 *   cleared    an order typed without its time unit when "per kg" is chosen and no time unit is:
 *              no writing of it keeps its meaning, so the field is emptied and says so;
 *   none       nothing typed, the unit not changed, or no unit chosen before (nothing to re-read).
 * Each outcome has its sentence for the announcer.
 */
import { echoNumber } from "~/domain/number/entry";
import { decimalRatio } from "~/domain/number/exact";
import { formatPlainNumber } from "~/domain/number/format";
import { amountFactor, type PerTime } from "./clinical-display";
import { readMeasure } from "./clinical";
import { KG_PER_LB, type WeightUnitChoice } from "./weight";
import type { DurationUnit, InfusionDoseUnit, InfusionInputs } from "./infusion-rate-inputs";

export type UnitChangeKind = "none" | "converted" | "kept" | "cleared";
export const UNIT_CHANGE_KINDS: readonly UnitChangeKind[] = ["none", "converted", "kept", "cleared"];

/** A unit choice of the form, as the inputs it sets. */
export type UnitChoice =
  | { readonly choice: "orderUnit"; readonly doseUnit: InfusionDoseUnit; readonly perKg: boolean }
  | { readonly choice: "per"; readonly per: PerTime }
  | { readonly choice: "weightUnit"; readonly unit: WeightUnitChoice }
  | { readonly choice: "durationUnit"; readonly unit: DurationUnit };

export interface UnitChange {
  readonly kind: UnitChangeKind;
  /** The inputs after the choice, with the entry converted, written with its unit or cleared. */
  readonly inputs: InfusionInputs;
  /** What the announcer says of the entry, or null (none). */
  readonly words: string | null;
}

/** How many decimals a converted entry may have: more, and it is kept with its unit instead. */
export const CONVERTED_DECIMALS = 4;

/** `value` × `from` ÷ `to`, when exact with at most 4 decimals; else null. */
function exactConversion(value: number, from: number, to: number): number | null {
  const converted = decimalRatio([value, from], [to]);
  const shown = Number(formatPlainNumber(converted, CONVERTED_DECIMALS));
  return shown === converted && decimalRatio([converted, to], [from]) === value && converted > 0 ? converted : null;
}

/** A number typed alone (no unit, no "/"), above 0: its value and its text; else null. */
function bareNumber(text: string): { value: number; text: string } | null {
  const m = readMeasure(text);
  return m.ok && m.unit === null && m.per.length === 0 && m.value > 0 ? { value: m.value, text: m.numberText } : null;
}

/** A converted entry as it is written in its field: plain digits, no grouping. */
const plain = (value: number): string => formatPlainNumber(value, CONVERTED_DECIMALS);

const none = (inputs: InfusionInputs): UnitChange => ({ kind: "none", inputs, words: null });

/** A time or a weight: a bare number converted exactly, or written with the unit it was typed in. */
function measured<U extends string>(
  label: string,
  text: string,
  from: U,
  to: U,
  factor: (unit: U) => number,
  write: (text: string) => Partial<InfusionInputs>,
  inputs: InfusionInputs,
  convert = true,
): UnitChange {
  const bare = bareNumber(text);
  if (!bare) {
    const m = readMeasure(text);
    return m.ok && m.unit !== null
      ? { kind: "kept", inputs, words: `${label} ${text.trim()}: kept as typed, with its unit.` }
      : none(inputs);
  }
  const converted = convert ? exactConversion(bare.value, factor(from), factor(to)) : null;
  if (converted !== null) {
    const shown = echoNumber(converted);
    return {
      kind: "converted",
      inputs: { ...inputs, ...write(plain(converted)) },
      words: `${label} ${echoNumber(bare.value)} ${from} is ${shown} ${to}: converted.`,
    };
  }
  const kept = `${bare.text} ${from}`;
  return {
    kind: "kept",
    inputs: { ...inputs, ...write(kept) },
    words: `${label} ${kept}: kept as typed, with its unit (${to} chosen for a new entry).`,
  };
}

/** The order as typed, written out with every unit it is read in: "5 mcg/kg/min". */
function orderWritten(inputs: InfusionInputs): { text: string } | null {
  const m = readMeasure(inputs.doseText);
  if (!m.ok || m.value <= 0) return null;
  const typedPerKg = m.per[0]?.symbol === "kg";
  const last = m.per.at(-1)?.symbol;
  const typedPer = last === "min" || last === "h" ? last : null;
  const amount = m.unit?.symbol ?? inputs.doseUnit;
  const kg = typedPerKg || (m.per.length === 0 && inputs.perKg) ? "/kg" : "";
  const per = typedPer ?? (m.per.length === 0 ? inputs.per : null);
  return {
    text: `${m.numberText} ${amount}${kg}${per ? `/${per}` : ""}`,
  };
}

const ORDER = "Ordered dose rate";

/** The inputs after a unit choice, and what happened to what was typed in the field it reads. */
export function unitChangeOf(inputs: InfusionInputs, change: UnitChoice): UnitChange {
  switch (change.choice) {
    case "durationUnit": {
      const next = { ...inputs, durationUnit: change.unit };
      if (inputs.durationUnit === null || inputs.durationUnit === change.unit) return none(next);
      const minutesOf = (u: DurationUnit) => (u === "h" ? 60 : 1);
      return measured(
        "Time",
        inputs.durationText,
        inputs.durationUnit,
        change.unit,
        minutesOf,
        (t) => ({ durationText: t }),
        next,
      );
    }
    case "weightUnit": {
      const next = { ...inputs, weightUnit: change.unit };
      if (inputs.weightUnit === change.unit || !inputs.perKg) return none(next);
      const kgOf = (u: WeightUnitChoice) => (u === "lb" ? KG_PER_LB : 1);
      return measured(
        "Weight",
        inputs.weightText,
        inputs.weightUnit,
        change.unit,
        kgOf,
        (t) => ({ weightText: t }),
        next,
        // A weight is kept with its unit: the result shows it in kg, to the nearest 0.01 kg.
        false,
      );
    }
    case "per": {
      const next = { ...inputs, per: change.per };
      const order = orderWritten(inputs);
      if (inputs.per === null || inputs.per === change.per || inputs.direction !== "doseToRate" || !order)
        return none(next);
      // The order's time unit is as the order is written: a change keeps what was typed, and asks.
      const text = order.text;
      return {
        kind: "kept",
        inputs: { ...next, doseText: text },
        words: `${ORDER} ${text}: kept as typed, with its time unit.`,
      };
    }
    case "orderUnit": {
      const next = { ...inputs, doseUnit: change.doseUnit, perKg: change.perKg };
      const order = orderWritten(inputs);
      const same = inputs.doseUnit === change.doseUnit && inputs.perKg === change.perKg;
      if (same || inputs.direction !== "doseToRate" || !order) return none(next);
      const bare = bareNumber(inputs.doseText);
      const mass = (u: InfusionDoseUnit) => u !== "units";
      if (bare && inputs.perKg === change.perKg && mass(inputs.doseUnit) && mass(change.doseUnit)) {
        const converted = exactConversion(bare.value, amountFactor(inputs.doseUnit), amountFactor(change.doseUnit));
        if (converted !== null) {
          const kg = change.perKg ? "/kg" : "";
          return {
            kind: "converted",
            inputs: { ...next, doseText: plain(converted) },
            words: `${ORDER} ${echoNumber(bare.value)} ${inputs.doseUnit}${kg} is ${echoNumber(converted)} ${change.doseUnit}${kg}: converted.`,
          };
        }
      }
      // Written with every unit it was read in, it keeps its quantity: the field's hint asks if
      // it disagrees. Per kg chosen for an order written with no "/": no writing keeps it.
      const text = order.text;
      const written = readMeasure(text);
      if (change.perKg && written.ok && written.per.length === 0)
        return {
          kind: "cleared",
          inputs: { ...next, doseText: "" },
          words: `${ORDER} ${text} cleared: it is not per kg. Choose per minute or per hour, and type the order per kg.`,
        };
      return {
        kind: "kept",
        inputs: { ...next, doseText: text },
        words: `${ORDER} ${text}: kept as typed, with its unit.`,
      };
    }
  }
}
