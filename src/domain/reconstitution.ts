/**
 * Reconstitution (issue 31, `/reconstitution-calculator`), pure part.
 *
 *   final volume    = diluent + displacement (the volume the powder itself adds when dissolved)
 *   concentration   = powder ÷ final volume                      (1 g + 9.3 mL + 0.7 mL = 100 mg/mL)
 *   volume to draw  = dose ÷ concentration, measured by the one syringe rule
 *   diluent to add  = powder ÷ target concentration − displacement (the other mode), measured on
 *                     the injection syringe the one syringe rule gives: a diluent under 0.1 mL, or
 *                     between that syringe's marks, is a caution naming the strength the nearest
 *                     mark makes (the diluent sets the strength of every dose drawn from the vial)
 *
 * The displacement volume is optional: the label or package insert gives it. When it is not
 * entered it counts as 0 mL and the result says so, as its own state: ignoring it dilutes every
 * dose drawn from the vial. A target that cannot be made (the powder alone already takes up the
 * volume the target needs) is said, never computed. The concentration is carried as written
 * ([powder, final volume]), so the volume to draw is exactly what the converter gives.
 */
import { perObject } from "./per-object";
import { belowSmallest, formatDose, formatNumber, roundsToZero } from "~/domain/number/format";
import { concentrationDecimals } from "~/domain/number/concentration";
import { decimalDifference, decimalProduct, decimalRatio } from "~/domain/number/exact";
import type { AutoFamily } from "~/domain/syringe/syringe.types";
import { doseAdvice, formatPercent, LARGE_VOLUME_ML, SMALL_VOLUME_ML } from "~/domain/syringe/syringe";
import { markDescription } from "~/domain/syringe/syringe-words";
import { copyLineOf, isFieldIssue, numbersOf, readAmount, readMl, readStrength, statusOfIssues } from "./clinical";
import type { Caution, EmptyStatus, FieldIssue, InvalidStatus, Notes, OffScaleStatus, Strength } from "./clinical";
import {
  amountFactor,
  describeVolume,
  echo,
  echoAmount,
  formatStrength,
  kindOfAmountUnit,
  lineWithCautions,
  type AmountKind,
  type AmountUnit,
  type VolumeAspect,
  type VolumeFacts,
  volumeTooLarge,
} from "./clinical-display";

export type ReconstitutionMode = "concentration" | "diluent";

/** The form's choice of mode, and its modes, as a person sees them (the machine's form reads these). */
export const MODE_GROUP_LABEL = "Work out";
export const MODE_LABEL: Readonly<Record<ReconstitutionMode, string>> = {
  concentration: "Concentration",
  diluent: "Diluent to add",
};

export interface ReconstitutionInputs {
  /** Work out the concentration from the diluent, or the diluent for a target concentration. */
  readonly mode: ReconstitutionMode;
  /** The amount of powder in the vial: "1 g", "500", "5000000 units". */
  readonly powderText: string;
  /** What a bare number in the powder field (and the dose field) is. */
  readonly powderUnit: AmountUnit;
  /** The diluent added, in mL (concentration mode). */
  readonly diluentText: string;
  /** The target concentration: "100 mg/mL", "250 mg per 5 mL", "100000 units/mL" (diluent mode). */
  readonly targetText: string;
  /** The displacement volume from the label, in mL, or "" when not known. */
  readonly displacementText: string;
  /** A dose to draw, or "" for none. */
  readonly doseText: string;
  /** Which syringes measure the dose: oral or injection. */
  readonly syringe: AutoFamily;
}

export type ReconstitutionField = "powder" | "diluent" | "target" | "displacement" | "dose";
export const RECONSTITUTION_FIELDS: readonly ReconstitutionField[] = [
  "powder",
  "diluent",
  "target",
  "displacement",
  "dose",
];
/**
 * The fields read as a label prints them (field-kinds.ts, issue 56): the vial's powder ("5,000,000
 * units", "1,000 mg") and the strength the label's table gives ("100,000 units/mL"). The diluent and
 * the displacement are volumes the person measures, the dose is the order's: dose fields.
 */
export const RECONSTITUTION_LABEL_NUMBERS: readonly ReconstitutionField[] = ["powder", "target"];

