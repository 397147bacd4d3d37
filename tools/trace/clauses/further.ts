/** docs/behaviour.md, "Further machine behaviour (spec section 2, issues 3 and 4)": the clauses (which states implement them: each machine's meta.docs.clauses). */
import { section } from "../clause";
import { CALCULATOR_CLAUSES } from "./further-calculators";
import fs from "node:fs";
import { playerCover } from "../../statecharts/behaviour-paths";
import type { BehaviourPaths } from "../../../src/behaviour/behaviour.types";

/**
 * Issue 55: the browser replays, per machine, the paths that together use every control and kind
 * of step (`playerCover`); each line names the test that proves them and which paths they are.
 * Every stored path is replayed step by step in Vitest (the clause's first tests).
 */
const REPLAYED_IN_BROWSER = fs
  .readdirSync("src/behaviour/paths")
  .filter((f) => f !== "path-player.json")
  .sort()
  .map((f) => {
    const file = JSON.parse(fs.readFileSync(`src/behaviour/paths/${f}`, "utf8")) as BehaviourPaths;
    const cover = playerCover(file);
    return `\`tests/e2e/behaviour-view.spec.ts\` › "its covering paths end in their expected states with no mismatch" (${file.machine}: paths ${cover.map((p) => p.index).join(", ")} of ${file.paths.length})`;
  });

