/**
 * The formula box of the 20, 25, 30 and 40 mg pages: the converter's formula line and this
 * page's preset worked through, forwards and backwards (numbers computed, never typed).
 */
import { Figures } from "~/components/ui/figures";
import type { FormulaView } from "~/content/view-types";
import { Formula } from "./content-ui";

export function FormulaBox({ formula }: { formula: FormulaView }) {
  return (
    <Formula data-formula="" role="group" aria-label={`Formula worked for ${formula.forward.expression}`}>
      <p className="formula">
        <Figures text={formula.forwardLine} />
      </p>
      <p>
        For this page&rsquo;s preset: {formula.forward.expression} ={" "}
        <strong>
          <Figures text={formula.forward.result} />
        </strong>
      </p>
      <p className="formula">
        <Figures text={formula.backwardLine} />
      </p>
      <p>
        Check it the other way: {formula.backward.expression} ={" "}
        <strong>
          <Figures text={formula.backward.result} />
        </strong>
      </p>
    </Formula>
  );
}
