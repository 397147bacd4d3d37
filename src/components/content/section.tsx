import { Figures } from "~/components/ui/figures";
import type { ReactNode } from "react";
import { ContentSection } from "./content-ui";

/** "Worked examples" → "worked-examples" (ids for aria-labelledby). */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export interface PageSectionProps {
  /** The h2 text. */
  heading: string;
  /** Id prefix, when two sections could share a heading. */
  id?: string;
  wide?: boolean;
  children: ReactNode;
}

/** A section labelled by its h2. */
export function PageSection({ heading, id, wide, children }: PageSectionProps) {
  const headingId = id ?? slug(heading);
  return (
    <ContentSection aria-labelledby={headingId} className={wide ? "wide" : undefined}>
      <h2 id={headingId}>
        <Figures text={heading} />
      </h2>
      {children}
    </ContentSection>
  );
}

/** A section shown only when the page has its content: `children` renders that content. */
export function MaybeSection<T>({
  content,
  children,
  ...section
}: Omit<PageSectionProps, "children"> & { content: T | null | undefined; children: (content: T) => ReactNode }) {
  return content ? <PageSection {...section}>{children(content)}</PageSection> : null;
}
