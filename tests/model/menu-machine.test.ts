/**
 * Model-based tests of the site menu machine, machine level: every generated path (short paths
 * and the long walks) is replayed on the real actor. After each step the state value and the
 * transitions taken must be the model's (checked by the harness), the selectors the views use
 * must say the same thing as the state, and the emitted `focus.trigger` events must be exactly
 * the ones the spec asks for: Escape or Close menu return focus to the button that opened the
 * closing panel; nothing else moves focus.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, type AnyActorRef, type SnapshotFrom } from "xstate";
import { menuMachine } from "~/machines/menu/menu.machine";
import { selectOpenDropdown, selectSideMenuOpen } from "~/machines/menu/menu.selectors";
import type { DropdownId, MenuEmitted, MenuEvent, MenuTrigger } from "~/machines/menu/menu.types";
import { NAV_DROPDOWNS } from "~/data/navigation";
import { describePath, runPathOnMachine, type ModelPath } from "../../tools/statecharts/model";
import { MENU_MODEL_EVENTS, createMenuModel, describeStepOf } from "../../tools/statecharts/machine-registry";

const describe_menu = describeStepOf("menu");

type MenuSnapshot = SnapshotFrom<typeof menuMachine>;

const model = createMenuModel();
const walks = createMenuModel({ strategy: "walk" });
const tracker = model.coverage("machine");

const DROPDOWNS: readonly DropdownId[] = NAV_DROPDOWNS.map((d) => d.id);

/** Which panel is open, read from the state value alone (independent of the selectors). */
function openPanel(s: MenuSnapshot): DropdownId | "side" | null {
  const v = s.value as string | { dropdown: DropdownId };
  if (v === "closed") return null;
  if (v === "side") return "side";
  if (typeof v === "object" && DROPDOWNS.includes(v.dropdown)) return v.dropdown;
  throw new Error(`unexpected menu state ${JSON.stringify(s.value)}`);
}

/** The focus requests the spec asks for when `event` arrives with `before` open. */
function expectedFocus(before: MenuSnapshot, event: MenuEvent): MenuTrigger[] {
  const open = openPanel(before);
  if (open === null) return [];
  if (event.type === "escape") return [open];
  if (event.type === "side.close" && open === "side") return ["side"];
  return [];
}

/** What any event does to the open panel, written from the spec (section 2 / issue 2). */
function expectedPanel(before: DropdownId | "side" | null, event: MenuEvent): DropdownId | "side" | null {
  switch (event.type) {
    case "dropdown.toggle":
      if (before === "side") return "side";
      return before === event.menu ? null : event.menu;
    case "dropdown.open":
      return before === null ? event.menu : before;
    case "side.open":
      return "side";
    case "side.close":
      return before === "side" ? null : before;
    case "trigger.focus":
      // Focus reaching another menu button closes an open dropdown; its own button keeps it open;
      // the modal side menu cannot lose focus to a header button.
      return before !== null && before !== "side" && before !== event.trigger ? null : before;
    case "escape":
    case "outside":
    case "navigate":
      return null;
  }
}

function checkSelectors(actual: MenuSnapshot) {
  const open = openPanel(actual);
  expect(selectOpenDropdown(actual)).toBe(open === "side" ? null : open);
  expect(selectSideMenuOpen(actual)).toBe(open === "side");
}

async function runMenuPath(m: typeof model, path: ModelPath) {
  const focused: MenuTrigger[] = [];
  await runPathOnMachine<MenuSnapshot>(m, path as ModelPath<MenuSnapshot>, {
    onActor: (actor: AnyActorRef) => {
      actor.on("focus.trigger", (e: MenuEmitted) => focused.push(e.trigger));
    },
    check: (actual, expected, step) => {
      checkSelectors(actual);
      expect(openPanel(actual)).toBe(openPanel(expected));
      const wanted = step ? expectedFocus(step.before, step.event as MenuEvent) : [];
      expect(focused.splice(0)).toEqual(wanted);
      if (step) expect(openPanel(actual)).toBe(expectedPanel(openPanel(step.before), step.event as MenuEvent));
    },
  });
}

describe("menu machine: model-based paths", () => {
  it("reaches every state and transition with the sample events", () => {
    expect(model.unreachable).toEqual({ states: [], transitions: [] });
    expect(model.states).toHaveLength(6);
    expect(model.transitions).toHaveLength(29);
    expect(model.paths.length).toBeGreaterThan(0);
  });

  describe.each(model.paths)("$title", (path) => {
    it("runs on the actor: state, selectors and focus requests after every step", async () => {
      await runMenuPath(model, path);
      tracker.recordPath(path);
    });
  });

  describe.each(walks.paths)("walk $title", (path) => {
    it("runs on the actor", async () => {
      await runMenuPath(walks, path);
    });
  });
});

