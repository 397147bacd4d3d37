/**
 * The formula box of the 20, 25, 30 and 40 mg pages: the converter's formula line and this
 * page's preset worked through, forwards and backwards (numbers computed, never typed).
 */
import { formulaLine } from "~/machines/converter/converter.calc";
import { formatConcentration } from "~/lib/number/concentration";
import { mg, mgPerMl, mgText, ml, mlText, volumeFor } from "~/content/compute";
import type { Strength } from "~/content/types";
import { Formula } from "./content-ui";

export function FormulaBox({ dose, strength }: { dose: number; strength: Strength }) {
  const c = mgPerMl(strength);
  const volume = volumeFor(dose, strength);
  return (
    <Formula data-formula="">
      <p className="formula">{formulaLine("mgToMl")}</p>
      <p>
        For this page&rsquo;s preset: {mg(dose)} ÷ {formatConcentration(c)} = <strong>{mlText(dose, strength)}</strong>
      </p>
      <p className="formula">{formulaLine("mlToMg")}</p>
      <p>
        Check it the other way: {ml(volume)} × {formatConcentration(c)} = <strong>{mgText(volume, strength)}</strong>
      </p>
    </Formula>
  );
}
