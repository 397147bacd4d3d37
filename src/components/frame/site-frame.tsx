import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import styled from "styled-components";
import { HeaderIsland } from "~/components/islands";
import { ANNOUNCER_ID, announce } from "~/lib/announce";
import { SiteFooter } from "./site-footer";

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  z-index: 100;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus { top: 0.5rem; }
`;

const Main = styled.main`
  min-height: 60vh;
`;

/**
 * After a navigation inside the site that did not load a new document (a React Router link or
 * `navigate`), focus starts at the new page's main heading and the announcer says the page's
 * title, as a fresh page load would for a screen reader. Not on the first render (the browser
 * put the focus at the top of the new document), and not for a link to a part of a page
 * (`/#converter`: the page itself moves the focus there).
 */
function FocusOnNavigation() {
  const location = useLocation();
  const shown = useRef(location.key);
  useEffect(() => {
    if (shown.current === location.key) return;
    shown.current = location.key;
    if (location.hash) return;
    const heading = document.querySelector<HTMLElement>("#main h1");
    if (heading) {
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    }
    announce(document.title || heading?.textContent || "");
  }, [location.key, location.hash]);
  return null;
}

export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href="#main">Skip to main content</SkipLink>
      {/* The site's one announcer (src/lib/announce.ts): in the HTML from the first byte. Only
          announce() writes into it, outside React, hence no children and no hydration warning. */}
      <div id={ANNOUNCER_ID} role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" suppressHydrationWarning />
      <HeaderIsland />
      <FocusOnNavigation />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter />
    </>
  );
}
