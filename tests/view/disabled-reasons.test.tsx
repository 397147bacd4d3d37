// @vitest-environment jsdom
/**
 * Issue 53, principles 2 and 3, at the view level: a control that is offered works or says why
 * not, and every status on screen is current.
 * - 'Print preparation card' and 'Ask for a double check' on the converter card say why they are
 *   off in the words of the converter's state: the page's example, no result (out of range for
 *   0.001 mg), or a dose of 0; never "Type a dose above 0" for a dose above 0.
 * - The weight-based dose calculator's 'Ask for a double check' is off without a result (its
 *   machine refuses the event in every region) and says why; with a result it is on.
 * - The lab calculators' 'Copy record' and 'Print record' each name why they are off.
 * - Batch Convert's 'Copied!' toast goes when Clear empties the list it copied.
 * - 'Copy share link' on every calculator with one says why it is off: an entry too long for a
 *   link, or one holding a hidden character; 'Ask for a double check' while a check is open; the
 *   molarity calculator's common solutes while the molecular weight is being calculated; the
 *   concentration converter names what is missing (the concentration, or its density).
 */
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import toast from "react-hot-toast";
import type { ReactNode } from "react";
import { theme } from "~/styles/theme";
import { ConverterCard } from "~/components/converter/converter-card";
import { WeightDoseCalculator } from "~/components/clinical/weight-dose-calculator";
import { MolarityCalculator } from "~/components/lab/molarity-calculator";
import { HOME_PRESET } from "~/data/doses";
import { PRINT_NOT_YET, PRINT_READY, ASK_CHECK_NOTE } from "~/machines/converter-card/converter-card.connect";
import { RECORD_WAITS_NOTE } from "~/domain/lab/lab-record";
import { BATCH_CONTROLS } from "~/machines/batch/batch.controls";
import { BATCH_MESSAGES } from "~/machines/batch/batch.calc";
import { FEATURES_AT_ONCE } from "./card-features";
import { ConcentrationConverter } from "~/components/lab/concentration-converter";
import { SerialDilutionCalculator } from "~/components/lab/serial-dilution-calculator";
import { DilutionCalculator } from "~/components/lab/dilution-calculator";
import { CHECK_LABELS, REQUEST_OFF_WHILE } from "~/machines/weight-dose/weight-dose.connect";
import { SOLUTES_OFF_REASON } from "~/machines/molarity/molarity.connect";
import { wholeText } from "./whole-text";

afterEach(() => {
  act(() => toast.remove());
  cleanup();
});

const wrap = (node: ReactNode) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);
const button = (name: string) => screen.getByRole("button", { name });

async function retype(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe("the converter card's print and double check say why they are off", () => {
  it("follows the converter's state: the example, out of range, a dose of 0, empty, then ready", async () => {
    const user = userEvent.setup();
    wrap(<ConverterCard preset={HOME_PRESET} loadFeatures={FEATURES_AT_ONCE} />);
    const amount = document.getElementById("converter-amount") as HTMLInputElement;
    const print = () => button("Print preparation card");
    const ask = () => button("Ask for a double check");
    // The home page's example (0 mg at 100 mg/mL): not a preparation, nothing to check.
    expect(print()).toBeDisabled();
    expect(print()).toHaveAccessibleDescription(PRINT_NOT_YET);
    expect(ask()).toBeDisabled();
    expect(ask()).toHaveAccessibleDescription(
      "Ask for a double check works once the amount is above 0: a dose of 0 is not a preparation.",
    );
    // 0.001 mg: a dose above 0 whose volume is too small to show; the reason says so.
    await retype(user, amount, "0.001");
    await waitFor(() =>
      expect(print()).toHaveAccessibleDescription(
        "Print preparation card works once there is a result: this one is out of the range that can be shown.",
      ),
    );
    expect(print()).toBeDisabled();
    expect(ask()).toBeDisabled();
    expect(ask()).toHaveAccessibleDescription(
      "Ask for a double check works once there is a result: this one is out of the range that can be shown.",
    );
    // 0 mg: a result, but not a preparation.
    await retype(user, amount, "0");
    await waitFor(() =>
      expect(print()).toHaveAccessibleDescription(
        "Print preparation card works once the amount is above 0: a dose of 0 is not a preparation.",
      ),
    );
    // Empty, then refused.
    await retype(user, amount, "");
    await waitFor(() =>
      expect(print()).toHaveAccessibleDescription(
        "Print preparation card works once there is a result: fill in the fields first.",
      ),
    );
    await retype(user, amount, "abc");
    await waitFor(() =>
      expect(print()).toHaveAccessibleDescription(
        "Print preparation card works once there is a result: correct the highlighted field first.",
      ),
    );
    // A typed dose with a result: both on, with what they do.
    await retype(user, amount, "20");
    await waitFor(() => expect(print()).toBeEnabled());
    expect(print()).toHaveAccessibleDescription(PRINT_READY);
    expect(ask()).toBeEnabled();
    expect(ask()).toHaveAccessibleDescription(ASK_CHECK_NOTE);
  });

  it("'Copy result' says why it is off with an empty amount, and nothing once it is on", async () => {
    const user = userEvent.setup();
    wrap(<ConverterCard preset={HOME_PRESET} loadFeatures={FEATURES_AT_ONCE} />);
    const amount = document.getElementById("converter-amount") as HTMLInputElement;
    await retype(user, amount, "");
    await waitFor(() => expect(button("Copy result")).toBeDisabled());
    expect(button("Copy result")).toHaveAccessibleDescription(
      "Copy result works once there is a result: fill in the fields first.",
    );
    await retype(user, amount, "20");
    await waitFor(() => expect(button("Copy result")).toBeEnabled());
    expect(button("Copy result")).not.toHaveAttribute("aria-describedby");
  });
});

describe("the weight-based dose calculator's double check", () => {
  it("is off without a result, says why, and is on with one", async () => {
    const user = userEvent.setup();
    wrap(<WeightDoseCalculator writeClipboard={() => Promise.resolve()} />);
    const ask = () => button("Ask for a double check");
    expect(ask()).toBeDisabled();
    const reason = "Copy result and Ask for a double check work once there is a result: fill in the fields first.";
    expect(ask()).toHaveAccessibleDescription(reason);
    expect(button("Copy result")).toHaveAccessibleDescription(reason);
    expect(screen.getByText(wholeText(reason))).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /^Weight/ }), "10");
    await user.type(screen.getByRole("textbox", { name: /^Order/ }), "15");
    await waitFor(() => expect(ask()).toBeEnabled());
    expect(ask()).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByText(wholeText(reason))).toBeNull();
  });
});

