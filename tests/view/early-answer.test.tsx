// @vitest-environment jsdom
/**
 * The converter's early answer (src/components/converter/early-answer.ts, issue 33): before the
 * card hydrates, its own machine answers what the fields hold, drawn without React
 * (converter-result.dom.ts) as the card's view draws it; when the card hydrates, the pre-rendered
 * result region is handed back untouched.
 */
import { afterEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { ThemeProvider } from "styled-components";
import { theme } from "~/styles/theme";
import { ConverterCard } from "~/components/converter/converter-card";
import { ConverterResult } from "~/components/converter/calculator-panel";
import { drawConverterResult } from "~/components/converter/converter-result.dom";
import { handBackEarlyAnswer, startEarlyAnswer } from "~/components/converter/early-answer";
import { HOME_PRESET, ML_PAGES, MG_PAGES, type ConverterPreset } from "~/data/doses";
import type { ConverterView } from "~/machines/converter/converter.connect";
import { converterResultFor } from "../../tools/statecharts/converter.model";

afterEach(() => {
  document.body.innerHTML = "";
});

/** What the converter's connect layer says for a preset and typed texts (the machine, on its own). */
const resultFor = (preset: ConverterPreset, amount: string, concentration?: string, route?: string) =>
  converterResultFor(preset, { amount, concentration, route });

/** The result region as React renders it, as an element. */
function rendered(result: ConverterView["result"], id?: string): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <ConverterResult result={result} id={id} />
    </ThemeProvider>,
  );
  return holder.querySelector<HTMLElement>('[data-testid="result-box"]')!;
}

/** A node as markup with its attributes in a fixed order (a copy keeps its own attribute order). */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (!(node instanceof Element)) return "";
  const attributes = [...node.attributes]
    .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
    .sort()
    .join(" ");
  const children = [...node.childNodes].map(canonical).join("");
  return `<${node.localName} ${attributes}>${children}</${node.localName}>`;
}

const MG_PAGE = MG_PAGES.find((p) => p.value === 20)!;
const ML_PAGE = ML_PAGES.find((p) => p.value === 5)!;

/** Entries that reach every kind of result region: plain, cautioned, refused, too small, empty. */
const ENTRIES: readonly (readonly [ConverterPreset, string, string?])[] = [
  [HOME_PRESET, "20", "20"],
  [HOME_PRESET, "250", "250 mg per 5 mL"],
  [HOME_PRESET, "0.001", "100"],
  [HOME_PRESET, "1.23", "100"],
  [HOME_PRESET, "2000", "10"],
  [HOME_PRESET, "abc", "100"],
  [HOME_PRESET, "5", "0"],
  [HOME_PRESET, "-2", "100"],
  [HOME_PRESET, "", "100"],
  [HOME_PRESET, "10", ""],
  [MG_PAGE.preset, "13"],
  [ML_PAGE.preset, "0.37"],
  [ML_PAGE.preset, "1e400"],
];

describe("the early answer draws the result region as the card's view does", () => {
  const results = ENTRIES.map(([preset, amount, concentration]) => resultFor(preset, amount, concentration));

  it("the entries reach every kind of result: plain, cautioned, refused, too small and empty", () => {
    const statuses = new Set(results.map((r) => r.status.split(".")[0]));
    expect([...statuses].sort()).toEqual(["empty", "invalid", "offScale", "ready"]);
    expect(results.some((r) => r.status.startsWith("ready") && r.caution !== null)).toBe(true);
    expect(results.some((r) => r.status.startsWith("ready") && r.caution === null)).toBe(true);
    expect(results.some((r) => r.note?.kind === "message")).toBe(true);
  });

  it.each(
    results.map((r, i) => [`${ENTRIES[i]![1]} at ${ENTRIES[i]![2] ?? "the page's strength"}: ${r.status}`, r] as const),
  )("%s", (_, result) => {
    // Drawn into a copy of each other region (as a keystroke changes one result into another).
    for (const before of results) {
      const copy = rendered(before).cloneNode(true) as HTMLElement;
      drawConverterResult(copy, result);
      expect(canonical(copy)).toBe(canonical(rendered(result)));
    }
  });
});

/** A converter island as the pre-render writes it (src/components/islands.tsx), in the document. */
function preRendered(preset: ConverterPreset, idPrefix: string): HTMLElement {
  const island = document.createElement("div");
  island.dataset.island = "converter";
  island.dataset.islandProps = JSON.stringify({ preset, idPrefix });
  island.innerHTML = renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <ConverterCard preset={preset} idPrefix={idPrefix} />
    </ThemeProvider>,
  );
  document.body.append(island);
  return island;
}

