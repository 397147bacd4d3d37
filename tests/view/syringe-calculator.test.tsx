// @vitest-environment jsdom
/**
 * The syringe calculator in the DOM: the drawing follows the converter's result, the fill
 * stops at the nearest measurable mark, warnings appear at the right volumes (not live: the page's
 * one announcer says the reading once), insulin units show on the U-100 syringe, and the drawing has a text alternative.
 */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { theme } from "~/styles/theme";
import { SYRINGE_PRESET } from "~/data/doses";
import { SyringeCalculator } from "~/components/syringe/syringe-calculator";
import { CONVERTER_CONTROLS } from "~/machines/converter/converter.controls";
import { FEATURES_AT_ONCE } from "./card-features";

afterEach(cleanup);

function setup() {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <SyringeCalculator preset={SYRINGE_PRESET} writeClipboard={async () => {}} loadFeatures={FEATURES_AT_ONCE} />
    </ThemeProvider>,
  );
  const amount = screen.getByRole("textbox", { name: "Amount (mg)" });
  const select = screen.getByRole("combobox", { name: "Syringe" });
  const warnings = screen.getByRole("status", { name: "Syringe check" });
  const drawing = () => screen.getByRole("img");
  const typeAmount = async (text: string) => {
    await user.clear(amount);
    if (text) await user.type(amount, text);
  };
  return { user, amount, select, warnings, drawing, typeAmount };
}

/** Fill width as a fraction of the barrel (0 mark to capacity mark), read from the SVG. */
function fillFraction(svg: HTMLElement): number {
  const fill = svg.querySelector('[data-part="fill"]');
  if (!fill) return 0;
  const ticks = Array.from(svg.querySelectorAll("line.tick")).slice(1) as SVGLineElement[];
  const xs = ticks.map((t) => Number(t.getAttribute("x1")));
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  return Number(fill.getAttribute("width")) / (x1 - x0);
}

