import type { RelatedLink } from "~/content/dose-content";
import { LinkGrid } from "./link-grid";

/** Related pages of a dose page: neighbours, reverse page, syringe page, home. */
export function RelatedLinks({ links }: { links: readonly RelatedLink[] }) {
  return (
    <LinkGrid
      label="Related conversions"
      className="related"
      links={links.map((l) => ({ to: l.to, label: l.to === "/" ? "Home" : l.label, note: l.relation }))}
    />
  );
}
