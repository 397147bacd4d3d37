/**
 * Reads a calculator's whole view in two calls to the page and checks it in one retrying
 * assertion, instead of one Playwright locator per expected fact. Each role locator
 * (`getByRole(role, { name })`) computes the role and the accessible name of every candidate
 * element again, so a view check of ~30 of them spent ~150 ms in the browser; this reads the
 * same facts once:
 *
 * - Playwright's accessibility tree of the scope (`locator.ariaSnapshot()`, the same role and
 *   accessible-name engine as `getByRole`): each node's role, exact accessible name, the nodes
 *   it is inside and the states the tree shows ([disabled], [pressed], [selected], [invalid]);
 * - the DOM facts of the same elements (attributes as written, value, accessible description,
 *   text, focus), from one `evaluateAll` over `scope.getByRole(r1).or(scope.getByRole(r2))…`:
 *   Playwright's role engine again, so both lists hold the same elements in document order and
 *   are zipped one to one (a reader that finds them out of step reports it and reads again).
 *
 * A check is a list of expectations, each a key that says what is checked ("textbox “Mass of
 * solute (g)”: value"), how to read it from the view and the expected value; `expectView`
 * polls the read until every expectation holds, so a failure prints one diff of everything that
 * differs (a missing or doubled control reads as "‹no textbox “Mass (g)”›", "‹2 elements›").
 *
 *   await expectView(card, { roles: ["button", "textbox"], attributes: ["aria-pressed"] }, [
 *     attribute(control("button", "Reset"), "type", "button"),
 *     value(control("textbox", "Mass of solute (g)"), "5.844"),
 *   ]);
 */
import { expect, type Locator } from "@playwright/test";

type AriaRole = Parameters<Locator["getByRole"]>[0];

/** The DOM facts of one element, read in the page. */
export interface DomFacts {
  readonly tag: string;
  /** The requested attributes as written (null when absent). */
  readonly attributes: Readonly<Record<string, string | null>>;
  /** `value` of an input, text area or select, else null. */
  readonly value: string | null;
  /**
   * The accessible description from aria-describedby (the referenced elements' text, joined by
   * spaces, whitespace collapsed), as `toHaveAccessibleDescription` computes it for plain text.
   */
  readonly description: string;
  /** The text content as Playwright's text assertions read it (scripts and styles skipped). */
  readonly text: string;
  /** `toBeFocused`: the element is its document's active element and the page has the focus. */
  readonly focused: boolean;
  /** `toBeVisible`: rendered with a non-empty box and not visibility:hidden. */
  readonly visible: boolean;
}

/** A node of the accessibility tree with the DOM facts of its element. */
export interface ViewNode extends DomFacts {
  readonly role: string;
  readonly name: string;
  /** States shown in the accessibility tree: { disabled: "true", pressed: "true", level: "2" }. */
  readonly states: Readonly<Record<string, string>>;
  /** The nodes it is inside, outermost first (the scope's own node included). */
  readonly within: ReadonlyArray<{ readonly role: string; readonly name: string }>;
}

export interface View {
  readonly nodes: readonly ViewNode[];
  /** Elements by test id, page-wide (as `page.getByTestId`): every match, in document order. */
  readonly testIds: Readonly<Record<string, readonly DomFacts[]>>;
  /** Elements by id, page-wide (as `page.locator("#id")`): every match. */
  readonly ids: Readonly<Record<string, readonly DomFacts[]>>;
}