describe("syringe calculator", () => {
  it("starts with the preset 2.5 mg at 50 mg/mL = 0.05 mL on the 1 mL oral syringe's 0.05 mL mark (marked every 0.01 mL), with the small-volume caution", () => {
    const { warnings, drawing } = setup();
    expect(screen.getByRole("status", { name: "Result" })).toHaveTextContent("0.05 mL");
    const svg = drawing();
    expect(svg).toHaveAttribute("data-syringe", "oral-1");
    expect(svg).toHaveAttribute("data-status", "onMark");
    // One short name; the description says the rest without repeating it (issue 28).
    expect(svg).toHaveAccessibleName("1 mL oral syringe");
    expect(svg).toHaveAccessibleDescription("Holds 1 mL, marked every 0.01 mL, filled to the 0.05 mL mark.");
    expect(svg).not.toHaveAccessibleDescription(expect.stringContaining("oral syringe"));
    expect(fillFraction(svg)).toBeCloseTo(0.05, 6);
    // Not live: it changes with every keystroke; the page's one announcer says the reading once.
    expect(warnings).toHaveAttribute("aria-live", "off");
    expect(warnings).toHaveTextContent(
      "Very small volume: 0.05 mL is under 0.1 mL and hard to measure reliably with any syringe.",
    );
    expect(warnings).not.toHaveTextContent("Between marks");
    expect(warnings).not.toHaveTextContent("no rounding needed");
    expect(screen.getByTestId("syringe-summary")).toHaveTextContent(
      "Draw up to the 0.05 mL mark on the 1 mL oral syringe",
    );
  });

  it("the fill follows the converter: 125 mg → 2.5 mL on the 3 mL oral syringe's 2.5 mL mark (the one syringe rule); 112.5 mg → 2.25 mL is halfway between its marks", async () => {
    const { typeAmount, drawing, warnings } = setup();
    await typeAmount("125");
    expect(drawing()).toHaveAttribute("data-syringe", "oral-3");
    expect(drawing()).toHaveAttribute("data-status", "onMark");
    expect(fillFraction(drawing())).toBeCloseTo(2.5 / 3, 6);
    await typeAmount("112.5");
    expect(drawing()).toHaveAttribute("data-syringe", "oral-3");
    expect(drawing()).toHaveAttribute("data-status", "betweenMarks");
    expect(warnings).toHaveTextContent("2.25 mL is halfway between the 2.2 mL and 2.3 mL marks");
    expect(warnings).toHaveTextContent(
      "None of the oral syringes listed here measures it more closely: ask a pharmacist before rounding.",
    );
    expect(screen.getByTestId("syringe-summary")).toHaveTextContent(
      "2.25 mL falls between the marks of the 3 mL oral syringe (marked every 0.1 mL)",
    );
  });

  it("a volume on a mark has no warning", async () => {
    const { typeAmount, drawing, warnings } = setup();
    await typeAmount("100");
    expect(drawing()).toHaveAttribute("data-status", "onMark");
    expect(within(warnings).queryAllByRole("listitem")).toHaveLength(0);
    expect(warnings).toHaveTextContent("no rounding needed");
    expect(screen.getByTestId("syringe-summary")).toHaveTextContent(
      "Draw up to the 2 mL mark on the 3 mL oral syringe",
    );
    expect(fillFraction(drawing())).toBeCloseTo(2 / 3, 6);
  });

  it("600 mg = 12 mL exceeds every oral syringe: a 'check the dose' caution, never split into parts; a chosen small syringe names the one that fits", async () => {
    const { typeAmount, drawing, warnings, user, select } = setup();
    await typeAmount("600");
    expect(drawing()).toHaveAttribute("data-status", "exceeds");
    expect(fillFraction(drawing())).toBeCloseTo(1, 6);
    expect(warnings).toHaveTextContent("Check the dose: 12 mL is more than any oral syringe here holds (10 mL)");
    expect(warnings).not.toHaveTextContent("equal parts");
    await typeAmount("200");
    await user.selectOptions(select, "oral-1");
    expect(warnings).toHaveTextContent("4 mL does not fit in the 1 mL oral syringe. The 5 mL oral syringe holds it.");
  });

  it("injection syringes, and insulin units only on the insulin syringe", async () => {
    const { user, select, drawing, typeAmount } = setup();
    await user.selectOptions(select, "auto-injection");
    expect(drawing()).toHaveAttribute("data-syringe", "tuberculin-1");
    expect(drawing()).toHaveAttribute("data-status", "onMark");
    expect(screen.queryByTestId("syringe-units")).toBeNull();
    await user.selectOptions(select, "insulin-0-5");
    expect(screen.getByTestId("syringe-units")).toHaveTextContent(
      "On this U-100 syringe 0.05 mL is 5 units (100 units = 1 mL).",
    );
    const insulinWarning = within(screen.getByTestId("syringe-warnings")).getAllByRole("listitem")[0]!;
    expect(insulinWarning).toHaveTextContent("Insulin syringe: for insulin only, measured in units.");
    expect(insulinWarning.querySelector("strong")).not.toBeNull();
    expect(screen.getByTestId("syringe-warnings")).not.toHaveTextContent("no rounding needed");
    expect(screen.getByTestId("syringe-summary")).not.toHaveTextContent("Draw up");
    await typeAmount("0.2");
    expect(screen.getByTestId("syringe-warnings")).toHaveTextContent("Too small to measure");
  });

  it("a syringe that does not suit the route is the first caution, framed as a danger, and never reassured", async () => {
    const { user, select, warnings, typeAmount } = setup();
    const panel = screen.getByTestId("syringe-panel");
    const route = screen.getByRole("combobox", { name: CONVERTER_CONTROLS.route });
    await typeAmount("15");
    await user.selectOptions(route, "oral");
    expect(warnings).toHaveTextContent("no rounding needed");
    await user.selectOptions(select, "tuberculin-1");
    expect(panel).toHaveAttribute("data-route-fit", "injectionByMouth");
    const first = within(warnings).getAllByRole("listitem")[0]!;
    expect(first).toHaveTextContent(
      "Wrong kind of syringe for the route: the route is by mouth, and the 1 mL tuberculin syringe is an injection syringe.",
    );
    expect(first.querySelector("strong")).not.toBeNull();
    expect(warnings).not.toHaveTextContent("no rounding needed");
    // The drawing still shows where the volume falls on the syringe chosen.
    expect(screen.getByTestId("syringe-summary")).toHaveTextContent(
      "Draw up to the 0.3 mL mark on the 1 mL tuberculin syringe",
    );
    // No route stated: the same syringe asks for the route.
    await user.selectOptions(route, "unstated");
    expect(panel).toHaveAttribute("data-route-fit", "injectionNoRoute");
    expect(within(warnings).getAllByRole("listitem")[0]).toHaveTextContent(
      /^No route stated, and the 1 mL tuberculin syringe/,
    );
    // An injection: the chooser goes to the rule's injection syringe, which suits it.
    await user.selectOptions(route, "injection");
    expect(select).toHaveValue("auto-injection");
    expect(panel).toHaveAttribute("data-route-fit", "suits");
    await user.selectOptions(select, "oral-1");
    expect(panel).toHaveAttribute("data-route-fit", "oralForInjection");
    expect(within(warnings).getAllByRole("listitem")[0]).toHaveTextContent(
      /^Wrong kind of syringe for the route: the route is injection/,
    );
  });

  it("no result means an empty syringe with a calm message, never NaN", async () => {
    const { typeAmount, drawing } = setup();
    await typeAmount("abc");
    expect(drawing()).toHaveAttribute("data-status", "empty");
    expect(screen.getByTestId("syringe-summary")).toHaveTextContent("No volume yet");
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it("after Swap direction the amount field is a volume, drawn as typed", async () => {
    const { user, drawing } = setup();
    await user.click(screen.getByRole("button", { name: CONVERTER_CONTROLS.swap }));
    expect(screen.getByRole("textbox", { name: "Amount (mL)" })).toBeInTheDocument();
    const input = screen.getByRole("textbox", { name: "Amount (mL)" });
    await user.clear(input);
    await user.type(input, "3");
    expect(drawing()).toHaveAttribute("data-syringe", "oral-3");
    expect(screen.getByTestId("syringe-summary")).toHaveTextContent(
      "Draw up to the 3 mL mark on the 3 mL oral syringe",
    );
  });
});
