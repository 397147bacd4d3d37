/**
 * `checkPage(check)` runs a synchronous, read-only check of the rendered page (queries and
 * expects, no user action) with jsdom's `getComputedStyle` remembered per element.
 *
 * Why: Testing Library's `getByRole` asks jsdom for the computed style of every candidate, every
 * node of its accessible name and every ancestor (is it hidden?), and jsdom recomputes each one
 * from all of styled-components' injected rules. A profile of the molarity view model put two
 * thirds of the file's time there, most of it the same elements asked again by the next query of
 * the same check. Nothing changes the page during a read-only check, so the style of an element is
 * the same at every query of it: remembering it is exact, the queries find the same elements by
 * the same roles and names, and hidden elements stay hidden.
 *
 * To stay exact even if a check did change the page, the remembered styles are dropped as soon as
 * the DOM (elements, attributes, text, the style tags) changes or the focus moves (`:focus` rules),
 * and the cache exists only while `check` runs. An async check is refused: the page could change
 * between its awaits.
 */
type StyleCache = Map<Element, Map<string, CSSStyleDeclaration>>;

interface Scope {
  cache: StyleCache;
  observer: MutationObserver;
  focus: Element | null;
  original: typeof window.getComputedStyle;
}
let active: Scope | null = null;

function remembered(element: Element, pseudo?: string | null): CSSStyleDeclaration {
  const scope = active!;
  // takeRecords() is synchronous: any change to the DOM since the last call is seen here.
  if (scope.observer.takeRecords().length > 0 || document.activeElement !== scope.focus) {
    scope.cache.clear();
    scope.focus = document.activeElement;
  }
  let byPseudo = scope.cache.get(element);
  if (!byPseudo) scope.cache.set(element, (byPseudo = new Map<string, CSSStyleDeclaration>()));
  const key = pseudo ?? "";
  let style = byPseudo.get(key);
  if (!style) byPseudo.set(key, (style = scope.original.call(window, element, pseudo)));
  return style;
}

export function checkPage<T>(check: () => T): T {
  if (active) return check();
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to restore, and called with .call(window)
  const original = window.getComputedStyle;
  const observer = new MutationObserver(() => {});
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  active = { cache: new Map(), observer, focus: document.activeElement, original };
  window.getComputedStyle = remembered;
  try {
    const result = check();
    if (result instanceof Promise) throw new Error("checkPage takes a synchronous check");
    return result;
  } finally {
    window.getComputedStyle = original;
    observer.disconnect();
    active = null;
  }
}
