import { Figures } from "~/components/ui/figures";

/**
 * A sentence of page text in which *a word* between asterisks is emphasised (<em>), and each
 * number stays whole with its unit (Figures, issue 53).
 */
export function Prose({ text }: { text: string }) {
  const parts = text.split(/\*([^*]+)\*/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <em key={i}>
            <Figures text={part} />
          </em>
        ) : (
          <Figures key={i} text={part} />
        ),
      )}
    </>
  );
}
