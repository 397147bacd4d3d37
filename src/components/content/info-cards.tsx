import { Figures } from "~/components/ui/figures";
import { Link } from "react-router";
import type { InfoCard } from "~/content/types";
import { CardGrid, InfoCardBox } from "./content-ui";

/** A grid of small cards, each with an h3, a sentence or two and an optional link. */
export function InfoCards({ cards, name }: { cards: readonly InfoCard[]; name?: string }) {
  return (
    <CardGrid data-cards={name}>
      {cards.map((c) => (
        <InfoCardBox key={c.title}>
          <h3>
            <Figures text={c.title} />
          </h3>
          <p>
            <Figures text={c.text} />
          </p>
          {c.to ? (
            <p>
              {c.to.startsWith("mailto:") ? (
                <a href={c.to}>{c.linkText ?? c.to}</a>
              ) : (
                <Link to={c.to}>{c.linkText ?? "Open"}</Link>
              )}
            </p>
          ) : null}
        </InfoCardBox>
      ))}
    </CardGrid>
  );
}
