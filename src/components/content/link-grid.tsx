import { Figures } from "~/components/ui/figures";
import { Link } from "react-router";
import { LinkList } from "./content-ui";

export interface GridLink {
  readonly to: string;
  readonly label: string;
  /** A second, smaller line (e.g. why the link is related). */
  readonly note?: string;
}

/** A labelled navigation grid of links with 44px targets. */
export function LinkGrid({
  links,
  label,
  className,
}: {
  links: readonly GridLink[];
  label: string;
  className?: string;
}) {
  return (
    <nav aria-label={label}>
      <LinkList className={className}>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>
              {l.label}
              {l.note ? (
                <span className="why">
                  <Figures text={l.note} />
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </LinkList>
    </nav>
  );
}
