/**
 * Every link of the header's menus in one list (the side menu's content): Home, each dropdown's
 * pages under its title, then About, Contact and Get Started. Drawn by the side menu
 * (side-menu.tsx) and by Open menu's disclosure before the header's island hydrates
 * (static-menus.tsx).
 */
import styled, { css } from "styled-components";
import { NAV_AFTER, NAV_DROPDOWNS, NAV_HOME } from "~/data/navigation";
import { useContext } from "react";
import { CurrentPath, LinkItems, currentPage } from "./link-items";
import { GET_STARTED_HREF } from "./get-started";

/** The look of the side menu's panel: also Open menu's disclosure before the header hydrates. */
export const sidePanel = css`
  width: min(22rem, 88vw);
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  border-left: 1px solid ${({ theme }) => theme.color.border};
  padding: ${({ theme }) => theme.space(4)};
  .menu-group { display: block; font-size: 1rem; margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(1)}; color: ${({ theme }) => theme.color.muted}; }
  ul { list-style: none; margin: 0; padding: 0; }
  a {
    display: flex; align-items: center; min-height: 44px; padding: 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.text}; text-decoration: none; border-radius: ${({ theme }) => theme.radius.sm};
    &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
  }
`;

const Columns = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
`;

/**
 * `titles`: what each group's title is: headings in the side menu's dialog; plain bold lines in
 * the header's disclosure, where headings would come before the page's own <h1>.
 */
export function MenuLinks({ label, titles: Title }: { label: string; titles: "h2" | "strong" }) {
  const path = useContext(CurrentPath);
  return (
    <nav aria-label={label}>
      <ul>
        <li>
          <a href={NAV_HOME.to} aria-current={currentPage(path, NAV_HOME.to)}>
            {NAV_HOME.label}
          </a>
        </li>
      </ul>
      {NAV_DROPDOWNS.map((d) => (
        <section key={d.id} aria-label={d.title}>
          <Title className="menu-group">
            {d.title} ({d.label})
          </Title>
          <Columns>
            <LinkItems links={d.links} />
          </Columns>
          {d.also ? (
            <>
              <Title className="menu-group">{d.also.title}</Title>
              <Columns>
                <LinkItems links={d.also.links} />
              </Columns>
            </>
          ) : null}
        </section>
      ))}
      <Title className="menu-group">More</Title>
      <ul>
        <LinkItems links={NAV_AFTER} />
        <li>
          <a href={GET_STARTED_HREF}>Get Started</a>
        </li>
      </ul>
    </nav>
  );
}
