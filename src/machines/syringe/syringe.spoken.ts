/**
 * What the page's one announcer says of the drawn syringe (issue 28), in the words the panel
 * shows (domain/syringe/syringe.ts `syringeTexts`). Pure: no React, no browser API. The syringe's own
 * regions are not live: these words are said once, with the converter's answer when typing
 * settles or on Calculate (the converter card adds them, converter-card.machine.ts), and when the
 * person chooses another syringe (the syringe machine's `choice.made`).
 */
import { readSyringe, syringeById } from "~/domain/syringe/syringe";
import { AUTO_CHOICE_LABEL } from "~/domain/syringe/syringe-catalogue";
import { syringeTexts } from "~/domain/syringe/syringe-words";
import { routeCaution, withRouteCaution } from "~/domain/syringe/syringe-route";
import type { SyringeChoice } from "~/domain/syringe/syringe.types";
import type { SyringeContext } from "./syringe.types";

/** The caution when the syringe drawn does not suit the route stated, or null (syringe-route.ts). */
export function routeCautionOf({ volume, choice, route }: SyringeContext): string | null {
  return routeCaution(route, readSyringe(volume, choice).syringe);
}

/** Said when the route changed and the syringe drawn does not suit it. */
export function routeAnnouncement(context: SyringeContext): string {
  const caution = routeCautionOf(context);
  return caution ? `Caution: ${caution}` : "";
}

/**
 * Where the volume falls on the syringe drawn: the panel's summary, and the insulin warning when
 * the insulin syringe was chosen for a dose. Null when there is no volume to draw (the converter
 * has no result: its own answer says why).
 */
export function spokenReading(context: SyringeContext): string | null {
  const reading = readSyringe(context.volume, context.choice);
  if (reading.status === "empty") return null;
  const texts = syringeTexts(reading);
  const caution = routeCautionOf(context);
  const insulin = reading.insulinForDose ? (texts.warnings[0] ?? "") : "";
  return [texts.summary, insulin, caution ? `Caution: ${caution}` : ""].filter(Boolean).join(" ");
}

/** The chooser's option as said: "Recommended oral syringe", "1 mL oral syringe". */
export function choiceName(choice: SyringeChoice): string {
  if (choice === "auto-oral") return AUTO_CHOICE_LABEL.oral;
  if (choice === "auto-injection") return AUTO_CHOICE_LABEL.injection;
  return syringeById(choice).name;
}

/**
 * Said after the person chose a syringe: the choice, the insulin warning when that syringe was
 * chosen for a dose, the caution when it does not suit the route, then what the panel now says
 * about the volume on it (its summary).
 * "1 mL oral syringe chosen. 2.5 mL is more than the 1 mL oral syringe holds (1 mL)."
 */
export function choiceAnnouncement(context: SyringeContext): string {
  const reading = readSyringe(context.volume, context.choice);
  const texts = syringeTexts(reading);
  const caution = routeCautionOf(context);
  const warning = reading.insulinForDose ? ` ${texts.warnings[0] ?? ""}` : "";
  const route = caution ? ` Caution: ${caution}` : "";
  return `${choiceName(context.choice)} chosen.${warning}${route} ${texts.summary}`.replace(/\s+/g, " ").trim();
}

/**
 * The warnings of the syringe drawn on the syringe page: whether it suits the route stated
 * (whatever was chosen; after the insulin warning, first), and, for a syringe the person chose, its own (the insulin syringe for a
 * dose in mg, one too small for the volume, one whose marks miss it): the recommended syringe's
 * cautions are already the converter's own.
 */
export function chosenSyringeWarnings(context: SyringeContext | null): readonly string[] {
  if (!context) return [];
  const reading = readSyringe(context.volume, context.choice);
  if (reading.status === "empty") return [];
  const own = context.choice.startsWith("auto-") ? [] : syringeTexts(reading).warnings;
  return withRouteCaution(own, routeCautionOf(context), reading.insulinForDose);
}

/**
 * A copied line with the chosen syringe's warnings after the converter's cautions: a warning
 * travels with the result it is about (decisions.md 'Dose safety'), as it does on the print card.
 */
export function lineWithSyringeWarnings(
  line: string | null,
  context: SyringeContext | null,
  lead: string,
): string | null {
  if (line === null) return null;
  const warnings = chosenSyringeWarnings(context).filter((w) => !line.includes(w));
  if (warnings.length === 0) return line;
  return line.includes(`. ${lead}`) ? `${line} ${warnings.join(" ")}` : `${line}. ${lead}${warnings.join(" ")}`;
}

/** The converter's answer followed by the syringe's reading, when there is one. */
export function answerWithReading(answer: string, context: SyringeContext | null): string {
  const reading = context ? spokenReading(context) : null;
  return reading ? `${answer} On the syringe: ${reading}` : answer;
}
