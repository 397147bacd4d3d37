import { MenuLinks, sidePanel } from "./menu-links";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { SIDE_MENU_ID, type MenuView } from "~/machines/menu/menu.connect";
import styled, { keyframes } from "styled-components";

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgb(0 0 0 / 0.45);
  z-index: 60;
`;

const Panel = styled.div`
  ${sidePanel}
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 61;
  animation: ${slideIn} 0.2s ease-out;
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  strong { font-size: 1.1rem; }
`;

const Close = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: 1.25rem;
  cursor: pointer;
`;

export function SideMenu({ side }: { side: MenuView["side"] }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  // Escape closes; Tab stays inside the open panel (it is modal).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      side.onEscape();
      return;
    }
    if (e.key !== "Tab") return;
    const focusables = Array.from(panelRef.current?.querySelectorAll<HTMLElement>("a, button") ?? []);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <Backdrop onClick={side.onBackdrop} aria-hidden="true" />
      <Panel
        id={SIDE_MENU_ID}
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        onKeyDown={onKeyDown}
      >
        <Top>
          <strong>Menu</strong>
          <Close ref={closeRef} type="button" aria-label={side.close.label} onClick={side.close.onPress}>
            ×
          </Close>
        </Top>
        <MenuLinks label="Site menu links" titles="h2" />
      </Panel>
    </>
  );
}
