/**
 * The converter's share link (issue 16): its direction, its two fields exactly as typed and the
 * route stated, in the one share-link codec of every calculator (src/domain/share/share-fragment.ts,
 * which says what a link may carry and how strictly it is read).
 *
 *   #v=1&dir=mg-ml&amount=250&strength=250%20mg%20per%205%20mL&route=injection
 *
 * The route decides the syringe kind, so whether a volume falls on a mark and which syringe the
 * syringe page draws: a link opened without it would measure an injection with oral syringes.
 * Links made before the route was carried have none, and open with the route not stated, as they
 * were made.
 *
 * Pure: no browser API (the view reads `location.hash` and passes the text).
 */
import type { Direction } from "~/data/doses";
import { ROUTES, type ConverterInputs, type Route } from "~/domain/dose/conversion";
import * as share from "~/domain/share/share-fragment";

export {
  SHARE_VERSION,
  SHARE_VALUE_MAX,
  SHARE_FRAGMENT_MAX,
  isShareableText,
  fragmentOfLink,
} from "~/domain/share/share-fragment";

const DIRECTION_CODES: Readonly<Record<Direction, string>> = { mgToMl: "mg-ml", mlToMg: "ml-mg" };

/** The converter's link: the direction, then the amount and the strength as typed. */
const SCHEMA = {
  dir: share.choiceField(Object.values(DIRECTION_CODES)),
  amount: share.textField,
  strength: share.textField,
  route: share.addedChoiceField(ROUTES, "unstated"),
} as const;

/** What a fragment is: nothing to read, a share link's inputs, or a link that cannot be read. */
export type SharedFragment =
  { kind: "none" } | { kind: "link"; inputs: Required<ConverterInputs> } | { kind: "unreadable" };

const valuesOf = (inputs: ConverterInputs) => ({
  dir: DIRECTION_CODES[inputs.direction],
  amount: inputs.amountText,
  strength: inputs.concentrationText,
  route: inputs.route ?? "unstated",
});

/** The fragment (without "#") for the inputs, or null when a field cannot travel in a link. */
export function encodeShareFragment(inputs: ConverterInputs): string | null {
  return share.encodeShareFragment(SCHEMA, valuesOf(inputs));
}

/** The whole link: the page's address (without fragment) and the fragment, or null (see encode). */
export function shareLinkOf(pageUrl: string, inputs: ConverterInputs): string | null {
  return share.shareLinkOf(SCHEMA, pageUrl, valuesOf(inputs));
}

/** Why the inputs cannot travel in a link (an entry too long, a hidden character), or none. */
export function shareBlocksOf(inputs: ConverterInputs): readonly share.ShareBlock[] {
  return share.shareBlocks(SCHEMA, valuesOf(inputs));
}

/**
 * Reads a fragment as `location.hash` gives it ("#v=1&…", or "" when there is none). Never
 * throws, whatever the text.
 */
export function decodeShareFragment(hash: unknown): SharedFragment {
  const read = share.decodeShareFragment(SCHEMA, hash);
  if (read.kind !== "link") return read;
  const { dir, amount, strength, route } = read.values;
  const direction: Direction = dir === DIRECTION_CODES.mgToMl ? "mgToMl" : "mlToMg";
  return {
    kind: "link",
    inputs: { amountText: amount, concentrationText: strength, direction, route: route as Route },
  };
}

/** The inputs of a readable share link, or null. */
export function sharedInputsOf(hash: unknown): Required<ConverterInputs> | null {
  const read = decodeShareFragment(hash);
  return read.kind === "link" ? read.inputs : null;
}

/** What the page says when a link's inputs were used. */
export const LINK_APPLIED_NOTE =
  "Opened from a shared link: these entries are someone's calculation, not a prescription. Check the amount and the strength against the label.";
/** What the page says when a link could not be read. */
export const LINK_IGNORED_NOTE =
  "This link's calculation could not be read, so it was not used. The calculator started with this page's own example.";