describe("the lab calculators' record buttons", () => {
  it("each names why it is off before a result", () => {
    wrap(<MolarityCalculator />);
    for (const name of ["Copy record", "Print record"]) {
      expect(button(name)).toBeDisabled();
      expect(button(name)).toHaveAccessibleDescription(RECORD_WAITS_NOTE);
    }
  });
});

describe("Batch Convert's statuses are current", () => {
  it("Copy all and Download CSV say why they are off; Clear takes the 'Copied!' toast away", async () => {
    const user = userEvent.setup();
    const written: string[] = [];
    wrap(
      <ConverterCard
        preset={HOME_PRESET}
        loadFeatures={FEATURES_AT_ONCE}
        writeClipboard={(text) => {
          written.push(text);
          return Promise.resolve();
        }}
      />,
    );
    await user.click(screen.getByRole("tab", { name: "Batch Convert" }));
    expect(button("Copy all")).toHaveAccessibleDescription(BATCH_MESSAGES.notConverted);
    expect(button("Download CSV")).toHaveAccessibleDescription(BATCH_MESSAGES.notConverted);
    await user.type(screen.getByRole("textbox", { name: "Values to convert" }), "abc");
    await user.click(button(BATCH_CONTROLS.convert));
    // Nothing converted: Download CSV is on (the refusals are a file too), Copy all says why not.
    expect(button("Download CSV")).toBeEnabled();
    expect(button("Copy all")).toHaveAccessibleDescription(BATCH_MESSAGES.noneConverted);
    await user.clear(screen.getByRole("textbox", { name: "Values to convert" }));
    await user.type(screen.getByRole("textbox", { name: "Values to convert" }), "10, 20");
    await user.click(button(BATCH_CONTROLS.convert));
    await user.click(button("Copy all"));
    expect(written).toHaveLength(1);
    expect(await screen.findByText("2 results copied to clipboard")).toBeInTheDocument();
    await user.click(button(BATCH_CONTROLS.clear));
    await waitFor(() => expect(screen.queryByText("2 results copied to clipboard")).toBeNull());
    expect(screen.queryByText("Copied!")).toBeNull();
  });
});

