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
