import { LinkItems } from "./link-items";
import { useEffect, useRef, type KeyboardEvent } from "react";
import styled from "styled-components";
import type { DropdownView } from "~/machines/menu/menu.connect";
import type { MenuTrigger } from "~/machines/menu/menu.types";
import { DropdownArrow } from "./menu-icons";
import type { NavDropdown as NavDropdownData } from "~/data/navigation";

export const Wrap = styled.div`
  position: relative;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 500;
  cursor: pointer;
  &:hover, &[aria-expanded="true"] { background: ${({ theme }) => theme.color.surfaceAlt}; }
  svg { transition: transform 0.15s; }
  &[aria-expanded="true"] svg { transform: rotate(180deg); }
`;

export const Panel = styled.div`
  position: absolute;
  top: calc(100% + 0.25rem);
  left: 50%;
  transform: translateX(-50%);
  width: max-content;
  max-width: min(40rem, 90vw);
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.18);
  padding: ${({ theme }) => theme.space(3)};
  &[hidden] { display: none; }
  p { margin: 0 0 ${({ theme }) => theme.space(2)}; font-weight: 700; font-size: 0.9rem; color: ${({ theme }) => theme.color.muted}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); gap: 0.125rem; min-width: 20rem; }
  a {
    display: flex; align-items: center; min-height: 36px; padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.sm}; text-decoration: none; color: ${({ theme }) => theme.color.text};
    &:hover, &:focus-visible { background: ${({ theme }) => theme.color.primarySoft}; }
  }
`;

/**
 * Attribute of the buttons that open a menu panel (the dropdown triggers and Open menu); its
 * value is the panel the button opens ("mg", "ml", "advanced" or "side").
 */
export const MENU_TRIGGER_ATTR = "data-menu-trigger";

export { panelIdOf } from "~/machines/menu/menu.connect";

const TRIGGERS: readonly MenuTrigger[] = ["mg", "ml", "advanced", "side"];

/** The menu button `target` is in, if any. */
function menuTriggerOf(target: EventTarget | null): { element: Element; trigger: MenuTrigger } | null {
  const element = target instanceof Element ? target.closest(`[${MENU_TRIGGER_ATTR}]`) : null;
  const trigger = element?.getAttribute(MENU_TRIGGER_ATTR) as MenuTrigger | undefined;
  return element && trigger && TRIGGERS.includes(trigger) ? { element, trigger } : null;
}

interface Props {
  dropdown: NavDropdownData;
  /** The dropdown as the menu's connect layer gives it (src/machines/menu/menu.connect.ts). */
  view: DropdownView;
  /** A press or a focus move outside the open panel, not onto a menu button. */
  onOutside: () => void;
  /** The focus moved by keyboard onto a menu button while this dropdown is open. */
  onTriggerFocus: (trigger: MenuTrigger) => void;
  triggerRef: (el: HTMLButtonElement | null) => void;
}

export function NavDropdown({ dropdown, view, onOutside, onTriggerFocus, triggerRef }: Props) {
  const { open, panelId } = view;
  // Not useId(): the header is an island, hydrated as a React root of its own, where React's ids
  // differ from those of the whole page the pre-render drew. The header is drawn once per page.
  const wrapRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);

  const links = () => Array.from(wrapRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);

  // The flag is cleared only when it is acted on: an effect of an earlier render (closed) may run
  // after Arrow Down set it (Preact runs a render's pending effects before the next render).
  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    links()[0]?.focus();
  }, [open]);

  // A press or a focus move outside the open dropdown closes it ('outside'). Focus moving onto
  // another menu button by keyboard closes it too ('trigger.focus'), so that button's own Arrow
  // Down and Escape work at once. A press on another menu button is neither: its click switches
  // the open panel in one step (the machine's dropdown.toggle / side.open transitions), so the
  // panel never flashes closed; the focus that the press gives the button on its way is ignored.
  useEffect(() => {
    if (!open) return;
    let pressed: Element | null = null;
    const inside = (target: EventTarget | null) => target instanceof Node && Boolean(wrapRef.current?.contains(target));
    const onPointer = (e: PointerEvent) => {
      const button = menuTriggerOf(e.target);
      pressed = button?.element ?? null;
      if (!inside(e.target) && !button && e.target instanceof Node) onOutside();
    };
    const onFocus = (e: FocusEvent) => {
      const byPress = pressed !== null && e.target instanceof Node && pressed.contains(e.target);
      pressed = null;
      if (inside(e.target) || byPress || !(e.target instanceof Node)) return;
      const button = menuTriggerOf(e.target);
      if (button) onTriggerFocus(button.trigger);
      else onOutside();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open, onOutside, onTriggerFocus]);

  const onTriggerKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      const answer = view.onArrowDown();
      if (answer === "open") links()[0]?.focus();
      // Only when the machine opened it (not while another dropdown is open): a stale flag
      // would move the focus on a later open.
      else if (answer === "opened") focusFirst.current = true;
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      view.onEscape();
    }
  };

  const onPanelKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const all = links();
    const i = all.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (to: number) => {
      e.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (e.key === "Escape") {
      e.preventDefault();
      view.onEscape();
    } else if (e.key === "ArrowDown" || e.key === "ArrowRight") move(i + 1);
    else if (e.key === "ArrowUp" || e.key === "ArrowLeft") move(i - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(all.length - 1);
  };

  return (
    <Wrap ref={wrapRef}>
      <Trigger
        type="button"
        ref={triggerRef}
        aria-expanded={view.trigger["aria-expanded"]}
        aria-controls={view.trigger["aria-controls"]}
        data-menu-trigger={view.id}
        onClick={view.trigger.onPress}
        onKeyDown={onTriggerKey}
      >
        {dropdown.label}
        <DropdownArrow />
      </Trigger>
      <Panel id={panelId} hidden={!open} onKeyDown={onPanelKey}>
        <PanelLinks dropdown={dropdown} />
      </Panel>
    </Wrap>
  );
}

/** A dropdown's panel content: its title and its links (also its disclosure's: static-menus.tsx). */
export function PanelLinks({ dropdown }: { dropdown: NavDropdownData }) {
  return (
    <>
      <p>{dropdown.title}</p>
      <ul>
        <LinkItems links={dropdown.links} />
      </ul>
      {dropdown.also ? (
        <>
          <p>{dropdown.also.title}</p>
          <ul>
            <LinkItems links={dropdown.also.links} />
          </ul>
        </>
      ) : null}
    </>
  );
}
