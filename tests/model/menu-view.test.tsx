// @vitest-environment jsdom
/**
 * Model-based tests of the site menu, view level: every path of the menu model is played on the
 * real page frame (header, dropdowns, side menu, inside a React Router stub) by user actions with
 * Testing Library: press the dropdown buttons, Arrow Down on a focused button, Escape, a press
 * outside the open panel, following a link, Open menu / Close menu.
 *
 * After every step the page must show the model state (which panel is open, aria-expanded of
 * every menu button, the side menu dialog present or not), the focus must be where the spec puts
 * it, and the header's own actor must have taken exactly the transitions the model predicts (read
 * from XState's inspection events): a view that reaches the right end state by another route,
 * e.g. closing the open dropdown first and then opening the next one, fails here.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, createRoutesStub, useLocation } from "react-router";
import { ThemeProvider } from "styled-components";
import type { AnyTransitionDefinition, SnapshotFrom } from "xstate";
import { theme } from "~/styles/theme";
import { SiteFrame } from "~/components/frame/site-frame";
import { NAV_AFTER, NAV_DROPDOWNS, NAV_HOME, panelLinks } from "~/data/navigation";
import type { menuMachine } from "~/machines/menu/menu.machine";
import type { DropdownId, MenuEvent } from "~/machines/menu/menu.types";
import { connectMenu } from "~/machines/menu/menu.connect";
import { transitionKey, type ModelStep } from "../../tools/statecharts/model";
import { createMenuModel } from "../../tools/statecharts/machine-registry";
import { ANNOUNCER_ID, ANNOUNCE_DELAY_MS } from "~/lib/announce";
import { checkPage } from "../view/stable-styles";

type MenuSnapshot = SnapshotFrom<typeof menuMachine>;

/** Transitions the header's menu actor takes, read from XState's inspection events. */
const recorder = vi.hoisted(() => ({ taken: [] as unknown[] }));

vi.mock("@xstate/react", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@xstate/react")>();
  const useActorRef = ((logic: never, options?: Record<string, unknown>, observer?: never) =>
    actual.useActorRef(
      logic,
      {
        ...options,
        inspect: (ev: { type: string; actorRef: unknown }) => {
          const actor = ev.actorRef as { logic?: { id?: string } };
          if (ev.type === "@xstate.microstep" && actor.logic?.id === "menu") {
            recorder.taken.push(...((ev as unknown as { _transitions?: unknown[] })._transitions ?? []));
          }
        },
      } as never,
      observer,
    )) as unknown as typeof actual.useActorRef;
  return { ...actual, useActorRef };
});

// Walks of at most 20 steps: each test stays within the 30 s timeout on a loaded machine (the
// walks still take every state and transition together, asserted last).
const model = createMenuModel().withStrategy("walk", 20);
const tracker = model.coverage("view");

function takenKeys(): string[] {
  const keys = (recorder.taken as AnyTransitionDefinition[]).map(transitionKey).filter((k): k is string => k !== null);
  recorder.taken.length = 0;
  return keys;
}

function PageStub() {
  const location = useLocation();
  return <h1>Page {location.pathname}</h1>;
}

function Layout() {
  const { pathname } = useLocation();
  return (
    <ThemeProvider theme={theme}>
      <SiteFrame path={pathname}>
        <Outlet />
      </SiteFrame>
    </ThemeProvider>
  );
}

const Stub = createRoutesStub([{ Component: Layout, children: [{ path: "*", Component: PageStub }] }]);

type User = ReturnType<typeof userEvent.setup>;

/**
 * Renders the page frame on `path` and waits for the header: it is an island
 * (src/components/islands.tsx) whose code arrives after the page's, and it marks itself
 * data-menu-ready="true" once mounted, with its menus working.
 */
async function renderFrame(path: string) {
  render(<Stub initialEntries={[path]} />);
  // Generous limits: on a busy machine the header's lazily loaded file can take seconds.
  await screen.findByRole("heading", { level: 1, name: `Page ${path}` }, { timeout: 10_000 });
  await waitFor(
    () => expect(document.querySelector("header[data-menu-ready]")).toHaveAttribute("data-menu-ready", "true"),
    {
      timeout: 10_000,
    },
  );
}

/**
 * An announcement an earlier test started (a navigation) is put in after ANNOUNCE_DELAY_MS; let
 * it land (in no region: that test's page is gone) before a test that checks the announcer's
 * silence renders its own page.
 */
const settleAnnouncer = () => new Promise((resolve) => setTimeout(resolve, ANNOUNCE_DELAY_MS + 1));

/** The side menu's code is loaded when it is first opened: wait for the dialog to be shown. */
async function findSideMenu(): Promise<HTMLElement> {
  return screen.findByRole("dialog", { name: "Site menu" }, { timeout: 10_000 });
}

