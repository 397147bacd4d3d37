/**
 * The converter machine's words for the person who reads it (its `meta.docs`: the diagrams, the
 * Behaviour view, docs/machines): what each event, guard, delay and actor means. Kept beside the
 * machine (src/machines/converter/converter.machine.ts), which puts them in its `meta`.
 */
import type { MachineDocs } from "~/machines/machine-docs";
import { SWAP_DIRECTION } from "~/domain/dose/conversion";
import { settleClauses } from "~/machines/settle-region";

export const converterDocs = {
  title: "Converter (mg ⇄ mL)",
  summary:
    "Holds what the person typed (amount, concentration) and the direction. The result region is a state for each thing the person can see: no result yet, each kind of invalid input, a result too small to show, and a result that is measurable or carries a caution (under 0.1 mL, larger than any syringe here, or more precise than the recommended syringe can draw). Swap flips the direction and moves the current result into the amount; Reset restores the page's own defaults. The copy region writes the whole checked line to the clipboard and keeps the copied indicator on for 2\u202f000 ms.",
  usedOn: "The converter card of the home page, the 37 dose pages and the syringe page (Calculator tab).",
  events: {
    "amount.change": "The person types in the amount field ('Amount (mg)' or 'Amount (mL)', by direction).",
    "concentration.change":
      "The person types in 'Concentration (mg/mL)' (a number, or a label form such as '250 mg per 5 mL').",
    "preset.select": "The person presses a concentration preset: Water, Standard, Pediatric or High Dose.",
    calculate:
      "The person presses Calculate (or Enter in a field); the result is announced, or focus moves to the field that needs attention.",
    swap: `The person presses ${SWAP_DIRECTION}: mg → mL becomes mL → mg (and back) and the current result becomes the amount (0 when there is none).`,
    reset:
      "The person presses Reset: amount, concentration and direction go back to the page's own defaults, and the preparation card's medicine and route are cleared; the announcer says so, with the result.",
    copy: "The person presses Copy result (only possible while there is a result).",
    "xstate.done.actor.writeClipboard":
      "The browser accepted the clipboard write: the 'Copied!' toast shows and the copied indicator turns on.",
    "xstate.error.actor.writeClipboard":
      "The browser refused the clipboard write: an error toast says so; no copied indicator.",
    "xstate.after.copiedTimeout": "2\u202f000 ms after a successful copy the copied indicator turns off.",
    "xstate.after.settleDelay": "Typing paused for 800 ms: the result region's words are announced once.",
    "link.open":
      "The page opened (or its address's fragment changed): the view passes the fragment ('' when none). A share link's inputs and route are used as if typed and chosen; a fragment that cannot be read is ignored with a note; an in-page anchor or nothing is not a link.",
    "link.copy":
      "The person presses Copy share link: the page's address with the entries and the route (never the result) in its fragment goes to the clipboard.",
    "route.select":
      "The person chooses the Route for the preparation card: not stated, by mouth (oral syringes) or injection (injection syringes); the result's cautions follow the syringe kind.",
    "medicine.change": "The person types the medicine's name for the preparation card (no calculation depends on it).",
    print:
      "The person presses 'Print preparation card' (only possible once a dose was typed, while there is a result): the view prints the card.",
    "xstate.done.actor.writeShareLink":
      "The browser accepted the share link: 'Share link copied' is announced and its indicator turns on.",
    "xstate.error.actor.writeShareLink": "The browser refused the share link: an error toast says so; no indicator.",
    always:
      "Checked after every change: the result region moves to the state the inputs lead to; the page's default direction is taken at start; a copied indicator turns off when the result is no longer the copied one.",
  },
  guards: {
    statusIs: "The pure resultStatus(inputs) of converter.calc.ts is the given status (one guard per result state).",
    startsMlToMg: "The page's own default direction is mL to mg.",
    hasResult: "There is a result to copy (a ready.* state: both inputs valid, concentration above 0).",
    hasDose: "There is a result, and its amount is above 0: a preparation to print (0 mg or 0 mL is not one).",
    isKnownPreset: "The preset name is one of the four presets of the spec.",
    resultChangedSinceCopy: "The result shown now differs from the line that was copied.",
    isReadableLink:
      "The fragment is a share link the strict codec reads whole (share-link.calc.ts decodeShareFragment).",
    isUnreadableLink:
      "The fragment looks like a share link but the codec refuses it (unknown, missing or repeated key, other version, too long, hidden characters, broken encoding).",
    linkOpensMgToMl: "The fragment is a readable share link in mg to mL.",
    linkOpensMlToMg: "The fragment is a readable share link in mL to mg.",
    canShareLink: "The entries can travel in a link (each at most 64 characters, no hidden characters).",
    linkChangedSinceCopy: "The entries differ from the ones in the share link that was copied.",
    routeIs: "The chosen route is the given one (one guard per route state).",
    linkStatesRoute:
      "The fragment is a readable share link stating the given route (a link made before links carried the route states none: not stated).",
    isKnownRoute: "The chosen route is one of not stated, by mouth or injection.",
  },
  delays: {
    copiedTimeout: "How long the copied indicator stays on: 2\u202f000 ms (spec section 9).",
    settleDelay: "How long typing must pause before the result is announced: 800 ms.",
  },
  actors: {
    writeClipboard:
      "Writes the checked line (or, invoked as writeShareLink, the share link) to the clipboard (navigator.clipboard in the browser, a fake in tests).",
  },
  clauses: {
    "S4.1": [
      "converter.direction",
      "converter.direction.pageDefault",
      "converter.direction.mgToMl",
      "converter.direction.mlToMg",
      "converter.copy",
      "converter.copy.idle",
    ],
    "S4.2": ["converter:swap"],
    "S4.3": ["converter:reset"],
    "S4.4": [
      "converter:amount.change",
      "converter:concentration.change",
      "converter:preset.select",
      "converter:calculate",
      "converter.result",
      "converter.result.evaluating",
      "converter.result.ready",
      "converter.result.ready.measurable",
      "converter:always",
    ],
    "S4.5": [
      "converter:copy",
      "converter.copy.copying",
      "converter:xstate.done.actor.writeClipboard",
      "converter.copy.copied",
      "converter:xstate.after.copiedTimeout",
    ],
    "S5.1": [
      "converter:amount.change",
      "converter:concentration.change",
      "converter.result.empty",
      "converter.result.invalid",
      "converter.result.invalid.amount",
      "converter.result.invalid.concentration",
    ],
    "S5.2": [
      "converter.result.invalid.ambiguous",
      "converter.result.invalid.notation",
      "converter.result.invalid.unit",
    ],
    "S5.3": ["converter:copy", "converter.copy.idle"],
    "S8.1": ["converter:calculate"],
    "S8.2": ["converter:xstate.done.actor.writeClipboard"],
    "S9.4": ["converter:xstate.after.copiedTimeout"],
    "D2.6": ["converter:xstate.done.actor.writeClipboard"],
    "D3.1": ["converter:always"],
    "D3.2": ["converter:reset"],
    "D3.3": ["converter:calculate"],
    "D3.4": ["converter:amount.change"],
    "D3.5": ["converter:concentration.change", "converter:preset.select"],
    M5: ["converter:xstate.error.actor.writeClipboard"],
    M6: ["converter:always"],
    M11: [
      "converter.result.ready.cautionSmall",
      "converter.result.ready.cautionLarge",
      "converter.result.ready.cautionPrecision",
      "converter.result.offScale",
    ],
    M13: settleClauses("converter"),
    M18: [
      "converter.link",
      "converter.link.none",
      "converter.link.applied",
      "converter.link.ignored",
      "converter:link.open",
    ],
    M19: [
      "converter.shareCopy",
      "converter.shareCopy.idle",
      "converter.shareCopy.copying",
      "converter.shareCopy.copied",
      "converter:link.copy",
      "converter:xstate.done.actor.writeShareLink",
      "converter:xstate.error.actor.writeShareLink",
    ],
    M23: ["converter.result.ready.cautionSmall", "converter.result.ready.cautionPrecision"],
    M24: [
      "converter.route",
      "converter.route.unstated",
      "converter.route.oral",
      "converter.route.injection",
      "converter:route.select",
    ],
    M25: [
      "converter.entry",
      "converter.entry.example",
      "converter.entry.typed",
      "converter:print",
      "converter:medicine.change",
    ],
    M29: ["converter:reset", "converter:swap"],
  },
} satisfies MachineDocs;
