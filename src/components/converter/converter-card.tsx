/**
 * The converter card shared by the home page, the 37 dose pages and the syringe page:
 * tabs 'Calculator' and 'Batch Convert' (WAI-ARIA tabs, arrow keys, Home/End), the calculator
 * (calculator-panel.tsx) and the batch converter (batch-panel.tsx).
 *
 *   <ConverterCard preset={page.preset} />
 *
 * The card's machines are children of one card actor (src/machines/converter-card), which
 * forwards the converter's settings to Batch Convert and the syringe. A page that shows more of
 * the card's children (the syringe page) creates the card actor and passes it in:
 *
 *   const card = useConverterCardActor(SYRINGE_PRESET, { withSyringe: true });
 *   <ConverterCard preset={SYRINGE_PRESET} actorRef={card} />
 *
 * The card's root has id="converter" and the amount field id="converter-amount" (the header's
 * 'Get Started' focuses it); pass `idPrefix` if a page ever shows two cards.
 */
import { CONVERTER_CONTROLS } from "~/machines/converter/converter.controls";
import { DOUBLE_CHECK_CONTROLS } from "~/machines/double-check/double-check.controls";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useSelector } from "@xstate/react";
import { Toaster } from "react-hot-toast";
import type { ConverterPreset } from "~/data/doses";
import { TABS, keyToTabsEvent, tabIds } from "~/machines/tabs/tabs.calc";
import { selectActiveTab } from "~/machines/tabs/tabs.selectors";
import type { TabId } from "~/machines/tabs/tabs.types";
import {
  selectBatchRef,
  selectConverterRef,
  selectDoubleCheckRef,
  selectTabsRef,
} from "~/machines/converter-card/converter-card.selectors";
import {
  selectAmountText,
  selectCanPrint,
  selectConcentrationText,
  selectDirection,
  selectMedicineText,
  selectRoute,
} from "~/machines/converter/converter.selectors";
import { selectCheckStep, selectIsBlind } from "~/machines/double-check/double-check.selectors";
import { DoubleCheckPanel } from "~/components/double-check/double-check-panel";
import { PreparationCard } from "~/components/double-check/preparation-card";
import { selectFirst } from "~/machines/double-check/double-check.selectors";
import { preparationCard } from "~/machines/converter-card/preparation-card.calc";
import { selectSyringeRef } from "~/machines/converter-card/converter-card.selectors";
import { selectChoice } from "~/machines/syringe/syringe.selectors";
import { ROUTES, ROUTE_LABEL } from "~/domain/dose/conversion";
import type { SyringeChoice } from "~/domain/syringe/syringe.types";
import type { DoseEntry } from "~/machines/double-check/double-check.types";
import type { ActorRefFrom } from "xstate";
import type { syringeMachine } from "~/machines/syringe/syringe.machine";

type SyringeActorRef = ActorRefFrom<typeof syringeMachine>;
import { announce } from "~/lib/announce";
import { CalculatorPanel } from "./calculator-panel";
import { BatchPanel } from "./batch-panel";
import {
  ButtonRow,
  CardDescription,
  CardRoot,
  CardTitle,
  Field,
  FieldRow,
  SecondaryButton,
  SelectInput,
  Tab,
  TabList,
  TextInput,
} from "./converter-ui";
import { useConverterCardActor, type ClipboardWriter, type ConverterCardActorRef } from "./use-converter-actor";
import type { PageEffects } from "~/behaviour/page-effects";

export { useConverterCardActor } from "./use-converter-actor";
export type { ConverterCardActorRef } from "./use-converter-actor";

export interface ConverterCardProps {
  /** The page's defaults: amount, concentration, direction, whether the concentration is shown. */
  preset: ConverterPreset;
  /** A card actor created by the page with `useConverterCardActor(preset)`; else the card makes its own. */
  actorRef?: ConverterCardActorRef;
  /** Heading level of the card title (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Card title (default 'mg to mL Converter' / 'mL to mg Converter' by the preset's direction). */
  title?: string;
  /** A line under the title. */
  description?: string;
  /** Prefix of element ids (default "converter"). */
  idPrefix?: string;
  /** Replaces the browser clipboard (tests). */
  writeClipboard?: ClipboardWriter;
  /**
   * The page's effects (src/behaviour/page-effects.ts), given by src/islands.client.tsx: the clock
   * of the card's actor and the clipboard and printer stand-ins of the Behaviour view's player.
   * Without them (a view test) the card has the window's timers, clipboard and printer.
   */
  pageEffects?: PageEffects;
}