export interface ReadOptions {
  /** Roles of the nodes to read under the scope (never the scope's own role). */
  readonly roles: readonly AriaRole[];
  /** Attributes to read on every node and every element read by test id or id. */
  readonly attributes?: readonly string[];
  readonly testIds?: readonly string[];
  readonly ids?: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Reading

interface TreeNode {
  readonly role: string;
  readonly name: string;
  readonly states: Record<string, string>;
  readonly within: Array<{ role: string; name: string }>;
  readonly depth: number;
}

/**
 * Parses the YAML of `ariaSnapshot()`: one node a line ("- role "name" [state]…", followed by
 * ": text" or ":" and its children two spaces deeper). A key is single-quoted when YAML needs it;
 * text lines ("- text: …") and properties ("- /placeholder: …") are not nodes.
 */
export function parseAriaSnapshot(yaml: string): TreeNode[] {
  const nodes: TreeNode[] = [];
  const stack: TreeNode[] = [];
  for (const line of yaml.split("\n")) {
    const m = /^( *)- (.*)$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 2;
    const rest = m[2]!;
    let key: string;
    if (rest.startsWith("'")) {
      const end = /^'((?:[^']|'')*)'/.exec(rest);
      if (!end) throw new Error(`ariaSnapshot: unreadable line ${JSON.stringify(line)}`);
      key = end[1]!.replace(/''/g, "'");
    } else if (rest.endsWith(":")) key = rest.slice(0, -1);
    else {
      const colon = rest.indexOf(": ");
      key = colon < 0 ? rest : rest.slice(0, colon);
    }
    if (key.startsWith("/") || key === "text") continue;
    const k = /^([a-z]+)(?: ("(?:[^"\\]|\\.)*"))?((?: \[[^\]]*\])*)$/.exec(key);
    if (!k) throw new Error(`ariaSnapshot: unreadable node ${JSON.stringify(key)}`);
    const states: Record<string, string> = {};
    for (const s of k[3]!.matchAll(/\[([a-z-]+)(?:=([^\]]*))?\]/g)) states[s[1]!] = s[2] ?? "true";
    while (stack.length > 0 && stack[stack.length - 1]!.depth >= depth) stack.pop();
    const node: TreeNode = {
      role: k[1]!,
      name: k[2] ? (JSON.parse(k[2]) as string) : "",
      states,
      within: stack.map((a) => ({ role: a.role, name: a.name })),
      depth,
    };
    nodes.push(node);
    stack.push(node);
  }
  return nodes;
}

/** Reads the DOM facts of `elements` and of the elements named by test id and id (in the page). */
function readFacts(
  elements: Element[],
  { attributes, testIds, ids }: { attributes: readonly string[]; testIds: readonly string[]; ids: readonly string[] },
) {
  const skipped = new Set(["SCRIPT", "NOSCRIPT", "STYLE", "TEMPLATE"]);
  // Playwright's elementText: the text nodes in order (an <input type=button|submit|reset>: its value).
  const textOf = (el: Element): string => {
    if (skipped.has(el.nodeName)) return "";
    if (el instanceof HTMLInputElement && ["submit", "button", "reset"].includes(el.type)) return el.value;
    let text = "";
    for (let child = el.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === Node.TEXT_NODE) text += child.nodeValue ?? "";
      else if (child.nodeType === Node.ELEMENT_NODE) text += textOf(child as Element);
    }
    if (el.shadowRoot)
      for (let child = el.shadowRoot.firstChild; child; child = child.nextSibling)
        text +=
          child.nodeType === Node.TEXT_NODE
            ? (child.nodeValue ?? "")
            : child.nodeType === Node.ELEMENT_NODE
              ? textOf(child as Element)
              : "";
    return text;
  };
  const hidden = (el: Element) => {
    const style = getComputedStyle(el);
    return el.getAttribute("aria-hidden") === "true" || style.display === "none" || style.visibility === "hidden";
  };
  // The text alternative of an element referenced by aria-describedby (accname 2B, 2F): its
  // text, block children set apart by spaces, hidden descendants left out unless the
  // referenced element itself is hidden (a hidden element referenced directly still counts).
  const alternative = (el: Element, includeHidden: boolean): string => {
    if (skipped.has(el.nodeName)) return "";
    if (!includeHidden && hidden(el)) return "";
    const label = el.getAttribute("aria-label");
    if (label && label.trim()) return label;
    let text = "";
    for (let child = el.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === Node.TEXT_NODE) text += child.nodeValue ?? "";
      else if (child.nodeType === Node.ELEMENT_NODE) {
        const inner = alternative(child as Element, includeHidden);
        const display = getComputedStyle(child as Element).display;
        text += display === "inline" ? inner : ` ${inner} `;
      }
    }
    return text;
  };
  const flat = (s: string) => s.replace(/\s+/g, " ").trim();
  const facts = (el: Element) => {
    const described = el.getAttribute("aria-describedby");
    const description = described
      ? described
          .split(/\s+/)
          .map((id) => document.getElementById(id))
          .filter((ref): ref is HTMLElement => ref !== null)
          .map((ref) => alternative(ref, hidden(ref)))
          .join(" ")
      : (el.getAttribute("aria-description") ?? el.getAttribute("title") ?? "");
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return {
      tag: el.tagName.toLowerCase(),
      attributes: Object.fromEntries(attributes.map((a) => [a, el.getAttribute(a)])),
      value:
        el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
          ? el.value
          : null,
      description: flat(description),
      text: textOf(el),
      focused: (el.getRootNode() as Document | ShadowRoot).activeElement === el && document.hasFocus(),
      visible: rect.width > 0 && rect.height > 0 && style.visibility !== "hidden",
    };
  };
  return {
    nodes: elements.map(facts),
    testIds: Object.fromEntries(
      testIds.map((t) => [t, [...document.querySelectorAll(`[data-testid="${CSS.escape(t)}"]`)].map(facts)]),
    ),
    ids: Object.fromEntries(ids.map((id) => [id, [...document.querySelectorAll(`#${CSS.escape(id)}`)].map(facts)])),
  };
}

