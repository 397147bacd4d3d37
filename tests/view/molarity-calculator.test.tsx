// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import type { ComponentType, ReactNode } from "react";
import { theme } from "~/styles/theme";
import { MolarityCalculator } from "~/components/lab/molarity-calculator";
import MolarityRoute, { loader as molarityLoader, meta as molarityMeta } from "~/pages/molarity-calculator";
import { LAB_DISCLAIMER_SHORT } from "~/data/site";
import { findRoute } from "~/data/site-routes";
import { MOLARITY_FORMAT_RULE } from "~/machines/molarity/molarity.words";
import { MOLARITY_EXAMPLES } from "~/content/lab-examples";
import { checkPage } from "./stable-styles";
import { wholeText } from "./whole-text";

afterEach(cleanup);

const wrap = (node: ReactNode) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

// Each query reads the page at one moment: jsdom computes a style once per query (stable-styles.ts).
const field = (name: string) => checkPage(() => screen.getByRole("textbox", { name }));
const mass = () => field("Mass of solute (g)");
const mw = () => field("Molecular weight (g/mol)");
const volume = () => field("Volume of solution (mL)");
const result = () => checkPage(() => screen.getByRole("status", { name: "Molarity" }));

async function fill(user: ReturnType<typeof userEvent.setup>, m: string, w: string, v: string) {
  for (const [input, text] of [
    [mass(), m],
    [mw(), w],
    [volume(), v],
  ] as const) {
    await user.clear(input);
    if (text) await user.type(input, text);
  }
}

