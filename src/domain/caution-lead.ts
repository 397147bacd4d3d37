/**
 * How a caution starts wherever it goes with its result (screen, copy line, card, double check),
 * and how a copied line is read back for the toast and the announcer. Its own module: every
 * calculator's copy uses it, and none should load the converter's evaluation to get these lines.
 */

/** "Caution: ", before a caution's words on every calculator. */
export const CAUTION_LEAD = "Caution: ";

/**
 * The result part of a copied line, for the toast: "20 mg at 10 mg/mL = 2 mL" → "2 mL"; a
 * caution after it is not part of the result ("… = 0.05 mL. Caution: …" → "0.05 mL").
 */
export function copiedResultText(line: string): string {
  const cautionAt = line.indexOf(`. ${CAUTION_LEAD}`);
  const head = cautionAt < 0 ? line : line.slice(0, cautionAt);
  const at = head.lastIndexOf(" = ");
  return at < 0 ? head : head.slice(at + 3);
}

/** Whether a copied line carries a caution. */
export function copiedLineCautioned(line: string): boolean {
  return line.includes(`. ${CAUTION_LEAD}`);
}
