/**
 * The share link's codec for every calculator (issue 16, issues 31 and 32): a calculator's entries,
 * never a result, in the address's fragment (`#…`, which browsers do not send to servers), so the
 * same calculation opens on another device for a second look.
 *
 *   #v=1&dir=mg-ml&amount=250&strength=250%20mg%20per%205%20mL
 *
 * A calculator declares its fields once (a `ShareSchema`): each key is either a text field, carried
 * exactly as typed (percent-encoded as encodeURIComponent writes it), or a choice, one of a fixed
 * list of codes. `v` is the format's version. Nothing computed is in a link: opening it recomputes
 * with the calculator's own parser, as if typed.
 *
 * A choice added to a calculator after its links were first made (the converter's route) is
 * written into every new link and may be absent from an older one: absent, it reads as its stated
 * `absent` code (the calculator's own default, which such a link was made with). A text field added
 * later (the concentration converter's density) reads, absent, as blank. Present, it is
 * read as strictly as any other key.
 *
 * Reading is strict and all or nothing: an unknown, missing or repeated key, another version, a
 * choice that is not one of its codes, a value longer than SHARE_VALUE_MAX characters, a control or
 * format character (such as a bidi override, a lone surrogate), a character encodeURIComponent
 * would have escaped ("+", a space), or broken percent-encoding: the whole fragment is refused,
 * never partly used, never reinterpreted. A fragment that is only an in-page anchor ("#faq") or
 * empty is not a share link at all.
 *
 * Pure: no browser API (the view reads `location.hash` and passes the text).
 */

/** The version written into links and the only one read. */
export const SHARE_VERSION = "1";
/** The longest field text a link carries (characters, after decoding). */
export const SHARE_VALUE_MAX = 64;
/** The longest fragment read at all (characters, before decoding). */
export const SHARE_FRAGMENT_MAX = 600;

/**
 * One field of a link: a text as typed, or one of a fixed list of codes (with `absent`, the code an
 * older link without the key was made with).
 */
export type ShareField =
  | { readonly kind: "text"; readonly absent?: string }
  | { readonly kind: "choice"; readonly codes: readonly string[]; readonly absent?: string };

/** A calculator's link: its fields by key, in the order they are written. */
export type ShareSchema<K extends string> = { readonly [key in K]: ShareField };

/** What a fragment is: nothing to read, a link's values by key, or a link that cannot be read. */
export type ShareRead<K extends string> =
  { kind: "none" } | { kind: "link"; values: Readonly<Record<K, string>> } | { kind: "unreadable" };

/** A text field and a choice field, for schemas. */
export const textField: ShareField = { kind: "text" };
export const choiceField = (codes: readonly string[]): ShareField => ({ kind: "choice", codes });
/** A text field that links made before it was added do not carry: absent, it reads as blank. */
export const addedTextField: ShareField = { kind: "text", absent: "" };
/** A choice that links made before it was added do not carry: absent, it reads as `absent`. */
export const addedChoiceField = (codes: readonly string[], absent: string): ShareField => {
  if (!codes.includes(absent)) throw new Error(`A share field's absent code must be one of its codes: ${absent}`);
  return { kind: "choice", codes, absent };
};

