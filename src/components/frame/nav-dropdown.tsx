import { useEffect, useRef, type KeyboardEvent } from "react";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import type { MenuMachine } from "~/machines/menu/menu.machine";
import type { NavDropdown as NavDropdownData } from "~/data/navigation";

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
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

const Panel = styled.div`
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

/** Attribute of the buttons that open a menu panel (the dropdown triggers and Open menu). */
export const MENU_TRIGGER_ATTR = "data-menu-trigger";

interface Props {
  dropdown: NavDropdownData;
  open: boolean;
  menu: ActorRefFrom<MenuMachine>;
  triggerRef: (el: HTMLButtonElement | null) => void;
}

export function NavDropdown({ dropdown, open, menu, triggerRef }: Props) {
  // Not useId(): the header is an island, hydrated as a React root of its own, where React's ids
  // differ from those of the whole page the pre-render drew. The header is drawn once per page.
  const panelId = `nav-panel-${dropdown.id}`;
  const wrapRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);

  const links = () => Array.from(wrapRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);

  useEffect(() => {
    if (open && focusFirst.current) links()[0]?.focus();
    focusFirst.current = false;
  }, [open]);

  // A press or a focus move outside the open dropdown closes it. Another menu button (a dropdown
  // trigger or Open menu) is not "outside": its own event switches the open panel in one step
  // (the machine's dropdown.toggle / side.open transitions), so the panel never flashes closed.
  useEffect(() => {
    if (!open) return;
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node &&
      !wrapRef.current?.contains(target) &&
      !(target instanceof Element && target.closest(`[${MENU_TRIGGER_ATTR}]`));
    const onPointer = (e: PointerEvent) => {
      if (isOutside(e.target)) menu.send({ type: "outside" });
    };
    const onFocus = (e: FocusEvent) => {
      if (isOutside(e.target)) menu.send({ type: "outside" });
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open, menu]);

  const onTriggerKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      const openEvent = { type: "dropdown.open", menu: dropdown.id } as const;
      if (open) links()[0]?.focus();
      else if (menu.getSnapshot().can(openEvent)) {
        // Only when the machine opens it (not while another dropdown is open): a stale flag
        // would move the focus on a later open.
        focusFirst.current = true;
        menu.send(openEvent);
      }
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      menu.send({ type: "escape" });
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
      menu.send({ type: "escape" });
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
        aria-expanded={open}
        aria-controls={panelId}
        data-menu-trigger=""
        onClick={() => menu.send({ type: "dropdown.toggle", menu: dropdown.id })}
        onKeyDown={onTriggerKey}
      >
        {dropdown.label}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.8" fill="none" />
        </svg>
      </Trigger>
      <Panel id={panelId} hidden={!open} onKeyDown={onPanelKey}>
        <p>{dropdown.title}</p>
        <ul>
          {dropdown.links.map((l) => (
            <li key={l.to}>
              <a href={l.to}>{l.label}</a>
            </li>
          ))}
        </ul>
      </Panel>
    </Wrap>
  );
}