/** Thrown (and read again) when the tree and the role query do not list the same elements. */
class OutOfStep extends Error {}

/**
 * Reads the view under `scope`: the scope must be one node of the accessibility tree (a
 * region, a form…), whose descendants with one of `roles` are read.
 */
export async function readView(scope: Locator, options: ReadOptions): Promise<View> {
  const [first, ...others] = options.roles;
  if (!first) throw new Error("readView: no roles");
  let query = scope.getByRole(first);
  for (const role of others) query = query.or(scope.getByRole(role));
  const [yaml, dom] = await Promise.all([
    scope.ariaSnapshot(),
    query.evaluateAll(readFacts, {
      attributes: options.attributes ?? [],
      testIds: options.testIds ?? [],
      ids: options.ids ?? [],
    }),
  ]);
  const tree = parseAriaSnapshot(yaml);
  if (tree.filter((n) => n.depth === 0).length !== 1) {
    throw new Error(`readView: the scope ${scope} is not one node of the accessibility tree:\n${yaml}`);
  }
  const wanted = new Set<string>(options.roles);
  const listed = tree.filter((n) => n.depth > 0 && wanted.has(n.role));
  if (listed.length !== dom.nodes.length) {
    throw new OutOfStep(
      `the accessibility tree lists ${listed.length} nodes with roles ${options.roles.join(", ")}, the role query ${dom.nodes.length}`,
    );
  }
  const nodes = listed.map((n, i) => ({
    role: n.role,
    name: n.name,
    states: n.states,
    within: n.within,
    ...dom.nodes[i]!,
  }));
  return { nodes, testIds: dom.testIds, ids: dom.ids };
}

// ---------------------------------------------------------------------------------------------
// Checking

/** One expected fact: what it says, how to read it from the view, the expected value. */
export type Expectation = readonly [key: string, read: (view: View) => unknown, want: unknown];

/**
 * Reads the view until every expectation holds (Playwright's expect timeout), then passes; else
 * fails with a diff of the facts that differ, each named by its key, under `message`.
 */