const mainNav = () => screen.getByRole("navigation", { name: "Main" });
const trigger = (id: DropdownId) =>
  within(mainNav()).getByRole("button", { name: NAV_DROPDOWNS.find((d) => d.id === id)!.label });
const panelOf = (id: DropdownId) => document.getElementById(trigger(id).getAttribute("aria-controls")!)!;
const openMenuButton = () => screen.getByRole("button", { name: "Open menu" });
const sideMenu = () => screen.queryByRole("dialog", { name: "Site menu" });

/** Which panel the page shows open, from the DOM. */
function openPanelOnPage(): DropdownId | "side" | null {
  const dropdowns = NAV_DROPDOWNS.filter((d) => trigger(d.id).getAttribute("aria-expanded") === "true").map(
    (d) => d.id,
  );
  const open: Array<DropdownId | "side"> = [...dropdowns, ...(sideMenu() ? (["side"] as const) : [])];
  expect(open.length).toBeLessThanOrEqual(1);
  return open[0] ?? null;
}

function openPanelOf(s: MenuSnapshot): DropdownId | "side" | null {
  if (s.matches("side")) return "side";
  return NAV_DROPDOWNS.find((d) => s.matches({ dropdown: d.id }))?.id ?? null;
}

/** The link a 'navigate' step follows, and where it must lead. */
function linkToFollow(open: DropdownId | "side"): { name: string; to: string } {
  // In a dropdown: its first link. In the side menu: Home, the page already shown when the path
  // starts on '/', which must close the menu too (a same-page navigation).
  if (open === "side") return { name: NAV_HOME.label, to: NAV_HOME.to };
  const link = NAV_DROPDOWNS.find((d) => d.id === open)!.links[0]!;
  return { name: link.label, to: link.to };
}

/** What an 'outside' step pressed: the focus goes where a press there puts it, nowhere else. */
let lastPressed: HTMLElement | null = null;

async function perform(user: User, step: ModelStep<MenuSnapshot>) {
  const e = step.event as MenuEvent;
  const before = openPanelOf(step.before);
  switch (e.type) {
    case "dropdown.toggle":
      await user.click(trigger(e.menu));
      return;
    case "dropdown.open":
      act(() => trigger(e.menu).focus());
      await user.keyboard("{ArrowDown}");
      return;
    case "side.open":
      await user.click(openMenuButton());
      if (openPanelOf(step.state) === "side") {
        // The panel's code arrives on first use (lazy): the dialog can be in the page a moment
        // before its mount effect moves the focus into it.
        const dialog = await findSideMenu();
        await waitFor(() => expect(within(dialog).getByRole("button", { name: "Close menu" })).toHaveFocus(), {
          timeout: 10_000,
        });
      }
      return;
    case "side.close":
      await user.click(within(sideMenu()!).getByRole("button", { name: "Close menu" }));
      return;
    case "escape":
      await user.keyboard("{Escape}");
      return;
    case "outside": {
      // The dimmed backdrop beside the side menu; the page's heading beside a dropdown.
      const target =
        before === "side"
          ? (sideMenu()!.previousElementSibling as HTMLElement)
          : screen.getByRole("heading", { level: 1 });
      lastPressed = target;
      await user.click(target);
      return;
    }
    case "trigger.focus": {
      // By keyboard: Tab (or Shift+Tab) from where the focus is until it reaches that button.
      const target = e.trigger === "side" ? openMenuButton() : trigger(e.trigger);
      const from = document.activeElement ?? document.body;
      const forward =
        from === document.body || Boolean(from.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING);
      for (let i = 0; i < 80 && document.activeElement !== target; i += 1) await user.tab({ shift: !forward });
      expect(target).toHaveFocus();
      return;
    }
    case "navigate": {
      // The site's links are plain links: the browser loads the next page. jsdom cannot, so the
      // press is recorded (and its page load left out) by followedLinks below.
      const link = linkToFollow(before!);
      const scope = before === "side" ? sideMenu()! : panelOf(before!);
      await user.click(within(scope).getByRole("link", { name: link.name }));
      return;
    }
  }
}

/** The checks below, read at one moment of the page (see tests/view/stable-styles.ts). */
function expectView(state: MenuSnapshot, step: ModelStep<MenuSnapshot> | null) {
  checkPage(() => expectViewNow(state, step));
}

