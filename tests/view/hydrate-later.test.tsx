// @vitest-environment jsdom
/**
 * HydrateLater (src/components/hydrate-later.tsx, issue 33): a part of an island hydrates in a task
 * after its parent's, and the island settles only once every such part has.
 */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { HydrateLater, IslandHydrationContext, createIslandHydration } from "~/components/hydrate-later";
import { nextTask } from "~/lib/next-task";

afterEach(cleanup);

describe("HydrateLater", () => {
  it("outside an island's hydration (a view test, the pre-render) draws its children at once", () => {
    render(
      <HydrateLater>
        <p>the part</p>
      </HydrateLater>,
    );
    expect(screen.getByText("the part")).toBeInTheDocument();
  });

  it("while its island hydrates, draws its children in a later task, and the island settles after", async () => {
    // Rendered as the browser does, outside Testing Library's act (which would wait for the part).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement("div"));
    const root = createRoot(container);
    try {
      const hydration = createIslandHydration();
      let settled = false;
      flushSync(() =>
        root.render(
          <IslandHydrationContext.Provider value={hydration}>
            <p>the parent</p>
            <HydrateLater>
              <p>the part</p>
            </HydrateLater>
          </IslandHydrationContext.Provider>,
        ),
      );
      void hydration.settled().then(() => (settled = true));
      // The part waits for its task; the parent is drawn, nothing is settled yet.
      expect(container.textContent).toBe("the parent");
      expect(settled).toBe(false);
      await waitFor(() => expect(container.textContent).toBe("the parentthe part"));
      await waitFor(() => expect(settled).toBe(true));
      expect(hydration.isSettled).toBe(true);
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
    }
  });

  it("a part mounted once the island has settled draws at once", async () => {
    const hydration = createIslandHydration();
    await hydration.settled();
    render(
      <IslandHydrationContext.Provider value={hydration}>
        <HydrateLater>
          <p>mounted later</p>
        </HydrateLater>
      </IslandHydrationContext.Provider>,
    );
    expect(screen.getByText("mounted later")).toBeInTheDocument();
  });
});

describe("createIslandHydration", () => {
  it("settles only once every registered part has hydrated, parts registered meanwhile included", async () => {
    const hydration = createIslandHydration();
    const first = hydration.later();
    const second = hydration.later();
    hydration.register(first);
    let settled = false;
    void hydration.settled().then(() => (settled = true));
    first.markHydrated();
    hydration.register(second);
    await nextTask();
    expect(settled).toBe(false);
    second.markHydrated();
    await nextTask();
    expect(settled).toBe(true);
  });

  it("a part made but never registered (a render thrown away) does not hold it", async () => {
    const hydration = createIslandHydration();
    hydration.later();
    await expect(hydration.settled()).resolves.toBeUndefined();
  });
});
