/** The items of a list of site links (menus, footer): one `<li>` with an ordinary link each. */
import type { NavLink } from "~/data/navigation";

export function LinkItems({ links }: { links: readonly NavLink[] }) {
  return links.map((l) => (
    <li key={l.to}>
      <a href={l.to}>{l.label}</a>
    </li>
  ));
}
