/**
 * Which fields a person has had their say on (issue 54, principle 3), as a machine keeps them in
 * its context: typing in a field touches it, leaving it (`field.leave`, on the input's blur)
 * touches it, a share link touches every field it fills, Reset forgets them. The words of the
 * event and guard every machine with touched fields has, and of its result region's `incomplete`
 * state. Pure: the machine's actions call these.
 */
import type { EventObject } from "xstate";
import { touchedAfterChange, touchedAfterLeave } from "~/domain/touched";

type FieldEvent = EventObject & { readonly field?: unknown; readonly value?: unknown };

/** The fields touched after a `field.change` of one of `textOf`'s fields (else as they were). */
export function touchedOnChange(
  textOf: Readonly<Record<string, unknown>>,
  touched: readonly string[],
  event: FieldEvent,
): readonly string[] {
  return event.type === "field.change" &&
    typeof event.field === "string" &&
    typeof event.value === "string" &&
    Object.hasOwn(textOf, event.field)
    ? touchedAfterChange(touched, event.field, event.value)
    : touched;
}

/** The fields touched after a `field.leave` (else as they were). */
export const touchedOnLeave = (touched: readonly string[], event: FieldEvent): readonly string[] =>
  event.type === "field.leave" && typeof event.field === "string" ? touchedAfterLeave(touched, event.field) : touched;

/** The words of the event, guard and state every machine that keeps touched fields has. */
export const TOUCHED_WORDS = {
  leave: "The person leaves a field (its input loses focus): from now on it is judged, even if empty.",
  leavesUntouched: "The field left is one the person had not touched yet.",
  incomplete:
    "Waiting for the fields not yet filled in: what was typed so far is fine; a field the person has not touched yet is not marked invalid and not announced (issue 54).",
} as const;