describe("molarity calculator view", () => {
  it("has the spec's fields, placeholders, buttons and a result region", () => {
    // The spec's placeholders as "e.g." hints (issue 53: an empty field never shows a bare number).
    wrap(<MolarityCalculator />);
    // The spec's form is the default solve-for mode: the Molarity field is the unknown.
    expect(screen.getByRole("radio", { name: "Molarity" })).toBeChecked();
    expect(field("Molarity (M)")).toBeDisabled();
    expect(field("Molarity (M)")).toHaveAccessibleDescription("Molarity will be calculated");
    // The unknown shows nothing until it holds a result: no example that looks like one.
    expect(field("Molarity (M)").getAttribute("placeholder") ?? "").toBe("");
    for (const [input, placeholder] of [
      [mass(), "e.g. 10"],
      [mw(), "e.g. 58.44"],
      [volume(), "e.g. 1000"],
    ] as const) {
      expect(input).toHaveValue("");
      expect(input).toHaveAttribute("placeholder", placeholder);
      expect(input).toHaveAttribute("inputmode", "decimal");
      expect(input).toHaveAttribute("type", "text");
    }
    expect(screen.getByRole("button", { name: "Calculate Molarity" })).toHaveAttribute("type", "submit");
    expect(screen.getByRole("button", { name: "Reset" })).toHaveAttribute("type", "button");
    // Not live itself: the page's one announcer says the result on Calculate (issue 19), so a
    // screen reader does not hear it twice.
    expect(result()).toHaveAttribute("aria-live", "off");
    expect(screen.getByText(LAB_DISCLAIMER_SHORT)).toBeInTheDocument();
    expect(screen.getByText(wholeText(MOLARITY_FORMAT_RULE))).toBeInTheDocument();
  });

  it("NaCl 58.44 g at 58.44 g/mol in 1000 mL = 1 M, with Enter in a field (significant figures, issue 27)", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    await fill(user, "58.44", "58.44", "1000");
    await user.type(volume(), "{Enter}");
    expect(result()).toHaveTextContent("1 M");
    expect(result()).not.toHaveTextContent("1.0000");
    expect(result()).toHaveTextContent("(58.44 g ÷ 58.44 g/mol) ÷ (1\u202f000 mL ÷ 1000) = 1 M");
    expect(result()).toHaveAttribute("data-kind", "possible");
    // The unknown's field is filled by Calculate.
    expect(field("Molarity (M)")).toHaveValue("1");
  });

  it("584.4 g of NaCl in 1 L (10 M) cannot be made: the result carries the caution (issue 27)", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    await fill(user, "584.4", "58.44", "1000");
    await user.type(volume(), "{Enter}");
    expect(result()).toHaveTextContent("10 M");
    expect(result()).toHaveAttribute("data-kind", "aboveSolubility");
    expect(screen.getByTestId("molarity-caution")).toHaveTextContent(
      "Caution: This solution cannot be made: 584.4 g in 1\u202f000 mL is more sodium chloride than dissolves; a saturated solution holds about 317 g per litre of solution (5.42 M) at 25 °C.",
    );
  });

  it("reads a decimal comma and says how it was read", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    await fill(user, "0,5844", "58,44", "10");
    expect(mass()).toHaveAccessibleDescription("Read as 0.5844 g");
    expect(mw()).toHaveAccessibleDescription("Read as 58.44 g/mol");
    await user.click(screen.getByRole("button", { name: "Calculate Molarity" }));
    expect(result()).toHaveTextContent("1 M");
  });

  it("refuses an ambiguous thousands comma with the parser's hint, focuses it and computes nothing", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    await fill(user, "58.44", "58.44", "1,200");
    await user.click(screen.getByRole("button", { name: "Calculate Molarity" }));
    expect(volume()).toHaveAttribute("aria-invalid", "true");
    expect(volume()).toHaveAccessibleDescription(
      "Volume of solution: Type 1200 without the comma, or 1.2 with a point for decimals.",
    );
    expect(volume()).toHaveFocus();
    expect(result()).not.toHaveTextContent(/\d M/);
    expect(result()).toHaveTextContent("No result");
  });

  it("a negative mass clears an earlier result and names the field", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    await fill(user, "58.44", "58.44", "1000");
    await user.click(screen.getByRole("button", { name: "Calculate Molarity" }));
    expect(result()).toHaveTextContent("1 M");
    await user.clear(mass());
    // Editing a field after a result removes the result: it is never shown for other numbers.
    expect(result()).not.toHaveTextContent("1 M");
    await user.type(mass(), "-5");
    await user.click(screen.getByRole("button", { name: "Calculate Molarity" }));
    // Issue 15: the same wording as the dilution calculator.
    expect(mass()).toHaveAccessibleDescription("Mass of solute can't be negative: enter 0 or more.");
    expect(mass()).toHaveFocus();
    // Fixing the field removes its hint at once.
    await user.clear(mass());
    expect(mass()).not.toHaveAttribute("aria-invalid");
  });

  it("every empty field gets its own hint", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    await user.click(screen.getByRole("button", { name: "Calculate Molarity" }));
    expect(mass()).toHaveAccessibleDescription("Enter the mass of solute in g.");
    expect(mw()).toHaveAccessibleDescription("Enter the molecular weight in g/mol.");
    expect(volume()).toHaveAccessibleDescription("Enter the volume of solution in mL.");
    expect(mass()).toHaveFocus();
  });

  it("a very dilute solution is not shown as 0 M: significant figures, and the unit that suits it", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    await fill(user, "0.0001", "100", "1000");
    await user.click(screen.getByRole("button", { name: "Calculate Molarity" }));
    expect(result()).toHaveTextContent("0.000001 M");
    expect(result()).toHaveTextContent("= 1 µM");
  });

  it("Reset clears every field and the result and focuses the first field", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    await fill(user, "58.44", "58.44", "1000");
    await user.click(screen.getByRole("button", { name: "Calculate Molarity" }));
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(mass()).toHaveValue("");
    expect(mw()).toHaveValue("");
    expect(volume()).toHaveValue("");
    expect(result()).not.toHaveTextContent(/\d M/);
    expect(mass()).toHaveFocus();
  });
});

