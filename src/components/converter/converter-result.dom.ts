/**
 * The Calculator tab's result region drawn without React, for the converter's early answer
 * (early-answer.ts): the same elements, classes and words as `ConverterResult`
 * (calculator-panel.tsx), from the same connect layer's `result`. A unit test renders both for
 * every kind of result and holds them equal (tests/unit/early-answer.test.ts).
 */
import type { ConverterView } from "~/machines/converter/converter.connect";
import { FIGURE_CLASS, figureRuns } from "~/lib/figures";

type Result = ConverterView["result"];

const paragraph = (className: string, testId: string, ...children: (Node | string)[]): HTMLParagraphElement => {
  const p = document.createElement("p");
  p.className = className;
  p.dataset.testid = testId;
  p.append(...children);
  return p;
};

/** A text with each figure in a span of the `figure` class, as `Figures` draws it (issue 53). */
const figures = (text: string): (Node | string)[] =>
  figureRuns(text).map((run) => {
    if (!run.figure) return run.text;
    const span = document.createElement("span");
    span.className = FIGURE_CLASS;
    span.textContent = run.text;
    return span;
  });

/** Draws `result` into `box`, a copy of the pre-rendered result region (its label and disclaimer kept). */
export function drawConverterResult(box: HTMLElement, result: Result): void {
  box.dataset.status = result.status;
  if (result.caution) box.dataset.caution = "true";
  else delete box.dataset.caution;
  const value = box.querySelector('[role="status"]');
  const disclaimer = box.querySelector(".disclaimer");
  if (!value || !disclaimer) return;
  value.replaceChildren(...figures(result.text));
  for (const old of box.querySelectorAll(":scope > [data-testid]:not([role])")) old.remove();
  const parts: HTMLElement[] = [];
  if (result.caution) {
    const strong = document.createElement("strong");
    strong.textContent = "Caution: ";
    const caution = paragraph("caution", "result-caution", strong, ...figures(result.caution.text));
    caution.dataset.kind = result.caution.kind;
    parts.push(caution);
  }
  if (result.note)
    parts.push(
      paragraph(
        result.note.kind,
        result.note.kind === "worked" ? "worked-line" : "result-message",
        ...figures(result.note.text),
      ),
    );
  disclaimer.before(...parts);
  disclaimer.textContent = result.disclaimer;
}
