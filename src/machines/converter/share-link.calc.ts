/**
 * The share link's codec (issue 16): the converter's inputs, never a result, in the address's
 * fragment (`#…`, which browsers do not send to servers), so the same calculation opens on another
 * device for a second look.
 *
 *   #v=1&dir=mg-ml&amount=250&strength=250%20mg%20per%205%20mL
 *
 * `v` is the format's version, `dir` the direction (mg-ml or ml-mg), `amount` and `strength` the
 * two fields exactly as typed (percent-encoded as encodeURIComponent writes them). Nothing
 * computed is in the link: opening it recomputes with the converter's own parser, as if typed.
 *
 * Reading is strict and all or nothing: an unknown, missing or repeated key, another version, a
 * value longer than SHARE_VALUE_MAX characters, a control or format character (such as a bidi
 * override, a lone surrogate), a character encodeURIComponent would have escaped ("+", a space), or broken
 * percent-encoding: the whole fragment is refused, never partly used, never reinterpreted.
 * A fragment that is only an in-page anchor ("#faq") or empty is not a share link at all.
 *
 * Pure: no browser API (the view reads `location.hash` and passes the text).
 */
import type { Direction } from "~/data/doses";
import type { ConverterInputs } from "~/domain/dose/conversion";

/** The version written into links and the only one read. */
export const SHARE_VERSION = "1";
/** The longest field text a link carries (characters, after decoding). */
export const SHARE_VALUE_MAX = 64;
/** The longest fragment read at all (characters, before decoding). */
export const SHARE_FRAGMENT_MAX = 600;

const DIRECTION_CODES: Readonly<Record<Direction, string>> = { mgToMl: "mg-ml", mlToMg: "ml-mg" };
const KEYS = ["v", "dir", "amount", "strength"] as const;
type Key = (typeof KEYS)[number];

/** What a fragment is: nothing to read, a share link's inputs, or a link that cannot be read. */
export type SharedFragment = { kind: "none" } | { kind: "link"; inputs: ConverterInputs } | { kind: "unreadable" };

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

/** The fragment (without "#") for the inputs, or null when a field cannot travel in a link. */
export function encodeShareFragment(inputs: ConverterInputs): string | null {
  if (!isShareableText(inputs.amountText) || !isShareableText(inputs.concentrationText)) return null;
  return [
    `v=${SHARE_VERSION}`,
    `dir=${DIRECTION_CODES[inputs.direction]}`,
    `amount=${encodeURIComponent(inputs.amountText)}`,
    `strength=${encodeURIComponent(inputs.concentrationText)}`,
  ].join("&");
}

/** The whole link: the page's address (without fragment) and the fragment, or null (see encode). */
export function shareLinkOf(pageUrl: string, inputs: ConverterInputs): string | null {
  const fragment = encodeShareFragment(inputs);
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
export function decodeShareFragment(hash: unknown): SharedFragment {
  if (typeof hash !== "string") return { kind: "none" };
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  if (fragment === "" || ANCHOR.test(fragment)) return { kind: "none" };
  if (fragment.length > SHARE_FRAGMENT_MAX) return { kind: "unreadable" };
  const values: Partial<Record<Key, string>> = {};
  for (const part of fragment.split("&")) {
    const eq = part.indexOf("=");
    if (eq < 0) return { kind: "unreadable" };
    const key = part.slice(0, eq);
    if (!(KEYS as readonly string[]).includes(key) || Object.hasOwn(values, key)) return { kind: "unreadable" };
    const value = decodeValue(part.slice(eq + 1));
    if (value === null) return { kind: "unreadable" };
    values[key as Key] = value;
  }
  const { v, dir, amount, strength } = values;
  if (v !== SHARE_VERSION || amount === undefined || strength === undefined) return { kind: "unreadable" };
  const direction = dir === DIRECTION_CODES.mgToMl ? "mgToMl" : dir === DIRECTION_CODES.mlToMg ? "mlToMg" : null;
  if (direction === null) return { kind: "unreadable" };
  return { kind: "link", inputs: { amountText: amount, concentrationText: strength, direction } };
}

/** The inputs of a readable share link, or null. */
export function sharedInputsOf(hash: unknown): ConverterInputs | null {
  const read = decodeShareFragment(hash);
  return read.kind === "link" ? read.inputs : null;
}

/** What the page says when a link's inputs were used. */
export const LINK_APPLIED_NOTE =
  "Opened from a shared link: these entries are someone's calculation, not a prescription. Check the amount and the strength against the label.";
/** What the page says when a link could not be read. */
export const LINK_IGNORED_NOTE =
  "This link's calculation could not be read, so it was not used. The calculator started with this page's own example.";
/** The announcement after the share link was copied. */
export const LINK_COPIED_TEXT = "Share link copied. It holds the entries, not the result.";

/** The fragment of a link (after "#"), or "" when it has none. */
export function fragmentOfLink(link: string): string {
  const at = link.indexOf("#");
  return at < 0 ? "" : link.slice(at + 1);
}