export default section(
  "Further machine behaviour (spec section 2, issues 3 and 4)",
  [
    "Behaviour the machines add to the clauses above: the page frame's menus (spec section 2), keyboard patterns, and what happens in between (a clipboard write under way, a refused write).",
  ],
  [
    {
      id: "M1",
      clause:
        "Header: dropdowns 'mg to ml', 'ml to mg' and 'Advanced' (spec section 2; shown as 'mg to mL' and 'mL to mg', decisions.md unit rule); at most one open; a click outside closes it.",
      implementedBy: "`menu` states `closed`, `dropdown.{mg,ml,advanced}`",
      checkedBy: ['`tests/e2e/site.spec.ts` › "dropdowns open and close by mouse"'],
    },
    {
      id: "M2",
      clause:
        "Dropdowns by keyboard: Arrow Down opens and focuses the first link; Escape closes and returns focus to the button.",
      implementedBy: "`menu` events `dropdown.open`, `escape` (emits `focus.trigger`)",
      checkedBy: ['`tests/e2e/site.spec.ts` › "dropdowns work by keyboard: Enter, arrows, Escape returns focus"'],
    },
    {
      id: "M3",
      clause:
        "Small screens: a slide-in side menu with the same lists (spec section 2); it closes with its button, Escape, a tap outside or when a link is followed.",
      implementedBy: "`menu` state `side`; events `side.open`, `side.close`, `navigate`",
      checkedBy: ['`tests/e2e/site.spec.ts` › "side menu on a small screen: touch, keyboard, closes on navigation"'],
    },
    {
      id: "M4",
      clause:
        "Tabs follow the WAI-ARIA tabs pattern: arrows move and select (wrapping), Home and End select the first and last, focus follows.",
      implementedBy: "`tabs` events `tab.next`, `tab.previous`, `tab.first`, `tab.last` (emit `tab.focus`)",
      checkedBy: [
        '`tests/model/tabs-machine.test.ts` › "runs on the actor"',
        '`tests/model/tabs-view.test.tsx` › "runs on the rendered card"',
      ],
    },
    {
      id: "M5",
      clause:
        "While the clipboard write is under way, 'Copy result' is busy; a refused write gives an error toast and no copied state (issue 3).",
      implementedBy: "`converter.copy.copying`; `onError writeClipboard` → `idle`, emits `copy.failed`",
      checkedBy: ['`tests/view/converter-card.test.tsx` › "a refused write gives an error toast and no copied state"'],
    },
    {
      id: "M6",
      clause: "The copied indicator refers to the copied value only: when the result changes it turns off at once.",
      implementedBy: "`converter.copy.copied` `always [resultChangedSinceCopy]`",
      checkedBy: ['`tests/model/converter-machine.test.ts` › "runs on the actor"'],
    },
    {
      id: "M7",
      clause:
        "Molarity and dilution: editing a field (or a molarity unit) after a result removes the result (a result is never shown for other numbers); editing a field with a hint removes that hint.",
      implementedBy:
        "`FIELD.CHANGE` (and `UNIT.CHANGE`) from `calculated` → `editing`; from `invalid` [hintsRemainAfterEdit] → `invalid`, else → `editing`",
      checkedBy: [
        '`tests/model/molarity.test.ts` › "runs on the actor with consistent context"',
        '`tests/model/dilution.test.ts` › "runs on the actor with consistent context"',
      ],
    },
    {
      id: "M8",
      clause:
        "Dilution: choosing another mode clears the result and hints but keeps what was typed; choosing the current mode changes nothing.",
      implementedBy: "`SOLVE_FOR` [choosesMode] / `clearOutcome`",
      checkedBy: [
        '`tests/model/dilution.test.ts` › "switching mode clears the result but keeps what was typed"',
        '`tests/model/dilution.test.ts` › "choosing the mode already chosen changes nothing"',
      ],
    },
    {
      id: "M9",
      clause:
        "Syringe chooser: automatic oral (default), automatic injection, or one syringe; an unknown choice is ignored; the volume follows the converter's result.",
      implementedBy:
        "`syringe` events `choice.select` [isAutoOral / isAutoInjection / isInsulin / isSyringe], `volume.change`; region `choice`",
      checkedBy: [
        '`tests/model/syringe-machine.test.ts` › "ignores an unknown choice and keeps an invalid volume out"',
        '`tests/model/syringe-view.test.tsx` › "the page shows each state"',
      ],
    },
    {
      id: "M10",
      clause:
        "An open dropdown closes when the focus moves (Tab, Shift+Tab) onto another menu button, and the focus stays there: that button's Arrow Down and Escape then work at once (issue 19). A press on another button still switches in one step.",
      implementedBy: "`menu` event `trigger.focus` [isOtherButton] from `dropdown.{mg,ml,advanced}` → `closed`",
      checkedBy: [
        '`tests/model/menu-view.test.tsx` › "keyboard: Tab from an open dropdown onto the next button closes it"',
        '`tests/e2e/a11y-beyond-axe.spec.ts` › "an open dropdown closes when the focus moves to the next menu button"',
      ],
    },
    {
      id: "M11",
      clause:
        "Dose safety: a result is shown with a caution, never as a plain success, when the volume is under 0.1 mL, more than any syringe here holds (or implausibly large for one dose), or more precise than the recommended syringe can draw (the exact figure, the nearest measurable volume and the difference in %). A result too small to show at the displayed precision is its own state.",
      implementedBy:
        "`converter` states `result.ready.*` and `result.offScale`, entered by `statusIs`; `converter.calc.ts` `readyKindOf(adviceOf(...))` over the one syringe rule (`src/domain/syringe/syringe.ts` `doseAdvice`)",
      checkedBy: [
        '`tests/model/converter-machine.test.ts` › "runs on the actor"',
        '`tests/model/converter-view.test.tsx` › "runs on the rendered card"',
        '`tests/e2e/converter.spec.ts` › "model-based paths in the browser"',
      ],
    },
    {
      id: "M12",
      clause:
        "Syringe: the volume itself carries a caution whatever the syringe (under 0.1 mL; more than any syringe here); the insulin syringe is only ever chosen by hand, and then a prominent warning says it is for insulin only, in units.",
      implementedBy:
        "`syringe` regions `caution` (guard `cautionIs` over `volumeCaution`) and `choice.chosen.insulin` (guard `isInsulin`)",
      checkedBy: [
        '`tests/model/syringe-machine.test.ts` › "the insulin syringe is only ever a choice, a state of its own"',
        '`tests/model/syringe-view.test.tsx` › "the page shows each state"',
      ],
    },
    {
      id: "M13",
      clause:
        "The result is spoken by the page's one announcer when typing pauses (800 ms) or on Calculate, never per keystroke (issue 19; decisions.md 'Accessibility': every calculator that answers as it is typed in).",
      implementedBy:
        "region `announce` (src/machines/settle-region.ts) of `converter`, `weight-dose`, `reconstitution`, `infusion-rate`, `concentration` and `serial-dilution`: `quiet` ⇄ `typing`, `after settleDelay` emits `result.settled` with the answer and its cautions; `calculate` (converter) emits `calculated`; Reset, Swap, a unit or a solute say their own sentence",
      checkedBy: [
        '`tests/model/converter-machine.test.ts` › "runs on the actor"',
        '`tests/model/converter-view.test.tsx` › "runs on the rendered card"',
        '`tests/model/clinical-model.tsx` › "runs on the actor; each state is the evaluation\'s"',
        '`tests/model/concentration.test.ts` › "runs on the actor with consistent context"',
        '`tests/model/serial-dilution-machine.test.ts` › "runs on the actor; each state is the domain\'s"',
        '`tests/e2e/announcer.spec.ts` › "typing 125 key by key: only the settled answer is heard, once"',
      ],
    },
    {
      id: "M14",
      clause:
        "The converter card wires its machines: it invokes the converter, the tabs and Batch Convert (and on the syringe page the syringe chooser), and forwards the converter's report of its settings: concentration and direction to Batch Convert, the volume to the syringe. No React effect links two machines.",
      implementedBy:
        "`converter-card` machine: `choosing` → `calculatorOnly` \\| `withSyringe` (guard `hasSyringe`); `settings.changed` → `sendTo` batch / syringe",
      checkedBy: [
        '`tests/model/converter-card-machine.test.ts` › "runs on the card with its real children"',
        '`tests/model/converter-card-view.test.tsx` › "runs on the rendered card"',
        '`tests/e2e/converter.spec.ts` › "model-based paths in the browser"',
      ],
    },
    {
      id: "M15",
      clause:
        "Batch Convert: each converted entry carries the caution the converter's result would (under 0.1 mL, more than any syringe here, between the marks of the recommended syringe), on its line, in Copy all and in the CSV; the summary counts them and is framed as a caution.",
      implementedBy:
        "`batch.calc.ts` `batchCaution` (`src/domain/syringe/syringe.ts` `doseCautionKind`, the one syringe rule); `batch` states `list.converted.checking` → `clean` \\| `withCautions` (guard `hasCautionedEntries`)",
      checkedBy: [
        '`tests/unit/batch-calc.test.ts` › "carries the strength and each line\'s conversion in the copy text and the CSV"',
        '`tests/model/batch-view.test.tsx` › "runs on the rendered card"',
      ],
    },
    {
      id: "M16",
      clause:
        "Independent double check (issue 16): 'Ask for a double check' (only with a result) hides the first entry and result behind a neutral screen; the second person enters amount, strength as on the label and direction on their own; 'Compare' without a complete entry gives a calm hint.",
      implementedBy:
        "`double-check` states `calculator`, `checking.handover`, `checking.entering.{editing,incomplete}`; events `check.request` [firstHasResult], `second.start`, `second.*.change`, `second.compare` [secondIncompleteAt]",
      checkedBy: [
        '`tests/model/double-check-machine.test.ts` › "runs on the actor"',
        '`tests/model/double-check-view.test.tsx` › "runs on the rendered card"',
      ],
    },
    {
      id: "M17",
      clause:
        "The double check compares parsed values and the result at displayed precision: a match shows both entries side by side and the agreed result; a mismatch names which entries differ (amount, strength, direction), never which is right, and offers 'Start again'; cancel from any step returns to the calculator with nothing lost.",
      implementedBy:
        "`double-check` states `checking.match`, `checking.mismatch` (one region per entry: `comparing` → `differs` or `same`); guards `entriesAgree`, `entryDiffers(field)` (`double-check.calc.ts`); events `check.restart`, `check.cancel`",
      checkedBy: [
        '`tests/model/double-check-machine.test.ts` › "names each differing entry and nothing else"',
        '`tests/e2e/double-check.spec.ts` › "a match shows both entries and the agreed result"',
        '`tests/e2e/double-check.spec.ts` › "cancel from every step returns to the calculator with nothing lost"',
      ],
    },
    {
      id: "M18",
      clause:
        "Share link (issue 16): the inputs (amount and strength as typed, direction; never a result) travel in the address's fragment, which browsers do not send to servers; opening the link recomputes with the converter's own parser, as if typed, and a note (announced once) says the entries are someone's calculation, to check against the label. A malformed or tampered fragment (unknown, missing or repeated key, other version, over 64 characters, hidden characters, broken encoding) is ignored whole with a calm note; an in-page anchor is not a link. Reset returns to the page's own example and removes the note.",
      implementedBy:
        "`share-link.calc.ts` `encodeShareFragment` / `decodeShareFragment` (strict, all or nothing); the view passes `location.hash` at start and on `hashchange` as `link.open`; `converter` region `link`: `none` → `applied` [isReadableLink] (emits `link.applied`, action `loadLinkInputs`; region `direction` follows [linkOpensMgToMl / linkOpensMlToMg]; region `result` re-evaluates) \\| `ignored` [isUnreadableLink] (emits `link.ignored`); `reset` → `none`",
      checkedBy: [
        '`tests/unit/share-link.test.ts` › "decode(encode(x)) = x for every input a link can carry"',
        '`tests/unit/share-link.test.ts` › "refuses the whole fragment with %s"',
        '`tests/model/converter-machine.test.ts` › "runs on the actor"',
        '`tests/e2e/share-link.spec.ts` › "a copied share link opens the same entries and result in a new browser context"',
        '`tests/e2e/share-link.spec.ts` › "tampered fragments are ignored with a calm note and the page\'s own example"',
      ],
    },
    {
      id: "M19",
      clause:
        "'Copy share link' (beside Copy result, keyboard reachable, described as 'the entries, not the result') writes the page's address with the entries in its fragment to the clipboard; 'Link copied' is announced and its indicator stays on 2\u202f000 ms while the entries are still the copied ones; a refused write gives an error toast.",
      implementedBy:
        "`converter` region `shareCopy`: `idle` → `copying` [canShareLink] (invokes `writeClipboard` as `writeShareLink`) → `copied` → `idle` after `copiedTimeout` or at once [linkChangedSinceCopy]; `onError` → `idle` (emits `link.copyFailed`)",
      checkedBy: [
        '`tests/model/converter-machine.test.ts` › "runs on the actor"',
        '`tests/model/converter-view.test.tsx` › "runs on the rendered card"',
        '`tests/e2e/share-link.spec.ts` › "a copied share link opens the same entries and result in a new browser context"',
      ],
    },
    {
      id: "M20",
      clause:
        "The Behaviour view's path player (issue 17) loads the machine's test paths when the view opens, or says plainly that they could not be loaded; it chooses the first path, or the one its own address asks for. Every path starts from a fresh page: a path that starts on another page offers 'Open <page> to play it', and a page already used (by a person, or by the player's own steps before another path was chosen) offers 'Start from a fresh page'; Next and Run are then off.",
      implementedBy:
        "`path-player` machine: `loading` (invokes the provided `loadPaths`) → `placing` → `ready.elsewhere` [pathElsewhere] \\| `ready.start.checking` → `used` [pageUsed] \\| `fresh`; `PAGE.USED` from the provided `watchPage` (the island's recorder), also while loading; `PATH.SELECT` [isKnownPath] from any `ready` state; `unavailable` on `onError loadPaths`",
      checkedBy: [
        '`tests/model/path-player-machine.test.ts` › "a path chosen after the player\'s own steps needs a fresh page, even one never played"',
        '`tests/model/path-player-view.test.tsx` › "runs on the rendered player"',
        '`tests/e2e/behaviour-view.spec.ts` › "path-player: model-based walk in the browser"',
      ],
    },
    {
      id: "M21",
      clause:
        "Next does one step of the path, Run every remaining step without pauses, each on the page's own controls as a person would (the player stands in for the clipboard and waits for the page's own timers). During a Run the page's timers are held for the path's own Wait steps (the converter card's `pageClock`, src/behaviour/page-effects.ts, given to its machines by the page; only its machines have delays), as no time passes between a path's steps in its model: a slow device replays the same states as a fast one, and what is still held runs when the Run ends; after each step the page machine's state is compared with the expected one. The path passes ('Path k done'), or stops at a mismatch with both states named (and the page's own timer, when one fired between two steps), or at a step the player cannot do, with why (no such control, or it is disabled). In the browser the player replays, for each machine, the stored paths that together use every control and every kind of step (the same greedy cover that picks the model tests' browser paths); every stored path is checked step by step against its machine and its controls table in Vitest, so a path that could not replay still fails, fast (issue 55).",
      implementedBy:
        "`STEP.NEXT` / `RUN` from `ready.start.fresh` or `ready.played.paused` → `stepping` (invokes the provided `performStep`, src/behaviour/player-dom.ts) → `comparing` → `running` [stepsToGo] (the rest of a Run, no pause) \\| `ready.played.blocked` [lastStepIs(blocked)] \\| `ready.played.mismatch` [lastStepIs(mismatch)] \\| `ready.played.passed` [allStepsDone] \\| `ready.played.paused`; the words are `path-player.calc.ts` `playerMessage`",
      checkedBy: [
        '`tests/model/path-player-machine.test.ts` › "a timer between two steps is named in the mismatch, a step it cannot do says why"',
        '`tests/model/path-player-machine.test.ts` › "Run plays every step at once and says the path is done in the words of the path"',
        '`tests/e2e/behaviour-view.spec.ts` › "a mismatch is said plainly: the page\'s own timer fired between two steps"',
        "`tests/unit/behaviour-paths.test.ts` › \"each step's control is the controls table's for its event, and its state the machine's\" (every stored path, step by step, in Vitest)",
        '`tests/unit/behaviour-paths.test.ts` › "the browser\'s covering set uses every control and every kind of step of each machine"',
        ...REPLAYED_IN_BROWSER,
        "`tests/e2e/behaviour-view.spec.ts` › \"a Run replays the same states however slow the page is: the page's timers wait for the path's Wait steps\"",
        "`tests/unit/page-clock.test.ts` › \"holds a machine's delayed event: the converter stays 'typing' during a Run and settles when it ends\"",
      ],
    },
    {
      id: "M22",
      clause:
        "Previous loads the page afresh and replays the path up to the step before; 'Start from a fresh page' and 'Open <page> to play it' load the path's page at step 0. The fresh page's address (`#behaviour_<scope>_<machine>_<path>_<step>`, an in-page anchor, never a share link) opens the Behaviour view, and the player removes it once read.",
      implementedBy:
        "`STEP.PREVIOUS` from `ready.played`, `FRESH.OPEN` from `ready.elsewhere` and `ready.start.used` → `leaving` (final; emits `page.load`, the view loads it); on the fresh page `onDone loadPaths` [hasAsked] (emits `address.clear`) → `placing` → `running` [stepsToGo]",
      checkedBy: [
        '`tests/e2e/behaviour-view.spec.ts` › "Previous loads the page afresh and replays up to the step before"',
        '`tests/model/path-player-machine.test.ts` › "runs on the actor"',
      ],
    },
    {
      id: "M23",
      clause:
        "A caution travels with its result everywhere it goes (issue 27): every caution under the result, in the copy line ('… = 0.05 mL. Caution: …', the toast not a success), on the print card, in a double check's outcome, in Batch Convert's rows, Copy all and CSV, and on a share link's landing; one source for the words: the converter's caution states (`src/domain/syringe/syringe.ts` `cautionText`, `CAUTION_SHORT`).",
      implementedBy: "`converter.calc.ts` `resultCautions`, `copyLine`; `batch.calc.ts` `BATCH_CAUTION_TEXT`",
      checkedBy: [
        '`tests/unit/converter-calc.test.ts` › "the copied line and the toast\'s part of it"',
        '`tests/model/converter-machine.test.ts` › "runs on the actor"',
        '`tests/e2e/safety.spec.ts` › "a caution travels with its result: screen, copy line, print card, batch rows and CSV, share-link landing"',
      ],
    },
    {
      id: "M24",
      clause:
        "The route stated for the preparation card (not stated, by mouth, injection) chooses the syringe kind the result is measured with: oral syringes unless an injection; Batch Convert's cautions follow it, and on the syringe page the syringe chooser goes back to the rule's syringe of the route's kind; a syringe chosen by hand that does not suit the route (an injection syringe by mouth or with no route stated, an oral syringe for an injection) is a caution in the panel, the announcer's words, the copied line and the print card.",
      implementedBy:
        "`converter` region `route`, event `route.select` [routeIs], result re-evaluated [isKnownRoute]; `src/domain/dose/conversion.ts` `familyOfRoute`; `converter-card` on `settings.changed` sends `route.change` to the syringe, whose `choice` region follows a route of the other kind [routeCallsFor] and whose `route` region cautions a syringe that does not suit the route [routeFitIs] (`src/domain/syringe/syringe-route.ts`)",
      checkedBy: [
        '`tests/model/converter-view.test.tsx` › "runs on the rendered card"',
        '`tests/model/converter-card-machine.test.ts` › "the route\'s syringe kind reaches the syringe chooser, and a syringe chosen by hand stays until the kind changes"',
        '`tests/unit/preparation-card.test.ts` › "prints the medicine and the route typed on screen; the route chooses the syringe kind"',
        '`tests/model/syringe-machine.test.ts` › "a syringe that does not suit the route is a caution; a route of the other kind brings the rule\'s syringe"',
        '`tests/unit/preparation-card.test.ts` › "a syringe chosen on the syringe page that does not suit the route prints its caution first"',
      ],
    },
    {
      id: "M25",
      clause:
        "The print card is a real preparation record (issue 27): one page; the medicine and the route typed on screen or lines to write on; the strength with its unit as on the label; dose, volume, the syringe actually chosen in the syringe page's words (never a nearest mark of 0 mL or a nearest that is not nearer); every caution; whether double checked. Nothing is printable before a dose is typed: a page's example is not a preparation.",
      implementedBy:
        "`converter` region `entry` (`example` → `typed` on `amount.change` or a share link; `reset` → `example`), event `print` [hasResult] in `typed`, event `medicine.change`; `preparation-card.calc.ts`; `preparation-card.tsx` (portalled, one page)",
      checkedBy: [
        "`tests/unit/preparation-card.test.ts` › \"the issue's case: 5 mg at 100 mg/mL is 0.05 mL, on a mark of the 1 mL oral syringe (not 'nearest mark 0.1 mL'), with the caution\"",
        '`tests/e2e/safety.spec.ts` › "the print card is one page, with medicine, route, strength with unit, the chosen syringe and every caution"',
        '`tests/e2e/safety.spec.ts` › "nothing is printable before a dose is typed"',
      ],
    },
    {
      id: "M26",
      clause:
        "An agreed double check of a cautioned result is shown as agreed and cautioned, never as plain success; the announcement says the caution; the printed card of the agreed calculation carries it.",
      implementedBy: "`double-check` state `match` with `checking` → `cautioned` [agreedCautioned] or `clear`",
      checkedBy: [
        '`tests/model/double-check-machine.test.ts` › "runs on the actor"',
        '`tests/model/double-check-view.test.tsx` › "runs on the rendered card"',
        '`tests/e2e/safety.spec.ts` › "an agreed double check of a cautioned result is agreed and cautioned"',
      ],
    },
    {
      id: "M27",
      clause:
        "The double check is independent: while the second person works (handover, entering) and after a mismatch (neither entry is shown), the page hides its own answer sentences, tables and examples, the syringe drawing and the Behaviour view; the page comes back after a match or Cancel.",
      implementedBy:
        "`double-check` tag `blind` on `handover`, `entering` and `mismatch`; `converter-card.tsx` marks the document in a layout effect, `global-style.ts` hides the rest",
      checkedBy: [
        '`tests/model/double-check-view.test.tsx` › "runs on the rendered card"',
        '`tests/e2e/safety.spec.ts` › "while the second person works, and after a mismatch, the page\'s own answers are hidden; they come back after Cancel"',
      ],
    },
    {
      id: "M28",
      clause:
        "Laboratory results are exact enough to use (issue 27): significant figures (at least 3, no trailing zeros), a molarity also in the unit that suits it; a solution that cannot exist (above a listed solute's solubility at 25 °C, or above 55 M) and a stock or diluent volume under 0.2 µL (below what any pipette measures; issue 52) are caution states of their own.",
      implementedBy:
        "lab-form `resultKinds`: `calculated.checking` [resultIs] → the kind; `molarity.calc.ts` `molarityCaution`; `dilution.calc.ts` `dilutionResultKind`",
      checkedBy: [
        '`tests/model/molarity.test.ts` › "a solution that cannot exist is a state of its own, with its caution (issue 27)"',
        '`tests/unit/dilution.test.ts` › "under 0.2 µL no pipette measures it: the belowPipette caution, an intermediate dilution first"',
        '`tests/e2e/safety.spec.ts` › "lab answers are exact enough to use, with their cautions"',
      ],
    },
    {
      id: "M29",
      clause:
        "What a screen-reader and phone user meets (issue 28): one announcer per page, the answer (with its caution, and on the syringe page where it falls on the syringe drawn) said once when typing settles; every action says one short true sentence from the machine (Reset, Swap, Clear, Download CSV, a syringe choice, the double check's steps with 'Back to the calculator' after a match said as finished, not cancelled, a lab form's Reset, unit or common solute); an incomplete second entry of the double check is marked on the field to fix (aria-invalid, described by the hint, focused).",
      implementedBy:
        "`converter` emits `converter.reset` and its `announce` region goes `quiet` on `swap` and `reset`; the converter card provides `emitSettled` and `emitCalculated` with the syringe's reading (system id `syringe`); `syringe` emits `choice.made`; `batch` emits `cleared` (guard `listIsBlank`) and `download.csv` with its words; `double-check` states `checking.entering.incomplete.{amount,strength,result}` (guard `secondIncompleteAt`, emits `check.focus`), `checking.match` handles `check.cancel` itself; lab forms emit `form.reset` and `edited`",
      checkedBy: [
        '`tests/e2e/announcer.spec.ts` › "/mg-to-ml-syringe: the converter and the drawn syringe"',
        '`tests/e2e/announcer.spec.ts` › "the double check: each step, Compare with the focus on the field to fix, match, mismatch, cancel and back"',
        '`tests/model/double-check-machine.test.ts` › "runs on the actor"',
        '`tests/model/double-check-view.test.tsx` › "runs on the rendered card"',
      ],
    },
    {
      id: "M30",
      clause:
        "Concentration converter (issue 32): one value in any of mg/mL, mcg/mL, g/L, % w/v, ppm, M, mM, µM or nM is shown in all nine at once, as it is typed; a molecular weight (g/mol or kDa, or a common solute's) links mass and molar units; without it the other kind's units each say why they are empty.",
      implementedBy:
        "`concentration` region `result`: every edit → `checking` [statusIs] → the state of `evaluateConcentration`'s status (`src/domain/lab/concentration-units.ts`)",
      checkedBy: [
        '`tests/model/concentration.test.ts` › "the textbook cases reach their states: 1 mg/mL of a 66.50 kDa protein is 15.04 µM; 0.9 % NaCl is 154 mM"',
        '`tests/unit/concentration-units.test.ts` › "every conversion round-trips: any unit → any unit → back"',
      ],
    },
    {
      id: "M31",
      clause:
        "Concentration converter: every hint is a state of its own, shown under its field (the concentration's first): not a number, negative, 0, a unit typed that is not the one chosen, a table too small to calculate; a molecular weight below 1 g/mol. A solution that cannot exist (above 55 M, with or without a molecular weight; above a listed solute's solubility at 25 °C) is a caution state with the table.",
      implementedBy:
        "`concentration.result.invalid.value.*`, `concentration.result.invalid.molecularWeight.*`, `concentration.result.ready.caution*`",
      checkedBy: [
        '`tests/model/concentration-view.test.tsx` › "the page shows each state"',
        '`tests/unit/concentration-units.test.ts` › "invalid molecular weight: the reading\'s reasons, a unit not chosen, below 1 g/mol"',
      ],
    },
    {
      id: "M32",
      clause:
        "Concentration converter: 'Copy all units' (only with a table) puts the copy line, caution included, on the clipboard; Reset clears every field (the density, purity, target and final volume too), keeps the units, moves the focus to the concentration and says so. 'Copy share link' writes the page's address with the entries as typed (value, unit, molecular weight, its unit, the common solute chosen; since issue 52 the density, purity, target, final volume and reagent chosen, which an older link reads as blank; never the table) in its fragment, on the one share-link codec (`src/domain/share/share-fragment.ts`); a page opened with such a link (or whose fragment changes to one) uses its entries as if typed and says so in a note; a link that cannot be read is not used at all, with a calm note.",
      implementedBy:
        "`ready` event `COPY` emits `copy`; root `RESET` emits `focus.field` and `announce`; root `link.copy` [canShareLink] emits `link.copy`; region `link`: `none` → `applied` [isReadableLink] / `ignored` [isUnreadableLink] → `none` on `RESET`",
      checkedBy: [
        '`tests/model/concentration.test.ts` › "runs on the actor with consistent context"',
        '`tests/model/concentration.test.ts` › "a share link opens the textbook protein as if typed; an unreadable one is ignored with a note"',
        '`tests/unit/concentration-share.test.ts` › "refuses, whole, a link that is not exactly this schema\'s"',
      ],
    },
    {
      id: "M33",
      clause:
        "Weight-based dose calculator (issue 31): a weight in kg or lb (the kg always shown, lb converted), an order per kg (mg/kg or mcg/kg) per dose or per day in a number of doses, an optional maximum single dose and the label strength give the dose and the volume in mL with the one syringe rule; it starts empty and never suggests a dose per kg. Every edit re-enters `evaluating`, whose guarded transitions ask the pure `evaluateWeightDose` (`src/domain/weight-dose.ts`) for the state.",
      implementedBy:
        "`weight-dose` region `result`: `evaluating` [guards] → `empty`, `invalid.*` (one state per field), `offScale`, `ready`",
      checkedBy: [
        '`tests/model/clinical-model.tsx` › "runs on the actor; each state is the evaluation\'s"',
        '`tests/unit/weight-dose.test.ts` › "15 mg/kg for 22 lb = 9.98 kg = 149.7 mg, the conversion shown and the kg used as shown"',
      ],
    },
    {
      id: "M34",
      clause:
        'Weight-based dose: each caution is a state of its own in a parallel region of `ready`, with its words under the result and in the copy line: a weight outside the range recorded for people; a dose capped at the maximum the user entered ("600 mg by weight; capped at your maximum, 500 mg") or within it; every volume caution the converter has (under 0.1 mL, more than a syringe holds, more precise than the syringe\'s marks, too small to show) or no strength yet.',
      implementedBy:
        "`ready.weight`, `ready.dose`, `ready.volume`, each entered from its `checking` state by guards over the same evaluation",
      checkedBy: [
        "`tests/unit/weight-dose.test.ts` › \"says it plainly: '600 mg by weight; capped at your maximum, 500 mg'\"",
        '`tests/model/weight-dose-machine.test.ts` › "capped at the maximum, said plainly (the issue\'s own example)"',
      ],
    },
    {
      id: "M35",
      clause:
        "Weight-based dose: 'Copy result' writes the result's line with its cautions (the provided clipboard), shows that it was copied for 2 s or until the result changes; Reset clears every field and says so.",
      implementedBy:
        "region `copy`: `idle` → `copying` (invokes `writeClipboard`) → `copied` → `idle` after `copiedTimeout`; root `reset`",
      checkedBy: [
        '`tests/model/clinical-model.tsx` › "runs on the actor; each state is the evaluation\'s"',
        '`tests/model/clinical-model.tsx` › "the page shows each state"',
      ],
    },
    {
      id: "LB3",
      clause:
        "Physically possible, practically weighable (issue 52, principle 3): solubility is per litre of solution, from a saturated solution's mass fraction and density with sourced figures (NaCl about 5.4 M, 317 g/L); more than 2 g of any solute per mL is more than the volume can hold; 0.5 M EDTA is made at pH 8 with NaOH (the NaOH said), not called impossible; a mass below the chosen balance's minimum (100 × readability, 10 mg on a 0.1 mg balance) is answered with a stock and one dilution, both steps worked, never an instruction to weigh it. Each is a state of its own.",
      implementedBy:
        "`molarity.<mode>.calculated.checking` [resultIs] → `aboveWater`, `aboveMassPerVolume`, `aboveSolubility`, `dissolvesWithHelp`, `belowBalance` or `possible` (`molarityCaution`, `molarityBench` in `molarity.calc.ts`; `src/domain/lab/solubility.ts`, `src/domain/lab/balance.ts`); `UNIT.CHANGE` with field `balance`",
      checkedBy: [
        '`tests/unit/lab-bench.test.ts` › "every limit is the saturated solution\'s mass fraction × density, and agrees with a stated molarity within 3 %"',
        '`tests/unit/lab-bench.test.ts` › "property: no instruction to weigh is ever given below the chosen balance\'s minimum without the stock and its dilution"',
        '`tests/unit/lab-bench.test.ts` › "property: no result above the solubility or mass-per-volume limits goes without its caution"',
        '`tests/unit/lab-sources.test.ts` › "the figures the issue names: NaCl 5.42 M (317 g/L of solution), KCl 4.1 M, glucose 3.2 M, sucrose 2.6 M; Tris and EDTA per litre of water"',
        '`tests/unit/lab-sources.test.ts` › "each class is named with its readability, the minimum follows the 1 % rule, and USP <41> is 820 × readability"',
        '`tests/model/molarity.test.ts` › "runs on the actor with consistent context"',
      ],
    },
    {
      id: "LB6",
      clause:
        "A record you can keep, and no one else's numbers (issue 52, principle 6): the serial dilution CSV opens with the parameters it was made from; Reset returns a lab form's units, balance and Solve for to the page's defaults; a share link leaves the address on Reset, and on a laboratory tool also on the first edit after it was opened, so a reload never brings the link's numbers back; molarity and dilution have 'Copy share link' (Solve for, the entries as typed and every unit, never the result), and a link opened fills the form and calculates as Calculate would.",
      implementedBy:
        "`share-link-region.ts` `shareLinkRegion(reset, words, edits)`: `applied` --reset or edit--> `none`, emitting `link.cleared`, which `use-share-link.ts` `clearLinkFromAddress` takes out of the address; the lab form's `clearValues` and `RESET` → the initial mode; the lab form's `form` region beside its `link` region, `link.open` [linkCalculates / linkOpens] → the link's mode, calculated or invalid, and `link.copy` [canShareLink] in every mode (`lab-form.factory.ts`, `lab-form.share.ts`); `serial-dilution-output.ts` `serialCsv` parameters",
      checkedBy: [
        '`tests/e2e/share-link.spec.ts` › "a share link leaves the address once the entries are the person\'s: an edit on a lab tool, or Reset (issue 52)"',
        '`tests/model/concentration.test.ts` › "runs on the actor with consistent context"',
        '`tests/model/dilution.test.ts` › "Reset clears the values and the result, and returns the units and Solve for to the page\'s (issue 52)"',
        '`tests/model/molarity.test.ts` › "holds Solve for, the entries as typed and every unit, never the result; opening it calculates"',
        '`tests/model/molarity.test.ts` › "an edit, a unit, a Solve-for choice or Reset after opening a link drops it (the address loses it)"',
        '`tests/model/molarity.test.ts` › "a link whose entries do not calculate shows their hints; an unreadable one is ignored with a note"',
        '`tests/unit/serial-dilution.test.ts` › "copy text and CSV carry every tube and the convention; the CSV opens with its parameters"',
      ],
    },
    ...CALCULATOR_CLAUSES,
  ],
);
