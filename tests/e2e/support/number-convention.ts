/**
 * Issue 51: no figure a page shows groups thousands with a comma or a point (the site groups with
 * the narrow no-break space, U+202F). Reads a page's HTML as a person and a machine read it: its
 * text, the attribute texts that are shown or spoken (content, aria-label, title, alt, placeholder)
 * and its structured data; not its scripts or styles. What a page quotes as typed (an entry the
 * calculator asks about, “1,200”) is in curly quotes and is not a figure the site writes.
 */

/** A comma between groups of three digits ("1,350", "12,345,678"). */
const COMMA_GROUPS = /(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d])/g;
/** Points between several groups of three digits ("1.000.000"); one point may be a decimal. */
const POINT_GROUPS = /(?<![\d.,])\d{1,3}(?:\.\d{3}){2,}(?![\d])/g;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: "\u00a0" };

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+|#39);/gi, (whole, name: string) => ENTITIES[name] ?? whole);
}

/** The texts of a page a person reads or hears, and its structured data. */
export function shownTexts(html: string): string {
  const structured = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? "",
  );
  const body = html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<style[\s\S]*?<\/style>/g, " ");
  const attributes = [...body.matchAll(/\s(?:content|aria-label|title|alt|placeholder)="([^"]*)"/g)].map(
    (m) => m[1] ?? "",
  );
  const text = body.replace(/<[^>]+>/g, " ");
  return decode([text, ...attributes, ...structured].join("\n"));
}

/**
 * A shown text as a pattern: its characters literal, and a figure's thin-space group (U+202F)
 * matching whatever space the browser reports (an accessible description may give either).
 */
export function shownTextPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\u202f/g, "\\s");
}

/** Every figure of the page written with a comma or points between groups of three digits. */
export function thousandsSeparatorsIn(html: string): string[] {
  const texts = shownTexts(html).replace(/“[^”]*”/g, " ");
  return [...texts.matchAll(COMMA_GROUPS), ...texts.matchAll(POINT_GROUPS)].map((m) => {
    const at = m.index ?? 0;
    return texts.slice(Math.max(0, at - 40), at + m[0].length + 20).replace(/\s+/g, " ");
  });
}