/**
 * Control (Cc) and format (Cf: bidi overrides, zero-width characters) characters, and lone
 * surrogates (Cs), which no link can carry.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Cs}]/u;
/** Exactly what encodeURIComponent leaves or writes: unreserved characters and %XX escapes. */
const ENCODED_VALUE = /^(?:[A-Za-z0-9\-_.!~*'()]|%[0-9A-Fa-f]{2})*$/;
/** An in-page anchor ("#faq", "#main-content"): not a share link. */
const ANCHOR = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** Whether a field's text can travel in a link: short enough, no hidden characters. */
export function isShareableText(text: string): boolean {
  return text.length <= SHARE_VALUE_MAX && !HIDDEN_CHARACTER.test(text);
}

/** Why a text cannot travel in a link: longer than SHARE_VALUE_MAX, or holding a hidden character. */
export type ShareBlock = "long" | "hidden";

/**
 * Why the values cannot travel in a link, each reason once ("long" first), or none when every text
 * field can (a choice is always one of its codes: the view offers nothing else).
 */
export function shareBlocks<K extends string>(
  schema: ShareSchema<K>,
  values: Readonly<Record<K, string>>,
): readonly ShareBlock[] {
  const texts = keysOf(schema)
    .filter((key) => schema[key].kind === "text")
    .map((key) => values[key]);
  const blocks: ShareBlock[] = [];
  if (texts.some((text) => text.length > SHARE_VALUE_MAX)) blocks.push("long");
  if (texts.some((text) => HIDDEN_CHARACTER.test(text))) blocks.push("hidden");
  return blocks;
}

function keysOf<K extends string>(schema: ShareSchema<K>): K[] {
  return Object.keys(schema) as K[];
}

function fits(field: ShareField, value: string): boolean {
  return field.kind === "text" ? isShareableText(value) : field.codes.includes(value);
}

/** The fragment (without "#") for the values, or null when a value cannot travel in a link. */
export function encodeShareFragment<K extends string>(
  schema: ShareSchema<K>,
  values: Readonly<Record<K, string>>,
): string | null {
  const keys = keysOf(schema);
  if (!keys.every((key) => fits(schema[key], values[key]))) return null;
  return [`v=${SHARE_VERSION}`, ...keys.map((key) => `${key}=${encodeURIComponent(values[key])}`)].join("&");
}

/** The whole link: the page's address (without fragment) and the fragment, or null (see encode). */
export function shareLinkOf<K extends string>(
  schema: ShareSchema<K>,
  pageUrl: string,
  values: Readonly<Record<K, string>>,
): string | null {
  const fragment = encodeShareFragment(schema, values);
  const base = pageUrl.split("#")[0];
  return fragment === null || base === "" ? null : `${base}#${fragment}`;
}

function decodeValue(raw: string): string | null {
  if (!ENCODED_VALUE.test(raw)) return null;
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return isShareableText(text) ? text : null;
}

/**
 * Reads a fragment as `location.hash` gives it ("#v=1&…", or "" when there is none). Never
 * throws, whatever the text.
 */
export function decodeShareFragment<K extends string>(schema: ShareSchema<K>, hash: unknown): ShareRead<K> {
  if (typeof hash !== "string") return { kind: "none" };
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  if (fragment === "" || ANCHOR.test(fragment)) return { kind: "none" };
  if (fragment.length > SHARE_FRAGMENT_MAX) return { kind: "unreadable" };
  const keys: readonly string[] = ["v", ...keysOf(schema)];
  const values: Partial<Record<string, string>> = {};
  for (const part of fragment.split("&")) {
    const eq = part.indexOf("=");
    if (eq < 0) return { kind: "unreadable" };
    const key = part.slice(0, eq);
    if (!keys.includes(key) || Object.hasOwn(values, key)) return { kind: "unreadable" };
    const value = decodeValue(part.slice(eq + 1));
    if (value === null) return { kind: "unreadable" };
    values[key] = value;
  }
  if (values.v !== SHARE_VERSION) return { kind: "unreadable" };
  const read = {} as Record<K, string>;
  for (const key of keysOf(schema)) {
    const field = schema[key];
    const value = values[key] ?? field.absent;
    if (value === undefined || !fits(field, value)) return { kind: "unreadable" };
    read[key] = value;
  }
  return { kind: "link", values: read };
}

/** The values of a readable link, or null. */
export function sharedValuesOf<K extends string>(
  schema: ShareSchema<K>,
  hash: unknown,
): Readonly<Record<K, string>> | null {
  const read = decodeShareFragment(schema, hash);
  return read.kind === "link" ? read.values : null;
}

/** The fragment of a link (after "#"), or "" when it has none. */
export function fragmentOfLink(link: string): string {
  const at = link.indexOf("#");
  return at < 0 ? "" : link.slice(at + 1);
}

/** What a calculator's page says when a link's entries were used. */
export const LINK_APPLIED_NOTE =
  "Opened from a shared link: these entries are someone's calculation, not a prescription. Check every entry against the label or the order.";
/** The same for a laboratory tool: a protocol and the reagents' labels, not a prescription. */
export const LAB_LINK_APPLIED_NOTE =
  "Opened from a shared link: these entries are someone's calculation. Check every entry against your protocol and the labels.";
/** What a calculator's page says when a link could not be read. */
export const LINK_IGNORED_NOTE =
  "This link's calculation could not be read, so it was not used. The calculator started empty.";
/** The announcement after a share link was copied. */
/** The name of every calculator's share button. */
export const SHARE_LINK_LABEL = "Copy share link";
export const LINK_COPIED_TEXT = "Share link copied. It holds the entries, not the result.";
/** The announcement when the clipboard refused a share link (the lab and clinical calculators). */
export const LINK_COPY_FAILED_TEXT = "Could not copy the share link. Copy the entries by hand.";
