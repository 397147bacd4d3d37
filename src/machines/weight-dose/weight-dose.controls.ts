/**
 * The weight-based dose calculator's controls table (src/machines/controls.ts): which control a
 * person uses for each event, in the words the connect layer gives the page.
 */
import { choicePresses, clinicalControls, press as pressButton } from "~/machines/clinical-view";
import { typeOrClear, type ControlsTable } from "~/machines/controls";
import { CHECK_CHOICES } from "./weight-dose.check";
import { CHECK_LABELS } from "./weight-dose.connect";
import { weightDoseShare } from "./weight-dose.share";
import type { WeightDoseSnapshot } from "./weight-dose.connect";
import {
  CHOICES,
  fieldLabel,
  type WeightDoseEvent,
  type WeightDoseField,
  type WeightDoseInputs,
} from "./weight-dose.types";

const press = (label: string) => () => pressButton(label);

export const weightDoseControls = {
  ...clinicalControls<WeightDoseInputs, WeightDoseEvent, WeightDoseSnapshot>({
    choices: CHOICES,
    share: weightDoseShare,
    fieldLabel,
  }),
  // The double check: its buttons, and the second entry's fields and choices, labelled as in the state before.
  "check.request": press(CHECK_LABELS.request),
  "check.start": press(CHECK_LABELS.start),
  "check.field.change": (e: { field: WeightDoseField; value: string }, before: WeightDoseSnapshot) =>
    typeOrClear(fieldLabel(e.field, before.context.check.second), e.value),
  ...choicePresses(CHECK_CHOICES),
  "check.compare": press(CHECK_LABELS.compare),
  "check.restart": press(CHECK_LABELS.restart),
  "check.cancel": press(CHECK_LABELS.cancel),
  "check.close": press(CHECK_LABELS.close),
} as unknown as ControlsTable<WeightDoseEvent, WeightDoseSnapshot>;
