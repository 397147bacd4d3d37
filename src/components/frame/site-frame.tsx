import type { ReactNode } from "react";
import styled from "styled-components";
import { HeaderIsland } from "~/components/islands";
import { ANNOUNCER_ID } from "~/lib/announce";
import { SiteFooter } from "./site-footer";
import { CurrentPath } from "./link-items";

/**
 * Out of sight (above the page, whatever the text size) until focused; then it takes its own line
 * above the header instead of covering the site's title (issue 53: it overlapped the title at
 * 200 % text).
 */
const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: 0;
  transform: translateY(-110%);
  z-index: 100;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus {
    position: static;
    display: inline-block;
    margin: 0.5rem;
    transform: none;
  }
`;

const Main = styled.main`
  min-height: 60vh;
`;

/** The page frame: static HTML around the page, with the header (an island with the menus). */
export function SiteFrame({ path, children }: { path: string; children: ReactNode }) {
  return (
    <>
      <SkipLink href="#main">Skip to main content</SkipLink>
      {/* The site's one announcer (src/lib/announce.ts): in the HTML from the first byte. Only
          announce() writes into it, outside React. Links inside the site are page loads, so the
          browser starts every page at its top, as a screen reader expects. */}
      <div id={ANNOUNCER_ID} role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" />
      <HeaderIsland path={path} />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <CurrentPath.Provider value={path}>
        <SiteFooter />
      </CurrentPath.Provider>
    </>
  );
}
