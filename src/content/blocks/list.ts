/**
 * A list written as in Markdown, one item a line after "- " (a longer item may go on over the
 * next lines, which are joined with a space):
 *
 *   safety: list`
 *     - Write 0.5 mL, never .5 mL.
 *     - Check that the strength is per mL: ${mgEq(…)}.
 *   `,
 *
 * Numbers go in as ${…} with the compute helpers, as everywhere else in the page texts.
 */
import { templateText } from "./text";

export function list(strings: TemplateStringsArray, ...values: readonly unknown[]): string[] {
  const text = templateText(strings, values);
  const items: string[] = [];
  for (const line of text.split("\n")) {
    const t = line.trim();
    if (t === "") continue;
    if (t.startsWith("- ")) items.push(t.slice(2));
    else if (items.length > 0) items[items.length - 1] += ` ${t}`;
    else throw new Error(`A list item starts with "- ": ${t}`);
  }
  return items;
}
