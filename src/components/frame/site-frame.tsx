import type { ReactNode } from "react";
import styled from "styled-components";
import { HeaderIsland } from "~/components/islands";
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

export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href="#main">Skip to main content</SkipLink>
      <HeaderIsland />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter />
    </>
  );
}