function expectViewNow(state: MenuSnapshot, step: ModelStep<MenuSnapshot> | null) {
  const open = openPanelOf(state);
  expect(openPanelOnPage()).toBe(open);
  // The expected screen is the menu's connect layer's view model of the state (what the header spreads).
  const view = connectMenu(state, () => undefined);
  for (const d of NAV_DROPDOWNS) {
    const want = view.dropdowns.find((v) => v.id === d.id)!;
    const isOpen = want.open;
    expect(isOpen).toBe(open === d.id);
    expect(trigger(d.id)).toHaveAttribute("aria-expanded", String(want.trigger["aria-expanded"]));
    expect(trigger(d.id)).toHaveAttribute("aria-controls", want.panelId);
    const panel = panelOf(d.id);
    expect(panel.id).toBe(want.panelId);
    if (isOpen) {
      expect(panel).toBeVisible();
      expect(within(panel).getByText(d.title)).toBeInTheDocument();
      expect(within(panel).getAllByRole("link")).toHaveLength(panelLinks(d).length);
    } else {
      expect(panel).not.toBeVisible();
    }
  }
  expect(openMenuButton()).toHaveAttribute("aria-expanded", String(view.side.button["aria-expanded"]));
  expect(openMenuButton()).toHaveAccessibleName(view.side.button.label);
  if (view.side.open) {
    const dialog = sideMenu()!;
    expect(dialog).toHaveAttribute("aria-modal", "true");
    for (const d of NAV_DROPDOWNS) expect(within(dialog).getByRole("region", { name: d.title })).toBeInTheDocument();
  } else {
    expect(sideMenu()).toBeNull();
  }
  if (!step) return;

  // Focus, as the spec puts it.
  const e = step.event as MenuEvent;
  const before = openPanelOf(step.before);
  const active = document.activeElement;
  switch (e.type) {
    case "dropdown.toggle":
      expect(active).toBe(trigger(e.menu));
      break;
    case "dropdown.open":
      expect(active).toBe(within(panelOf(e.menu)).getAllByRole("link")[0]);
      break;
    case "side.open":
      expect(active).toBe(within(sideMenu()!).getByRole("button", { name: "Close menu" }));
      break;
    case "side.close":
      expect(active).toBe(openMenuButton());
      break;
    case "escape":
      // Back to the button that opened the panel.
      expect(active).toBe(before === "side" ? openMenuButton() : trigger(before!));
      break;
    case "outside":
      // Closed without moving focus: it is where the press put it (the focusable <main> around
      // the heading, or nothing for the backdrop), not on a menu button.
      expect(active).toBe(lastPressed!.closest("a[href], button, [tabindex]") ?? document.body);
      break;
    case "trigger.focus":
      // The focus stays on the button it reached (nothing moves it back).
      expect(active).toBe(e.trigger === "side" ? openMenuButton() : trigger(e.trigger));
      break;
    case "navigate":
      // The link followed leads where the menu says.
      expect(followedLinks.at(-1)).toBe(linkToFollow(before!).to);
      break;
  }
}

/**
 * jsdom evaluates no media query, so the desktop navigation would keep its small-screen
 * `display: none`. This shows it as a browser at >= the `lg` breakpoint does (an inline style:
 * jsdom's cascade of the injected sheets is not reliable; the Open menu button stays shown too,
 * jsdom has no viewport). Visibility per real viewport is checked in tests/e2e/menu.spec.ts.
 */
function showDesktopNav() {
  const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]');
  expect(nav).not.toBeNull();
  nav!.style.display = "block";
}

/**
 * The links the page followed. The browser would load the next page; jsdom does not implement
 * that, so a listener on the document (it sees the press before the browser's default action and
 * after the header's own handler) records the link and cancels the page load.
 */
const followedLinks: string[] = [];
function recordLinks(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!link) return;
  followedLinks.push(link.getAttribute("href")!);
  event.preventDefault();
}

beforeEach(() => {
  recorder.taken.length = 0;
  followedLinks.length = 0;
  document.addEventListener("click", recordLinks);
});
afterEach(() => {
  document.removeEventListener("click", recordLinks);
  cleanup();
});

