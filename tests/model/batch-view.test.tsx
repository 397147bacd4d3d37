// @vitest-environment jsdom
/**
 * Model-based test, view level, of Batch Convert inside the converter card: every path runs on
 * the rendered card (settings changes are made in the Calculator tab, as a person would), with a
 * fake clipboard, a captured CSV download and fake timers for the 2,000 ms delay.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import toast from "react-hot-toast";
import { theme } from "~/styles/theme";
import { ConverterCard } from "~/components/converter/converter-card";
import { selectIsCopying, type BatchSnapshot } from "~/machines/batch/batch.selectors";
import type { ModelStep } from "../../tools/statecharts/model";
import { createBatchModel, expectedBatchScreen } from "../../tools/statecharts/batch.model";
import { CONVERTER_MODEL_PRESET } from "../../tools/statecharts/converter.model";
import { checkPage } from "../view/stable-styles";
import { wholeText } from "../view/whole-text";
import { FEATURES_AT_ONCE } from "../view/card-features";
import { BATCH_CONTROLS } from "~/machines/batch/batch.controls";
import { doAction, type PendingWrite } from "../view/control-driver";
import { findMachine } from "../../tools/statecharts/machine-registry";

// Testing Library only advances fake timers for Jest; this shim does the same for Vitest's.
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

const model = createBatchModel();
const batch = findMachine("batch")!;
const tracker = model.coverage("view");

let downloads: Array<{ filename: string; blob: Blob }> = [];

function setup() {
  const pending: PendingWrite[] = [];
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <ThemeProvider theme={theme}>
      <ConverterCard
        preset={CONVERTER_MODEL_PRESET}
        writeClipboard={(text) => new Promise<void>((resolve, reject) => pending.push({ text, resolve, reject }))}
        loadFeatures={FEATURES_AT_ONCE}
      />
    </ThemeProvider>,
  );
  return { user, pending };
}

const tab = (name: string) => screen.getByRole("tab", { name });
const valuesField = () => screen.getByLabelText<HTMLTextAreaElement>("Values to convert");

async function replaceText(user: UserEvent, input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  input.focus();
  input.select();
  if (value === "") await user.keyboard("{Backspace}");
  else await user.paste(value);
}

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

/** The checks below, read at one moment of the page (see tests/view/stable-styles.ts). */
function assertScreen(expected: BatchSnapshot) {
  checkPage(() => assertScreenNow(expected));
}

