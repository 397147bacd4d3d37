import { Prose } from "./prose";

/** A plain list of short points (safety checks, common errors, pediatric notes, tips); *a word* is emphasised. */
export function BulletList({ items, name }: { items: readonly string[]; name?: string }) {
  return (
    <ul data-list={name}>
      {items.map((item) => (
        <li key={item}>
          <Prose text={item} />
        </li>
      ))}
    </ul>
  );
}