/** A description that starts with the text (the converter's link button is also described by its note). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

describe("'Copy share link' says why it is off", () => {
  const LONG = "1".repeat(65);
  const TOO_LONG =
    "Copy share link works once every entry fits in a link: an entry is longer than 64 characters; shorten it.";
  const HIDDEN =
    "Copy share link works once every entry fits in a link: an entry holds a hidden character (such as a zero-width space); type it again.";
  const calculators: readonly [string, () => ReactNode][] = [
    ["the converter", () => <ConverterCard preset={HOME_PRESET} loadFeatures={FEATURES_AT_ONCE} />],
    ["the concentration converter", () => <ConcentrationConverter />],
    ["serial dilution", () => <SerialDilutionCalculator />],
    ["molarity", () => <MolarityCalculator />],
    ["dilution", () => <DilutionCalculator />],
    ["the weight-based dose", () => <WeightDoseCalculator writeClipboard={() => Promise.resolve()} />],
  ];
  it.each(calculators)("on %s: an entry too long, then a hidden character, then on", async (_, card) => {
    const user = userEvent.setup();
    wrap(card());
    const share = () => button("Copy share link");
    const field = screen.getAllByRole("textbox").find((input) => !(input as HTMLInputElement).disabled)!;
    expect(share()).toBeEnabled();
    // On, it gives no reason (the converter's button is still described by what a link holds).
    expect(share()).not.toHaveAccessibleDescription(/works once/);
    await user.clear(field);
    await user.click(field);
    await user.paste(LONG);
    await waitFor(() => expect(share()).toBeDisabled());
    expect(share()).toHaveAccessibleDescription(startsWith(TOO_LONG));
    expect(screen.getByText(wholeText(TOO_LONG))).toBeVisible();
    await user.clear(field);
    await user.click(field);
    await user.paste("1\u200b0");
    await waitFor(() => expect(share()).toHaveAccessibleDescription(startsWith(HIDDEN)));
    expect(share()).toBeDisabled();
    await user.clear(field);
    await user.type(field, "10");
    await waitFor(() => expect(share()).toBeEnabled());
    expect(share()).not.toHaveAccessibleDescription(/works once/);
    expect(screen.queryByText(wholeText(TOO_LONG))).toBeNull();
    expect(screen.queryByText(wholeText(HIDDEN))).toBeNull();
  });
});

describe("'Ask for a double check' while a double check is open", () => {
  it("says to close the check, and is on again once it is closed", async () => {
    const user = userEvent.setup();
    wrap(<WeightDoseCalculator writeClipboard={() => Promise.resolve()} />);
    const weight = () => screen.getByRole("textbox", { name: "Weight (kg)" });
    const order = () => screen.getByRole("textbox", { name: /^Order/ });
    await user.type(weight(), "10");
    await user.type(order(), "15");
    await user.click(button(CHECK_LABELS.request));
    await user.click(button(CHECK_LABELS.start));
    await user.type(weight(), "10");
    await user.type(order(), "15");
    await user.click(button(CHECK_LABELS.compare));
    await screen.findByRole("heading", { name: "Double checked: the two entries match" });
    // The form is back beside the agreed dose; a second check cannot start while this one is open.
    expect(button(CHECK_LABELS.request)).toBeDisabled();
    expect(button(CHECK_LABELS.request)).toHaveAccessibleDescription(REQUEST_OFF_WHILE.match);
    expect(screen.getByText(wholeText(REQUEST_OFF_WHILE.match))).toBeVisible();
    expect(REQUEST_OFF_WHILE.match).toContain(CHECK_LABELS.close);
    await user.click(button(CHECK_LABELS.close));
    await waitFor(() => expect(button(CHECK_LABELS.request)).toBeEnabled());
    expect(button(CHECK_LABELS.request)).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByText(wholeText(REQUEST_OFF_WHILE.match))).toBeNull();
  });
});

describe("the molarity calculator's common solutes", () => {
  it("say why they are off while the molecular weight is being calculated", async () => {
    const user = userEvent.setup();
    wrap(<MolarityCalculator />);
    const solutes = () => within(screen.getByRole("group", { name: /Common solutes/ })).getAllByRole("button");
    for (const solute of solutes()) {
      expect(solute).toBeEnabled();
      expect(solute).not.toHaveAttribute("aria-describedby");
    }
    await user.click(screen.getByRole("radio", { name: "Molecular weight" }));
    await waitFor(() => expect(solutes()[0]).toBeDisabled());
    for (const solute of solutes()) {
      expect(solute).toBeDisabled();
      expect(solute).toHaveAccessibleDescription(SOLUTES_OFF_REASON);
    }
    expect(screen.getByText(SOLUTES_OFF_REASON)).toBeVisible();
    await user.click(screen.getByRole("radio", { name: "Molarity" }));
    await waitFor(() => expect(solutes()[0]).toBeEnabled());
    expect(screen.queryByText(SOLUTES_OFF_REASON)).toBeNull();
  });
});

describe("the concentration converter names what is missing", () => {
  it("the concentration, then the solution's or the pure liquid's density", async () => {
    const user = userEvent.setup();
    wrap(<ConcentrationConverter />);
    const copy = () => button("Copy all units");
    const value = screen.getAllByRole("textbox")[0]!;
    await user.clear(value);
    await waitFor(() =>
      expect(copy()).toHaveAccessibleDescription(
        "Copy all units and Print record work once there is a result: enter a concentration first.",
      ),
    );
    await user.type(value, "10");
    await user.click(screen.getByRole("radio", { name: "% w/w" }));
    await waitFor(() =>
      expect(copy()).toHaveAccessibleDescription(
        "Copy all units and Print record work once there is a result: enter the solution's density in Density (g/mL), or choose a reagent.",
      ),
    );
    expect(button("Print record")).toHaveAccessibleDescription(
      "Copy all units and Print record work once there is a result: enter the solution's density in Density (g/mL), or choose a reagent.",
    );
    await user.click(screen.getByRole("radio", { name: "% v/v" }));
    await waitFor(() =>
      expect(copy()).toHaveAccessibleDescription(
        "Copy all units and Print record work once there is a result: enter the density of the pure liquid in Density (g/mL).",
      ),
    );
    expect(screen.queryByText(/fill in the fields/)).toBeNull();
    await user.type(screen.getByRole("textbox", { name: /^Density/ }), "0.789");
    await waitFor(() => expect(copy()).toBeEnabled());
    expect(copy()).not.toHaveAttribute("aria-describedby");
  });
});