function assertScreenNow(expected: BatchSnapshot) {
  const want = expectedBatchScreen(expected);
  expect(tab("Batch Convert")).toHaveAttribute("aria-selected", "true");
  expect(valuesField().value).toBe(want.input);
  expect(screen.getByRole("status", { name: "Batch summary" }).textContent).toBe(want.summary);
  expect(screen.getByText(wholeText(want.settingsLine))).toBeInTheDocument();
  if (want.hint) {
    expect(valuesField()).toHaveAttribute("aria-invalid", "true");
    expect(valuesField()).toHaveAccessibleDescription(expect.stringContaining(want.hint));
  } else {
    expect(valuesField()).not.toHaveAttribute("aria-invalid");
  }
  const copy = screen.getByRole("button", { name: "Copy all" });
  const download = screen.getByRole("button", { name: "Download CSV" });
  if (selectIsCopying(expected)) {
    // While copying, 'Copy all' keeps the focus: aria-disabled (and busy) instead of disabled.
    expect(copy).not.toHaveAttribute("disabled");
    expect(copy).toHaveAttribute("aria-disabled", "true");
    expect(copy).toHaveAttribute("aria-busy", "true");
  } else {
    expect(copy.hasAttribute("disabled")).toBe(!want.copyEnabled);
    expect(copy).not.toHaveAttribute("aria-disabled");
  }
  expect(download.hasAttribute("disabled")).toBe(!want.downloadEnabled);
  // Off, they say why (issue 53): the list is not converted, or no entry of it converted.
  if (want.actionsReason) {
    expect(copy).toHaveAccessibleDescription(want.actionsReason);
    if (!want.downloadEnabled) expect(download).toHaveAccessibleDescription(want.actionsReason);
  } else expect(copy).not.toHaveAttribute("aria-describedby");
  expect(screen.getByTestId("batch-copied-indicator")).toHaveAttribute("data-copied", String(want.copied));
  expect(screen.getByRole("status", { name: "Batch summary" })).toHaveAttribute("data-cautions", String(want.cautions));
  const list = screen.queryByRole("list", { name: "Batch results" });
  if (want.lines === null) {
    expect(list).toBeNull();
    expect(screen.getByText("Results will appear here")).toBeInTheDocument();
  } else {
    // Every row is written; read by role, as a screen reader meets them, the rows 'Show rows'
    // shows are the listitems of 'Batch results' (the blocks that group the rows have role none).
    expect([...list!.querySelectorAll("li")].map((li) => li.textContent)).toEqual(want.lines);
    expect(
      within(list!)
        .queryAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(want.filter?.shown ?? want.lines);
  }
  // 'Show rows' (issue 53): the choices the results offer, each saying how many rows it shows.
  const show = screen.queryByRole("radiogroup", { name: "Show rows" });
  if (want.filter === null) expect(show).toBeNull();
  else {
    const radios = within(show!).getAllByRole("radio");
    expect(radios).toHaveLength(want.filter.choices.length);
    radios.forEach((radio, i) => expect(radio).toHaveAccessibleName(want.filter!.choices[i]));
    expect(within(show!).getByRole("radio", { checked: true })).toHaveAccessibleName(want.filter.checked);
  }
  // What needs attention comes first (issue 53): every entry not converted, a link to its row.
  const attention = screen.queryByRole("region", { name: /^Needs attention/ });
  if (want.attention === null) expect(attention).toBeNull();
  else {
    expect(attention).toHaveAccessibleName(want.attention.title);
    expect(list!.compareDocumentPosition(attention!) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    const links = within(attention!).queryAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(want.attention.links);
    // An entry not converted: its link names its row and says what the row says. A kind of
    // caution: its link leads to the first row of that kind and names it.
    const rows = [...list!.querySelectorAll("li")];
    for (const a of links) {
      const row = document.getElementById(a.getAttribute("href")!.slice(1)) as HTMLLIElement;
      const number = row.closest("ol")!.start + [...row.parentElement!.children].indexOf(row);
      expect(row.value).toBe(number);
      if (row.className === "bad") expect(a.textContent).toBe(`Row ${number}: ${row.textContent}`);
      else {
        const kind = row.dataset.caution!;
        expect(a.textContent).toMatch(new RegExp(`^\\d+ entr(y|ies) with a caution: .* \\(first at row ${number}\\)$`));
        expect(rows.find((li) => li.dataset.caution === kind)).toBe(row);
        expect(a.textContent).toContain(`${rows.filter((li) => li.dataset.caution === kind).length} entr`);
      }
    }
  }
  expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
}

async function runStep(user: UserEvent, pending: PendingWrite[], step: ModelStep<BatchSnapshot>) {
  const event = step.event as { type: string; value?: string; mgPerMl?: number | null };
  const delay = model.delayOf(step.event, step.before);
  if (delay) {
    void act(() => vi.advanceTimersByTime(delay.ms - 1));
    expect(screen.getByTestId("batch-copied-indicator")).toHaveAttribute("data-copied", "true");
    void act(() => vi.advanceTimersByTime(1));
    return;
  }
  // What a person does, as Batch Convert's controls table says (the clipboard's answer included);
  // then what the page did besides, checked here.
  const downloadsBefore = downloads.length;
  const write = pending[0];
  await doAction(user, batch.controlOf(step.event, step.before, model), pending);
  switch (event.type) {
    case "download": {
      expect(downloads).toHaveLength(downloadsBefore + 1);
      const { filename, blob } = downloads.at(-1)!;
      expect(filename).toBe("mg-to-ml-batch.csv");
      expect(blob.type).toBe("text/csv;charset=utf-8");
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(blob);
      });
      expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
        "Entry,Input,Amount (mg),Concentration (mg/mL),Result (mL),Note,Caution",
      );
      return;
    }
    case "xstate.done.actor.writeClipboard":
      // The toast says so while the list shown is the one copied; when it changed during the
      // copy, the copy is outdated at once and no 'Copied!' stays on screen (issue 53).
      if (step.state.matches({ copy: "copied" })) expect(await screen.findByText("Copied!")).toBeInTheDocument();
      else {
        await flush();
        expect(screen.queryByText("Copied!")).toBeNull();
      }
      expect(write!.text.split("\n")[0]).toMatch(/^mg to mL at /);
      return;
    case "xstate.error.actor.writeClipboard":
      expect(await screen.findByText("Copy failed")).toBeInTheDocument();
      return;
  }
}

describe("batch view: model-based paths", () => {
  beforeEach(() => {
    // setImmediate stays real: jsdom's FileReader (used to read the CSV download) needs it.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    downloads = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = vi.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ filename: this.download, blob: blobs.get(this.href)! });
    });
  });
  afterEach(() => {
    act(() => toast.remove());
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the rendered card", async () => {
      const { user, pending } = setup();
      await user.click(tab("Batch Convert"));
      assertScreen(path.initial);
      for (const step of path.steps) {
        await runStep(user, pending, step);
        await flush();
        assertScreen(step.state);
      }
      tracker.recordPath(path);
    });
  });

  it("covers every state and transition", () => {
    tracker.assertComplete();
  });
});

