/**
 * Read-outs shared by the laboratory calculators: the solve-for mode and status of a snapshot,
 * a field's hint, how a field was read. The lab forms' connect layer
 * (src/machines/lab-form/lab-form.connect.ts) reads every lab form through them; each machine's
 * selectors module binds what its tests need to its snapshot type.
 */
import type { AnyMachineSnapshot } from "xstate";
import { formatNumber } from "~/domain/number/format";
import type { LabIssue, LabStatus } from "./lab-form.types";

interface LabSnapshot<F extends string> {
  readonly value: unknown;
  readonly context: { readonly values: Readonly<Record<F, string>>; readonly issues: readonly LabIssue<F>[] };
}

/** The value of a lab form's `form` region: { <mode>: <status> or { <status>: <kind> } }. */
export function formValueOf(s: Pick<AnyMachineSnapshot, "value">): Record<string, LabStatus | Record<string, string>> {
  return (s.value as { form: Record<string, LabStatus | Record<string, string>> }).form;
}

/** The solve-for mode of a lab form's snapshot: the key of its form region's state. */
export function modeOf<M extends string>(s: Pick<AnyMachineSnapshot, "value">): M {
  return Object.keys(formValueOf(s))[0] as M;
}

/** Editing, calculated or invalid: the state within the mode. */
export function statusOf(s: Pick<AnyMachineSnapshot, "value">): LabStatus {
  const status = Object.values(formValueOf(s))[0]!;
  return typeof status === "string" ? status : (Object.keys(status)[0] as LabStatus);
}

/** The kind of a calculated result (a sub-state of `calculated`), or null when there is none. */
export function resultKindOf(s: Pick<AnyMachineSnapshot, "value">): string | null {
  const status = Object.values(formValueOf(s))[0]!;
  return typeof status === "string" ? null : (Object.values(status)[0] ?? null);
}

/** Whether the entries came from a share link: the `link` region's state (none, applied, ignored). */
export function linkOf(s: Pick<AnyMachineSnapshot, "value">): "none" | "applied" | "ignored" {
  return (s.value as { link: "none" | "applied" | "ignored" }).link;
}

/** The hint shown under `field`, if any. */
export const fieldIssue = <F extends string>(s: LabSnapshot<F>, field: F): string | null =>
  s.context.issues.find((i) => i.field === field)?.message ?? null;

// How a field's text was read (the one parser's reading): src/domain/number/entry.ts.
export { readAs } from "~/domain/number/entry";

/** The significant digits an entry can carry (the parser refuses more): enough, and no binary noise. */
const ECHO_SIGNIFICANT = 15;

/**
 * A value the person typed, echoed back as it was read, in full: a working line quotes the entry
 * itself, never a rounding of it (0.0000005 M, not 0.000001 M). A value converted from the unit
 * typed (0.5 µM → 0.0000005 M) keeps 15 significant digits, which drops the conversion's binary
 * noise (1.2000000000000002e-7 → 0.00000012).
 */
export function formatEcho(value: number): string {
  if (!Number.isFinite(value)) return formatNumber(value, 0);
  return formatNumber(Number(value.toPrecision(ECHO_SIGNIFICANT)), 40);
}