describe("menu machine details", () => {
  it("starts closed with nothing open", () => {
    const s = createActor(menuMachine).start().getSnapshot();
    expect(s.value).toBe("closed");
    expect(selectOpenDropdown(s)).toBeNull();
    expect(selectSideMenuOpen(s)).toBe(false);
  });

  it("Escape and Close menu with nothing open do nothing and request no focus", () => {
    const actor = createActor(menuMachine).start();
    const focused: MenuTrigger[] = [];
    actor.on("focus.trigger", (e) => focused.push(e.trigger));
    for (const type of ["escape", "side.close", "outside", "navigate"] as const) actor.send({ type });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(focused).toEqual([]);
  });

  it("Arrow Down on another button while a dropdown is open does not switch (only a press does)", () => {
    const actor = createActor(menuMachine).start();
    actor.send({ type: "dropdown.toggle", menu: "mg" });
    actor.send({ type: "dropdown.open", menu: "ml" });
    expect(selectOpenDropdown(actor.getSnapshot())).toBe("mg");
    expect(actor.getSnapshot().can({ type: "dropdown.open", menu: "ml" })).toBe(false);
  });

  it("focus reaching another menu button closes the open dropdown; its own button keeps it open", () => {
    for (const open of DROPDOWNS) {
      for (const trigger of [...DROPDOWNS, "side"] as const) {
        const actor = createActor(menuMachine).start();
        const focused: MenuTrigger[] = [];
        actor.on("focus.trigger", (e) => focused.push(e.trigger));
        actor.send({ type: "dropdown.toggle", menu: open });
        actor.send({ type: "trigger.focus", trigger });
        expect(selectOpenDropdown(actor.getSnapshot()), `${open} open, focus on ${trigger}`).toBe(
          trigger === open ? open : null,
        );
        expect(focused).toEqual([]);
        if (trigger !== open && trigger !== "side") {
          // That button's Arrow Down now opens its own dropdown, and Escape closes it again.
          expect(actor.getSnapshot().can({ type: "dropdown.open", menu: trigger })).toBe(true);
          actor.send({ type: "dropdown.open", menu: trigger });
          expect(selectOpenDropdown(actor.getSnapshot())).toBe(trigger);
          actor.send({ type: "escape" });
          expect(actor.getSnapshot().value).toBe("closed");
          expect(focused).toEqual([trigger]);
        }
      }
    }
  });

  it("focus on a menu button changes nothing while closed or while the side menu is open", () => {
    const actor = createActor(menuMachine).start();
    actor.send({ type: "trigger.focus", trigger: "mg" });
    expect(actor.getSnapshot().value).toBe("closed");
    actor.send({ type: "side.open" });
    actor.send({ type: "trigger.focus", trigger: "side" });
    actor.send({ type: "trigger.focus", trigger: "ml" });
    expect(selectSideMenuOpen(actor.getSnapshot())).toBe(true);
  });

  it("any sequence of events: at most one panel open, as the spec says, focus only on Escape/Close (fast-check)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...MENU_MODEL_EVENTS), { maxLength: 40 }), (events) => {
        const actor = createActor(menuMachine).start();
        const focused: MenuTrigger[] = [];
        actor.on("focus.trigger", (e) => focused.push(e.trigger));
        let panel: DropdownId | "side" | null = null;
        for (const event of events) {
          const before = actor.getSnapshot();
          actor.send(event);
          const after = actor.getSnapshot();
          const wantedFocus = expectedFocus(before, event);
          panel = expectedPanel(panel, event);
          expect(openPanel(after)).toBe(panel);
          checkSelectors(after);
          expect(focused.splice(0)).toEqual(wantedFocus);
        }
        actor.stop();
      }),
      { numRuns: 300 },
    );
  });

  it("prints the paths in words", () => {
    const lines = model.paths.flatMap((p) => [p.title, ...describePath(model, p, describe_menu)]);
    console.log(lines.join("\n"));
    expect(lines.some((l) => l.includes("Press mg to mL"))).toBe(true);
    expect(lines.some((l) => l.includes("Press Escape"))).toBe(true);
  });

  it("covers 100 % of states and transitions (machine level)", () => {
    const entry = tracker.assertComplete();
    expect(entry.states.covered).toBe(entry.states.total);
    expect(entry.transitions.covered).toBe(entry.transitions.total);
  });
});
