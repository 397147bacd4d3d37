/**
 * The named building blocks of a calculator's page (the lab and clinical calculators): a formula,
 * a table of worked examples, a list, the FAQ, and the page's end (sources, then the Behaviour view
 * for auditors, issue 28). Each section is labelled by its h2; `id` names the heading.
 */
import type { ReactNode } from "react";
import { BehaviourSection } from "~/behaviour/behaviour-section";
import { Section } from "~/components/page/page-layout";
import { FormulaBox } from "~/components/lab/lab-ui";
import { LabTable } from "~/components/lab/lab-table";
import type { TableColumn } from "./data-table";
import { Faq } from "./faq";
import { Sources } from "./sources";
import { BulletList } from "./bullet-list";
import type { FaqEntry } from "~/lib/meta";

interface Titled {
  /** The h2's id (the section is labelled by it). */
  id: string;
  heading: string;
}

/** A section labelled by its h2. */
export function TitledSection({ id, heading, children }: Titled & { children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </Section>
  );
}

/** The formula: an introduction, the formula lines, then whatever follows them. */
export function FormulaSection({
  id,
  text,
  lines,
  children,
}: {
  id: string;
  text: { heading: string; intro: string };
  lines: readonly string[];
  children?: ReactNode;
}) {
  return (
    <TitledSection id={id} heading={text.heading}>
      <p>{text.intro}</p>
      <FormulaBox>
        {lines.map((line) => (
          <p key={line} className="formula">
            {line}
          </p>
        ))}
      </FormulaBox>
      {children}
    </TitledSection>
  );
}

/** Worked examples as a captioned table (computed by the calculator's own code). */
export function ExamplesSection<T>({
  id,
  text,
  children,
  ...table
}: {
  id: string;
  text: { heading: string; caption: string };
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  children?: ReactNode;
}) {
  return (
    <TitledSection id={id} heading={text.heading}>
      <LabTable caption={text.caption} {...table} />
      {children}
    </TitledSection>
  );
}

/** A titled bullet list (tips, safety points). */
export function ListSection({ id, text }: { id: string; text: { heading: string; items: readonly string[] } }) {
  return (
    <TitledSection id={id} heading={text.heading}>
      <BulletList items={text.items} />
    </TitledSection>
  );
}

/** The visible FAQ (the page's FAQPage structured data comes from the same entries). */
export function FaqSection({ entries, ...titled }: Titled & { entries: readonly FaqEntry[] }) {
  return (
    <TitledSection {...titled}>
      <Faq entries={entries} />
    </TitledSection>
  );
}

/** The end of a calculator's page: its sources, then the Behaviour view for auditors (issue 28). */
export function CalculatorPageEnd({ sources, scope }: { sources: readonly string[]; scope: string }) {
  return (
    <>
      <Sources sources={sources} />
      {/* For auditors, after all of the page's own content. */}
      <BehaviourSection scope={scope} />
    </>
  );
}