export async function expectView(
  scope: Locator,
  options: ReadOptions,
  expectations: readonly Expectation[],
  message?: string,
): Promise<void> {
  const keys = new Set<string>();
  for (const [key] of expectations) {
    if (keys.has(key)) throw new Error(`expectView: the key ${key} is used twice`);
    keys.add(key);
  }
  const want = Object.fromEntries(expectations.map(([key, , w]) => [key, w]));
  await expect
    .poll(
      async () => {
        let view: View;
        try {
          view = await readView(scope, options);
        } catch (e) {
          if (e instanceof OutOfStep) return { "‹read›": e.message };
          throw e;
        }
        return Object.fromEntries(expectations.map(([key, read]) => [key, read(view)]));
      },
      { message, intervals: [0, 20, 50, 100, 250, 500, 1000] },
    )
    .toEqual(want);
}

/** Whitespace collapsed and trimmed, as Playwright's text assertions compare strings. */
export const normalized = (s: string) =>
  s
    .replace(/[\u200b\u00ad]/g, "")
    .trim()
    .replace(/\s+/g, " ");

/** A name matcher as `getByRole` applies it: exact (equal) or not (case-insensitive substring). */
export interface NameQuery {
  readonly role: string;
  readonly name: string | RegExp;
  readonly exact?: boolean;
}

function nameMatches(name: string, { name: wanted, exact }: NameQuery) {
  if (wanted instanceof RegExp) return wanted.test(name);
  return exact ? name === wanted : name.toLowerCase().includes(wanted.toLowerCase());
}

const describeQuery = (q: NameQuery) =>
  q.name === "" ? q.role : `${q.role} “${q.name instanceof RegExp ? q.name.source : q.name}”`;

/**
 * A control found like `scope.getByRole(outer…).getByRole(role, { name, exact })`: the nodes
 * with that role and name inside nodes that match each of `within` (outermost first). A
 * locator fails when it finds none or more than one (strict mode); so does `one`.
 */
export interface Control<N extends DomFacts = ViewNode> {
  readonly key: string;
  readonly all: (view: View) => readonly N[];
}

export function control(
  role: AriaRole,
  name: string | RegExp,
  { exact = true, within = [] }: { exact?: boolean; within?: readonly NameQuery[] } = {},
): Control<ViewNode> {
  const query: NameQuery = { role, name, exact };
  const key = [...within.map(describeQuery), describeQuery(query)].join(" › ");
  return {
    key,
    all: (view) =>
      view.nodes.filter((n) => {
        if (n.role !== role || !nameMatches(n.name, query)) return false;
        let from = 0;
        for (const outer of within) {
          const at = n.within.findIndex((a, i) => i >= from && a.role === outer.role && nameMatches(a.name, outer));
          if (at < 0) return false;
          from = at + 1;
        }
        return true;
      }),
  };
}

/** The elements with this test id, page-wide (`page.getByTestId(id)`). */
export const byTestId = (id: string): Control<DomFacts> => ({
  key: `test id “${id}”`,
  all: (view) => view.testIds[id] ?? [],
});

/** The element with this id, page-wide (`page.locator("#id")`). */
export const byId = (id: string): Control<DomFacts> => ({ key: `#${id}`, all: (view) => view.ids[id] ?? [] });

/** What a missing or doubled control reads as (it never equals an expected value). */
const notOne = (c: Control<DomFacts>, count: number) =>
  count === 0 ? `‹no ${c.key}›` : `‹${count} elements match ${c.key}›`;

/** Reads one fact of the control's one element. */
export function fact<N extends DomFacts, T>(
  c: Control<N>,
  what: string,
  read: (n: N) => T,
  want: unknown,
): Expectation {
  return [
    `${c.key}: ${what}`,
    (view) => {
      const found = c.all(view);
      return found.length === 1 ? read(found[0]!) : notOne(c, found.length);
    },
    want,
  ];
}

/** `toHaveAttribute(name, value)`; null: `not.toHaveAttribute(name)` (absent). */
export const attribute = (c: Control<DomFacts>, name: string, want: string | null) =>
  fact(c, name, (n) => n.attributes[name] ?? null, want);
