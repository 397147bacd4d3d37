/** A table cell's text with, under it, the note on the product it names (issue 27), if any. */
export function NotedCell({ text, note }: { text: string; note: string | null }) {
  return (
    <>
      {text}
      {note ? (
        <span className="sub" data-note="product">
          {note}
        </span>
      ) : null}
    </>
  );
}
