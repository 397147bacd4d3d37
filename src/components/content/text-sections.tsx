import { Figures } from "~/components/ui/figures";
import type { TextSection } from "~/content/types";
import { PageSection } from "./section";
import { BulletList } from "./bullet-list";

/** Sections of a static page: an h2 each, paragraphs and/or a list. */
export function TextSections({ sections }: { sections: readonly TextSection[] }) {
  return (
    <>
      {sections.map((s) => (
        <PageSection key={s.heading} heading={s.heading}>
          {s.paragraphs?.map((p) => (
            <p key={p}>
              <Figures text={p} />
            </p>
          ))}
          {s.list ? <BulletList items={s.list} /> : null}
        </PageSection>
      ))}
    </>
  );
}
