// The import graph of a source folder, read with the TypeScript compiler's parser (no type check):
// every static `import … from`, `export … from`, `import x = require(…)` and `import(…)` of a
// relative or `~/` path, resolved to a file. `import type` (and `export type … from`) is counted
// too: a type-only import is erased at run time, but it is still a dependency of one layer on
// another, and a circle through it is a circle in the design. Packages (react, xstate, …) are
// kept apart, by name, for the layer rule.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface ImportEdge {
  /** The importing file, relative to the project root, with forward slashes. */
  from: string;
  /** The imported file, relative to the project root (for a package: its specifier). */
  to: string;
  /** The specifier as written. */
  specifier: string;
  typeOnly: boolean;
  /** A package (not a relative or `~/` path). */
  external: boolean;
}

const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".jsx", ".mjs", ".json"];

export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(m?[jt]sx?)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(full);
  }
  return out.sort();
}

/** The specifiers a file imports, with whether each import is type-only. */
export function importsOf(fileName: string, text: string): { specifier: string; typeOnly: boolean }[] {
  const kind = fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push({ specifier: node.moduleReference.expression.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      // `typeof import("./x")` in a type position
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolveFile(base: string): string | undefined {
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => path.join(base, "index" + extension)),
  ];
  // `./x.js` written for `./x.ts`
  if (/\.m?js$/.test(base)) candidates.push(base.replace(/\.(m?)js$/, ".$1ts"), base.replace(/\.js$/, ".tsx"));
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/**
 * Every import edge of the files under `dir`. `aliases` maps a prefix such as `~/` to a folder
 * (absolute). An internal specifier that names no file is an error (the graph would be wrong).
 */
export function importGraph(root: string, dir: string, aliases: Record<string, string>): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");
  for (const file of sourceFiles(dir)) {
    for (const { specifier, typeOnly } of importsOf(file, fs.readFileSync(file, "utf8"))) {
      const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
      // React Router's generated route types (`./+types/about`) live in .react-router/types, outside
      // the folder (tsconfig's rootDirs): generated, importing nothing of ours, so not a node here.
      const generated = specifier.includes("/+types/");
      const internal = (specifier.startsWith(".") || alias !== undefined) && !generated;
      if (!internal) {
        edges.push({ from: rel(file), to: specifier, specifier, typeOnly, external: true });
        continue;
      }
      const base = alias
        ? path.join(aliases[alias]!, specifier.slice(alias.length))
        : path.resolve(path.dirname(file), specifier.replace(/\?.*$/, ""));
      const target = resolveFile(base.replace(/\?.*$/, ""));
      if (target === undefined) throw new Error(`${rel(file)}: cannot resolve "${specifier}"`);
      edges.push({ from: rel(file), to: rel(target), specifier, typeOnly, external: false });
    }
  }
  return edges;
}

/**
 * The circles of a graph: one per strongly connected component of more than one file (or a file
 * importing itself), each written as one shortest loop through the component's first file, so a
 * failure names files a person can follow. Tarjan's algorithm, iterative.
 */
export function importCircles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    if (edge.external) continue;
    const list = next.get(edge.from) ?? [];
    if (!list.includes(edge.to)) list.push(edge.to);
    next.set(edge.from, list);
    if (!next.has(edge.to)) next.set(edge.to, []);
  }
  for (const list of next.values()) list.sort();
  const nodes = [...next.keys()].sort();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const children = next.get(frame.node)!;
      if (frame.child < children.length) {
        const child = children[frame.child++]!;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = component.length === 1 && next.get(component[0]!)!.includes(component[0]!);
        if (component.length > 1 || selfLoop) components.push(component.sort());
      }
    }
  }
  // One shortest loop through the component's first file (breadth-first inside the component).
  return components
    .map((component) => {
      const members = new Set(component);
      const first = component[0]!;
      const previous = new Map<string, string>();
      const queue = [first];
      let end: string | undefined;
      while (queue.length > 0 && end === undefined) {
        const node = queue.shift()!;
        for (const child of next.get(node)!) {
          if (!members.has(child)) continue;
          if (child === first) {
            end = node;
            break;
          }
          if (!previous.has(child)) {
            previous.set(child, node);
            queue.push(child);
          }
        }
      }
      const loop = [end!];
      while (loop[0] !== first) loop.unshift(previous.get(loop[0]!)!);
      loop.push(first);
      return component.length > loop.length - 1 ? [...loop, `(${component.length} files in this circle's knot)`] : loop;
    })
    .sort((a, b) => a[0]!.localeCompare(b[0]!));
}
