/** A sentence of page text in which *a word* between asterisks is emphasised (<em>). */
export function Prose({ text }: { text: string }) {
  const parts = text.split(/\*([^*]+)\*/);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <em key={i}>{part}</em> : part))}</>;
}
