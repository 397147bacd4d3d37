/**
 * How a page gives its islands its effects (src/behaviour/page-effects.ts): the clock and the
 * clipboard and printer stand-ins its machines are provided with. src/islands.client.tsx provides
 * one object for the whole page; a card rendered without it (a view test) makes its own, once.
 */
import { createContext, useContext, useState } from "react";
import { createPageEffects, type PageEffects } from "~/behaviour/page-effects";

export const PageEffectsContext = createContext<PageEffects | null>(null);

/** The page's effects, or (no page around: a test) effects of this component's own. */
export function usePageEffects(): PageEffects {
  const page = useContext(PageEffectsContext);
  const [own] = useState(() => page ?? createPageEffects());
  return page ?? own;
}
