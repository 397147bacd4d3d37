/**
 * What the serial dilution calculator writes from a plan (serial-dilution.ts): the sentence that
 * says what "final volume per tube" meant, the steps to follow, the working, the CSV, the
 * formulas, the sources. Every figure in them was formatted by the plan (lab-reading.ts).
 */
import { csvCell, echoFigure, labFigure, type LabSource } from "./lab-reading";
import type {
  SerialInputs,
  SerialReadyVariant,
  SerialTexts,
  SerialTube,
  VolumeConvention,
} from "./serial-dilution.types";

/** What "final volume per tube" means, for the choice's labels and the page. */
export const VOLUME_CONVENTION_TEXT: Record<VolumeConvention, string> = {
  beforeTransfer: "Final volume per tube: what each tube holds after mixing, before its transfer to the next tube.",
  afterTransfer: "Final volume per tube: what each tube holds at the end, after its transfer to the next tube.",
};

export const SERIAL_FORMULA: Record<VolumeConvention, readonly string[]> = {
  beforeTransfer: ["transfer = final volume ÷ factor", "diluent = final volume − transfer", "tube n = stock ÷ factorⁿ"],
  afterTransfer: ["diluent = final volume", "transfer = final volume ÷ (factor − 1)", "tube n = stock ÷ factorⁿ"],
};
export const TARGET_FORMULA = "factor = (stock ÷ final concentration)^(1 ÷ steps)";

/** The short caution words of a CSV row. */
export const SERIAL_CAUTION_TEXT: Record<Exclude<SerialReadyVariant, "measurable">, string> = {
  cautionTransferBelowPipette: "caution: transfer under 1 µL",
  cautionDiluentBelowPipette: "caution: diluent under 1 µL",
  cautionVolumesBelowPipette: "caution: transfer and diluent under 1 µL",
  cautionStockAboveWater: "caution: stock above 55 M (no solution can be)",
};

export const SERIAL_CSV_FILENAME = "serial-dilution.csv";

export function conventionLine(convention: VolumeConvention, finalVolume: string, t: SerialTexts, n: number): string {
  const others =
    n === 1
      ? ""
      : n === 2
        ? "tube 1 then holds"
        : n === 3
          ? "tubes 1 and 2 then hold"
          : `tubes 1 to ${n - 1} then hold`;
  if (convention === "beforeTransfer") {
    const rest = others ? `; ${others} ${t.diluent}, and tube ${n} keeps ${t.mixed}` : `; tube 1 keeps ${t.mixed}`;
    return `${finalVolume} in each tube after mixing, before its transfer on${rest}.`;
  }
  const rest = others ? `; ${others} ${t.diluent}, and tube ${n} holds ${t.mixed}` : `; tube 1 holds ${t.mixed}`;
  return `${finalVolume} left in each tube after its transfer on${rest} (remove ${t.transfer} from it for ${t.diluent} in every tube).`;
}

export function instructionLine(t: SerialTexts, n: number): string {
  const into = n === 1 ? "tube 1" : `each of the ${n} tubes`;
  const chain =
    n === 1
      ? ""
      : n === 2
        ? `, then ${t.transfer} of tube 1 into tube 2 and mix`
        : `, then ${t.transfer} of tube 1 into tube 2, and so on to tube ${n}, mixing each time`;
  return `Put ${t.diluent} of diluent in ${into}. Carry ${t.transfer} of the stock into tube 1 and mix${chain}.`;
}

export function workingLines(
  inputs: SerialInputs,
  t: SerialTexts,
  finalVolume: string,
  n: number,
  lastText: string,
  targetInStockUnit: number | null,
): string[] {
  const lines: string[] = [];
  if (targetInStockUnit !== null) {
    lines.push(`factor = (${t.stock} ÷ ${echoFigure(targetInStockUnit)} ${inputs.stockUnit})^(1 ÷ ${n}) = ${t.factor}`);
  }
  if (inputs.convention === "beforeTransfer") {
    lines.push(
      `transfer = ${finalVolume} ÷ ${t.factor} = ${t.transfer}`,
      `diluent = ${finalVolume} − ${t.transfer} = ${t.diluent}`,
    );
  } else {
    lines.push(`diluent = ${finalVolume}`, `transfer = ${finalVolume} ÷ (${t.factor} − 1) = ${t.transfer}`);
  }
  lines.push(`tube ${n} = ${t.stock} ÷ ${t.factor}^${n} = ${lastText}`);
  return lines;
}

export function serialCsv(
  inputs: SerialInputs,
  stock: number,
  { transfer, diluent, mixed }: { transfer: number; diluent: number; mixed: number },
  tubes: readonly SerialTube[],
  concentrationSig: number,
  volumeSig: number,
  variant: SerialReadyVariant,
  others: readonly string[] = [],
  parameters: readonly (readonly [string, string])[] = [],
): string {
  const u = inputs.volumeUnit;
  const c = (x: number) => labFigure(x, concentrationSig).plain;
  const v = (x: number) => labFigure(x, volumeSig).plain;
  const note = [variant === "measurable" ? "" : SERIAL_CAUTION_TEXT[variant], ...others].filter(Boolean).join("; ");
  const header = [
    "Tube",
    "Concentration",
    "Unit",
    `Concentration (${inputs.stockUnit})`,
    "From",
    `Transfer in (${u})`,
    `Diluent (${u})`,
    `After mixing (${u})`,
    `Transfer out (${u})`,
    `At the end (${u})`,
    "Caution",
  ];
  const typed = labFigure(stock, 15).plain;
  const stockRow = ["Stock", typed, inputs.stockUnit, typed, "", "", "", "", v(transfer), "", note];
  const rows = tubes.map((t, i) => [
    String(t.tube),
    c(t.value),
    t.unit,
    c(t.concentration),
    t.from,
    v(transfer),
    v(diluent),
    v(mixed),
    i === tubes.length - 1 ? "0" : v(transfer),
    v(t.volumeAtEnd),
    note,
  ]);
  // A header block with the parameters the table was made from (issue 52, principle 6: a record
  // you can keep), a blank row, then the table.
  const block = parameters.length > 0 ? [["Serial dilution", "mg to mL Converter"], ...parameters, []] : [];
  return [...block, header, stockRow, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** The sources the serial dilution page cites. */
export const SOURCES: readonly LabSource[] = [
  {
    id: "dilution-factor",
    text: "D. C. Harris, Quantitative Chemical Analysis (W. H. Freeman): the dilution formula c(concentrated) × V(concentrated) = c(dilute) × V(dilute); a dilution factor F is the final volume over the volume of the aliquot, so each step leaves 1/F of the concentration and n steps 1/Fⁿ.",
  },
  {
    id: "pipette-ranges",
    text: "Manufacturers' specifications of the smallest adjustable air-displacement pipettes (for example Gilson PIPETMAN P2, 0.2–2 µL; Eppendorf Research plus, 0.1–2.5 µL) and ISO 8655-2, Piston-operated volumetric apparatus, Part 2: Pipettes: the permissible relative error grows toward the bottom of a pipette's range, so volumes under 1 µL are not measured reliably with common pipettes.",
  },
];