describe("molarity calculator view: solve for, units, common solutes (issue 15)", () => {
  const solveFor = (name: string) =>
    within(screen.getByRole("radiogroup", { name: "Solve for:" })).getByRole("radio", { name });
  const unit = (group: string, name: string) =>
    within(screen.getByRole("radiogroup", { name: group })).getByRole("radio", { name });

  it("puts the 'Solve for:' choice before the fields it decides, in the order of the page (issue 53)", () => {
    wrap(<MolarityCalculator />);
    const group = screen.getByRole("radiogroup", { name: "Solve for:" });
    for (const input of [mass(), mw(), volume(), field("Molarity (M)")])
      expect(group.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("a share link that makes the focused field the unknown moves the focus to its 'Solve for' choice (issue 53)", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    await user.click(mass());
    expect(mass()).toHaveFocus();
    // A link pasted on the same page: the address's fragment changes, the card reads it.
    window.location.hash =
      "#v=1&solve=mass&mass=&molecularWeight=58.44&volume=500&molarity=0.15&massUnit=g&volumeUnit=mL&molarityUnit=M&balanceUnit=0.01%20g";
    try {
      await waitFor(() => expect(mass()).toBeDisabled());
      expect(solveFor("Mass")).toBeChecked();
      expect(solveFor("Mass")).toHaveFocus();
      // Tab goes on from the choice, never onto the disabled field: its unit, then the molecular weight.
      await user.tab();
      expect(document.activeElement).toHaveAttribute("name", "molarity-mass-unit");
      await user.tab();
      expect(mw()).toHaveFocus();
    } finally {
      window.history.replaceState(null, "", window.location.pathname);
    }
  });

  it("solving for the mass: 0.1500 M NaCl in 500 mL needs 4.383 g (4 figures stated), with the bench instruction", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    await user.click(solveFor("Mass"));
    expect(solveFor("Mass")).toBeChecked();
    expect(mass()).toBeDisabled();
    expect(field("Molarity (M)")).toBeEnabled();
    expect(field("Molarity (M)")).toHaveAttribute("placeholder", "e.g. 0.1");
    expect(mass().getAttribute("placeholder") ?? "").toBe("");
    await user.type(field("Molarity (M)"), "0.1500");
    await user.type(mw(), "58.44");
    await user.type(volume(), "500");
    await user.click(screen.getByRole("button", { name: "Calculate Mass" }));
    const region = screen.getByRole("status", { name: "Mass" });
    expect(mass()).toHaveValue("4.383");
    expect(region).toHaveTextContent("4.383 g");
    expect(region).toHaveTextContent("Dissolve 4.383 g in less than 500 mL of solvent, then make up to 500 mL.");
    expect(region).toHaveTextContent("0.15 M × 58.44 g/mol × (500 mL ÷ 1000) = 4.383 g");
  });

  it("units: each field shows its choice; mg and L change the labels, mM gives the result in mM and M", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    expect(unit("Mass of solute unit", "g")).toBeChecked();
    expect(unit("Volume of solution unit", "mL")).toBeChecked();
    expect(unit("Molarity unit", "M")).toBeChecked();
    for (const u of ["mg", "L", "mM", "µM", "nM"]) expect(screen.getByRole("radio", { name: u })).toBeInTheDocument();
    await user.click(unit("Mass of solute unit", "mg"));
    await user.click(unit("Volume of solution unit", "L"));
    await user.click(unit("Molarity unit", "mM"));
    expect(unit("Mass of solute unit", "mg")).toBeChecked();
    await user.type(field("Mass of solute (mg)"), "5844");
    await user.type(mw(), "58.44");
    await user.type(field("Volume of solution (L)"), "0.1");
    await user.click(screen.getByRole("button", { name: "Calculate Molarity" }));
    expect(result()).toHaveTextContent("1\u202f000 mM");
    expect(result()).toHaveTextContent("= 1 M");
    expect(field("Molarity (mM)")).toHaveValue("1\u202f000");
    // A unit change is an edit: the result goes until Calculate is pressed again.
    await user.click(unit("Molarity unit", "M"));
    expect(result()).not.toHaveTextContent("1\u202f000 mM");
    expect(field("Molarity (M)")).toHaveValue("");
  });

  it("common solutes fill the molecular weight, each with its formula, and note hydrates", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    const solutes = screen.getByRole("group", { name: /Common solutes/ });
    await user.click(within(solutes).getByRole("button", { name: "Tris base (C₄H₁₁NO₃), 121.14 g/mol" }));
    expect(mw()).toHaveValue("121.14");
    await user.click(within(solutes).getByRole("button", { name: "Sodium hydroxide (NaOH), 40.00 g/mol" }));
    expect(mw()).toHaveValue("40.00");
    expect(within(solutes).getAllByRole("button")).toHaveLength(7);
    expect(solutes).toHaveTextContent("EDTA disodium dihydrate");
    expect(solutes).toHaveTextContent("C₁₀H₁₄N₂Na₂O₈·2H₂O");
    expect(solutes).toHaveTextContent(/hydrate has a different molecular weight from the anhydrous form/);
    // Solving for the molecular weight: its field is the unknown, so the presets are off.
    await user.click(solveFor("Molecular weight"));
    expect(mw()).toBeDisabled();
    for (const b of within(solutes).getAllByRole("button")) expect(b).toBeDisabled();
  });

  it("zero and negative values get the dilution calculator's wording in every mode; Reset returns Solve for to Molarity", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    await user.click(solveFor("Volume"));
    await user.type(mass(), "0");
    await user.type(mw(), "58.44");
    await user.type(field("Molarity (M)"), "-1");
    await user.click(screen.getByRole("button", { name: "Calculate Volume" }));
    expect(mass()).toHaveAccessibleDescription("Mass of solute can't be 0: enter a value above 0.");
    expect(mass()).toHaveFocus();
    expect(field("Molarity (M)")).toHaveAccessibleDescription("Molarity can't be negative: enter a value above 0.");
    expect(screen.getByRole("status", { name: "Volume" })).toHaveTextContent("No result");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(solveFor("Molarity")).toBeChecked();
    for (const input of [mass(), mw(), volume()]) expect(input).toHaveValue("");
    expect(mass()).toHaveFocus();
  });
});

