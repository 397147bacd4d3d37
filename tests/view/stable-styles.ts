/**
 * `checkPage(check)` runs a synchronous, read-only check of the rendered page (queries and
 * expects, no user action) with what Testing Library asks jsdom again and again remembered for the
 * check's duration: each element's computed style (`getComputedStyle`), whether it matches a
 * selector (`Element#matches`), and its accessible name (`computeAccessibleName`).
 *
 * Why: Testing Library's `getByRole` asks, for every candidate element, which implicit role it has
 * (`matches` against every element-role selector of ARIA in turn), whether it is hidden (the
 * computed style of it and of every ancestor) and its accessible name (the computed style and text
 * of every node of the name). jsdom answers each from scratch, the styles from all of
 * styled-components' injected rules. The next query of the same check asks the same of the same
 * elements. Profiles of the view model tests:
 *  - molarity: two thirds of the file's time in `getComputedStyle` (remembered since issue 48);
 *  - concentration, with styles remembered: 9.2 s of 14.7 s in `queryAllByRole`, of which 4.9 s in
 *    `matches` and 3.7 s in `computeAccessibleName`.
 * Nothing changes the page during a read-only check, so each answer is the same at every query:
 * remembering it is exact, the queries find the same elements by the same roles and names, and
 * hidden elements stay hidden.
 *
 * To stay exact even if a check did change the page, everything remembered is dropped as soon as
 * the DOM (elements, attributes, text, the style tags) changes or the focus moves (`:focus` rules),
 * and exists only while `check` runs. An async check is refused: the page could change between its
 * awaits. tests/view/stable-page.test.tsx compares every query's answer inside a check with the
 * same query outside one.
 */
import { createRequire } from "node:module";

/**
 * dom-accessibility-api as Testing Library's role query loads it (CommonJS: the query reads
 * `computeAccessibleName` from this object at each call, so a check replaces it there).
 */
export const accessibilityApi = createRequire(createRequire(import.meta.url).resolve("@testing-library/dom"))(
  "dom-accessibility-api",
) as { computeAccessibleName: (element: Element, options?: Record<string, unknown>) => string };

/** What an element gave for each key (a pseudo-element, a selector, a name's options). */
type PerElement<T> = Map<Element, Map<string, T>>;

interface Scope {
  styles: PerElement<CSSStyleDeclaration>;
  matched: PerElement<boolean>;
  names: PerElement<string>;
  observer: MutationObserver;
  focusMoved: boolean;
  original: {
    getComputedStyle: typeof window.getComputedStyle;
    matches: (this: Element, selector: string) => boolean;
    computeAccessibleName: typeof accessibilityApi.computeAccessibleName;
  };
}
let active: Scope | null = null;

/** The check's scope, with everything remembered dropped if the DOM or the focus has changed. */
function current(): Scope {
  const scope = active!;
  // takeRecords() is synchronous: any change to the DOM since the last call is seen here. A focus
  // change is seen by its focus or blur event (asking jsdom for the active element at every call
  // took longer than the answers remembered).
  if (scope.observer.takeRecords().length > 0 || scope.focusMoved) {
    scope.styles.clear();
    scope.matched.clear();
    scope.names.clear();
    scope.focusMoved = false;
  }
  return scope;
}

/** What `element` gave for `key`, or what `compute` gives now (remembered). A throw is not remembered. */
function recall<T>(table: PerElement<T>, element: Element, key: string, compute: () => T): T {
  let byKey = table.get(element);
  if (!byKey) table.set(element, (byKey = new Map<string, T>()));
  if (byKey.has(key)) return byKey.get(key)!;
  const value = compute();
  byKey.set(key, value);
  return value;
}

function rememberedStyle(element: Element, pseudo?: string | null): CSSStyleDeclaration {
  const scope = current();
  return recall(scope.styles, element, pseudo ?? "", () =>
    scope.original.getComputedStyle.call(window, element, pseudo),
  );
}

function rememberedMatches(this: Element, selector: string): boolean {
  const scope = current();
  return recall(scope.matched, this, String(selector), () => scope.original.matches.call(this, selector));
}

function rememberedName(element: Element, options?: Record<string, unknown>): string {
  const scope = current();
  // Only options that are plain values make a key (a function given as an option would not).
  const plain = Object.values(options ?? {}).every(
    (v) => v === null || (typeof v !== "object" && typeof v !== "function"),
  );
  if (!plain) return scope.original.computeAccessibleName(element, options);
  return recall(scope.names, element, JSON.stringify(options ?? {}), () =>
    scope.original.computeAccessibleName(element, options),
  );
}

export function checkPage<T>(check: () => T): T {
  if (active) return check();
  const element = window.Element.prototype;
  const original: Scope["original"] = {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to restore, and called with .call(window)
    getComputedStyle: window.getComputedStyle,
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to restore, and called with .call(element)
    matches: element.matches,
    computeAccessibleName: accessibilityApi.computeAccessibleName,
  };
  const observer = new MutationObserver(() => {});
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const scope: Scope = {
    styles: new Map(),
    matched: new Map(),
    names: new Map(),
    observer,
    focusMoved: false,
    original,
  };
  const focusMoved = () => void (scope.focusMoved = true);
  window.addEventListener("focus", focusMoved, true);
  window.addEventListener("blur", focusMoved, true);
  active = scope;
  window.getComputedStyle = rememberedStyle;
  element.matches = rememberedMatches;
  accessibilityApi.computeAccessibleName = rememberedName;
  try {
    const result = check();
    if (result instanceof Promise) throw new Error("checkPage takes a synchronous check");
    return result;
  } finally {
    window.getComputedStyle = original.getComputedStyle;
    element.matches = original.matches;
    accessibilityApi.computeAccessibleName = original.computeAccessibleName;
    observer.disconnect();
    window.removeEventListener("focus", focusMoved, true);
    window.removeEventListener("blur", focusMoved, true);
    active = null;
  }
}
