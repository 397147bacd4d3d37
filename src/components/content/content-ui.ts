/**
 * Styled building blocks of the content sections. Colours come from the theme's CSS variables
 * (light and dark follow the system); links and controls keep the global visible focus.
 */
import styled, { css } from "styled-components";

/**
 * A page section with its h2; spacing between sections is uniform. Every section is laid out at
 * load, on the screen or not: deferred rendering of off-screen content (issue 33) took an off-screen section and
 * its headings out of Chromium's accessibility tree, so a screen reader could not reach them
 * (issue 53; decisions.md: nothing is withheld from assistive technology for speed).
 * tests/e2e/routes.spec.ts reads the browser's accessibility tree at load on every route.
 */
export const ContentSection = styled.section`
  margin: ${({ theme }) => theme.space(10)} 0 0;
  max-width: 52rem;
  h2 { font-size: 1.5rem; margin: 0 0 ${({ theme }) => theme.space(3)}; }
  h3 { font-size: 1.15rem; margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)}; }
  p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
  ul, ol { margin: 0 0 ${({ theme }) => theme.space(3)}; padding-left: 1.4rem; }
  li + li { margin-top: ${({ theme }) => theme.space(1.5)}; }
  &.wide { max-width: none; }
`;

/** Horizontal scrolling for wide tables on small screens (focusable so keyboards can scroll). */
export const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  table { width: 100%; min-width: 20rem; }
  &.wide-table table { min-width: 36rem; }
  caption {
    text-align: left;
    font-weight: 600;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  }
  th, td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }
  thead th { background: ${({ theme }) => theme.color.surfaceAlt}; font-size: 0.95rem; }
  tbody th { font-weight: 600; }
  .num { font-variant-numeric: tabular-nums; white-space: nowrap; }
  .sub { display: block; font-weight: 400; font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; }
`;

/** A list laid out as a grid of cells at least `minWidth` wide, `gap` theme steps apart (no bullets). */
const gridList = (gap: number, minWidth: string) => css`
  list-style: none;
  margin: 0;
  padding: 0 !important;
  display: grid;
  gap: ${({ theme }) => theme.space(gap)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${minWidth}), 1fr));
  li + li { margin-top: 0 !important; }
`;

export const CardGrid = styled.ul`
  ${gridList(4, "15rem")}
`;

export const InfoCardBox = styled.li`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  h3 { margin: 0 0 ${({ theme }) => theme.space(2)} !important; font-size: 1.1rem; }
  p { margin: 0 0 ${({ theme }) => theme.space(2)}; }
  p:last-child { margin-bottom: 0; }
  a { display: inline-block; padding: ${({ theme }) => theme.space(2.5)} 0; min-height: 44px; font-weight: 600; overflow-wrap: anywhere; }
`;

export const LinkList = styled.ul`
  ${gridList(2, "10.5rem")}
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover { background: ${({ theme }) => theme.color.primarySoft}; }
  .why { display: block; font-size: 0.8rem; font-weight: 400; color: ${({ theme }) => theme.color.muted}; }
  &.related a { flex-direction: column; align-items: flex-start; justify-content: center; padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(3)}; }
`;

export const Callout = styled.div<{ $tone?: "info" | "warning" }>`
  border-left: 4px solid ${({ theme, $tone }) => ($tone === "warning" ? theme.color.warning : theme.color.primary)};
  background: ${({ theme, $tone }) => ($tone === "warning" ? theme.color.warningSoft : theme.color.primarySoft)};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0;
  max-width: 52rem;
  p { margin: 0; }
  p + p { margin-top: ${({ theme }) => theme.space(2)}; }
`;

export const Formula = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(4)};
  .formula { font-family: ${({ theme }) => theme.font.mono}; font-size: 1.1rem; font-weight: 700; overflow-wrap: anywhere; }
  p { margin: 0 0 ${({ theme }) => theme.space(2)}; }
  p:last-child { margin-bottom: 0; }
`;

export const ExampleBox = styled.article`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  & + & { margin-top: ${({ theme }) => theme.space(4)}; }
  h3 { margin-top: 0 !important; }
  ol { margin-bottom: 0; }
  @media (max-width: ${({ theme }) => theme.bp.sm}) { padding: ${({ theme }) => theme.space(3)}; }
`;