/** The page as the router renders it: with the loader data its loader built at pre-render time. */
type MolarityLoaderData = ReturnType<typeof molarityLoader>;
const MolarityPage = MolarityRoute as unknown as ComponentType<{ loaderData: MolarityLoaderData }>;

describe("molarity page", () => {
  it("has the heading, the calculator, the formula and worked examples from the calc module", async () => {
    const loaderData = molarityLoader();
    wrap(<MolarityPage loaderData={loaderData} />);
    expect(screen.getByRole("heading", { level: 1, name: "Molarity Calculator" })).toBeInTheDocument();
    // The calculator is an island (src/components/islands.tsx): its fallback holds its place
    // until its code has loaded (this is the first render of the island in this file), then the
    // form itself is shown.
    expect(screen.getByRole("status")).toHaveTextContent("Loading the calculator…");
    expect(await screen.findByRole("button", { name: "Calculate Molarity" })).toBeInTheDocument();
    expect(screen.queryByText("Loading the calculator…")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Mass of solute (g)" })).toBeInTheDocument();
    // The formula is in the page and in the calculator's formula box (default mode).
    expect(screen.getAllByText(wholeText("Molarity (M) = (mass ÷ molecular weight) ÷ (volume ÷ 1000)"))).toHaveLength(
      2,
    );
    const table = screen.getAllByRole("table")[0]!;
    const nacl = within(table).getByRole("row", { name: /Sodium chloride/ });
    expect(nacl).toHaveTextContent("58.44 g");
    expect(nacl).toHaveTextContent("58.44 g/mol");
    expect(nacl).toHaveTextContent("1000 mL");
    expect(nacl).toHaveTextContent("1 M");
    expect(within(table).getByRole("row", { name: /Caffeine/ })).toHaveTextContent("999 µM"); // 0.0194 g states 3 figures (issue 52)
    expect(within(table).getAllByRole("row")).toHaveLength(MOLARITY_EXAMPLES.length + 1);
    // Issue 15: solving for the mass, computed by the calculator's own code.
    // The section and its scrollable table share the heading as their name.
    const weigh = screen.getAllByRole("region", { name: "Solving for the mass: how much to weigh" })[0]!;
    const naclMass = within(weigh).getByRole("row", { name: /Sodium chloride/ });
    expect(naclMass).toHaveTextContent("0.15 M");
    expect(naclMass).toHaveTextContent("500 mL");
    expect(naclMass).toHaveTextContent("4.38 g");
    expect(naclMass).toHaveTextContent("Dissolve 4.38 g in less than 500 mL of solvent, then make up to 500 mL.");
    expect(within(weigh).getByRole("row", { name: /Tris base/ })).toHaveTextContent("121.14 g");
    expect(within(weigh).getByRole("row", { name: /Glucose/ })).toHaveTextContent("0.18016 g = 180.16 mg");
    expect(screen.getByRole("heading", { name: "Check it the other way round" }).parentElement).toHaveTextContent(
      "Entering the mass weighed, 4.383 g, with 58.44 g/mol and 500 mL and Solve for: Molarity gives 0.15 M back.",
    );
    expect(
      screen.getByRole("heading", { name: "How many grams of NaCl do I need for 500 mL of a 0.15 M solution?" }),
    ).toBeInTheDocument();
    expect(loaderData.meta.some((m) => "script:ld+json" in m && JSON.stringify(m).includes("FAQPage"))).toBe(true);
    expect(screen.getByText(LAB_DISCLAIMER_SHORT)).toBeInTheDocument();
    // The <head> is the loader's, for this page.
    expect(molarityMeta({ loaderData })).toBe(loaderData.meta);
    expect(loaderData.meta).toContainEqual({ title: findRoute("/molarity-calculator")!.title });
  });
});
