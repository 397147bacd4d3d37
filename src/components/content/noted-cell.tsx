import { Figures } from "~/components/ui/figures";

/**
 * A table cell's text with, under it, its note (the strength per mL, the syringe's caution, the
 * note on the product it names: issue 27), if any. `data` marks the note for the page's tests.
 */
export function NotedCell({
  text,
  note,
  data,
}: {
  text: string | null;
  note: string | null | undefined;
  data?: Readonly<Record<`data-${string}`, string>>;
}) {
  return (
    <>
      <Figures text={text} />
      {note ? (
        <span className="sub" {...data}>
          <Figures text={note} />
        </span>
      ) : null}
    </>
  );
}