export const RECONSTITUTION_MESSAGES = {
  powderEmpty: "Enter the amount of powder in the vial, for example 1 g",
  powderNotPositive: "Enter an amount of powder above 0",
  powderUnitHint: "type the powder in mg, g or units",
  powderOtherKind: "Enter the powder as on the vial, in mg, g or units, and choose that unit",
  powderPer: "Enter the amount in the vial only, for example 1 g",
  diluentEmpty: "Enter the volume of diluent added, in mL",
  diluentNotPositive: "Enter a volume of diluent above 0",
  displacementNotPositive: "Enter a displacement of 0 mL or more, or leave it empty",
  /** In the powder's kind (issue 53): a powder in units asks for a strength in units. */
  targetEmpty: (kind: AmountKind) =>
    kind === "units"
      ? "Enter the concentration you want, for example 100\u202f000 units/mL"
      : "Enter the concentration you want, for example 100 mg/mL",
  targetNeedsUnits: "The powder is in units: enter the concentration in units, for example 100\u202f000 units/mL",
  targetNeedsMass: "The powder is a mass: enter the concentration as a mass, for example 100 mg/mL",
  doseNotPositive: "Enter a dose above 0, or leave it empty",
  doseUnitHint: "type the dose in the powder's unit",
  doseOtherKind: (kind: AmountKind) =>
    kind === "units"
      ? "The powder is in units: enter the dose in units"
      : "The powder is a mass: enter the dose in mg, mcg or g",
  dosePer: (kind: AmountKind) =>
    kind === "units" ? "Enter one dose, for example 250\u202f000 units" : "Enter one dose, for example 250 mg",
  tooLarge: "The result is too large to calculate with: check the powder and the volumes",
  tooSmall: "The concentration is too small to show: check the powder and the volumes",
} as const;

/** Sources the page cites for displacement volumes. */
export const SOURCES: readonly string[] = [
  "Gray A, Wright J, Goodey V, Bruce L. Injectable Drugs Guide. Pharmaceutical Press, 2011, section 12.1 'Displacement values': when a powder is dissolved the volume increases by its displacement value (for example amoxicillin 250 mg: 0.2 mL), which the final volume and concentration must include.",
  "European Journal of Hospital Pharmacy 2015;22(Suppl 1):A152, displacement values in a paediatric i.v. guide: only 1 in 7 reconstituted powders had its displacement value taken into account, giving possible under-dosing of 4–12%.",
  "The product's package insert or Summary of Product Characteristics (SmPC) gives the displacement volume, or the final volume after reconstitution.",
];

export type ReconstitutionCautionKind =
  | "strengthAboveSolution"
  | "displacementNotGiven"
  | "diluentSmall"
  | "diluentPrecision"
  | "exceedsVial"
  | Exclude<VolumeAspect, "measurable">;

/**
 * How the diluent is measured: typed (Concentration mode: the volume added is known), or, worked
 * out for a target, on a mark of the rule's injection syringe, under 0.1 mL (a caution), between
 * the marks of every injection syringe that holds it (a caution), or more than any syringe here
 * holds (measured with a larger one: no caution, the line says so).
 */
export type DiluentAspect = "typed" | "onMark" | "cautionSmall" | "cautionPrecision" | "beyondSyringes";

/**
 * The strongest a reconstituted solution is taken to be: 1 g in every mL (1,000 mg/mL). Common
 * reconstituted strengths are far below it (a few hundred mg/mL at most); one above it is more
 * likely a slip of the powder's unit (g for mg) or of the diluent's volume than a real vial.
 */
export const STRONGEST_SOLUTION_MG_PER_ML = 1000;

export interface ReconstitutionAspects {
  /** A strength in mass above 1,000 mg/mL (more than a powder dissolves to), or one that is not. */
  readonly strength: "plausible" | "aboveSolution";
  readonly displacement: "given" | "notGiven";
  readonly diluent: DiluentAspect;
  /** No dose entered; the dose is more than the vial holds; else how its volume can be measured. */
  readonly draw: "notAsked" | "exceedsVial" | VolumeAspect;
}

