// @vitest-environment jsdom
/**
 * The computed style tests/setup.ts installs (tests/view/fast-styles.ts) gives the same
 * `display`, `visibility` and `pointer-events` as jsdom's own `getComputedStyle`, on every element
 * of rendered calculators (styled-components' rules, the theme's media queries, disabled and
 * invalid fields) and of a page written to reach each step of jsdom's cascade; any other property
 * is jsdom's own answer.
 */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { theme } from "~/styles/theme";
import { DilutionCalculator } from "~/components/lab/dilution-calculator";
import { ConverterCard } from "~/components/converter/converter-card";
import { HOME_PRESET } from "~/data/doses";
import { FEATURES_AT_ONCE } from "./card-features";
import { fastComputedStyle, type ComputedStyle } from "./fast-styles";

afterEach(cleanup);

const PROPERTIES = ["display", "visibility", "pointer-events"] as const;

/** jsdom's own function, kept by tests/setup.ts, and the one installed in its place. */
function bothAnswers() {
  const jsdom = (window as unknown as { jsdomGetComputedStyle: ComputedStyle }).jsdomGetComputedStyle;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- compared, not called
  expect(window.getComputedStyle).not.toBe(jsdom);
  const elements = Array.from(document.querySelectorAll("*"));
  const read = (style: CSSStyleDeclaration) => [
    ...PROPERTIES.map((p) => style.getPropertyValue(p)),
    style.display,
    style.visibility,
    style.pointerEvents,
    style.getPropertyValue("color"),
  ];
  return {
    count: elements.length,
    fast: elements.map((el) => read(window.getComputedStyle(el))),
    jsdom: elements.map((el) => read(jsdom.call(window, el))),
  };
}

describe("the computed style of tests/setup.ts", () => {
  it("is jsdom's on every element of the dilution calculator, before and after entries", async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <DilutionCalculator />
      </ThemeProvider>,
    );
    const first = bothAnswers();
    expect(first.count).toBeGreaterThan(50);
    let { fast, jsdom } = first;
    expect(fast).toEqual(jsdom);
    const field = screen.getAllByRole("textbox")[0]!;
    await user.type(field, "abc");
    ({ fast, jsdom } = bothAnswers());
    expect(fast).toEqual(jsdom);
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    ({ fast, jsdom } = bothAnswers());
    expect(fast).toEqual(jsdom);
  });

  it("is jsdom's on every element of the converter card, in each of its tabs", async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <ConverterCard preset={HOME_PRESET} writeClipboard={() => Promise.resolve()} loadFeatures={FEATURES_AT_ONCE} />
      </ThemeProvider>,
    );
    const { count, fast, jsdom } = bothAnswers();
    expect(count).toBeGreaterThan(50);
    expect(fast).toEqual(jsdom);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.length).toBeGreaterThan(1);
    for (const tab of [...tabs.slice(1), tabs[0]!]) {
      await user.click(tab);
      const both = bothAnswers();
      expect(both.fast).toEqual(both.jsdom);
    }
  });

  it("follows each step of jsdom's cascade: order, media, keywords, inheritance, the style attribute, changes", () => {
    document.head.insertAdjacentHTML(
      "beforeend",
      `<style>
        .a { display: flex; visibility: hidden; pointer-events: none }
        .a { display: grid }
        @media screen { .b { display: none } }
        @media print { .c { display: none } }
        .d { display: inherit; visibility: inherit }
        .e { all: unset }
        .f { visibility: unset; display: unset }
        .g { display: initial; visibility: initial }
        .h::before { display: none }
        .i:focus { visibility: hidden }
      </style>`,
    );
    document.body.innerHTML = `
      <div class="a"><span id="x"></span><p class="d"><b class="f"></b><i class="g"></i></p></div>
      <div class="b"></div><div class="c"></div><div class="e"></div><div class="h"></div>
      <section hidden><span></span></section><div style="display: table; visibility: collapse"></div>
      <input class="i"><button disabled></button><ul><li></li></ul><table><tr><td></td></tr></table>`;
    let both = bothAnswers();
    expect(both.fast).toEqual(both.jsdom);
    // The values the page above sets reach the answer (not only what an empty sheet gives).
    const flat = both.fast.flat();
    for (const value of ["none", "hidden", "grid", "table", "collapse", "block", "inline"])
      expect(flat).toContain(value);
    document.querySelector<HTMLElement>(".i")!.focus();
    both = bothAnswers();
    expect(both.fast).toEqual(both.jsdom);
    document.querySelector(".a")!.className = "b";
    document.styleSheets[document.styleSheets.length - 1]!.insertRule(".d { display: list-item }", 0);
    both = bothAnswers();
    expect(both.fast).toEqual(both.jsdom);
  });

  it("answers every other property from jsdom's own full answer", () => {
    const jsdomStyle = (window as unknown as { jsdomGetComputedStyle: ComputedStyle }).jsdomGetComputedStyle;
    const calls: unknown[] = [];
    const counting = (el: Element, pseudo?: string | null) => {
      calls.push(pseudo ?? null);
      return jsdomStyle.call(window, el, pseudo);
    };
    const fast = fastComputedStyle(window, counting);
    document.body.innerHTML = `<p style="color: red; opacity: 0.5">x</p>`;
    const p = document.querySelector("p")!;
    const style = fast(p);
    expect(style.display).toBe("block");
    expect(calls).toEqual([]);
    expect(style.opacity).toBe("0.5");
    expect(style.getPropertyValue("color")).toBe(jsdomStyle.call(window, p).getPropertyValue("color"));
    expect(calls).toEqual([null]);
  });
});
