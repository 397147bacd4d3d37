/**
 * The bench's tables: per route (one build), per route side by side (two builds, "A → B"), and
 * how a table is written, as text for the console and as Markdown for bench-results/bench.md.
 */
import type { LoadedJs } from "../lib/loaded-js";
import { NOT_FOUND_PATH, type PageSizes } from "../lib/sizes";
import { cls, fmt, kb, ms } from "./format";
import type { LighthouseFigures } from "./lighthouse";

/** What was measured on one build. */
export interface Measured {
  sizes: PageSizes[];
  lighthouse: Map<string, LighthouseFigures> | null;
  loaded: Map<string, LoadedJs> | null;
}

const routeName = (route: string) => (route === NOT_FOUND_PATH ? `${route} (Not found)` : route);

export function routeHeader(lighthouse: boolean): string[] {
  return [
    "Route",
    "Page",
    "JS raw",
    "JS gz",
    "JS br",
    "All JS gz",
    "CSS raw",
    "CSS gz",
    "CSS br",
    "HTML raw",
    "HTML gz",
    "HTML br",
    "HTML+CSS gz",
    ...(lighthouse ? ["Perf", "A11y", "BP", "SEO", "LCP", "TBT", "CLS"] : []),
  ];
}

/** Lighthouse's figures as table cells. */
const lighthouseCells = (f: LighthouseFigures | undefined) => [
  fmt(f?.performance ?? null).trim(),
  fmt(f?.accessibility ?? null).trim(),
  fmt(f?.bestPractices ?? null).trim(),
  fmt(f?.seo ?? null).trim(),
  ms(f?.lcpMs ?? null),
  ms(f?.tbtMs ?? null),
  cls(f?.cls ?? null),
];

export function routeRows({ sizes, lighthouse: lh, loaded }: Measured): string[][] {
  return sizes.map((s) => {
    const all = loaded?.get(s.path);
    return [
      routeName(s.path),
      s.kind,
      kb(s.js.raw),
      kb(s.js.gzip),
      kb(s.js.brotli),
      all ? kb(all.gzip) : "–",
      kb(s.css.raw),
      kb(s.css.gzip),
      kb(s.css.brotli),
      kb(s.html.raw),
      kb(s.html.gzip),
      kb(s.html.brotli),
      kb(s.htmlPlusCss.gzip),
      ...(lh ? lighthouseCells(lh.get(s.path)) : []),
    ];
  });
}

/** The side-by-side table's columns: the compressed sizes a visitor downloads, and Lighthouse. */
export function compareHeader(lighthouse: boolean): string[] {
  return [
    "Route",
    "Page",
    "JS gz",
    "All JS gz",
    "CSS gz",
    "HTML gz",
    "HTML+CSS gz",
    ...(lighthouse ? ["Perf", "A11y", "BP", "SEO", "LCP", "TBT", "CLS"] : []),
  ];
}

/** One row per route, each cell "A → B" (or one figure when both builds have the same). */
export function compareRows(a: Measured, b: Measured): string[][] {
  const cells = (m: Measured, s: PageSizes) => {
    const all = m.loaded?.get(s.path);
    return [
      s.kind,
      kb(s.js.gzip),
      all ? kb(all.gzip) : "–",
      kb(s.css.gzip),
      kb(s.html.gzip),
      kb(s.htmlPlusCss.gzip),
      ...(m.lighthouse ? lighthouseCells(m.lighthouse.get(s.path)) : []),
    ];
  };
  return a.sizes.map((sa) => {
    const sb = b.sizes.find((s) => s.path === sa.path)!;
    const left = cells(a, sa);
    const right = cells(b, sb);
    return [routeName(sa.path), ...left.map((x, i) => (x === right[i] ? x : `${x} → ${right[i]}`))];
  });
}

export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

export function markdownTable(header: string[], rows: string[][]): string {
  const esc = (c: string) => c.replace(/\|/g, "\\|");
  return [
    `| ${header.map(esc).join(" | ")} |`,
    `|${header.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`,
    ...rows.map((r) => `| ${r.map(esc).join(" | ")} |`),
  ].join("\n");
}
