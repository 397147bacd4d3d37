/**
 * jsdom's `getComputedStyle`, answering `display`, `visibility` and `pointer-events` by themselves.
 *
 * Why: Testing Library asks for the computed style of every candidate of a role query, of every
 * node of its accessible name and of every ancestor (is it hidden?), and reads only `display` and
 * `visibility`; user-event reads `pointer-events` before a click. jsdom answers each call by
 * matching the element against every rule of every style sheet (styled-components inject
 * hundreds) and copying every property of the result: a profile of the dilution view model put
 * half of the file's time there (issue 55).
 *
 * Exact by construction: the three properties are resolved by jsdom's own steps
 * (jsdom/lib/jsdom/living/helpers/style-rules.js: the default style sheet, then every style sheet
 * in order, `@media` rules for "screen" and `@import`ed sheets, the element's `style` attribute
 * last; "unset" removes; the CSS-wide keywords; inherited ones from the parent), over only the
 * rules that declare one of them (or `all`), each matched with jsdom's own selector engine. The
 * answer is the same kind of object with the value set the way jsdom sets it; any other property
 * or method is read from jsdom's own full answer, computed then. tests/unit/fast-styles.test.ts
 * compares the two on every element of rendered pages.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
type Declaration = CSSStyleDeclaration;
type DeclarationClass = new () => Declaration;
const { CSSStyleDeclaration: Cssstyle } = require("cssstyle") as { CSSStyleDeclaration: DeclarationClass };
const jsdomLib = path.dirname(require.resolve("jsdom"));
const { implForWrapper } = require(path.join(jsdomLib, "jsdom/living/generated/utils.js")) as {
  implForWrapper: (wrapper: Element) => ElementImpl;
};
const cssom = require("@acemir/cssom") as { parse: (text: string) => Sheet };

interface ElementImpl {
  _ownerDocument: {
    _domSelector: { check: (s: string, el: ElementImpl) => { match: boolean; pseudoElement: unknown } };
  };
}
interface Rule {
  selectorText?: string;
  style: Declaration;
  media?: ArrayLike<string>;
  cssRules?: ArrayLike<Rule>;
  styleSheet?: Sheet | null;
  constructor: { name: string };
}
interface Sheet {
  cssRules: ArrayLike<Rule>;
}

/** The properties answered here, as jsdom resolves them (all three "as-specified"). */
const RESOLVED = {
  display: { inherited: false, initial: "inline" },
  visibility: { inherited: true, initial: "visible" },
  "pointer-events": { inherited: true, initial: "auto" },
} as const;
type Property = keyof typeof RESOLVED;
const PROPERTIES = Object.keys(RESOLVED) as Property[];
const CAMEL: Record<string, Property> = {
  display: "display",
  visibility: "visibility",
  pointerEvents: "pointer-events",
};
const declares = (style: Declaration) => ["all", ...PROPERTIES].some((p) => style.getPropertyValue(p) !== "");

const defaultSheet = cssom.parse(
  fs.readFileSync(path.join(jsdomLib, "jsdom/browser/default-stylesheet.css"), { encoding: "utf-8" }),
);

/** The rules of the default sheet and the document's sheets that declare one of the properties, in jsdom's order. */
function relevantRules(document: Document): Rule[] {
  const rules: Rule[] = [];
  const add = (rule: Rule) => void (rule.style && declares(rule.style) && rules.push(rule));
  const handleSheet = (sheet: Sheet) => {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule.media) {
        if (rule.constructor.name === "CSSImportRule") {
          const media = Array.from(rule.media);
          if (rule.styleSheet && (media.length === 0 || media.includes("screen")))
            Array.from(rule.styleSheet.cssRules).forEach(add);
        } else if (Array.from(rule.media).includes("screen")) Array.from(rule.cssRules ?? []).forEach(add);
      } else add(rule);
    }
  };
  handleSheet(defaultSheet);
  // jsdom walks its internal list of the document's sheets; the public list holds the same, in order.
  for (const sheet of Array.from(document.styleSheets)) handleSheet(sheet as unknown as Sheet);
  return rules;
}