interface CardPrintProps {
  entry: DoseEntry;
  medicine: string;
  doubleChecked: boolean;
}

/** The printed card of a calculation (preparation-card.calc.ts), with the rule's syringe for the route. */
function CardPrint({
  entry,
  medicine,
  doubleChecked,
  syringeChoice,
}: CardPrintProps & { syringeChoice?: SyringeChoice }) {
  const lines = preparationCard({ entry, medicine, doubleChecked, syringeChoice });
  return lines ? <PreparationCard lines={lines} /> : null;
}

/** On the syringe page: the card names the syringe actually chosen in the syringe chooser. */
function SyringeCardPrint({ syringeRef, ...props }: CardPrintProps & { syringeRef: SyringeActorRef }) {
  const choice = useSelector(syringeRef, selectChoice);
  return <CardPrint {...props} syringeChoice={choice} />;
}

/** Why 'Print preparation card' is not offered yet: the page's example is not a preparation. */
export const PRINT_NOT_YET =
  "Type the dose in the amount field to print a preparation card: the page's example is not a preparation.";

/**
 * What the preparation card needs besides the calculation (issue 27): the medicine's name and the
 * route, each optional (the card then has a line to write it on). The route also chooses the
 * syringe kind the result is measured with.
 */
function CardDetails({
  idPrefix,
  medicine,
  route,
  onMedicine,
  onRoute,
}: {
  idPrefix: string;
  medicine: string;
  route: string;
  onMedicine: (value: string) => void;
  onRoute: (value: string) => void;
}) {
  return (
    <fieldset data-testid="card-details">
      <legend>For the preparation card</legend>
      <FieldRow>
        <Field>
          <label htmlFor={`${idPrefix}-medicine`}>{CONVERTER_CONTROLS.medicine}</label>
          <TextInput
            id={`${idPrefix}-medicine`}
            name="medicine"
            autoComplete="off"
            placeholder="optional: the name on the label"
            value={medicine}
            $invalid={false}
            onChange={(e) => onMedicine(e.currentTarget.value)}
          />
        </Field>
        <Field>
          <label htmlFor={`${idPrefix}-route`}>{CONVERTER_CONTROLS.route}</label>
          <SelectInput
            id={`${idPrefix}-route`}
            name="route"
            value={route}
            onChange={(e) => onRoute(e.currentTarget.value)}
          >
            {ROUTES.map((r) => (
              <option key={r} value={r}>
                {ROUTE_LABEL[r]}
              </option>
            ))}
          </SelectInput>
        </Field>
      </FieldRow>
    </fieldset>
  );
}

export function ConverterCard(props: ConverterCardProps) {
  // Hooks cannot be called conditionally: create an own actor only when none is given. The key
  // gives a new actor when the preset changes (client-side navigation between dose pages reuses
  // the same route component), so a page never shows another page's defaults.
  const { amount, concentration, direction, showConcentration } = props.preset;
  const presetKey = `${amount}|${concentration}|${direction}|${showConcentration}`;
  return props.actorRef ? (
    <CardWithActor {...props} actorRef={props.actorRef} />
  ) : (
    <CardWithOwnActor key={presetKey} {...props} />
  );
}

function CardWithOwnActor(props: ConverterCardProps) {
  const actorRef = useConverterCardActor(props.preset, {
    writeClipboard: props.writeClipboard,
    pageEffects: props.pageEffects,
  });
  return <CardWithActor {...props} actorRef={actorRef} />;
}

