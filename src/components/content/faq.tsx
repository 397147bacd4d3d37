/** The visible FAQ; the page's FAQPage structured data is built from the same entries. */
import { Figures } from "~/components/ui/figures";
import type { FaqEntry } from "~/lib/meta";

export function Faq({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div data-faq="">
      {entries.map((f) => (
        <div key={f.question} data-faq-entry="">
          <h3>
            <Figures text={f.question} />
          </h3>
          <p>
            <Figures text={f.answer} />
          </p>
        </div>
      ))}
    </div>
  );
}
