/**
 * The converter's controls (issue 29; src/machines/controls.ts): the accessible names of its
 * buttons and fields (the calculator panel and the card read them) and which control sends which
 * event. A field's label follows the direction in the state before the step ("Amount (mL)").
 */
import type { SnapshotFrom } from "xstate";
import { button, type ControlAction, type ControlsTable } from "~/machines/controls";
import { CONCENTRATION_LABEL, ROUTE_LABEL, SWAP_DIRECTION, isRoute } from "~/domain/dose/conversion";
import type { converterMachine } from "./converter.machine";
import { selectAmountLabel } from "./converter.selectors";
import { decodeShareFragment } from "./share-link.calc";
import type { ConverterEvent } from "./converter.types";
import { SHARE_LINK_LABEL } from "~/domain/share/share-fragment";

export const CONVERTER_CONTROLS = {
  concentration: CONCENTRATION_LABEL,
  calculate: "Calculate",
  swap: SWAP_DIRECTION,
  reset: "Reset",
  copy: "Copy result",
  shareLink: SHARE_LINK_LABEL,
  medicine: "Medicine",
  route: "Route",
  print: "Print preparation card",
} as const;

const C = CONVERTER_CONTROLS;
const field = (label: string, value: string): ControlAction =>
  value ? { kind: "type", label, value } : { kind: "clear", label };

export const converterControls: ControlsTable<ConverterEvent, SnapshotFrom<typeof converterMachine>> = {
  "amount.change": (e, before) => field(selectAmountLabel(before), e.value),
  "concentration.change": (e) => field(C.concentration, e.value),
  "preset.select": (e) => button(e.name),
  calculate: () => button(C.calculate),
  swap: () => button(C.swap),
  reset: () => button(C.reset),
  copy: () => button(C.copy),
  "link.open": (e) => ({
    kind: "link",
    fragment: e.fragment,
    label:
      decodeShareFragment(e.fragment).kind === "unreadable"
        ? "a share link that cannot be read"
        : `the share link ${e.fragment}`,
  }),
  "link.copy": () => button(C.shareLink),
  "route.select": (e) =>
    isRoute(e.route)
      ? { kind: "choose", label: C.route, option: ROUTE_LABEL[e.route] }
      : { kind: "send", said: `A route the page does not offer (${String(e.route)})` },
  "medicine.change": (e) => field(C.medicine, e.value),
  print: () => button(C.print),
};

/** What each clipboard writer of the converter writes. */
export const CONVERTER_CLIPBOARD = { writeClipboard: "the text", writeShareLink: "the share link" } as const;
