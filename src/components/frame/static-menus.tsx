/**
 * The header's menus before its island hydrates (issue 33): the pre-rendered header and the
 * hydration pass draw each dropdown and Open menu as a native disclosure, `<details
 * name="site-menu">` (one open at a time), which works without any script: a click, a tap, Enter
 * or Space opens and closes it, its links are ordinary links. The island loader
 * (src/island-loader.ts) hydrates the header on a person's first intent and closes an open
 * disclosure on Escape until then. Once hydrated, the header draws its machine-driven buttons
 * instead (site-header.tsx) and takes over what the person opened and where the focus was
 * (`readStaticMenus`), so no tap made while its code arrived is lost.
 */
import styled from "styled-components";
import type { NavDropdown as NavDropdownData } from "~/data/navigation";
import { MENU_CONTROLS } from "~/machines/menu/menu.controls";
import type { MenuTrigger } from "~/machines/menu/menu.types";
import { MENU_TRIGGER_ATTR, Panel, PanelLinks, Trigger, Wrap, panelIdOf } from "./nav-dropdown";
import { MenuLinks, sidePanel } from "./menu-links";
import { DropdownArrow, MenuIcon } from "./menu-icons";

/** The disclosures' shared name: opening one closes the other (native, no script). */
const GROUP = "site-menu";

/** A <summary> drawn as the button it becomes: no disclosure triangle. */
const Summary = styled(Trigger)`
  list-style: none;
  &::-webkit-details-marker { display: none; }
  [open] > & { background: ${({ theme }) => theme.color.surfaceAlt}; }
  [open] > & svg { transform: rotate(180deg); }
`;

/** Open menu (small screens): the hydrated header's button and its disclosure look the same. */
export const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  @media (min-width: ${({ theme }) => theme.bp.lg}) { display: none; }
`;

const SideSummary = styled(MenuButton)`
  list-style: none;
  &::-webkit-details-marker { display: none; }
`;

const SideDetails = styled.details`
  @media (min-width: ${({ theme }) => theme.bp.lg}) { display: none; }
  /* Below the header bar, so Open menu stays there to close it again. */
  > div {
    ${sidePanel}
    position: absolute;
    top: 100%;
    right: 0;
    max-height: calc(100vh - 5rem);
    z-index: 61;
    box-shadow: 0 12px 32px rgb(0 0 0 / 0.18);
  }
`;

/** A desktop dropdown as a native disclosure. */
export function DropdownDisclosure({ dropdown }: { dropdown: NavDropdownData }) {
  return (
    <Wrap as="details" name={GROUP}>
      <Summary as="summary" {...{ [MENU_TRIGGER_ATTR]: dropdown.id }}>
        {dropdown.label}
        <DropdownArrow />
      </Summary>
      <Panel id={panelIdOf(dropdown.id)}>
        <PanelLinks dropdown={dropdown} />
      </Panel>
    </Wrap>
  );
}

/** Open menu as a native disclosure: every link of the menus below the header bar. */
export function SideDisclosure() {
  return (
    <SideDetails name={GROUP}>
      <SideSummary as="summary" aria-label={MENU_CONTROLS.open} {...{ [MENU_TRIGGER_ATTR]: "side" }}>
        <MenuIcon />
      </SideSummary>
      <div>
        <MenuLinks label="Site menu links" titles="strong" />
      </div>
    </SideDetails>
  );
}

/** What the person did with the disclosures before the header hydrated. */
export interface StaticMenus {
  /** The disclosure left open, if any. */
  open: MenuTrigger | null;
  /** The menu button the focus is on, if any. */
  focusedTrigger: MenuTrigger | null;
  /** The link of an open dropdown the focus is on (its address), if any. */
  focusedLink: string | null;
}

const TRIGGERS: readonly MenuTrigger[] = ["mg", "ml", "advanced", "side"];
const asTrigger = (value: string | null | undefined): MenuTrigger | null => TRIGGERS.find((t) => t === value) ?? null;

/** Reads the disclosures (in `root`, the header) as the hydration pass found them. */
export function readStaticMenus(root: HTMLElement | null): StaticMenus {
  const openSummary = root?.querySelector(`details[open] > summary[${MENU_TRIGGER_ATTR}]`);
  const active = document.activeElement;
  const inHeader = active instanceof HTMLElement && root?.contains(active) ? active : null;
  const open = asTrigger(openSummary?.getAttribute(MENU_TRIGGER_ATTR));
  const focusedTrigger = asTrigger(inHeader?.closest("summary")?.getAttribute(MENU_TRIGGER_ATTR));
  const link = inHeader?.closest("details[open] a[href]");
  return { open, focusedTrigger, focusedLink: open && open !== "side" ? (link?.getAttribute("href") ?? null) : null };
}
