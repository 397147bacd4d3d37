// @vitest-environment jsdom
/**
 * `checkPage` (tests/view/stable-styles.ts) remembers styles, selector matches and accessible names
 * while a check runs. These tests show that a check finds exactly what the same queries find
 * without it, on rendered calculators, that what it remembered is dropped when the page changes or
 * the focus moves during the check, and that nothing is left replaced after it.
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
import { accessibilityApi, checkPage } from "./stable-styles";

afterEach(cleanup);

const ROLES = [
  "textbox",
  "button",
  "radio",
  "radiogroup",
  "group",
  "status",
  "tab",
  "tablist",
  "tabpanel",
  "heading",
  "link",
  "region",
  "combobox",
  "option",
  "checkbox",
  "list",
  "listitem",
] as const;

/** Every element of each role Testing Library finds, with its accessible name and description. */
function everyRole() {
  return ROLES.map((role) => ({
    role,
    found: screen.queryAllByRole(role).map((el) => ({
      el,
      name: accessibilityApi.computeAccessibleName(el),
      invalid: el.matches("[aria-invalid='true']"),
    })),
  }));
}

describe("checkPage", () => {
  it("finds the same elements by the same roles and names as the queries without it, before and after entries", async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <DilutionCalculator />
        <ConverterCard preset={HOME_PRESET} writeClipboard={() => Promise.resolve()} loadFeatures={FEATURES_AT_ONCE} />
      </ThemeProvider>,
    );
    const compare = () => {
      const outside = everyRole();
      const inside = checkPage(everyRole);
      expect(inside).toEqual(outside);
      return outside.reduce((n, r) => n + r.found.length, 0);
    };
    expect(compare()).toBeGreaterThan(30);
    await user.type(screen.getAllByRole("textbox")[0]!, "abc");
    await user.click(screen.getAllByRole("button", { name: "Calculate" })[0]!);
    compare();
    await user.click(screen.getAllByRole("tab")[1]!);
    compare();
  });

  it("drops what it remembered when the page changes or the focus moves during the check", () => {
    render(
      <main>
        <button type="button">First name</button>
        <input aria-label="Amount" />
      </main>,
    );
    checkPage(() => {
      const button = screen.getByRole("button", { name: "First name" });
      const input = screen.getByRole("textbox", { name: "Amount" });
      expect(button.matches(":focus")).toBe(false);
      expect(getComputedStyle(button).display).toBe("inline-block");
      button.textContent = "Second name";
      expect(screen.getByRole("button", { name: "Second name" })).toBe(button);
      expect(screen.queryByRole("button", { name: "First name" })).toBeNull();
      button.style.display = "none";
      expect(getComputedStyle(button).display).toBe("none");
      expect(screen.queryByRole("button")).toBeNull();
      input.focus();
      expect(input.matches(":focus")).toBe(true);
      input.blur();
      expect(input.matches(":focus")).toBe(false);
    });
  });

  it("replaces the three functions only while the check runs", () => {
    render(<button type="button">Go</button>);
    /* eslint-disable @typescript-eslint/unbound-method -- compared, not called */
    const before = [window.getComputedStyle, window.Element.prototype.matches, accessibilityApi.computeAccessibleName];
    const during = checkPage(() => [
      window.getComputedStyle,
      window.Element.prototype.matches,
      accessibilityApi.computeAccessibleName,
    ]);
    const after = [window.getComputedStyle, window.Element.prototype.matches, accessibilityApi.computeAccessibleName];
    /* eslint-enable @typescript-eslint/unbound-method */
    during.forEach((fn, i) => expect(fn).not.toBe(before[i]));
    expect(after).toEqual(before);
    expect(() => checkPage(() => Promise.resolve())).toThrow(/synchronous/);
  });
});