export interface ReadyReconstitution {
  readonly kind: "ready";
  readonly mode: ReconstitutionMode;
  readonly variant: "plain" | ReconstitutionCautionKind;
  readonly aspects: ReconstitutionAspects;
  readonly cautions: readonly Caution<ReconstitutionCautionKind>[];
  /** The powder as entered: "1 g". */
  readonly powder: string;
  /** The diluent: entered (concentration mode) or to add (diluent mode). */
  readonly diluent: { readonly ml: number; readonly text: string };
  /** The line naming the syringe the diluent to add is measured with (diluent mode), or null. */
  readonly diluentSyringe: string | null;
  readonly displacement: { readonly ml: number; readonly text: string } | null;
  readonly finalVolume: { readonly ml: number; readonly text: string };
  /** The concentration after mixing: "100 mg/mL". */
  readonly concentration: { readonly perMl: number; readonly text: string };
  readonly dose: { readonly value: number; readonly text: string } | null;
  readonly volume: VolumeFacts | null;
  readonly basis: readonly string[];
  readonly copyLine: string;
  readonly notes: Notes<ReconstitutionField>;
}

/** A target the powder cannot make: the powder alone takes up more than the volume it needs. */
export interface ImpossibleReconstitution {
  readonly kind: "impossible";
  readonly field: "target";
  readonly message: string;
  readonly notes: Notes<ReconstitutionField>;
}

export type ReconstitutionStatus =
  | EmptyStatus<ReconstitutionField>
  | InvalidStatus<ReconstitutionField>
  | OffScaleStatus<ReconstitutionField>
  | ImpossibleReconstitution
  | ReadyReconstitution;

/** The final volume after adding `diluentMl` to a powder that displaces `displacementMl`. */
export function finalVolumeOf(diluentMl: number, displacementMl: number): number {
  return decimalDifference(diluentMl, -displacementMl);
}

/** The diluent to add for a target concentration written as [amount, mL]: powder ÷ target − displacement. */
export function diluentFor(powder: number, target: readonly [number, number], displacementMl: number): number {
  return decimalDifference(decimalRatio([powder, target[1]], [target[0]]), displacementMl);
}

/** A volume typed, or the exact sum of volumes typed: every digit. */
const mL = (v: number) => echo(v, "mL");
/**
 * A volume worked out (1,000 mg ÷ 30 mg/mL): the shared formatter's mL, to 0.0001 mL; one above 0
 * that rounds to 0 there is "less than 0.0001 mL", never "0 mL".
 */
const workedMl = (v: number) => (v > 0 && roundsToZero(v, 4) ? belowSmallest(4, "mL") : formatDose(v, "mL"));

/** How the diluent to add is measured: its aspect, the syringe line and a caution (see DiluentAspect). */
interface DiluentMeasure {
  readonly aspect: DiluentAspect;
  readonly syringe: string | null;
  readonly caution: Caution<"diluentSmall" | "diluentPrecision"> | null;
}

/**
 * The diluent to add on the injection syringe the one syringe rule gives (the diluent is drawn
 * from its ampoule or vial with a needle). Between marks, the caution names the nearest mark and
 * the strength that mark would make, `strengthAt(ml)`, against the target.
 */
function measureDiluent(
  diluentMl: number,
  target: string,
  strengthAt: (ml: number) => { text: string; percent: number },
): DiluentMeasure {
  const text = workedMl(diluentMl);
  if (diluentMl > LARGE_VOLUME_ML)
    return {
      aspect: "beyondSyringes",
      syringe: `Diluent: ${text} is more than the syringes here hold (the largest is ${workedMl(LARGE_VOLUME_ML)}): measure it with a larger syringe`,
      caution: null,
    };
  const advice = doseAdvice(diluentMl, "injection");
  const { syringe, outcome, nearestMl } = advice.recommendation;
  const line = `Diluent syringe: ${syringe.name}`;
  if (diluentMl < SMALL_VOLUME_ML)
    return {
      aspect: "cautionSmall",
      syringe: line,
      caution: {
        kind: "diluentSmall",
        text: `Very small diluent volume: ${roundsToZero(diluentMl, 4) ? `${text}, too small to measure with any syringe` : `${text} is under ${workedMl(SMALL_VOLUME_ML)} and hard to measure reliably with any syringe`}. Check the target concentration (a lower one takes more diluent), or ask the pharmacist.`,
      },
    };
  if (outcome !== "nearest") return { aspect: "onMark", syringe: line, caution: null };
  // What a mark would make: "101.01 mg/mL (1.01% stronger than 100 mg/mL)".
  const makes = (ml: number) => {
    const made = strengthAt(ml);
    return `${made.text} (${formatPercent(made.percent)} ${made.percent > 0 ? "stronger" : "weaker"} than ${target})`;
  };
  const halfway = advice.cautions.find((c) => c.kind === "precision")?.halfway;
  const where = halfway
    ? `is halfway between the ${workedMl(halfway.lowerMl)} and ${workedMl(halfway.upperMl)} marks of the ${syringe.name} (${markDescription(syringe)}): ${workedMl(halfway.lowerMl)} would make ${makes(halfway.lowerMl)}, ${workedMl(halfway.upperMl)} ${makes(halfway.upperMl)}`
    : `falls between the marks of the ${syringe.name} (${markDescription(syringe)}): its nearest mark, ${workedMl(nearestMl)}, would make ${makes(nearestMl)}`;
  return {
    aspect: "cautionPrecision",
    syringe: line,
    caution: {
      kind: "diluentPrecision",
      text: `The diluent to add, ${text}, ${where}. Measure ${text} with a finer syringe, or add a volume you can measure and work out its strength with '${MODE_GROUP_LABEL}: ${MODE_LABEL.concentration}'.`,
    },
  };
}

