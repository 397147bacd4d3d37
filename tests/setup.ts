import "@testing-library/jest-dom/vitest";

// jsdom has no matchMedia; react-hot-toast and the theme's media queries ask for it.
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Testing Library's waitFor / findBy* retry until the page agrees, for at most 1 s by default.
// On a loaded two-core machine a render can take longer than that: a limit, not a check (a
// wrong page still fails, only later).
if (typeof window !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 10_000 });
}

// toHaveTextContent collapses the element's whitespace (every \s, the narrow no-break space U+202F
// that groups thousands included) to one ordinary space before it compares, but not the expected
// text: "58 440 mg" as the connect layer writes it (U+202F) would never match the element's own
// "58 440 mg". The expected text is collapsed the same way, so the two are compared alike.
{
  const { expect } = await import("vitest");
  const matchers = await import("@testing-library/jest-dom/matchers");
  expect.extend({
    toHaveTextContent(
      this: unknown,
      element: HTMLElement | SVGElement,
      expected: string | RegExp,
      options?: { normalizeWhitespace: boolean },
    ) {
      const same = typeof expected === "string" && options?.normalizeWhitespace !== false;
      const text = same ? expected.replace(/\s+/g, " ") : expected;
      type Result = { pass: boolean; message: () => string };
      return (matchers.toHaveTextContent as (...args: unknown[]) => Result).call(this, element, text, options);
    },
  });
}

// jsdom's getComputedStyle, answering display, visibility and pointer-events (what Testing
// Library and user-event read) without copying every property of every matching rule: exact by
// construction, compared with jsdom's own on rendered pages (tests/view/fast-styles.ts).
if (typeof window !== "undefined") {
  const { fastComputedStyle } = await import("./view/fast-styles");
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call(window)
  const jsdomGetComputedStyle = window.getComputedStyle;
  Object.assign(window, { jsdomGetComputedStyle });
  window.getComputedStyle = fastComputedStyle(window, jsdomGetComputedStyle);
}
