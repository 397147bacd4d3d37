import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from "react";
import styled, { css } from "styled-components";
import { useActorRef } from "@xstate/react";
import { inspectInto } from "~/behaviour/recorder";
import { menuMachine } from "~/machines/menu/menu.machine";
import { SIDE_MENU_ID, connectMenu } from "~/machines/menu/menu.connect";
import { useConnected } from "~/components/use-connected";
import type { MenuTrigger } from "~/machines/menu/menu.types";
import { NAV_AFTER, NAV_DROPDOWNS, NAV_HOME } from "~/data/navigation";
import { SITE_NAME, SITE_TAGLINE } from "~/data/site";
import { MENU_TRIGGER_ATTR, NavDropdown, panelIdOf } from "./nav-dropdown";
import { GET_STARTED_HREF } from "./get-started";
import { DropdownDisclosure, MenuButton, SideDisclosure, readStaticMenus, type StaticMenus } from "./static-menus";
import { MenuIcon } from "./menu-icons";
import { CurrentPath, currentPage } from "./link-items";

// The side menu is only drawn while it is open (small screens), so its code is loaded when it is
// first needed: on the first press of 'Open menu', or earlier when the pointer or the focus
// reaches the button. Until then no page carries it.
const loadSideMenu = () => import("./side-menu");
const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })));

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  /* While the side menu's file is on its way (first opening only). */
  .loading-menu {
    position: fixed;
    top: 0;
    right: 0;
    bottom: 0;
    width: min(20rem, 85vw);
    padding: ${({ theme }) => theme.space(6)};
    background: ${({ theme }) => theme.color.surface};
    border-left: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 4rem;
  /* On a phone the bar takes one line of the name and one of the tagline (issue 54: the
     calculator first). */
  @media (max-width: ${({ theme }) => theme.bp.sm}) {
    gap: ${({ theme }) => theme.space(2)};
    min-height: 3.25rem;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  }
`;

const Brand = styled.a`
  display: flex;
  flex-direction: column;
  text-decoration: none;
  color: ${({ theme }) => theme.color.text};
  margin-right: auto;
  line-height: 1.2;
  strong { font-size: 1.15rem; }
  span { font-size: 0.8rem; color: ${({ theme }) => theme.color.muted}; }
  @media (max-width: ${({ theme }) => theme.bp.sm}) {
    strong { font-size: 1rem; }
    span { font-size: 0.75rem; }
  }
`;

const DesktopNav = styled.nav`
  display: none;
  @media (min-width: ${({ theme }) => theme.bp.lg}) { display: block; }
  > ul { display: flex; align-items: center; gap: ${({ theme }) => theme.space(1)}; list-style: none; margin: 0; padding: 0; }
`;

/** A link in the header bar: a 44 px tap target with its text centred. */
const barLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

export const NavItemLink = styled.a`
  ${barLink}
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  font-weight: 500;
  &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
  &[aria-current="page"] { color: ${({ theme }) => theme.color.primary}; text-decoration: underline; text-underline-offset: 4px; }
`;

const GetStarted = styled.a`
  ${barLink}
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  @media (max-width: ${({ theme }) => theme.bp.sm}) { padding: 0 ${({ theme }) => theme.space(3)}; font-size: 0.95rem; }
  @media (max-width: 379px) { display: none; }
`;

export interface SiteHeaderProps {
  /** The path of the page the header is on ("/about"), for aria-current on its own link. */
  path: string;
}

export function SiteHeader({ path }: SiteHeaderProps) {
  const menu = useActorRef(menuMachine, { inspect: inspectInto("menu") });
  // What the menus show and their handlers: the menu's connect layer (src/machines/menu/menu.connect.ts).
  const view = useConnected(menu, connectMenu);
  const openDropdown = view.dropdowns.find((d) => d.open)?.id ?? null;
  const { side } = view;
  const triggers = useRef(new Map<MenuTrigger, HTMLElement>());
  const bar = useRef<HTMLElement>(null);
  // "true" once the menus work as the machine says (the header is an island, hydrated on a
  // person's first intent: src/island-loader.ts). Until then, and in the pre-rendered page, each
  // menu is a native disclosure (static-menus.tsx).
  const [ready, setReady] = useState(false);
  // What the person did with the disclosures while the header's code was on its way.
  const adopted = useRef<StaticMenus | null>(null);
  const focusLink = useRef<string | null>(null);

  useLayoutEffect(() => {
    adopted.current = readStaticMenus(bar.current);
    if (adopted.current.open === "side") void loadSideMenu();
    // The hydration pass draws the disclosures the pre-render drew; the buttons come right after.
    setReady(true);
  }, []);

  // The buttons replace the disclosures: the machine takes over what was open, the focus stays on
  // the same menu button (or link of the open panel).
  useLayoutEffect(() => {
    const was = adopted.current;
    if (!ready || !was) return;
    adopted.current = null;
    if (was.open === "side") menu.send({ type: "side.open" });
    else if (was.open) menu.send({ type: "dropdown.toggle", menu: was.open });
    if (was.focusedTrigger && was.open !== "side") triggers.current.get(was.focusedTrigger)?.focus();
    focusLink.current = was.focusedLink;
  }, [ready, menu]);

  useEffect(() => {
    const href = focusLink.current;
    if (!href || !openDropdown) return;
    focusLink.current = null;
    const links = bar.current?.querySelectorAll<HTMLElement>(`#${panelIdOf(openDropdown)} a[href]`) ?? [];
    [...links].find((a) => a.getAttribute("href") === href)?.focus();
  }, [openDropdown]);

  // Focus goes back to the trigger of the panel that was closed with Escape or its close button.
  useEffect(() => {
    const sub = menu.on("focus.trigger", ({ trigger }) => triggers.current.get(trigger)?.focus());
    return () => sub.unsubscribe();
  }, [menu]);

  // Links are plain links: following one loads the next page (the service worker has it). The
  // menus close as the link is followed, so a page the browser brings back with Back (from its
  // back/forward cache) or a jump within the page (Get Started on the home page, which the page's
  // island loader handles) shows them closed.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest("a[href]");
    if (!link || !event.currentTarget.contains(link)) return;
    view.onNavigate();
  };

  const register = (id: MenuTrigger) => (el: HTMLElement | null) => {
    // eslint-disable-next-line react-hooks/refs -- a ref callback: React calls it after render, never during
    if (el) triggers.current.set(id, el);
    else triggers.current.delete(id);
  };

  return (
    <CurrentPath.Provider value={path}>
      <Bar ref={bar} data-menu-ready={ready ? "true" : "false"} onClick={onClick}>
        <Inner>
          <Brand href="/" aria-label={`${SITE_NAME}, ${SITE_TAGLINE}, home`}>
            <strong>{SITE_NAME}</strong>
            <span>{SITE_TAGLINE}</span>
          </Brand>
          <DesktopNav aria-label="Main">
            <ul>
              <li>
                <NavItemLink href={NAV_HOME.to} aria-current={currentPage(path, NAV_HOME.to)}>
                  {NAV_HOME.label}
                </NavItemLink>
              </li>
              {NAV_DROPDOWNS.map((d) => (
                <li key={d.id}>
                  {ready ? (
                    <NavDropdown
                      dropdown={d}
                      view={view.dropdowns.find((v) => v.id === d.id)!}
                      onOutside={view.onOutside}
                      onTriggerFocus={view.onTriggerFocus}
                      triggerRef={register(d.id)}
                    />
                  ) : (
                    <DropdownDisclosure dropdown={d} />
                  )}
                </li>
              ))}
              {NAV_AFTER.map((l) => (
                <li key={l.to}>
                  <NavItemLink href={l.to} aria-current={currentPage(path, l.to)}>
                    {l.label}
                  </NavItemLink>
                </li>
              ))}
            </ul>
          </DesktopNav>
          <GetStarted href={GET_STARTED_HREF}>Get Started</GetStarted>
          {ready ? (
            <MenuButton
              type="button"
              ref={register("side")}
              aria-expanded={side.button["aria-expanded"]}
              aria-controls={side.button["aria-controls"]}
              aria-label={side.button.label}
              {...{ [MENU_TRIGGER_ATTR]: "side" }}
              onClick={side.button.onPress}
              onPointerEnter={() => void loadSideMenu()}
              onFocus={() => void loadSideMenu()}
            >
              <MenuIcon />
            </MenuButton>
          ) : (
            <SideDisclosure />
          )}
        </Inner>
        {side.open ? (
          <Suspense
            fallback={
              <div id={SIDE_MENU_ID} className="loading-menu">
                Opening the menu…
              </div>
            }
          >
            <SideMenu side={side} />
          </Suspense>
        ) : null}
      </Bar>
    </CurrentPath.Provider>
  );
}
