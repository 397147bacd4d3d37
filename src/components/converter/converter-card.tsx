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
import { clearLinkFromAddress } from "~/components/share/use-share-link";
import { CONVERTER_CONTROLS } from "~/machines/converter/converter.controls";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useSelector } from "@xstate/react";
import { HydrateLater } from "~/components/hydrate-later";
import { preparedBy } from "~/components/prepare-island";
import { useTypedBeforeHydration } from "~/components/use-typed-before-hydration";
import type { ConverterPreset } from "~/data/doses";
import type { TabId } from "~/machines/tabs/tabs.types";
import {
  selectBatchRef,
  selectConverterRef,
  selectDoubleCheckRef,
  selectSyringeRef,
  selectTabsRef,
} from "~/machines/converter-card/converter-card.selectors";
import {
  selectCanPrint,
  selectDoseMissing,
  selectDoseTyped,
  selectMedicineText,
  selectRoute,
} from "~/machines/converter/converter.selectors";
import { ROUTES, ROUTE_LABEL } from "~/domain/dose/conversion";
import { hearEmitted, useEmitted } from "~/components/use-emitted";
import { COPIED_TOAST, copiedToast, copyFailedToast, dismissToast, linkCopiedToast } from "./toasts";
import { CalculatorPanel } from "./calculator-panel";
import { FeatureStatus } from "./feature-status";
import { CARD_LOADING_TEXT, PRINT_LOADING } from "~/machines/converter-card/converter-card.controls";
import { connectConverterCard } from "~/machines/converter-card/converter-card.connect";
import { connectTabs } from "~/machines/tabs/tabs.connect";
import { useConnected } from "~/components/use-connected";
import {
  ButtonRow,
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
import {
  featuresOf,
  prepareCard,
  useConverterCardActor,
  type CardFeatureLoads,
  type ClipboardWriter,
  type ConverterCardActorRef,
} from "./use-converter-actor";
import type { PageEffects } from "~/behaviour/page-effects";
import { printPage } from "~/behaviour/page-effects";

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
  /** Prefix of element ids (default "converter"). */
  idPrefix?: string;
  /** Replaces the browser clipboard (tests). */
  writeClipboard?: ClipboardWriter;
  /** Replaces where the features that load on first use come from (tests: at once, later, never). */
  loadFeatures?: Partial<CardFeatureLoads>;
  /**
   * The page's effects (src/behaviour/page-effects.ts), given by src/islands.client.tsx: the clock
   * of the card's actor and the clipboard and printer stand-ins of the Behaviour view's player.
   * Without them (a view test) the card has the window's timers, clipboard and printer.
   */
  pageEffects?: PageEffects;
}

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
  // Written or chosen before the card hydrated: kept, as the amount and strength are.
  const medicineRef = useRef<HTMLInputElement>(null);
  const routeRef = useRef<HTMLSelectElement>(null);
  useTypedBeforeHydration(medicineRef, medicine, onMedicine);
  useTypedBeforeHydration(routeRef, route, onRoute);
  return (
    <fieldset data-testid="card-details">
      <legend>For the preparation card</legend>
      <FieldRow>
        <Field>
          <label htmlFor={`${idPrefix}-medicine`}>{CONVERTER_CONTROLS.medicine}</label>
          <TextInput
            ref={medicineRef}
            id={`${idPrefix}-medicine`}
            name="medicine"
            // A drug's name is printed as typed (issue 53): no autofill, correction, capital or
            // spell check from the phone ("spellCheck" as a string: see labelEntry).
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="none"
            spellCheck="false"
            placeholder="optional: the name on the label"
            value={medicine}
            $invalid={false}
            onChange={(e) => onMedicine(e.currentTarget.value)}
          />
        </Field>
        <Field>
          <label htmlFor={`${idPrefix}-route`}>{CONVERTER_CONTROLS.route}</label>
          <SelectInput
            ref={routeRef}
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
  // The copy toasts' Toaster is not here: it loads with the first toast (./toasts.tsx).
  return props.actorRef ? (
    <CardWithActor {...props} actorRef={props.actorRef} />
  ) : (
    <CardWithOwnActor key={presetKey} {...props} />
  );
}

// Its machine runs once before it hydrates (src/components/prepare-island.ts).
preparedBy(ConverterCard, prepareCard(false));

/** The card's actor is made in one task and the card hydrated in the next (HydrateLater, issue 33). */
function CardWithOwnActor(props: ConverterCardProps) {
  const actorRef = useConverterCardActor(props.preset, {
    writeClipboard: props.writeClipboard,
    loadFeatures: props.loadFeatures,
    pageEffects: props.pageEffects,
  });
  return (
    <HydrateLater>
      <CardWithActor {...props} actorRef={actorRef} />
    </HydrateLater>
  );
}

