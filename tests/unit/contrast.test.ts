/**
 * Contrast of the site's colours (issue 53, principles 4 and 5), computed from the palette that
 * global-style.ts writes (src/styles/palette.ts), in the light and the dark scheme:
 * - the focus ring (3px outline, 2px away) reaches 3:1 against every background it sits on: the
 *   page, cards, the alternate surface (a disabled field, table heads), the soft panels; on a
 *   chosen chip (a filled pill) the ring is drawn in the pill's text colour (lab-ui.tsx);
 * - a placeholder ("e.g. …" in the muted colour, opaque) reaches 4.5:1 on a field's fill and on
 *   a disabled field's fill; the words of a disabled button (muted on the alternate surface) too;
 * - the outline of a disabled button (dashed, control colour) reaches 3:1 on the surface.
 */
import { describe, expect, it } from "vitest";
import { contrast, hexToRgb } from "~/styles/contrast";
import { DARK, LIGHT, type ColorToken, type Palette } from "~/styles/palette";

const ratio = (p: Palette, a: ColorToken, b: ColorToken) => contrast(hexToRgb(p[a]), hexToRgb(p[b]));

/** Where a focused control can sit. */
const FOCUS_BACKGROUNDS: readonly ColorToken[] = [
  "bg",
  "surface",
  "surface-alt",
  "primary-soft",
  "danger-soft",
  "warning-soft",
];

describe.each([
  ["light", LIGHT],
  ["dark", DARK],
] as const)("the %s scheme", (_name, palette) => {
  it.each(FOCUS_BACKGROUNDS)("the focus ring has at least 3:1 against %s", (background) => {
    expect(ratio(palette, "focus", background)).toBeGreaterThanOrEqual(3);
  });

  it("the focus ring on a chosen chip (the pill's text colour on the primary fill) has at least 3:1", () => {
    expect(ratio(palette, "primary-text", "primary")).toBeGreaterThanOrEqual(3);
    // The focus colour itself would not do there: that is why the chip draws its own.
    expect(ratio(palette, "focus", "primary")).toBeLessThan(3);
  });

  it.each(["surface", "surface-alt"] as const)("a placeholder has at least 4.5:1 on a field filled with %s", (fill) => {
    expect(ratio(palette, "muted", fill)).toBeGreaterThanOrEqual(4.5);
  });

  it("a disabled button's words have 4.5:1 and its dashed outline 3:1", () => {
    expect(ratio(palette, "muted", "surface-alt")).toBeGreaterThanOrEqual(4.5);
    expect(ratio(palette, "control-border", "surface")).toBeGreaterThanOrEqual(3);
  });
});

describe("contrast arithmetic", () => {
  it("gives 21:1 for black on white and 1:1 for a colour on itself", () => {
    expect(contrast(hexToRgb("#000000"), hexToRgb("#ffffff"))).toBeCloseTo(21, 5);
    expect(contrast(hexToRgb("#0b5cad"), hexToRgb("#0b5cad"))).toBe(1);
  });

  it("refuses what is not a #rrggbb colour", () => {
    expect(() => hexToRgb("var(--c-bg)")).toThrow(/not a #rrggbb colour/);
  });
});