function CardWithActor({
  preset,
  actorRef,
  headingLevel = 2,
  title,
  description,
  idPrefix = "converter",
  pageEffects,
}: ConverterCardProps & { actorRef: ConverterCardActorRef }) {
  const converterRef = useSelector(actorRef, selectConverterRef);
  const tabsRef = useSelector(actorRef, selectTabsRef);
  const batchRef = useSelector(actorRef, selectBatchRef);
  const activeTab = useSelector(tabsRef, selectActiveTab);
  const doubleCheckRef = useSelector(actorRef, selectDoubleCheckRef);
  const checkStep = useSelector(doubleCheckRef, selectCheckStep);
  const amountText = useSelector(converterRef, selectAmountText);
  const concentrationText = useSelector(converterRef, selectConcentrationText);
  const direction = useSelector(converterRef, selectDirection);
  const route = useSelector(converterRef, selectRoute);
  const medicine = useSelector(converterRef, selectMedicineText);
  const canPrint = useSelector(converterRef, selectCanPrint);
  const blind = useSelector(doubleCheckRef, selectIsBlind);
  const syringeRef = useSelector(actorRef, selectSyringeRef);
  const firstEntry = { amountText, concentrationText, direction, route };
  const canAskForCheck = useSelector(doubleCheckRef, (s) => s.can({ type: "check.request", entry: firstEntry }));
  const checkedEntry = useSelector(doubleCheckRef, selectFirst);
  // What a printed page shows (issue 27): the agreed calculation after a match; else the
  // calculator's own once a dose was typed and there is a result (the converter's `print` is
  // allowed); else nothing: a page's example is not a preparation.
  const cardEntry = checkStep === "match" ? checkedEntry : checkStep === "calculator" && canPrint ? firstEntry : null;

  const askButton = useRef<HTMLButtonElement | null>(null);
  const wasChecking = useRef(false);
  const tabButtons = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  const titleId = `${idPrefix}-title`;
  // "true" once the card is interactive in the browser (end-to-end tests wait for it).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // A share link (issue 16): the address's fragment goes to the converter as it is, when the card
  // starts and whenever the fragment changes (a link pasted on the same page does not reload it);
  // the converter decides whether it is a link, and the words it emits are announced once.
  useEffect(() => {
    const subscriptions = [
      converterRef.on("link.applied", ({ announcement }) => announce(announcement)),
      converterRef.on("link.ignored", ({ announcement }) => announce(announcement)),
    ];
    const open = () => converterRef.send({ type: "link.open", fragment: window.location.hash });
    open();
    window.addEventListener("hashchange", open);
    return () => {
      window.removeEventListener("hashchange", open);
      subscriptions.forEach((s) => s.unsubscribe());
    };
  }, [converterRef]);

  // What the double check says at each step, from the card, which is mounted before the check
  // starts (the panel is not, so it would miss the first step's words).
  useEffect(() => {
    const sub = doubleCheckRef.on("check.announce", ({ text }) => announce(text));
    return () => sub.unsubscribe();
  }, [doubleCheckRef]);

  // Keyboard moves between tabs move focus with the selection (automatic activation).
  useEffect(() => {
    const sub = tabsRef.on("tab.focus", ({ tab }) => tabButtons.current[tab]?.focus());
    return () => sub.unsubscribe();
  }, [tabsRef]);

  // Printing is asked of the machines (the converter's `print` once a dose was typed, the double
  // check's after a match); the view only does it.
  useEffect(() => {
    // While the Behaviour view's player replays a path it stands in for the page's printer.
    const print = () => (pageEffects?.standIns.print ?? (() => window.print()))();
    const subscriptions = [converterRef.on("print.requested", print), doubleCheckRef.on("print.requested", print)];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [converterRef, doubleCheckRef, pageEffects]);

  // While the second person works blind (issue 27), the page hides its own answer sentences,
  // tables and examples (global style below, keyed on this mark); it comes back after Compare or
  // Cancel. The mark is the double check's state, said on the document.
  useEffect(() => {
    if (!blind) return;
    document.documentElement.setAttribute("data-double-check", "blind");
    return () => document.documentElement.removeAttribute("data-double-check");
  }, [blind]);

  // Back from a double check: the keyboard returns to the button that started it.
  useEffect(() => {
    if (checkStep !== "calculator") wasChecking.current = true;
    else if (wasChecking.current) {
      wasChecking.current = false;
      askButton.current?.focus();
    }
  }, [checkStep]);

  const onTabKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const event = keyToTabsEvent(e.key);
    if (event) {
      e.preventDefault();
      tabsRef.send(event);
    }
  };

  const Heading = `h${headingLevel}` as const;
  const defaultTitle = preset.direction === "mlToMg" ? "mL to mg Converter" : "mg to mL Converter";

  return (
    <>
      <CardRoot
        id={idPrefix}
        aria-labelledby={titleId}
        data-hydrated={hydrated ? "true" : "false"}
        data-behaviour-scope="converter"
      >
        <CardTitle as={Heading} id={titleId}>
          {title ?? defaultTitle}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}

        {checkStep !== "calculator" ? (
          <DoubleCheckPanel actorRef={doubleCheckRef} idPrefix={idPrefix} />
        ) : (
          <>
            <TabList role="tablist" aria-label="Converter mode">
              {TABS.map((tab) => {
                const ids = tabIds(idPrefix, tab.id);
                const selected = activeTab === tab.id;
                return (
                  <Tab
                    key={tab.id}
                    ref={(el) => {
                      tabButtons.current[tab.id] = el;
                    }}
                    type="button"
                    role="tab"
                    id={ids.tab}
                    aria-selected={selected}
                    aria-controls={ids.panel}
                    tabIndex={selected ? 0 : -1}
                    onClick={() => tabsRef.send({ type: "tab.select", tab: tab.id })}
                    onKeyDown={onTabKeyDown}
                  >
                    {tab.label}
                  </Tab>
                );
              })}
            </TabList>

            {TABS.map((tab) => {
              const ids = tabIds(idPrefix, tab.id);
              const selected = activeTab === tab.id;
              return (
                <div key={tab.id} role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} hidden={!selected}>
                  {selected && tab.id === "calculator" ? (
                    <CalculatorPanel actorRef={converterRef} preset={preset} idPrefix={idPrefix} />
                  ) : null}
                  {selected && tab.id === "batch" ? <BatchPanel batchRef={batchRef} idPrefix={idPrefix} /> : null}
                </div>
              );
            })}
            {activeTab === "calculator" ? (
              <ButtonRow>
                <SecondaryButton
                  ref={askButton}
                  type="button"
                  disabled={!canAskForCheck}
                  aria-describedby={`${idPrefix}-ask-check-note`}
                  onClick={() => doubleCheckRef.send({ type: "check.request", entry: firstEntry })}
                >
                  {DOUBLE_CHECK_CONTROLS.request}
                </SecondaryButton>
                <SecondaryButton
                  type="button"
                  disabled={!canPrint}
                  aria-describedby={`${idPrefix}-print-note`}
                  onClick={() => converterRef.send({ type: "print" })}
                >
                  {DOUBLE_CHECK_CONTROLS.print}
                </SecondaryButton>
                <span id={`${idPrefix}-ask-check-note`}>
                  Hides this result while a second person works it out from the label.
                </span>
                <span id={`${idPrefix}-print-note`}>
                  {canPrint ? "Prints one page to keep with the preparation." : PRINT_NOT_YET}
                </span>
              </ButtonRow>
            ) : null}
            {activeTab === "calculator" ? (
              <CardDetails
                idPrefix={idPrefix}
                medicine={medicine}
                route={route}
                onMedicine={(value) => converterRef.send({ type: "medicine.change", value })}
                onRoute={(value) => converterRef.send({ type: "route.select", route: value })}
              />
            ) : null}
          </>
        )}
        {cardEntry ? (
          syringeRef ? (
            <SyringeCardPrint
              syringeRef={syringeRef}
              entry={cardEntry}
              medicine={medicine}
              doubleChecked={checkStep === "match"}
            />
          ) : (
            <CardPrint entry={cardEntry} medicine={medicine} doubleChecked={checkStep === "match"} />
          )
        ) : null}
      </CardRoot>
      {/* The copy toasts. Here rather than in the page frame: react-hot-toast is only loaded on
        the pages that have a converter (the card is loaded on its own, see islands.tsx). */}
      <Toaster position="bottom-center" toastOptions={{ duration: 3000 }} />
    </>
  );
}