describe("menu view model", () => {
  it("the page frame holds one polite announcer, silent until something is said", async () => {
    await settleAnnouncer();
    await renderFrame("/");
    const regions = document.querySelectorAll(`#${ANNOUNCER_ID}`);
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveAttribute("role", "status");
    expect(regions[0]).toHaveAttribute("aria-live", "polite");
    expect(regions[0]).toHaveTextContent("");
    expect(screen.getByRole("heading", { level: 1 })).not.toHaveFocus();
  });

  describe.each(model.paths)("$title", (path) => {
    it("the header shows each state, moves focus as specified and takes the model's transitions", async () => {
      const user = userEvent.setup();
      await renderFrame("/");
      showDesktopNav();
      expectView(path.initial, null);
      // The first render's 'navigate' (route shown) changes nothing while closed.
      expect(takenKeys()).toEqual([]);
      for (const [i, step] of path.steps.entries()) {
        await perform(user, step);
        expectView(step.state, step);
        expect(takenKeys().map(model.labelOf), `${path.title}, step ${i + 1} (${step.event.type})`).toEqual(
          step.transitions.map(model.labelOf),
        );
      }
      tracker.recordPath(path);
    });
  });

  it("keyboard: Tab from an open dropdown onto the next button closes it; that button's Arrow Down and Escape then work; Tab out closes", async () => {
    const user = userEvent.setup();
    await renderFrame("/");
    showDesktopNav();
    act(() => trigger("mg").focus());
    await user.keyboard("{Enter}");
    expect(openPanelOnPage()).toBe("mg");
    expect(takenKeys().map(model.labelOf)).toEqual(["menu.closed --dropdown.toggle [isMenu(mg)]--> menu.dropdown.mg"]);
    // Through the open panel's links (inside: it stays open) onto the 'mL to mg' button, which
    // closes it: the focus stays on that button.
    for (let i = 0; i <= panelLinks(NAV_DROPDOWNS[0]!).length && document.activeElement !== trigger("ml"); i += 1) {
      await user.tab();
      if (document.activeElement !== trigger("ml")) expect(openPanelOnPage()).toBe("mg");
    }
    expect(trigger("ml")).toHaveFocus();
    expect(openPanelOnPage()).toBeNull();
    expect(takenKeys().map(model.labelOf)).toEqual([
      "menu.dropdown.mg --trigger.focus [isOtherButton(mg)]--> menu.closed",
    ]);
    // Arrow Down there opens its own dropdown on its first link ...
    await user.keyboard("{ArrowDown}");
    expect(openPanelOnPage()).toBe("ml");
    expect(within(panelOf("ml")).getAllByRole("link")[0]).toHaveFocus();
    expect(takenKeys().map(model.labelOf)).toEqual(["menu.closed --dropdown.open [isMenu(ml)]--> menu.dropdown.ml"]);
    // ... Shift+Tab back onto its own button keeps it open ...
    await user.tab({ shift: true });
    expect(trigger("ml")).toHaveFocus();
    expect(openPanelOnPage()).toBe("ml");
    expect(takenKeys()).toEqual([]);
    // ... and Escape closes it, focus on its button.
    await user.keyboard("{Escape}");
    expect(openPanelOnPage()).toBeNull();
    expect(trigger("ml")).toHaveFocus();
    expect(takenKeys().map(model.labelOf)).toEqual(["menu.dropdown.ml --escape--> menu.closed"]);
    // Enter opens it again; focus leaving for a link that is not a menu button closes it
    // without moving the focus.
    await user.keyboard("{Enter}");
    expect(openPanelOnPage()).toBe("ml");
    takenKeys();
    for (let i = 0; i <= NAV_DROPDOWNS[1]!.links.length + 1 && openPanelOnPage() !== null; i += 1) await user.tab();
    expect(openPanelOnPage()).toBeNull();
    expect(document.activeElement).toBe(trigger("advanced"));
    expect(takenKeys().map(model.labelOf)).toEqual([
      "menu.dropdown.ml --trigger.focus [isOtherButton(ml)]--> menu.closed",
    ]);
    act(() => trigger("advanced").focus());
    await user.keyboard("{Enter}");
    takenKeys();
    for (let i = 0; i <= NAV_DROPDOWNS[2]!.links.length + 1 && openPanelOnPage() !== null; i += 1) await user.tab();
    expect(document.activeElement?.closest("[data-menu-trigger]")).toBeNull();
    expect(within(mainNav()).getByRole("link", { name: NAV_AFTER[0]!.label })).toHaveFocus();
    expect(takenKeys().map(model.labelOf)).toEqual(["menu.dropdown --outside--> menu.closed"]);
  });

  it("a press on another menu button switches the open dropdown in one step (its focus on the way is not a keyboard move)", async () => {
    const user = userEvent.setup();
    await renderFrame("/");
    showDesktopNav();
    await user.click(trigger("mg"));
    takenKeys();
    await user.click(trigger("advanced"));
    expect(openPanelOnPage()).toBe("advanced");
    expect(trigger("advanced")).toHaveFocus();
    expect(takenKeys().map(model.labelOf)).toEqual([
      "menu.dropdown.mg --dropdown.toggle [isMenu(advanced)]--> menu.dropdown.advanced",
    ]);
  });

  it("a link to the page already shown closes the side menu too", async () => {
    const user = userEvent.setup();
    await renderFrame("/about");
    await user.click(openMenuButton());
    await user.click(within(await findSideMenu()).getByRole("link", { name: "About" }));
    expect(followedLinks).toEqual(["/about"]);
    expect(sideMenu()).toBeNull();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page /about");
    expect(openMenuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("covers 100 % of states and transitions (view level)", () => {
    const entry = tracker.assertComplete();
    expect(entry.states.covered).toBe(entry.states.total);
    expect(entry.transitions.covered).toBe(entry.transitions.total);
  });
});