function CardWithActor({
  preset,
  actorRef,
  headingLevel = 2,
  title,
  idPrefix = "converter",
  pageEffects,
}: ConverterCardProps & { actorRef: ConverterCardActorRef }) {
  const converterRef = useSelector(actorRef, selectConverterRef);
  const tabsRef = useSelector(actorRef, selectTabsRef);
  const tabs = useConnected(tabsRef, connectTabs, idPrefix);
  const activeTab = tabs.active;
  const doubleCheckRef = useSelector(actorRef, selectDoubleCheckRef);
  const batchRef = useSelector(actorRef, selectBatchRef);
  const syringeRef = useSelector(actorRef, selectSyringeRef);
  // The parts that load on first use (issue 33): their code, once here.
  const files = featuresOf(actorRef);
  // The double check's selectors come with its code: its machine runs only once that is here.
  const checkFile = files.doubleCheck;
  const checkStep = useSelector(doubleCheckRef, (s) => (s && checkFile ? checkFile.selectCheckStep(s) : "calculator"));
  const checkBlind = useSelector(doubleCheckRef, (s) => (s && checkFile ? checkFile.selectIsBlind(s) : false));
  const route = useSelector(converterRef, selectRoute);
  const medicine = useSelector(converterRef, selectMedicineText);
  const canPrint = useSelector(converterRef, selectCanPrint);
  // What the card shows, decided by the card machine (the connect layer reads it).
  const doseMissing = useSelector(converterRef, selectDoseMissing);
  const doseTyped = useSelector(converterRef, selectDoseTyped);
  const view = useConnected(actorRef, connectConverterCard, {
    checkStep,
    checkBlind,
    canPrint,
    doseMissing,
    doseTyped,
  });
  const { stages, blind, titleIsPage } = view;
  const PrintCard = files.printCard?.PrintCard ?? files.doubleCheck?.PrintCard;

  const askButton = useRef<HTMLButtonElement | null>(null);
  const tabButtons = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  const titleId = `${idPrefix}-title`;
  // "true" once the card is interactive in the browser (end-to-end tests wait for it).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Printing is asked of the machines (the converter's `print` once a dose was typed and the
  // card's code is here, the double check's after a match); the view only does it, once the card
  // to print is on the page (an effect after the render that shows it).
  const [printAsked, setPrintAsked] = useState(0);
  const askPrint = () => setPrintAsked((n) => n + 1);
  useEffect(() => {
    if (printAsked === 0) return;
    // While the Behaviour view's player replays a path it stands in for the page's printer.
    printPage(pageEffects);
  }, [printAsked, pageEffects]);
  // The converter's words are said by the page's announcer (the card is on the page whichever tab
  // shows); what the page does besides: print, toasts, focus on the field that needs attention.
  useEmitted(converterRef, {
    "print.requested": askPrint,
    "copy.succeeded": ({ text, cautioned }) => copiedToast(text, cautioned),
    "copy.failed": ({ message }) => copyFailedToast(message),
    "copy.outdated": () => dismissToast(COPIED_TOAST.converter),
    calculated: ({ invalidField }) => {
      if (invalidField) document.getElementById(`${idPrefix}-${invalidField}`)?.focus();
    },
    "link.copied": ({ announcement }) => linkCopiedToast(announcement),
    "link.copyFailed": ({ message }) => copyFailedToast(message),
    "link.cleared": clearLinkFromAddress,
  });

  // A share link (issue 16): the address's fragment goes to the converter as it is, when the card
  // starts and whenever the fragment changes (a link pasted on the same page does not reload it);
  // the converter decides whether it is a link, and the words it emits are announced once. After
  // the converter's words are listened to (above): its actor may already run (the card hydrates
  // in a task after it is made, HydrateLater), so what it says at once must have a listener.
  useEffect(() => {
    const open = () => converterRef.send({ type: "link.open", fragment: window.location.hash });
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, [converterRef]);

  // Back from a double check (or from its loading, given up): the card says so, and the keyboard
  // returns to the button that started it once the calculator is shown again (after the render).
  const [askFocus, setAskFocus] = useState(0);
  useEmitted(actorRef, { "check.ended": () => setAskFocus((n) => n + 1) });
  useEffect(() => {
    if (askFocus > 0) askButton.current?.focus();
  }, [askFocus]);

  // What the double check says at each step, and its print: listened to from the moment its
  // machine starts (the card says so before the request reaches it), so its first words are heard.
  useEffect(() => {
    const listened: Array<{ unsubscribe: () => void }> = [];
    const listen = (check: NonNullable<typeof doubleCheckRef>) =>
      listened.push(check.on("*", (event) => hearEmitted(event, { "print.requested": askPrint })));
    const running = selectDoubleCheckRef(actorRef.getSnapshot());
    if (running) listen(running);
    const started = actorRef.on("doubleCheck.started", () => {
      const check = selectDoubleCheckRef(actorRef.getSnapshot());
      if (check) listen(check);
    });
    return () => {
      started.unsubscribe();
      listened.forEach((s) => s.unsubscribe());
    };
  }, [actorRef]);

  // Keyboard moves between tabs move focus with the selection (automatic activation).
  useEffect(() => {
    const sub = tabsRef.on("tab.focus", ({ tab }) => tabButtons.current[tab]?.focus());
    return () => sub.unsubscribe();
  }, [tabsRef]);

  // While the second person works blind (issue 27), the page hides its own answer sentences,
  // tables and examples (global style below, keyed on this mark); it comes back after Compare or
  // Cancel. The mark is the double check's state, said on the document in the same commit as the
  // card's own step (a layout effect): never a frame with the page hidden and the step not blind,
  // or the other way round.
  // From the request until the check is closed (every step, a match included) the page's own
  // title is out of sight too ("open"): the card's title is the page's h1 then, and the double
  // check's step titles an h2 in every step (issue 53).
  const checkMark = blind ? "blind" : titleIsPage ? "open" : null;
  useLayoutEffect(() => {
    if (!checkMark) return;
    document.documentElement.setAttribute("data-double-check", checkMark);
    return () => document.documentElement.removeAttribute("data-double-check");
  }, [checkMark]);

  const titleLevel = titleIsPage ? 1 : headingLevel;
  const Heading = `h${titleLevel}` as const;
  const defaultTitle = preset.direction === "mlToMg" ? "mL to mg Converter" : "mg to mL Converter";
  const DoubleCheckPanel = files.doubleCheck?.DoubleCheckPanel;
  const BatchPanel = files.batch?.BatchPanel;

  return (
    <>
      <CardRoot
        id={idPrefix}
        aria-labelledby={titleId}
        data-hydrated={hydrated ? "true" : "false"}
        data-behaviour-scope="converter"
      >
        <CardTitle as={Heading} id={titleId} $offPhone={view.shows === "tabs"}>
          {title ?? defaultTitle}
        </CardTitle>

        {view.shows === "checkStatus" ? (
          <section aria-label="Double check" data-check-step={stages.doubleCheck}>
            <FeatureStatus
              id={`${idPrefix}-dc-status`}
              stage={stages.doubleCheck === "failed" ? "failed" : "loading"}
              loadingText={CARD_LOADING_TEXT.doubleCheck}
              onRetry={view.onRetryCheck}
              takeFocus
            >
              <SecondaryButton type="button" onClick={view.cancelCheck.onPress}>
                {view.cancelCheck.label}
              </SecondaryButton>
            </FeatureStatus>
          </section>
        ) : view.shows === "check" && doubleCheckRef && DoubleCheckPanel ? (
          <DoubleCheckPanel actorRef={doubleCheckRef} idPrefix={idPrefix} cardTitleLevel={titleLevel} />
        ) : (
          <>
            <TabList {...tabs.list}>
              {tabs.tabs.map((tab) => (
                <Tab
                  key={tab.id}
                  ref={(el) => {
                    tabButtons.current[tab.id] = el;
                  }}
                  {...tab.props}
                >
                  {tab.label}
                </Tab>
              ))}
            </TabList>

            {tabs.tabs.map((tab) => (
              <div key={tab.id} {...tab.panel}>
                {tab.selected && tab.id === "calculator" ? (
                  <CalculatorPanel actorRef={converterRef} preset={preset} idPrefix={idPrefix} />
                ) : null}
                {tab.selected && tab.id === "batch" ? (
                  stages.batch === "ready" && batchRef && BatchPanel ? (
                    <BatchPanel batchRef={batchRef} idPrefix={idPrefix} />
                  ) : (
                    <FeatureStatus
                      id={`${idPrefix}-batch-status`}
                      stage={stages.batch === "failed" ? "failed" : "loading"}
                      loadingText={CARD_LOADING_TEXT.batch}
                      onRetry={view.onRetryBatch}
                    />
                  )
                ) : null}
              </div>
            ))}
            {activeTab === "calculator" ? (
              <ButtonRow>
                <SecondaryButton
                  ref={askButton}
                  type="button"
                  disabled={view.askCheck.disabled}
                  aria-describedby={`${idPrefix}-ask-check-note`}
                  onClick={view.askCheck.onPress}
                >
                  {view.askCheck.label}
                </SecondaryButton>
                <SecondaryButton
                  type="button"
                  disabled={view.print.disabled}
                  aria-busy={view.print.busy ? "true" : undefined}
                  aria-describedby={`${idPrefix}-print-note`}
                  onClick={view.print.onPress}
                >
                  {view.print.label}
                </SecondaryButton>
                <span id={`${idPrefix}-ask-check-note`}>{view.askCheck.note}</span>
                <span id={`${idPrefix}-print-note`}>{view.print.note}</span>
              </ButtonRow>
            ) : null}
            {activeTab === "calculator" && stages.printCard === "failed" ? (
              <FeatureStatus
                id={`${idPrefix}-print-status`}
                stage="failed"
                loadingText={PRINT_LOADING}
                onRetry={view.onRetryPrint}
              />
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
        {view.printCard && PrintCard ? (
          <PrintCard
            entry={view.printCard.entry}
            medicine={medicine}
            doubleChecked={view.printCard.doubleChecked}
            syringeRef={syringeRef}
          />
        ) : null}
      </CardRoot>
    </>
  );
}
