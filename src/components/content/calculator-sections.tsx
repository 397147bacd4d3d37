/**
 * The named building blocks of a calculator's page (import as a namespace: `<Sections.Formula …/>`):
 * a formula, a table of worked examples, a list, the FAQ, and the page's end (sources, then the
 * Behaviour view for auditors, issue 28). Each section is labelled by its h2, whose id is the
 * heading's slug unless `id` names it.
 */
import { Figures } from "~/components/ui/figures";
import type { ReactNode } from "react";
import { BehaviourSection } from "~/behaviour/behaviour-section";
import { Section } from "~/components/page/page-layout";
import { FormulaBox } from "~/components/lab/lab-ui";
import { LabTable } from "~/components/lab/lab-table";
import type { TableColumn } from "./data-table";
import { Faq } from "./faq";
import { Sources } from "./sources";
import { BulletList } from "./bullet-list";
import { slug } from "./section";
import type { FaqEntry } from "~/lib/meta";

/** A section's h2 text, and the h2's id when its slug would not do. */
interface Heading {
  heading: string;
  id?: string;
}

/** A section labelled by its h2. */
export function Titled({ heading, id = slug(heading), children }: Heading & { children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </Section>
  );
}

/** The formula: an introduction, the formula lines, then whatever follows them. */
export function Formula({
  text,
  lines,
  children,
}: {
  text: Heading & { intro: string };
  lines: readonly string[];
  children?: ReactNode;
}) {
  return (
    <Titled {...text}>
      <p>
        <Figures text={text.intro} />
      </p>
      <FormulaBox>
        {lines.map((line) => (
          <p key={line} className="formula">
            <Figures text={line} />
          </p>
        ))}
      </FormulaBox>
      {children}
    </Titled>
  );
}

/** The keys of a row whose values name it (one per row: the table's row keys). */
export type NamingKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** Worked examples as a captioned table (computed by the calculator's own code), rows named by `keyOf`. */
export function Examples<T>({
  text,
  columns,
  rows,
  keyOf,
  children,
}: {
  text: Heading & { caption: string };
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  keyOf: NamingKey<T>;
  children?: ReactNode;
}) {
  return (
    <Titled {...text}>
      <LabTable caption={text.caption} columns={columns} rows={rows} rowKey={(row) => row[keyOf] as string} />
      {children}
    </Titled>
  );
}

/** A titled bullet list (tips, safety points). */
export function Bullets({ text }: { text: Heading & { items: readonly string[] } }) {
  return (
    <Titled {...text}>
      <BulletList items={text.items} />
    </Titled>
  );
}

/** The visible FAQ (the page's FAQPage structured data comes from the same entries). */
export function FaqList({ entries, ...heading }: Heading & { entries: readonly FaqEntry[] }) {
  return (
    <Titled {...heading}>
      <Faq entries={entries} />
    </Titled>
  );
}

/** The end of a calculator's page: its sources, then the Behaviour view for auditors (issue 28). */
export function End({ sources, scope }: { sources: readonly string[]; scope: string }) {
  return (
    <>
      <Sources sources={sources} />
      {/* For auditors, after all of the page's own content. */}
      <BehaviourSection scope={scope} />
    </>
  );
}

/**
 * A clinical calculator's page (issue 31) after its calculator (PageLayout, issue 54): its
 * formula, its worked examples (named by `name`), the safety list, the FAQ and the page's end.
 */
export function ClinicalPage<T extends { readonly name: string }>({
  content: c,
  columns,
  examples,
  sources,
  scope,
}: {
  content: {
    formula: Heading & { intro: string; lines: readonly string[] };
    examples: Heading & { caption: string };
    safety: Heading & { items: readonly string[] };
    faqHeading: string;
    faq: readonly FaqEntry[];
  };
  columns: readonly TableColumn<T>[];
  examples: readonly T[];
  sources: readonly string[];
  scope: string;
}) {
  return (
    <>
      <Formula text={c.formula} lines={c.formula.lines} />
      <Examples text={c.examples} columns={columns} rows={examples} keyOf={"name" as NamingKey<T>} />
      <Bullets text={c.safety} />
      <FaqList heading={c.faqHeading} entries={c.faq} />
      <End sources={sources} scope={scope} />
    </>
  );
}
