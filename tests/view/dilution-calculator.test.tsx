// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import type { ComponentType, ReactNode } from "react";
import { theme } from "~/styles/theme";
import { DilutionCalculator } from "~/components/lab/dilution-calculator";
import DilutionRoute, { loader as dilutionLoader, meta as dilutionMeta } from "~/pages/dilution-calculator";
import { LAB_DISCLAIMER_SHORT } from "~/data/site";
import { findRoute } from "~/data/site-routes";
import { MESSAGE_C2_ABOVE_C1, MESSAGE_V1_ABOVE_V2 } from "~/machines/dilution/dilution.calc";
import { DILUTION_EXAMPLES } from "~/content/lab-examples";
import { checkPage } from "./stable-styles";

afterEach(cleanup);

const wrap = (node: ReactNode) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

// Each query reads the page at one moment: jsdom computes a style once per query (stable-styles.ts).
// Each field's label names its unit (mg/mL and mL at first); the field is found whatever its unit.
const c1 = () => checkPage(() => screen.getByRole("textbox", { name: /^C1 - Initial Concentration \(/ }));
const v1 = () => checkPage(() => screen.getByRole("textbox", { name: /^V1 - Initial Volume \(/ }));
const c2 = () => checkPage(() => screen.getByRole("textbox", { name: /^C2 - Final Concentration \(/ }));
const v2 = () => checkPage(() => screen.getByRole("textbox", { name: /^V2 - Final Volume \(/ }));
const unit = (group: string, name: string) =>
  checkPage(() => within(screen.getByRole("radiogroup", { name: group })).getByRole("radio", { name }));
const modeButton = (mode: "V1" | "V2" | "C2") => checkPage(() => screen.getByRole("radio", { name: mode }));
const result = () => checkPage(() => screen.getByRole("status", { name: "Result" }));
const calculate = () => checkPage(() => screen.getByRole("button", { name: "Calculate" }));

type User = ReturnType<typeof userEvent.setup>;

async function type(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe("dilution calculator view", () => {
  it("has the spec's strings, placeholders and controls", () => {
    wrap(<DilutionCalculator />);
    expect(screen.getByRole("heading", { name: "C1V1 = C2V2 Calculator" })).toBeInTheDocument();
    expect(screen.getByText("Enter three values to calculate the fourth")).toBeInTheDocument();
    const initial = screen.getByRole("group", { name: "Initial Solution" });
    const final = screen.getByRole("group", { name: "Final Solution" });
    expect(within(initial).getByRole("textbox", { name: "C1 - Initial Concentration (mg/mL)" })).toHaveAttribute(
      "placeholder",
      "e.g. 100",
    );
    // V1 is the unknown at first: it shows nothing until it holds a result (issue 53).
    expect(
      within(initial).getByRole("textbox", { name: "V1 - Initial Volume (mL)" }).getAttribute("placeholder") ?? "",
    ).toBe("");
    expect(within(final).getByRole("textbox", { name: "C2 - Final Concentration (mg/mL)" })).toHaveAttribute(
      "placeholder",
      "e.g. 10",
    );
    expect(within(final).getByRole("textbox", { name: "V2 - Final Volume (mL)" })).toHaveAttribute(
      "placeholder",
      "e.g. 100",
    );
    for (const input of [c1(), v1(), c2(), v2()]) expect(input).toHaveAttribute("inputmode", "decimal");
    // A radio group: one of three is chosen, and a screen reader is told so.
    const solveFor = screen.getByRole("radiogroup", { name: "Solve for:" });
    expect(
      within(solveFor)
        .getAllByRole("radio")
        .map((b) => b.closest("label")!.textContent),
    ).toEqual(["V1", "V2", "C2"]);
    expect(calculate()).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reset" })).toBeInTheDocument();
    expect(screen.getByText("C1 × V1 = C2 × V2")).toBeInTheDocument();
    // Not live itself: the page's one announcer says the result on Calculate (issue 19), so a
    // screen reader does not hear it twice.
    expect(result()).toHaveAttribute("aria-live", "off");
    expect(screen.getByText(LAB_DISCLAIMER_SHORT)).toBeInTheDocument();
  });

  it("starts solving for V1; each mode disables its own input, never C1", async () => {
    const user = userEvent.setup();
    wrap(<DilutionCalculator />);
    expect(modeButton("V1")).toBeChecked();
    expect(v1()).toBeDisabled();
    for (const [mode, disabled] of [
      ["V2", v2],
      ["C2", c2],
      ["V1", v1],
    ] as const) {
      await user.click(modeButton(mode));
      expect(modeButton(mode)).toBeChecked();
      for (const input of [c1(), v1(), c2(), v2()]) {
        if (input === disabled()) expect(input).toBeDisabled();
        else expect(input).toBeEnabled();
      }
      expect(c1()).toBeEnabled();
      const solveFor = screen.getByRole("radiogroup", { name: "Solve for:" });
      expect(within(solveFor).getAllByRole("radio", { checked: true })).toHaveLength(1);
    }
  });

  it("the spec's example: 100 → 10 mg/mL in 50 mL needs V1 = 5 mL and 45 mL diluent", async () => {
    const user = userEvent.setup();
    wrap(<DilutionCalculator />);
    await type(user, c1(), "100");
    await type(user, c2(), "10");
    await type(user, v2(), "50");
    await user.click(calculate());
    expect(v1()).toHaveValue("5");
    expect(result()).toHaveTextContent("V1 = 5 mL");
    expect(result()).toHaveTextContent("5 mL of the 100 mg/mL stock, made up to 50 mL at 10 mg/mL: add 45 mL diluent.");
  });

  it("solves V2 and C2 to significant figures (at least 3), trailing zeros dropped", async () => {
    const user = userEvent.setup();
    wrap(<DilutionCalculator />);
    await user.click(modeButton("V2"));
    await type(user, c1(), "3");
    await type(user, v1(), "1");
    await type(user, c2(), "2");
    await user.type(c2(), "{Enter}");
    expect(v2()).toHaveValue("1.5");
    expect(result()).toHaveTextContent("V2 = 1.5 mL");
    expect(result()).toHaveTextContent("add 0.5 mL diluent");
    expect(result()).toHaveTextContent("the diluent (500 µL) with a P1000");
    await user.click(modeButton("C2"));
    expect(result()).not.toHaveTextContent(" = ");
    await type(user, v2(), "3");
    await user.click(calculate());
    expect(c2()).toHaveValue("1");
    expect(result()).toHaveTextContent("C2 = 1 mg/mL");
    await type(user, v2(), "9");
    await user.click(calculate());
    expect(c2()).toHaveValue("0.333");
  });

  it("accepts '.5' and '2,5' and shows how they were read", async () => {
    const user = userEvent.setup();
    wrap(<DilutionCalculator />);
    await type(user, c1(), "2,5");
    await type(user, c2(), ".5");
    await type(user, v2(), "10");
    expect(c1()).toHaveAccessibleDescription("Read as 2.5 mg/mL");
    expect(c2()).toHaveAccessibleDescription("Read as 0.5 mg/mL");
    await user.click(calculate());
    expect(v1()).toHaveValue("2");
    expect(result()).toHaveTextContent("add 8 mL diluent");
  });

  it("empty, non-numeric, ambiguous, zero and negative fields each get their own hint; nothing computed", async () => {
    const user = userEvent.setup();
    wrap(<DilutionCalculator />);
    await type(user, c1(), "1,200");
    await type(user, c2(), "0");
    await user.click(calculate());
    expect(c1()).toHaveAccessibleDescription("C1: Type 1200 without the comma, or 1.2 with a point for decimals.");
    expect(c2()).toHaveAccessibleDescription("C2 can't be 0: enter a value above 0.");
    expect(v2()).toHaveAccessibleDescription("Enter V2, the final volume in mL.");
    for (const input of [c1(), c2(), v2()]) expect(input).toHaveAttribute("aria-invalid", "true");
    expect(c1()).toHaveFocus();
    expect(v1()).toHaveValue("");
    expect(result()).toHaveTextContent("No result");
    await type(user, c1(), "abc");
    await type(user, c2(), "-3");
    await user.click(calculate());
    expect(c1()).toHaveAccessibleDescription("C1: Enter a number, for example 2.5.");
    expect(c2()).toHaveAccessibleDescription("C2 can't be negative: enter a value above 0.");
  });

  it("C2 above C1 is impossible when solving V1 or V2: the hint marks both fields", async () => {
    const user = userEvent.setup();
    wrap(<DilutionCalculator />);
    await type(user, c1(), "10");
    await type(user, c2(), "100");
    await type(user, v2(), "50");
    await user.click(calculate());
    expect(c2()).toHaveAccessibleDescription(MESSAGE_C2_ABOVE_C1);
    expect(c1()).toHaveAttribute("aria-invalid", "true");
    expect(c1()).toHaveAccessibleDescription(MESSAGE_C2_ABOVE_C1);
    expect(c2()).toHaveFocus();
    expect(v1()).toHaveValue("");
    await user.click(modeButton("V2"));
    await type(user, v1(), "5");
    await user.click(calculate());
    expect(c2()).toHaveAccessibleDescription(MESSAGE_C2_ABOVE_C1);
    expect(v2()).toHaveValue("");
  });

  it("V1 above V2 is impossible when solving C2", async () => {
    const user = userEvent.setup();
    wrap(<DilutionCalculator />);
    await user.click(modeButton("C2"));
    await type(user, c1(), "100");
    await type(user, v1(), "50");
    await type(user, v2(), "5");
    await user.click(calculate());
    expect(v2()).toHaveAccessibleDescription(MESSAGE_V1_ABOVE_V2);
    expect(v1()).toHaveAttribute("aria-invalid", "true");
    expect(c2()).toHaveValue("");
  });

  it("a small volume is shown exactly enough (0.0143 mL, 14.3 µL), never rounded to 0.01 mL, with its pipette (issue 52)", async () => {
    const user = userEvent.setup();
    wrap(<DilutionCalculator />);
    await type(user, c1(), "70");
    await type(user, c2(), "1");
    await type(user, v2(), "1");
    await user.click(calculate());
    expect(v1()).toHaveValue("0.0143");
    expect(result()).toHaveTextContent("V1 = 0.0143 mL (14.3 µL)");
    expect(result()).toHaveAttribute("data-kind", "measurable");
    expect(result()).toHaveTextContent("Measure the stock (14.3 µL) with a P20");
    expect(screen.queryByTestId("dilution-caution")).toBeNull();
    // Under 0.2 µL no pipette is accurate: the caution state, an intermediate dilution first.
    await type(user, c1(), "10000");
    await user.click(calculate());
    expect(result()).toHaveAttribute("data-kind", "belowPipette");
    expect(screen.getByTestId("dilution-caution")).toHaveTextContent(
      "Caution: V1 is 0.1 µL, under 0.2 µL: no pipette measures that accurately. Make an intermediate dilution of the stock first",
    );
  });

  it("units: 10 mM to 50 µM in 1 mL is 5 µL of stock; a unit nothing links is named, never a number; Reset restores the units", async () => {
    const user = userEvent.setup();
    wrap(<DilutionCalculator />);
    await user.click(unit("C1 unit", "mM"));
    await user.click(unit("C2 unit", "µM"));
    await user.click(unit("V1 unit", "µL"));
    expect(c1()).toHaveAccessibleName("C1 - Initial Concentration (mM)");
    expect(v1()).toHaveAccessibleName("V1 - Initial Volume (µL)");
    await type(user, c1(), "10");
    await type(user, c2(), "50");
    await type(user, v2(), "1");
    await user.click(calculate());
    expect(v1()).toHaveValue("5");
    expect(result()).toHaveTextContent("V1 = 5 µL");
    expect(result()).toHaveTextContent(/C1 10 mM = 10\s000 µM/);
    expect(result()).toHaveTextContent("5 µL of the 10 mM stock, made up to 1 mL at 50 µM: add 0.995 mL diluent.");
    // A unit is an edit: the result goes.
    await user.click(unit("C1 unit", "×"));
    expect(v1()).toHaveValue("");
    await user.click(calculate());
    expect(result()).toHaveAttribute("data-kind", "unitMismatch");
    expect(result()).toHaveTextContent("C1 is in × (a stock's × strength) and C2 in µM (a molar concentration)");
    expect(v1()).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(unit("C1 unit", "mg/mL")).toBeChecked();
    expect(unit("C2 unit", "mg/mL")).toBeChecked();
    expect(unit("V1 unit", "mL")).toBeChecked();
  });

  it("Reset clears the values and the result, returns Solve for to V1 (the page's) and focuses C1", async () => {
    const user = userEvent.setup();
    wrap(<DilutionCalculator />);
    await user.click(modeButton("C2"));
    await type(user, c1(), "20");
    await type(user, v1(), "5");
    await type(user, v2(), "25");
    await user.click(calculate());
    expect(c2()).toHaveValue("4");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    for (const input of [c1(), v1(), c2(), v2()]) expect(input).toHaveValue("");
    expect(modeButton("V1")).toBeChecked();
    expect(v1()).toBeDisabled();
    expect(c2()).toBeEnabled();
    expect(result()).not.toHaveTextContent(" = ");
    expect(c1()).toHaveFocus();
  });

  it("works with the keyboard alone: Tab, an arrow key in the 'Solve for:' radio group, Enter to calculate", async () => {
    const user = userEvent.setup();
    wrap(<DilutionCalculator />);
    // The 'Solve for:' group comes first (issue 53, principle 7): Tab reaches it on its chosen radio.
    await user.tab();
    expect(modeButton("V1")).toHaveFocus();
    await user.tab();
    expect(c1()).toHaveFocus();
    await user.keyboard("100");
    // Each field is followed by its unit group, reached on its chosen unit; V1 is disabled and skipped.
    await user.tab();
    expect(unit("C1 unit", "mg/mL")).toHaveFocus();
    await user.tab();
    expect(unit("V1 unit", "mL")).toHaveFocus();
    await user.tab();
    expect(c2()).toHaveFocus();
    await user.keyboard("10");
    await user.tab();
    await user.tab();
    expect(v2()).toHaveFocus();
    await user.keyboard("50{Enter}");
    expect(v1()).toHaveValue("5");
    // Back to the group (Shift+Tab through the fields); an arrow key moves the choice.
    await user.click(modeButton("V1"));
    expect(modeButton("V1")).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(modeButton("V2")).toHaveFocus();
    expect(modeButton("V2")).toBeChecked();
    expect(v2()).toBeDisabled();
  });

  it("puts the 'Solve for:' choice before the fields it decides, in the order of the page (issue 53)", () => {
    wrap(<DilutionCalculator />);
    const solveFor = screen.getByRole("radiogroup", { name: "Solve for:" });
    for (const field of [c1(), v1(), c2(), v2()])
      expect(solveFor.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

/** The page as the router renders it: with the loader data its loader built at pre-render time. */
type DilutionLoaderData = ReturnType<typeof dilutionLoader>;
const DilutionPage = DilutionRoute as unknown as ComponentType<{ loaderData: DilutionLoaderData }>;

describe("dilution page", () => {
  it("has the heading, the How to Use card with the spec's example and computed worked examples", async () => {
    const loaderData = dilutionLoader();
    wrap(<DilutionPage loaderData={loaderData} />);
    expect(screen.getByRole("heading", { level: 1, name: "Dilution Calculator" })).toBeInTheDocument();
    // The calculator is an island (src/components/islands.tsx): its fallback holds its place
    // until its code has loaded (this is the first render of the island in this file), then the
    // form itself is shown.
    expect(screen.getByRole("status")).toHaveTextContent("Loading the calculator…");
    expect(await screen.findByRole("heading", { name: "C1V1 = C2V2 Calculator" })).toBeInTheDocument();
    expect(screen.queryByText("Loading the calculator…")).toBeNull();
    expect(screen.getByRole("button", { name: "Calculate" })).toBeInTheDocument();
    const howTo = screen.getByRole("region", { name: "How to Use" });
    expect(howTo).toHaveTextContent(
      "Example: a stock of 100 mg/mL diluted to 10 mg/mL in a final 50 mL needs V1 = 5 mL, i.e. 5 mL stock plus 45 mL diluent.",
    );
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(DILUTION_EXAMPLES.length + 1);
    expect(within(table).getByRole("row", { name: /95 % v\/v ethanol/ })).toHaveTextContent("73.7 mL");
    expect(within(table).getByRole("row", { name: /95 % v\/v ethanol/ })).toHaveTextContent("26.3 mL");
    expect(within(table).getByRole("row", { name: /70 mg\/mL stock/ })).toHaveTextContent("0.0143 mL");
    expect(within(table).getByRole("row", { name: /10 mM stock to 50 µM/ })).toHaveTextContent(/5 µL.*995 µL/);
    expect(screen.getByText(/ethanol and water contract on mixing/i)).toBeInTheDocument();
    expect(screen.getByText("C1 × V1 = C2 × V2")).toBeInTheDocument();
    // The <head> is the loader's, for this page; its HowTo structured data is the visible How to Use.
    expect(dilutionMeta({ loaderData })).toBe(loaderData.meta);
    const tags = loaderData.meta as Array<Record<string, unknown>>;
    expect(tags).toContainEqual({ title: findRoute("/dilution-calculator")!.title });
    const howToLd = tags
      .map((t) => t["script:ld+json"] as { "@type"?: string; step?: Array<{ text: string }> } | undefined)
      .find((ld) => ld?.["@type"] === "HowTo");
    expect(howToLd?.step?.map((s) => s.text)).toEqual(
      within(howTo)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    );
  });
});