/** jsdom's `matches` (style-rules.js), on its own selector engine. */
function matches(rule: Rule, impl: ElementImpl): boolean {
  try {
    if (rule.selectorText) {
      const selector = rule.selectorText.split(";").pop()!.trim();
      const { match, pseudoElement } = impl._ownerDocument._domSelector.check(selector, impl);
      return pseudoElement ? false : match;
    }
  } catch {
    // as jsdom: a selector it cannot match does not apply
  }
  return false;
}

/**
 * A `getComputedStyle` for `window` that answers the three properties itself and anything else
 * from `original`. The cascaded values are remembered until the document's sheets or any element
 * change (a MutationObserver's records, read synchronously at each call), as jsdom does.
 */
export type ComputedStyle = (this: Window, element: Element, pseudo?: string | null) => Declaration;

export function fastComputedStyle(window: Window & typeof globalThis, original: ComputedStyle) {
  const document = window.document;
  let rules: Rule[] | null = null;
  let cascaded = new WeakMap<Element, Declaration>();
  // A change is seen by takeRecords() until the observer's own callback has run (a microtask
  // later), and by the callback after that.
  let changed = false;
  const observer = new window.MutationObserver(() => void (changed = true));
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  // insertRule changes no element: the sheets' sizes are compared too. (Like jsdom's, the answer
  // does not follow a move of the focus alone: a `:focus` rule applies from the next change.)
  let sheets = "";
  const fresh = () => {
    const now = Array.from(document.styleSheets, (s) => s.cssRules.length).join();
    if (observer.takeRecords().length > 0 || changed || rules === null || now !== sheets) {
      changed = false;
      sheets = now;
      rules = relevantRules(document);
      cascaded = new WeakMap();
    }
    return rules;
  };

  function cascade(element: Element): Declaration {
    const known = cascaded.get(element);
    if (known) return known;
    const declaration = new Cssstyle();
    const handle = (style: Declaration, property: string) => {
      const value = style.getPropertyValue(property);
      if (value === "unset") declaration.removeProperty(property);
      else declaration.setProperty(property, value, style.getPropertyPriority(property));
    };
    const impl = implForWrapper(element);
    for (const rule of fresh()) if (matches(rule, impl)) for (const p of Array.from(rule.style)) handle(rule.style, p);
    const inline = (element as HTMLElement).style as Declaration | undefined;
    if (inline) for (const p of Array.from(inline)) handle(inline, p);
    cascaded.set(element, declaration);
    return declaration;
  }

  function computed(element: Element, property: Property): string {
    const { inherited, initial } = RESOLVED[property];
    const parent = element.parentElement;
    let value = cascade(element).getPropertyValue(property);
    if (value === "") value = inherited && parent ? computed(parent, property) : initial;
    if (value === "initial") return initial;
    if (value === "inherit") return parent ? computed(parent, property) : initial;
    if (value === "unset") return inherited && parent ? computed(parent, property) : initial;
    return value;
  }

  return function getComputedStyle(element: Element, pseudo?: string | null): Declaration {
    if (pseudo !== undefined && pseudo !== null && pseudo !== "") return original.call(window, element, pseudo);
    fresh();
    const own = new Cssstyle();
    for (const p of PROPERTIES) own.setProperty(p, computed(element, p));
    let full: Declaration | null = null;
    const whole = () => (full ??= original.call(window, element));
    return new Proxy(own, {
      get(target, key) {
        if (typeof key === "string" && key in CAMEL) return target.getPropertyValue(CAMEL[key]!);
        if (typeof key === "string" && key in RESOLVED) return target.getPropertyValue(key);
        if (key === "getPropertyValue")
          return (p: string) => ((PROPERTIES as string[]).includes(p) ? target : whole()).getPropertyValue(p);
        const f = whole();
        const value: unknown = Reflect.get(f, key, f);
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(f) : value;
      },
    });
  };
}