describe("batch view: the results list", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("is one list of every entry, numbered across its blocks, re-written when the results change", async () => {
    const { user } = setup();
    await user.click(tab("Batch Convert"));
    const values = Array.from({ length: 250 }, (_, i) => String(i + 1));
    values[149] = "abc";
    // Separated by a comma and a space: separated by spaces only, "99 100" would be one entry (a
    // possible thousands group, flagged: issue 12).
    await replaceText(user, valuesField(), values.join(", "));
    await user.click(screen.getByRole("button", { name: BATCH_CONTROLS.convert }));
    const list = screen.getByRole("list", { name: "Batch results" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(250);
    // Every row is an <li> with an explicit listitem role: its <ol> block has role none.
    expect(rows.every((li) => li.tagName === "LI" && li.getAttribute("role") === "listitem")).toBe(true);
    expect(rows[0]!.textContent).toBe("1 mg = 0.1 mL");
    expect(rows[0]!.querySelector("strong")?.textContent).toBe("0.1 mL");
    expect(rows[149]!.textContent).toBe("abc — not converted: Enter a number, for example 2.5");
    expect(rows[149]!.className).toBe("bad");
    // 25 mL is more than any syringe here: the line says so and is marked as a caution.
    expect(rows[249]!.textContent).toBe("250 mg = 25 mL (caution: over 10 mL, check the dose)");
    expect(rows[249]!.className).toBe("caution");
    const blocks = [...list.querySelectorAll("ol")];
    expect(blocks.map((ol) => [ol.getAttribute("role"), ol.start, ol.children.length])).toEqual([
      ["none", 1, 100],
      ["none", 101, 100],
      ["none", 201, 50],
    ]);
    // Entry text is text, never markup.
    await replaceText(user, valuesField(), "<b>5</b> 0.0001");
    await user.click(screen.getByRole("button", { name: BATCH_CONTROLS.convert }));
    const again = within(screen.getByRole("list", { name: "Batch results" })).getAllByRole("listitem");
    expect(again.map((li) => li.textContent)).toEqual([
      "<b>5</b> — not converted: Enter a number, for example 2.5",
      `0.0001 mg = less than 0.0001 mL (${"Too small to measure: the volume is less than 0.0001 mL, the smallest amount shown, and no syringe here can measure it. Check the amount and the concentration, and ask the pharmacy whether a more dilute preparation is available"}) (caution: under 0.1 mL, hard to measure; too small to measure on the 1 mL oral syringe, the finest syringe here)`,
    ]);
    expect(again[0]!.querySelector("b")).toBeNull();
    expect(again[1]!.querySelector(".note")).not.toBeNull();
  });
});

describe("batch view: what needs attention and 'Show rows' (issue 53)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it("groups the cautions by kind, each a link to its first row, and a link shows all rows when the choice hid its row", async () => {
    // jsdom lays nothing out: the link's scroll is recorded.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const { user } = setup();
    await user.click(tab("Batch Convert"));
    // At 10 mg/mL: 1 mL; two under 0.1 mL; not converted; over 10 mL twice; between marks.
    await replaceText(user, valuesField(), "10, 0.5, 0.2, abc, 600, 700, 24.5");
    await user.click(screen.getByRole("button", { name: BATCH_CONTROLS.convert }));
    const attention = screen.getByRole("region", { name: "Needs attention: 1 entry not converted, 5 with a caution" });
    expect(
      within(attention)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual([
      "Row 4: abc — not converted: Enter a number, for example 2.5",
      "2 entries with a caution: under 0.1 mL, hard to measure (first at row 2)",
      "2 entries with a caution: over 10 mL, check the dose (first at row 5)",
      "1 entry with a caution: between syringe marks (first at row 7)",
    ]);
    const show = screen.getByRole("radiogroup", { name: "Show rows" });
    const list = screen.getByRole("list", { name: "Batch results" });
    const shown = () =>
      within(list)
        .queryAllByRole("listitem")
        .map((li) => li.textContent.split(" ")[0]);
    // Only the rows over 10 mL: two rows, still numbered 5 and 6.
    await user.click(within(show).getByRole("radio", { name: "Only rows over 10 mL, check the dose, 2 rows" }));
    expect(shown()).toEqual(["600", "700"]);
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => (li as HTMLLIElement).value),
    ).toEqual([5, 6]);
    // The link to the first row under 0.1 mL shows all rows again and takes the focus there.
    await user.click(within(attention).getByRole("link", { name: /under 0\.1 mL/ }));
    expect(within(show).getByRole("radio", { checked: true })).toHaveAccessibleName("All rows, 7 rows");
    expect(shown()).toEqual(["10", "0.5", "0.2", "abc", "600", "700", "24.5"]);
    expect(document.activeElement).toBe(within(list).getAllByRole("listitem")[1]);
    expect(scrolled).toEqual([document.activeElement]);
    // The keyboard moves the choice: the arrow keys from 'All rows' to the rows that need attention.
    within(show).getByRole("radio", { checked: true }).focus();
    await user.keyboard("{ArrowRight}");
    expect(within(show).getByRole("radio", { checked: true })).toHaveAccessibleName(
      "Only rows that need attention, 6 rows",
    );
    expect(shown()).toEqual(["0.5", "0.2", "abc", "600", "700", "24.5"]);
    // A new list shows all its rows.
    await replaceText(user, valuesField(), "abc, 600");
    await user.click(screen.getByRole("button", { name: BATCH_CONTROLS.convert }));
    expect(
      within(screen.getByRole("radiogroup", { name: "Show rows" })).getByRole("radio", { checked: true }),
    ).toHaveAccessibleName("All rows, 2 rows");
  });
});