/** `toHaveValue(value)` (exact). */
export const value = (c: Control<DomFacts>, want: string) => fact(c, "value", (n) => n.value, want);
/** `toBeDisabled()` / `toBeEnabled()`, as the accessibility tree says it. */
export const disabled = (c: Control<ViewNode>, want: boolean) =>
  fact(c, "disabled", (n) => n.states.disabled === "true", want);
/** `toBeFocused()` (true); false is not checked by the callers today, so it is not offered. */
export const focused = (c: Control<DomFacts>) => fact(c, "focused", (n) => n.focused, true);
/** `toBeChecked()` / `not.toBeChecked()`: a radio button's state in the accessibility tree. */
export const checked = (c: Control<ViewNode>, want: boolean) =>
  fact(c, "checked", (n) => n.states.checked === "true", want);
/** `toHaveAccessibleDescription(/hint/)`: the description contains `text`. */
export const describedAs = (c: Control<DomFacts>, text: string) =>
  fact(c, "description", (n) => n.description, expect.stringContaining(text));
/** `toContainText(text)` for each text (each its own key). */
export const containsTexts = (c: Control<DomFacts>, texts: readonly string[]): Expectation[] =>
  texts.map((t) =>
    fact(c, `text contains ${JSON.stringify(t)}`, (n) => normalized(n.text), expect.stringContaining(normalized(t))),
  );
/** `not.toContainText(text)`. */
export const lacksText = (c: Control<DomFacts>, text: string) =>
  fact(
    c,
    `text lacks ${JSON.stringify(text)}`,
    (n) => normalized(n.text),
    expect.not.stringContaining(normalized(text)),
  );
/** `toHaveText(text)` with a string: the whole text, whitespace collapsed, equals `text`. */
export const text = (c: Control<DomFacts>, want: string) =>
  fact(c, "text", (n) => normalized(n.text), normalized(want));
/** `toHaveText(/^text$/)`: the whole text as it is (not collapsed) equals `text`. */
export const exactText = (c: Control<DomFacts>, want: string) => fact(c, "text as is", (n) => n.text, want);
/** `toHaveText([texts])` on every match: as many elements, each whole text (collapsed) equal, in order. */
export const texts = (c: Control<DomFacts>, want: readonly string[]): Expectation => [
  `${c.key}: texts`,
  (view) => c.all(view).map((n) => normalized(n.text)),
  want.map(normalized),
];
/** `toHaveCount(n)`. */
export const count = (c: Control<DomFacts>, want: number): Expectation => [
  `${c.key}: count`,
  (view) => c.all(view).length,
  want,
];

/** Exists exactly once (the strict mode of a locator that is only used to find the control). */
export const exists = (c: Control<DomFacts>) => fact(c, "found", () => true, true);

/**
 * A text field as the calculators show it: its value, and either marked invalid and described by
 * its hint, or not marked at all (`hint` null).
 */
export function field(label: string, want: { value: string; hint: string | null }): Expectation[] {
  const input = control("textbox", label);
  return [
    value(input, want.value),
    attribute(input, "aria-invalid", want.hint ? "true" : null),
    ...(want.hint ? [describedAs(input, normalized(want.hint))] : []),
  ];
}

/**
 * A table inside `within`: a heading row and one row a line (none without lines), each found by
 * the text it starts with (`region.getByRole("row", { name: /^first / })`) and containing `text`.
 */
export function tableRows(
  within: readonly NameQuery[],
  lines: ReadonlyArray<{ readonly first: string; readonly text: string }>,
): Expectation[] {
  return [
    count(control("row", "", { exact: false, within }), lines.length === 0 ? 0 : lines.length + 1),
    ...lines.map(({ first, text }) =>
      fact(
        control("row", new RegExp(`^${first.replace(/[.*+?^${}()|[\]\\/%]/g, "\\$&")} `), { within }),
        "text",
        (n) => normalized(n.text),
        expect.stringContaining(normalized(text)),
      ),
    ),
  ];
}
