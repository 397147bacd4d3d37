/**
 * The syringe's controls (issue 29; src/machines/controls.ts). The volume comes from the converter
 * beside it: a person types the amount in mg at the syringe page's 50 mg/mL; the route comes from the
 * converter card's Route field; the syringe is chosen in its own select.
 */
import type { SnapshotFrom } from "xstate";
import { typeOver, type ControlsTable } from "~/machines/controls";
import { SYRINGE_PRESET } from "~/data/doses";
import { ROUTE_LABEL, convert, isRoute } from "~/domain/dose/conversion";
import { CONVERTER_CONTROLS } from "~/machines/converter/converter.controls";
import { formatPlainNumber } from "~/domain/number/format";
import { syringeById, isSyringeId } from "~/domain/syringe/syringe";
import { AUTO_CHOICE_LABEL } from "~/domain/syringe/syringe-catalogue";
import type { syringeMachine } from "./syringe.machine";
import type { SyringeEvent } from "./syringe.types";
import { SYRINGE_CONTROLS } from "./syringe.names";

export { SYRINGE_CONTROLS };

/** The mg amount to type at the syringe page's 50 mg/mL for a volume, or "" for no volume. */
export function amountForVolume(volume: number | null): string {
  if (volume === null) return "";
  return formatPlainNumber(convert(volume, SYRINGE_PRESET.concentration, "mlToMg"), 12);
}

export const syringeControls: ControlsTable<SyringeEvent, SnapshotFrom<typeof syringeMachine>> = {
  // The same volume again: a person retypes the amount.
  "volume.change": (e, before) =>
    e.volume === null
      ? { kind: "clear", label: SYRINGE_CONTROLS.amount }
      : typeOver(
          SYRINGE_CONTROLS.amount,
          amountForVolume(e.volume),
          before.context.volume === e.volume,
          `= ${e.volume} mL`,
        ),
  "choice.select": (e) => ({
    kind: "choose",
    label: SYRINGE_CONTROLS.syringe,
    option:
      e.choice === "auto-oral" || e.choice === "auto-injection"
        ? AUTO_CHOICE_LABEL[e.choice === "auto-oral" ? "oral" : "injection"]
        : isSyringeId(e.choice)
          ? syringeById(e.choice).name
          : e.choice,
  }),
  // The converter card forwards the route the person states in its Route field.
  "route.change": (e) =>
    isRoute(e.route)
      ? { kind: "choose", label: CONVERTER_CONTROLS.route, option: ROUTE_LABEL[e.route] }
      : { kind: "send", said: `A route the page does not offer (${String(e.route)})` },
};
