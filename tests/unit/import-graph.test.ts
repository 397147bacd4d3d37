// Dependencies point one way (issue 29): no import circle anywhere in `src`, and the pure domain
// layer, `src/domain`, imports nothing above it (no machine, view, content, page, behaviour code,
// no React, XState or styled-components). The graph counts `import type` too: see
// tests/unit/support/import-graph.ts.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCircles, importGraph, importsOf, type ImportEdge } from "./support/import-graph";

const root = path.resolve(import.meta.dirname, "../..");
const src = path.join(root, "src");
const edges = importGraph(root, src, { "~/": src + "/" });

/**
 * What `src/domain` may import: itself, and the site's data (src/data: constants such as the
 * concentration presets), as long as what it reaches imports nothing above the domain either:
 * the rule is checked on every file reachable from src/domain, not only on its own imports.
 */
const DOMAIN_MAY_IMPORT = [/^src\/domain\//, /^src\/data\//];
const DOMAIN_MAY_IMPORT_PACKAGES: RegExp[] = [];

/** The files reachable from src/domain (src/domain included). */
function domainReach(all: ImportEdge[]): Set<string> {
  const reached = new Set(all.filter((edge) => edge.from.startsWith("src/domain/")).map((edge) => edge.from));
  let grown = true;
  while (grown) {
    grown = false;
    for (const edge of all) {
      if (!edge.external && reached.has(edge.from) && !reached.has(edge.to)) {
        reached.add(edge.to);
        grown = true;
      }
    }
  }
  return reached;
}

function layerBreaches(all: ImportEdge[]): string[] {
  const reach = domainReach(all);
  return all
    .filter((edge) => reach.has(edge.from))
    .filter((edge) =>
      edge.external
        ? !DOMAIN_MAY_IMPORT_PACKAGES.some((allowed) => allowed.test(edge.to))
        : !DOMAIN_MAY_IMPORT.some((allowed) => allowed.test(edge.to)),
    )
    .map((edge) => `${edge.from} imports "${edge.specifier}"${edge.typeOnly ? " (type only)" : ""}`);
}

/**
 * Circles left on purpose, each only through `import type` (erased at run time), with who removes
 * them. src/content/clinical.ts ↔ src/content/types.ts (DoseForm one way, Strength the other):
 * src/content is being restructured on another branch (issue 29 left it to that work).
 */
const KNOWN_TYPE_CIRCLES: readonly (readonly string[])[] = [["src/content/clinical.ts", "src/content/types.ts"]];

function isKnownTypeCircle(loop: readonly string[]): boolean {
  const files = new Set(loop.filter((file) => !file.startsWith("(")));
  const known = KNOWN_TYPE_CIRCLES.find((k) => k.length === files.size && k.every((file) => files.has(file)));
  if (!known) return false;
  // Every edge between the circle's files is type-only.
  return edges.filter((edge) => files.has(edge.from) && files.has(edge.to)).every((edge) => edge.typeOnly);
}

describe("the import graph of src", () => {
  it("reads the graph (a sanity check that the reader finds imports at all)", () => {
    expect(edges.length).toBeGreaterThan(300);
    expect(edges.some((edge) => edge.from.startsWith("src/domain/"))).toBe(true);
  });

  it("has no import circle", () => {
    const circles = importCircles(edges).filter((loop) => !isKnownTypeCircle(loop));
    const listed = circles.map((loop) => loop.join("\n  → "));
    expect(listed, `import circles:\n${listed.join("\n\n")}`).toEqual([]);
  });

  it("every circle still allowed is still there, and only through `import type`", () => {
    for (const known of KNOWN_TYPE_CIRCLES) {
      const loop = importCircles(edges).find((l) => isKnownTypeCircle(l) && l.includes(known[0]!));
      expect(loop, `${known.join(" ↔ ")} is no longer a circle: remove it from KNOWN_TYPE_CIRCLES`).toBeDefined();
    }
  });

  it("src/domain imports nothing above it (only src/domain and src/data, no package, also through what it imports)", () => {
    const breaches = layerBreaches(edges);
    expect(breaches, breaches.join("\n")).toEqual([]);
  });
});

describe("the import-graph reader itself", () => {
  it("sees every form of import, and tells type-only ones", () => {
    const found = importsOf(
      "x.tsx",
      [
        'import a from "./a";',
        'import type { B } from "./b";',
        'import { type C } from "./c";',
        'import { type D, e } from "./d";',
        'export { f } from "./f";',
        'export type { G } from "./g";',
        'import "./h";',
        'const i = () => import("./i");',
        'type J = typeof import("./j");',
        'import k = require("./k");',
      ].join("\n"),
    );
    expect(found).toEqual([
      { specifier: "./a", typeOnly: false },
      { specifier: "./b", typeOnly: true },
      { specifier: "./c", typeOnly: true },
      { specifier: "./d", typeOnly: false },
      { specifier: "./f", typeOnly: false },
      { specifier: "./g", typeOnly: true },
      { specifier: "./h", typeOnly: false },
      { specifier: "./i", typeOnly: false },
      { specifier: "./j", typeOnly: true },
      { specifier: "./k", typeOnly: false },
    ]);
  });

  it("finds a circle, a self-import, and no circle in a chain", () => {
    const edge = (from: string, to: string): ImportEdge => ({
      from,
      to,
      specifier: to,
      typeOnly: false,
      external: false,
    });
    expect(importCircles([edge("a", "b"), edge("b", "c"), edge("c", "a"), edge("c", "d")])).toEqual([
      ["a", "b", "c", "a"],
    ]);
    expect(importCircles([edge("s", "s")])).toEqual([["s", "s"]]);
    expect(importCircles([edge("a", "b"), edge("b", "c"), edge("a", "c")])).toEqual([]);
  });

  it("flags a domain file that imports a machine, a view, React or XState", () => {
    const edge = (to: string, external = false): ImportEdge => ({
      from: "src/domain/x.ts",
      to,
      specifier: to,
      typeOnly: false,
      external,
    });
    expect(
      layerBreaches([
        edge("src/machines/converter/converter.machine.ts"),
        edge("src/components/islands.tsx"),
        edge("react", true),
        edge("xstate", true),
        edge("src/domain/number/format.ts"),
      ]),
    ).toHaveLength(4);
  });
});
