// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import type { ComponentType, ReactNode } from "react";
import { theme } from "~/styles/theme";
import { MolarityCalculator } from "~/components/lab/molarity-calculator";
import MolarityRoute, { loader as molarityLoader, meta as molarityMeta } from "~/pages/molarity-calculator";
import { DISCLAIMER_SHORT } from "~/data/site";
import { findRoute } from "~/data/site-routes";
import { MOLARITY_FORMAT_RULE } from "~/machines/molarity/molarity.selectors";
import { MOLARITY_EXAMPLES } from "~/content/lab-examples";

afterEach(cleanup);

const wrap = (node: ReactNode) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

const field = (name: string) => screen.getByRole("textbox", { name });
const mass = () => field("Mass of solute (g)");
const mw = () => field("Molecular weight (g/mol)");
const volume = () => field("Volume of solution (mL)");
const result = () => screen.getByRole("status", { name: "Molarity" });

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
  it("has the spec's fields, placeholders, buttons and a polite result region", () => {
    wrap(<MolarityCalculator />);
    for (const [input, placeholder] of [
      [mass(), "10"],
      [mw(), "58.44"],
      [volume(), "1000"],
    ] as const) {
      expect(input).toHaveValue("");
      expect(input).toHaveAttribute("placeholder", placeholder);
      expect(input).toHaveAttribute("inputmode", "decimal");
      expect(input).toHaveAttribute("type", "text");
    }
    expect(screen.getByRole("button", { name: "Calculate Molarity" })).toHaveAttribute("type", "submit");
    expect(screen.getByRole("button", { name: "Reset" })).toHaveAttribute("type", "button");
    expect(result()).toHaveAttribute("aria-live", "polite");
    expect(screen.getByText(DISCLAIMER_SHORT)).toBeInTheDocument();
    expect(screen.getByText(MOLARITY_FORMAT_RULE)).toBeInTheDocument();
  });

  it("NaCl 5.844 g at 58.44 g/mol in 100 mL = 1.0000 M, with Enter in a field", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    await fill(user, "5.844", "58.44", "100");
    await user.type(volume(), "{Enter}");
    expect(result()).toHaveTextContent("1.0000 M");
    expect(result()).toHaveTextContent("= 1,000 mM = 1,000,000 µM");
    expect(result()).toHaveTextContent("(5.844 g ÷ 58.44 g/mol) ÷ (100 mL ÷ 1000) = 1.0000 M");
  });

  it("reads a decimal comma and says how it was read", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    await fill(user, "0,5844", "58,44", "10");
    expect(mass()).toHaveAccessibleDescription("Read as 0.5844 g");
    expect(mw()).toHaveAccessibleDescription("Read as 58.44 g/mol");
    await user.click(screen.getByRole("button", { name: "Calculate Molarity" }));
    expect(result()).toHaveTextContent("1.0000 M");
  });

  it("refuses an ambiguous thousands comma with the parser's hint, focuses it and computes nothing", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    await fill(user, "5.844", "58.44", "1,200");
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
    await fill(user, "5.844", "58.44", "100");
    await user.click(screen.getByRole("button", { name: "Calculate Molarity" }));
    expect(result()).toHaveTextContent("1.0000 M");
    await user.clear(mass());
    // Editing a field after a result removes the result: it is never shown for other numbers.
    expect(result()).not.toHaveTextContent("1.0000 M");
    await user.type(mass(), "-5");
    await user.click(screen.getByRole("button", { name: "Calculate Molarity" }));
    expect(mass()).toHaveAccessibleDescription("The mass of solute can't be negative. Enter 0 or more grams.");
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

  it("a very dilute solution is not shown as 0 M", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    await fill(user, "0.0001", "100", "1000");
    await user.click(screen.getByRole("button", { name: "Calculate Molarity" }));
    expect(result()).toHaveTextContent("< 0.0001 M");
    expect(result()).toHaveTextContent("0.0010 mM");
    expect(result()).toHaveTextContent("1.000 µM");
    expect(within(result()).getByText(/read the value in mM or µM/)).toBeInTheDocument();
  });

  it("Reset clears every field and the result and focuses the first field", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    await fill(user, "5.844", "58.44", "100");
    await user.click(screen.getByRole("button", { name: "Calculate Molarity" }));
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(mass()).toHaveValue("");
    expect(mw()).toHaveValue("");
    expect(volume()).toHaveValue("");
    expect(result()).not.toHaveTextContent(/\d M/);
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
    expect(screen.getByText("Molarity (M) = (mass ÷ molecular weight) ÷ (volume ÷ 1000)")).toBeInTheDocument();
    const table = screen.getByRole("table");
    const nacl = within(table).getByRole("row", { name: /Sodium chloride/ });
    expect(nacl).toHaveTextContent("5.844 g");
    expect(nacl).toHaveTextContent("58.44 g/mol");
    expect(nacl).toHaveTextContent("100 mL");
    expect(nacl).toHaveTextContent("1.0000 M");
    expect(within(table).getAllByRole("row")).toHaveLength(MOLARITY_EXAMPLES.length + 1);
    expect(screen.getByRole("heading", { name: "Working backwards: how much to weigh" }).parentElement).toHaveTextContent(
      "0.15 × 58.44 × 0.25 = 2.1915 g",
    );
    expect(screen.getByText(DISCLAIMER_SHORT)).toBeInTheDocument();
    // The <head> is the loader's, for this page.
    expect(molarityMeta({ loaderData } as never)).toBe(loaderData.meta);
    expect(loaderData.meta).toContainEqual({ title: findRoute("/molarity-calculator")!.title });
  });
});