const box = (idPrefix: string) => document.querySelector<HTMLElement>(`#${idPrefix} [data-testid="result-box"]`)!;
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
};

describe("the early answer, before the card hydrates", () => {
  it("answers what the fields hold with the machine's words, follows each keystroke, and hands the region back", () => {
    const island = preRendered(HOME_PRESET, "early-a");
    const original = box("early-a");
    const presetText = original.textContent;
    field("early-a-amount").value = "25";
    startEarlyAnswer(island);

    expect(box("early-a")).not.toBe(original);
    expect(original.isConnected).toBe(false);
    expect(canonical(box("early-a"))).toBe(canonical(rendered(resultFor(HOME_PRESET, "25"), "early-a-answer")));

    type(field("early-a-amount"), "250");
    type(field("early-a-concentration"), "250 mg per 5 mL");
    expect(canonical(box("early-a"))).toBe(
      canonical(rendered(resultFor(HOME_PRESET, "250", "250 mg per 5 mL"), "early-a-answer")),
    );
    type(field("early-a-amount"), "2,5");
    expect(box("early-a").querySelector('[role="status"]')?.textContent).toBe(
      resultFor(HOME_PRESET, "2,5", "250 mg per 5 mL").text,
    );
    type(field("early-a-amount"), "abc");
    const refused = resultFor(HOME_PRESET, "abc", "250 mg per 5 mL");
    expect(refused.status).toBe("invalid.amount");
    expect(canonical(box("early-a"))).toBe(canonical(rendered(refused, "early-a-answer")));
    expect(box("early-a").textContent).not.toMatch(/NaN|Infinity|undefined/);

    // The card's view takes over: the pre-rendered region is back, untouched, and stays.
    handBackEarlyAnswer("early-a");
    expect(box("early-a")).toBe(original);
    expect(original.textContent).toBe(presetText);
    type(field("early-a-amount"), "30");
    expect(box("early-a")).toBe(original);
    expect(original.textContent).toBe(presetText);
  });

  it("starts from the page's own preset (an mL to mg page)", () => {
    const island = preRendered(ML_PAGE.preset, "early-b");
    field("early-b-amount").value = "0.37";
    startEarlyAnswer(island);
    expect(canonical(box("early-b"))).toBe(canonical(rendered(resultFor(ML_PAGE.preset, "0.37"), "early-b-answer")));
    expect(box("early-b").querySelector('[role="status"]')?.textContent).toMatch(/ mg$/);
    type(field("early-b-concentration"), "2");
    expect(canonical(box("early-b"))).toBe(
      canonical(rendered(resultFor(ML_PAGE.preset, "0.37", "2"), "early-b-answer")),
    );
    handBackEarlyAnswer("early-b");
  });

  it("follows the card's Route: the cautions are about the syringe of the route chosen", () => {
    const island = preRendered(HOME_PRESET, "early-f");
    const route = document.getElementById("early-f-route") as HTMLSelectElement;
    field("early-f-amount").value = "12.3";
    startEarlyAnswer(island);
    const oral = resultFor(HOME_PRESET, "12.3");
    expect(oral.caution?.text).toContain("1 mL oral syringe");
    expect(canonical(box("early-f"))).toBe(canonical(rendered(oral, "early-f-answer")));
    route.value = "injection";
    route.dispatchEvent(new Event("input", { bubbles: true }));
    const injection = resultFor(HOME_PRESET, "12.3", undefined, "injection");
    expect(injection.caution?.text).toContain("1 mL tuberculin syringe");
    expect(canonical(box("early-f"))).toBe(canonical(rendered(injection, "early-f-answer")));
    handBackEarlyAnswer("early-f");
  });

  it("does not start once the view has taken over, nor twice", () => {
    const island = preRendered(HOME_PRESET, "early-c");
    const original = box("early-c");
    handBackEarlyAnswer("early-c");
    field("early-c-amount").value = "25";
    startEarlyAnswer(island);
    expect(box("early-c")).toBe(original);

    const other = preRendered(HOME_PRESET, "early-d");
    field("early-d-amount").value = "25";
    startEarlyAnswer(other);
    const drawn = box("early-d");
    startEarlyAnswer(other);
    expect(box("early-d")).toBe(drawn);
    expect(document.querySelectorAll('#early-d [data-testid="result-box"]')).toHaveLength(1);
    handBackEarlyAnswer("early-d");
  });

  it("leaves an island it cannot read as it is", () => {
    const island = preRendered(HOME_PRESET, "early-e");
    const original = box("early-e");
    island.dataset.islandProps = "{not json";
    field("early-e-amount").value = "25";
    startEarlyAnswer(island);
    expect(box("early-e")).toBe(original);
  });
});
