/**
 * A Testing Library text matcher for a text whose figures are kept whole in spans of their own
 * (src/components/ui/figures.tsx, issue 53): the element whose whole text is `text` (spaces
 * collapsed, U+202F included), not one of its parents. `getByText("…")` reads only an element's
 * own text nodes, so it misses a sentence that holds a figure.
 *
 *   screen.getByText(wholeText("Only the first 20 000 of 220 000 values were converted."))
 */
const normal = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

export function wholeText(text: string | RegExp) {
  const matches = (s: string) => (typeof text === "string" ? s === normal(text) : text.test(s));
  return (_content: string, element: Element | null): boolean => {
    if (!element || !matches(normal(element.textContent))) return false;
    return ![...element.children].some((child) => matches(normal(child.textContent)));
  };
}
