/**
 * The header shown only if the real one (an island with the menus, site-header.tsx) cannot be
 * loaded: the product name and plain links, which work without any script.
 */
import { LinkItems } from "./link-items";
import styled from "styled-components";
import { NAV_AFTER, NAV_DROPDOWNS, NAV_HOME } from "~/data/navigation";
import { SITE_NAME, SITE_TAGLINE } from "~/data/site";

const Bar = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  > div {
    max-width: ${({ theme }) => theme.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(4)};
  }
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(3)}; list-style: none; margin: 0; padding: 0; }
  a { display: inline-flex; align-items: center; min-height: 44px; color: ${({ theme }) => theme.color.text}; }
  .brand { margin-right: auto; flex-direction: column; align-items: flex-start; text-decoration: none; line-height: 1.2; }
  .brand span { font-size: 0.8rem; color: ${({ theme }) => theme.color.muted}; }
`;

/** The first page of each menu stands for the menu: its full list is in the footer. */
const LINKS = [NAV_HOME, ...NAV_DROPDOWNS.map((d) => ({ to: d.links[0]!.to, label: d.label })), ...NAV_AFTER];

export function PlainHeader() {
  return (
    <Bar>
      <div>
        <a className="brand" href="/">
          <strong>{SITE_NAME}</strong>
          <span>{SITE_TAGLINE}</span>
        </a>
        <nav aria-label="Main">
          <ul>
            <LinkItems links={LINKS} />
          </ul>
        </nav>
      </div>
    </Bar>
  );
}
