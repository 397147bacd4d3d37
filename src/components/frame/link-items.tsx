/**
 * The items of a list of site links (menus, footer): one `<li>` with an ordinary link each. The
 * link to the page being shown says so (`aria-current="page"`, issue 53): the frame and the header
 * give the page's path through CurrentPath.
 */
import { createContext, useContext } from "react";
import type { NavLink } from "~/data/navigation";

/** The path of the page the links are on ("/about"), or null where it is not known. */
export const CurrentPath = createContext<string | null>(null);

/** aria-current for a link: the page itself ("/" only on the home page). */
export function currentPage(path: string | null, to: string): "page" | undefined {
  if (path === null) return undefined;
  return path === to || (to !== "/" && path.startsWith(`${to}/`)) ? "page" : undefined;
}

export function LinkItems({ links }: { links: readonly NavLink[] }) {
  const path = useContext(CurrentPath);
  return links.map((l) => (
    <li key={l.to}>
      <a href={l.to} aria-current={currentPage(path, l.to)}>
        {l.label}
      </a>
    </li>
  ));
}
