/**
 * The sections of a text page written as in Markdown: "## " starts a section (its heading), a
 * line starting with "- " is an item of its list, any other line is one paragraph.
 *
 *   sections: sections`
 *     ## Who it is for
 *     Nurses, pharmacists, …
 *     ## What it does
 *     - Converts mg to mL …
 *   `,
 */
import type { TextSection } from "../types";

export function sections(strings: TemplateStringsArray, ...values: readonly unknown[]): TextSection[] {
  const text = templateText(strings, values);
  const out: Array<{ heading: string; paragraphs: string[]; list: string[] }> = [];
  for (const line of text.split("\n")) {
    const t = line.trim();
    if (t === "") continue;
    if (t.startsWith("## ")) {
      out.push({ heading: t.slice(3), paragraphs: [], list: [] });
      continue;
    }
    const section = out.at(-1);
    if (!section) throw new Error(`A text page's sections start with a "## " heading: ${t}`);
    if (t.startsWith("- ")) section.list.push(t.slice(2));
    else section.paragraphs.push(t);
  }
  return out.map(({ heading, paragraphs, list }) => ({
    heading,
    ...(paragraphs.length > 0 ? { paragraphs } : {}),
    ...(list.length > 0 ? { list } : {}),
  }));
}

/** A tagged template's text; each value inside it is one line, so it can never start a section or an item. */
export function templateText(strings: TemplateStringsArray, values: readonly unknown[]): string {
  return strings.reduce((out, s, i) => {
    if (i >= values.length) return out + s;
    const value = String(values[i]);
    if (value.includes("\n")) throw new Error(`A value inside a page text is one line: ${value}`);
    return out + s + value;
  }, "");
}
