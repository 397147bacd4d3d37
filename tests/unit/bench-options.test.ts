/**
 * `npm run bench`'s options and its side-by-side table (scripts/bench/): every route of the
 * route table by default, the options as documented, and a comparison that shows both builds'
 * figures. (The measurements themselves are benchmarks, run by hand, never a test.)
 */
import { describe, expect, it } from "vitest";
import { ALL_ROUTES, parseOptions } from "../../scripts/bench/args";
import { alternate } from "../../scripts/bench/stats";
import { compareRows } from "../../scripts/bench/tables";
import { NOT_FOUND_PATH, type PageSizes } from "../../scripts/lib/sizes";
import { PUBLIC_ROUTES } from "../../src/data/site-routes";

describe("npm run bench: options", () => {
  it("measures every public route and the Not-found page by default, with Lighthouse, median of 3", () => {
    expect(ALL_ROUTES).toEqual([...PUBLIC_ROUTES.map((r) => r.path), NOT_FOUND_PATH]);
    expect(ALL_ROUTES).toHaveLength(52);
    expect(parseOptions([])).toEqual({
      routes: ALL_ROUTES,
      lighthouse: true,
      runs: 3,
      keystrokes: 200,
      batchRuns: 5,
      firstKeystrokeRuns: 5,
      port: null,
      dir: null,
      against: null,
      fold: false,
    });
  });

  it("reads --quick, --no-lighthouse, --runs, --routes, --against, --dir and --port, with or without '='", () => {
    expect(parseOptions(["--quick"])).toMatchObject({
      lighthouse: false,
      keystrokes: 50,
      batchRuns: 3,
      firstKeystrokeRuns: 3,
    });
    expect(parseOptions(["--no-lighthouse"])).toMatchObject({ lighthouse: false, keystrokes: 200, batchRuns: 5 });
    expect(parseOptions(["--", "--runs", "1"]).runs).toBe(1);
    expect(parseOptions(["--runs=5"]).runs).toBe(5);
    expect(parseOptions(["--routes", "/,20-mg-to-ml, 404"]).routes).toEqual(["/", "/20-mg-to-ml", NOT_FOUND_PATH]);
    expect(parseOptions(["--routes=/about,/about"]).routes).toEqual(["/about"]);
    expect(parseOptions(["--against", "../main/build", "--dir=build-x"])).toMatchObject({
      against: "../main/build",
      dir: "build-x",
    });
    expect(parseOptions(["--port", "4185"]).port).toBe(4185);
  });

  it("refuses what it cannot do with a sentence", () => {
    expect(() => parseOptions(["--routes", "/no-such-route"])).toThrow(/Unknown route\(s\): \/no-such-route/);
    expect(() => parseOptions(["--runs", "0"])).toThrow(/--runs needs a whole number from 1 to 9/);
    expect(() => parseOptions(["--runs", "2.5"])).toThrow(/--runs/);
    expect(() => parseOptions(["--port", "4190"])).toThrow(/Browsers refuse port 4190/);
    expect(() => parseOptions(["--against"])).toThrow(/--against needs a value/);
    expect(() => parseOptions(["--fast"])).toThrow(/Unknown option --fast/);
  });
});

describe("npm run bench --against: two builds in one run", () => {
  it("alternates which build goes first, round after round", () => {
    expect([0, 1, 2, 3].map((round) => alternate(["A", "B"], round).join(""))).toEqual(["AB", "BA", "AB", "BA"]);
    expect(alternate(["A"], 1)).toEqual(["A"]);
  });

  it("shows each figure for both builds, A → B, or once when they are the same", () => {
    const page = (jsGzip: number): PageSizes => ({
      path: "/",
      kind: "calculator",
      islands: ["header", "converter"],
      file: "index.html",
      html: { raw: 50_000, gzip: 12_800, brotli: 10_400 },
      js: { raw: 2_700, gzip: jsGzip, brotli: 1_200, files: [], inlineScripts: 1 },
      css: { raw: 17_300, gzip: 4_400, brotli: 3_800, files: [], inlineStyles: 1 },
      htmlPlusCss: { raw: 50_000, gzip: 12_800, brotli: 10_400 },
    });
    const a = {
      sizes: [page(1_500)],
      lighthouse: null,
      loaded: new Map([["/", { raw: 0, gzip: 142_700, brotli: 0, files: [] }]]),
    };
    const b = {
      sizes: [page(1_400)],
      lighthouse: null,
      loaded: new Map([["/", { raw: 0, gzip: 98_100, brotli: 0, files: [] }]]),
    };
    expect(compareRows(a, b)).toEqual([["/", "calculator", "1.5 → 1.4", "142.7 → 98.1", "4.4", "12.8", "12.8"]]);
  });
});