/** Everything the reconstitution calculator shows, from what was typed and chosen. Pure; never throws. */
export function evaluateReconstitution(inputs: ReconstitutionInputs): ReconstitutionStatus {
  const { mode, powderUnit: unit } = inputs;
  const kind = kindOfAmountUnit(unit);
  const issues: FieldIssue<ReconstitutionField>[] = [];
  const notes: Partial<Record<ReconstitutionField, string>> = {};
  const keep = <T extends { note: string | null }>(
    field: ReconstitutionField,
    r: T | null | FieldIssue<ReconstitutionField>,
  ): T | null => {
    if (isFieldIssue<ReconstitutionField>(r)) {
      issues.push(r);
      return null;
    }
    if (r?.note) notes[field] = r.note;
    return r;
  };

  const powder = keep(
    "powder",
    readAmount("powder", inputs.powderText, unit, {
      empty: RECONSTITUTION_MESSAGES.powderEmpty,
      notPositive: RECONSTITUTION_MESSAGES.powderNotPositive,
      unitHint: RECONSTITUTION_MESSAGES.powderUnitHint,
      otherKind: RECONSTITUTION_MESSAGES.powderOtherKind,
      perSomething: RECONSTITUTION_MESSAGES.powderPer,
      numbers: numbersOf(RECONSTITUTION_LABEL_NUMBERS, "powder"),
    }),
  );
  const diluentRead =
    mode === "concentration"
      ? keep(
          "diluent",
          readMl("diluent", inputs.diluentText, {
            empty: RECONSTITUTION_MESSAGES.diluentEmpty,
            notPositive: RECONSTITUTION_MESSAGES.diluentNotPositive,
          }),
        )
      : null;
  let target: Strength | null = null;
  if (mode === "diluent") {
    const empty = (inputs.targetText ?? "").trim() === "";
    const read = empty ? null : readStrength(inputs.targetText, kind);
    if (!read) issues.push({ field: "target", reason: "empty", message: RECONSTITUTION_MESSAGES.targetEmpty(kind) });
    else if (!read.ok) issues.push({ field: "target", reason: read.reason, message: read.message });
    else if (read.strength.kind !== kind) {
      issues.push({
        field: "target",
        reason: "mismatch",
        message: kind === "units" ? RECONSTITUTION_MESSAGES.targetNeedsUnits : RECONSTITUTION_MESSAGES.targetNeedsMass,
      });
    } else {
      target = read.strength;
      if (target.note) notes.target = target.note;
    }
  }
  const displacement = keep(
    "displacement",
    readMl("displacement", inputs.displacementText, {
      empty: null,
      notPositive: RECONSTITUTION_MESSAGES.displacementNotPositive,
      zeroAllowed: true,
    }),
  );
  const dose = keep(
    "dose",
    readAmount("dose", inputs.doseText, unit, {
      empty: null,
      notPositive: RECONSTITUTION_MESSAGES.doseNotPositive,
      unitHint: RECONSTITUTION_MESSAGES.doseUnitHint,
      otherKind: RECONSTITUTION_MESSAGES.doseOtherKind(kind),
      perSomething: RECONSTITUTION_MESSAGES.dosePer(kind),
      bareNumberIn: "the powder's unit",
    }),
  );

  const leadEmpty = (f: ReconstitutionField) => issues.some((i) => i.field === f && i.reason === "empty");
  const requiredEmpty = leadEmpty("powder") && leadEmpty(mode === "concentration" ? "diluent" : "target");
  // Every refused entry pushed its issue above: any of them makes the status empty or invalid.
  if (issues.length > 0 || powder === null || (mode === "concentration" ? diluentRead === null : target === null)) {
    return statusOfIssues(
      RECONSTITUTION_FIELDS.flatMap((f) => issues.filter((i) => i.field === f)),
      requiredEmpty,
      notes,
    );
  }

  const amountUnit = kind === "units" ? "units" : "mg";
  const powderBase = decimalProduct(powder.value, amountFactor(unit));
  const powderText = echoAmount(powder.value, unit);
  // In the unit the concentration is shown in (mg or units), for the lines of working.
  const powderInBase = echoAmount(powderBase, amountUnit);
  const displacementMl = displacement?.value ?? 0;
  const basis: string[] = [];
  if (unit === "g" || unit === "mcg") basis.push(`Powder: ${powderText} = ${powderInBase}`);

  let diluentMl: number;
  let finalMl: number;
  if (target) {
    finalMl = decimalRatio([powderBase, target.ratio[1]], [target.ratio[0]]);
    if (volumeTooLarge(finalMl)) return { kind: "offScale", message: RECONSTITUTION_MESSAGES.tooLarge, notes };
    diluentMl = decimalDifference(finalMl, displacementMl);
    if (!(diluentMl > 0)) {
      const most = formatStrength(decimalRatio([powderBase], [displacementMl]), kind);
      return {
        kind: "impossible",
        field: "target",
        message: `${target.normalized} cannot be made from ${powderText}: the powder alone takes up ${mL(displacementMl)}, and with no diluent at all it is ${most}. Choose a lower concentration.`,
        notes,
      };
    }
    if (target.description !== target.normalized) basis.push(`Target: ${target.description}`);
    basis.push(`${powderInBase} ÷ ${target.normalized} = ${workedMl(finalMl)} final volume`);
    basis.push(
      displacement
        ? `${workedMl(finalMl)} − ${mL(displacementMl)} displacement = ${workedMl(diluentMl)} diluent to add`
        : `${workedMl(diluentMl)} diluent to add (no displacement entered)`,
    );
  } else {
    // Concentration mode: the guard above returned unless the diluent was read.
    diluentMl = diluentRead!.value;
    finalMl = finalVolumeOf(diluentMl, displacementMl);
    basis.push(
      displacement
        ? `Final volume: ${mL(diluentMl)} diluent + ${mL(displacementMl)} displacement = ${mL(finalMl)}`
        : `Final volume: ${mL(diluentMl)} diluent (no displacement entered)`,
    );
  }
  // The concentration as written: the target itself, or the powder in the final volume.
  const ratio: readonly [number, number] = target ? target.ratio : [powderBase, finalMl];
  const perMl = decimalRatio([ratio[0]], [ratio[1]]);
  // A strength or volume with more digits than can be true is not shown as if it were exact.
  if (volumeTooLarge(perMl) || volumeTooLarge(finalMl))
    return { kind: "offScale", message: RECONSTITUTION_MESSAGES.tooLarge, notes };
  if (roundsToZero(perMl, 12)) return { kind: "offScale", message: RECONSTITUTION_MESSAGES.tooSmall, notes };
  const concentrationText = formatStrength(perMl, kind);
  // With the powder in mcg, the strength is also said in mcg/mL, as such a label gives it, rounded
  // where the mg figure is (the working stays in mg: its first line converts the powder).
  const concentrationShown =
    unit === "mcg"
      ? `${concentrationText} (${formatNumber(decimalProduct(perMl, 1000), concentrationDecimals(perMl) - 3)} mcg/mL)`
      : concentrationText;
  const volumeText = mode === "concentration" ? mL : workedMl;
  if (!target) basis.push(`${powderInBase} ÷ ${mL(finalMl)} = ${concentrationText}`);

  let volume: VolumeFacts | null = null;
  let exceeds = false;
  const doseBase = dose ? decimalProduct(dose.value, amountFactor(unit)) : null;
  const doseText = dose ? echoAmount(dose.value, unit) : "";
  const doseInBase = doseBase === null ? "" : echoAmount(doseBase, amountUnit);
  if (doseBase !== null) {
    exceeds = doseBase > powderBase;
    if (!exceeds) {
      volume = describeVolume(decimalRatio([doseBase, ratio[1]], [ratio[0]]), inputs.syringe);
      basis.push(`${doseInBase} ÷ ${concentrationText} = ${volume.text}`);
    }
  }

  const cautions: Caution<ReconstitutionCautionKind>[] = [];
  const aboveSolution = kind === "mass" && perMl > STRONGEST_SOLUTION_MG_PER_ML;
  if (aboveSolution) {
    cautions.push({
      kind: "strengthAboveSolution",
      text: `Check the entries: ${concentrationText} is more than 1 g in every mL, stronger than a powder dissolves to. Check the powder's amount and its unit (mg or g), and the ${mode === "concentration" ? "diluent's volume" : "target concentration"}.`,
    });
  }
  if (!displacement) {
    cautions.push({
      kind: "displacementNotGiven",
      text:
        mode === "concentration"
          ? "No displacement volume entered: the powder's own volume is counted as 0 mL. Most powders add volume when they dissolve (the package insert gives it), so the real concentration may be lower than shown and every dose drawn may be short."
          : `No displacement volume entered: the powder's own volume is counted as 0 mL. If it adds volume when it dissolves (the package insert gives it), adding ${workedMl(diluentMl)} makes more than ${workedMl(finalMl)} and less than ${concentrationText}.`,
    });
  }
  // Diluent mode: the diluent worked out is measured too, and it sets the strength of every dose.
  const measure = target
    ? measureDiluent(diluentMl, concentrationShown, (ml) => {
        const made = decimalRatio([powderBase], [finalVolumeOf(ml, displacementMl)]);
        return { text: formatStrength(made, kind), percent: (made / perMl - 1) * 100 };
      })
    : null;
  if (measure?.caution) cautions.push(measure.caution);
  if (exceeds) {
    cautions.push({
      kind: "exceedsVial",
      text: `The dose, ${doseInBase}, is more than the vial holds (${powderInBase}): one vial is not enough. Ask the pharmacist.`,
    });
  }
  if (volume?.caution && volume.aspect !== "measurable") cautions.push({ kind: volume.aspect, text: volume.caution });

  const displacementPart = displacement ? ` + ${mL(displacementMl)} displacement` : "";
  const made =
    mode === "concentration"
      ? `${powderText} + ${mL(diluentMl)} diluent${displacementPart} = ${mL(finalMl)} of ${concentrationShown}`
      : `${powderText} to ${concentrationShown}: add ${workedMl(diluentMl)} diluent${displacement ? ` (${mL(displacementMl)} displacement)` : ""}, ${workedMl(finalMl)} in all`;
  // The dose as typed, and in mg when it was typed in mcg (the strength's unit).
  const doseShown = unit === "mcg" ? `${doseText} (${doseInBase})` : doseInBase;
  const drawPart = volume ? `; ${doseShown} = ${volume.text}` : "";
  const core = `${made}${drawPart}`;
  return {
    kind: "ready",
    mode,
    variant: cautions[0]?.kind ?? "plain",
    aspects: {
      strength: aboveSolution ? "aboveSolution" : "plausible",
      displacement: displacement ? "given" : "notGiven",
      diluent: measure?.aspect ?? "typed",
      draw: doseBase === null ? "notAsked" : exceeds ? "exceedsVial" : volume!.aspect,
    },
    cautions,
    powder: powderText,
    diluent: { ml: diluentMl, text: volumeText(diluentMl) },
    diluentSyringe: measure?.syringe ?? null,
    displacement: displacement ? { ml: displacementMl, text: mL(displacementMl) } : null,
    finalVolume: { ml: finalMl, text: volumeText(finalMl) },
    concentration: { perMl, text: concentrationShown },
    dose: dose ? { value: dose.value, text: doseText } : null,
    volume,
    basis,
    copyLine: lineWithCautions(
      core,
      cautions.map((c) => c.text),
    ),
    notes,
  };
}

/** `evaluateReconstitution` memoised per inputs object (one evaluation per machine snapshot). */
export const reconstitutionStatusOf: (inputs: ReconstitutionInputs) => ReconstitutionStatus =
  perObject(evaluateReconstitution);

/** The line 'Copy result' writes, or null when there is no result. */
export const reconstitutionCopyLine = (status: ReconstitutionStatus): string | null => copyLineOf(status);
