// @vitest-environment jsdom
/**
 * Every number on the content pages is computed, never typed: each page is rendered to HTML,
 * then every table cell and every worked line in the text is parsed back and recomputed with the
 * converter's formula (convert) and the shared formatter — and checked against the exact
 * arithmetic with an independent tolerance. The FAQPage and HowTo structured data of each page
 * must equal what the page shows.
 *
 * Each page is rendered as the pre-render builds it: its route loader gives the loader data
 * ({ meta, view }), the page component renders that view, and the HTML is written once the whole
 * tree is ready (the calculator islands included, boundaries in place), as src/entry.server.tsx
 * does. The <head> comes from the route's meta function with the same loader data.
 */
import { createElement as h, type ComponentType, type ReactNode } from "react";
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { ThemeProvider } from "styled-components";
import { beforeAll, describe, expect, it } from "vitest";
import { theme } from "~/styles/theme";
import { SITE_ORIGIN } from "~/data/site";
import { DOSE_ROUTES, PUBLIC_ROUTES, findRoute, type SiteRoute } from "~/data/site-routes";
import { convert } from "~/domain/dose/conversion";
import { formatDose } from "~/domain/number/format";
import { readSyringe, recommendSyringe } from "~/domain/syringe/syringe";
import { shortStatus } from "~/domain/syringe/syringe-words";
import { formatConcentration } from "~/domain/number/concentration";
import { DOSE_CONTENT, relatedLinks } from "~/content/dose-content";
import * as HomeRoute from "~/pages/home";
import * as DoseRoute from "~/pages/dose-page";
import * as SyringeRoute from "~/pages/syringe-page";
import * as StaticRoute from "~/pages/static-page";

/** What the tests use of a page's route module (loader, meta and component take typed route args). */
interface RouteModule {
  loader: (args: never) => unknown;
  meta: (args: never) => unknown;
  default: (props: never) => ReactNode;
}

interface PageUnderTest {
  route: SiteRoute;
  module: RouteModule;
}

const STATIC: Record<string, RouteModule> = {
  "/": HomeRoute,
  "/mg-to-ml-syringe": SyringeRoute,
  "/about": StaticRoute,
  "/contact": StaticRoute,
  "/privacy-policy": StaticRoute,
  "/terms-of-service": StaticRoute,
  "/disclaimer": StaticRoute,
};

const PAGES: PageUnderTest[] = PUBLIC_ROUTES.filter((r) => r.group !== "tool" || r.path === "/mg-to-ml-syringe").map(
  (route) => {
    if (route.dose) return { route, module: DoseRoute };
    return { route, module: STATIC[route.path]! };
  },
);

/** The island's fallback text (src/components/islands.tsx): never in a pre-rendered page. */
const ISLAND_FALLBACK = "Loading the calculator";

interface RenderedPage {
  loaderData: unknown;
  html: string;
  doc: Document;
}

const cache = new Map<string, RenderedPage>();

/** The page's loader, called as at pre-render time (a GET of the page's URL). */
async function loaderDataOf(p: PageUnderTest): Promise<unknown> {
  const request = new Request(new URL(p.route.path, SITE_ORIGIN));
  return p.module.loader({ request, params: {}, context: {} } as never);
}

async function prerenderPage(p: PageUnderTest): Promise<RenderedPage> {
  const loaderData = await loaderDataOf(p);
  // The component as the router calls it: with the loader data (its other route props are unused).
  const Page = p.module.default as unknown as ComponentType<{ loaderData: unknown }>;
  const page = h(Page, { loaderData });
  const { prelude } = await prerender(
    h(MemoryRouter, { initialEntries: [p.route.path] }, h(ThemeProvider, { theme }, page)),
    {
      // As src/entry.server.tsx: completed boundaries are written in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  const doc = new DOMParser().parseFromString(`<main>${html}</main>`, "text/html");
  return { loaderData, html, doc };
}

// 44 pages, each written once the whole tree is ready: more than the default hook timeout on a slow machine.
beforeAll(async () => {
  for (const p of PAGES) cache.set(p.route.path, await prerenderPage(p));
}, 120_000);

function rendered(p: PageUnderTest): RenderedPage {
  const page = cache.get(p.route.path);
  if (!page) throw new Error(`${p.route.path} was not rendered`);
  return page;
}

function renderPage(p: PageUnderTest): Document {
  return rendered(p).doc;
}

const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/[^\S\u202f]+/g, " ").trim();
const num = (s: string) => Number(s.replace(/[,\u202f]/g, ""));
const NUM = String.raw`(\d[\d\u202f]*(?:\.\d+)?)`;

/** Independent reading of a strength label: "250 mg/5 mL" → 50; "1,000 mg/mL" → 1000. */
function strengthOf(label: string): number {
  const m = new RegExp(String.raw`^${NUM} mg/(?:${NUM} )?mL$`).exec(label.trim());
  if (!m) throw new Error(`Not a strength label: ${label}`);
  return num(m[1]!) / (m[2] ? num(m[2]) : 1);
}

/** The shown value must be the formatter's text of the formula's value and within rounding of the exact value. */
function expectComputed(shown: string, amount: number, mgPerMl: number, direction: "mgToMl" | "mlToMg") {
  const unit = direction === "mgToMl" ? "mL" : "mg";
  const exact = direction === "mgToMl" ? amount / mgPerMl : amount * mgPerMl;
  expect(shown).toBe(formatDose(convert(amount, mgPerMl, direction), unit));
  const m = new RegExp(`^${NUM} ${unit}$`).exec(shown);
  expect(m, `${shown} is "<number> ${unit}"`).not.toBeNull();
  const decimals = unit === "mL" ? 4 : 2;
  expect(Math.abs(num(m![1]!) - exact)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
}

function ldOf(p: PageUnderTest) {
  const tags = p.module.meta({
    loaderData: rendered(p).loaderData,
    location: { pathname: p.route.path },
  } as never) as Array<Record<string, unknown>>;
  return tags.filter((t) => "script:ld+json" in t).map((t) => t["script:ld+json"] as Record<string, unknown>);
}

let checkedCells = 0;
let checkedLines = 0;

describe("every table value is computed by the calculators' formula", () => {
  it.each(DOSE_ROUTES.map((r) => [r.path, r] as const))("%s: reference and medication tables", (_path, route) => {
    const p = PAGES.find((x) => x.route.path === route.path)!;
    const doc = renderPage(p);
    const dose = route.dose!;
    const direction = dose.kind === "mg" ? "mgToMl" : "mlToMg";
    const rows = doc.querySelectorAll('table[data-table="reference"] tbody tr');
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const th = row.querySelector("th")!;
      const label = th.childNodes[0]!.textContent!;
      const c = strengthOf(label);
      expectComputed(text(row.querySelector('[data-cell="result"]')), dose.value, c, direction);
      const sub = th.querySelector(".sub");
      // The concentration as the converter shows it (formatConcentration: up to 4 decimals).
      if (sub) expect(text(sub)).toBe(`= ${formatConcentration(c)}`);
      expect(text(row.querySelectorAll("td")[1]).length).toBeGreaterThan(3);
      checkedCells += 1;
    }
    for (const row of doc.querySelectorAll('table[data-table="medications"] tbody tr')) {
      const cells = row.querySelectorAll("td");
      expectComputed(text(row.querySelector('[data-cell="result"]')), dose.value, strengthOf(text(cells[1])), "mgToMl");
      checkedCells += 1;
    }
  });

  it("home page: the common chart and the syringe table are the spec's values, computed", () => {
    const doc = renderPage(PAGES.find((p) => p.route.path === "/")!);
    const charts = [...doc.querySelectorAll('table[data-table="chart"]')];
    expect(charts).toHaveLength(2);
    const read = (table: Element) => {
      const header = text(table.querySelectorAll("thead th")[1]);
      const c = strengthOf(header.replace(/^Volume at /, ""));
      return [...table.querySelectorAll("tbody tr")].map((row) => {
        const dose = num(text(row.querySelector("th")).replace(/ mg$/, ""));
        const shown = text(row.querySelector('[data-cell="result"]'));
        expectComputed(shown, dose, c, "mgToMl");
        checkedCells += 1;
        return [text(row.querySelector("th")), shown];
      });
    };
    // Product spec §2: 50 mg = 1 mL … 500 mg = 10 mL at 250 mg/5 mL; 2.5 mg = 0.05 mL … 250 mg = 5 mL at 50 mg/mL.
    expect(read(charts[0]!)).toEqual([
      ["50 mg", "1 mL"],
      ["100 mg", "2 mL"],
      ["125 mg", "2.5 mL"],
      ["250 mg", "5 mL"],
      ["500 mg", "10 mL"],
    ]);
    expect(read(charts[1]!)).toEqual([
      ["2.5 mg", "0.05 mL"],
      ["10 mg", "0.2 mL"],
      ["25 mg", "0.5 mL"],
      ["100 mg", "2 mL"],
      ["250 mg", "5 mL"],
    ]);
    for (const row of charts[1]!.querySelectorAll("tbody tr")) {
      const volume = num(text(row.querySelector('[data-cell="result"]')).replace(/ mL$/, ""));
      const cell = row.querySelectorAll("td")[1]!;
      // The syringe's name first (its figure kept whole: "1 mL" in a span, then " tuberculin syringe").
      const caution = cell.querySelector('[data-caution="small"]');
      const name = [...cell.childNodes]
        .filter((n) => n !== caution && !caution?.contains(n))
        .map((n) => n.textContent)
        .join("")
        .trim();
      expect(name).toBe(recommendSyringe(volume, "injection").syringe.name);
      // A volume under 0.1 mL carries its caution in the cell; no other row does.
      expect(cell.querySelector('[data-caution="small"]') !== null, `${volume} mL`).toBe(volume < 0.1);
    }
  });

  it("syringe page: the reference table's volumes, syringes and marks are computed", () => {
    const doc = renderPage(PAGES.find((p) => p.route.path === "/mg-to-ml-syringe")!);
    const table = doc.querySelector('table[data-table="syringe-reference"]')!;
    const c = strengthOf(/^Doses at (.+?):/.exec(text(table.querySelector("caption")))![1]!);
    const rows = [...table.querySelectorAll("tbody tr")];
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      const dose = num(text(row.querySelector("th")).replace(/ mg$/, ""));
      expectComputed(text(row.querySelector('[data-cell="result"]')), dose, c, "mgToMl");
      const volume = dose / c;
      const [, oral, injection] = row.querySelectorAll("td");
      for (const [cell, choice] of [
        [oral, "auto-oral"],
        [injection, "auto-injection"],
      ] as const) {
        const r = readSyringe(volume, choice);
        expect(cell!.childNodes[0]!.textContent).toBe(r.syringe.name);
        expect(text(cell!.querySelector(".sub"))).toBe(shortStatus(r));
      }
      checkedCells += 1;
    }
    const guide = [...doc.querySelectorAll('table[data-table="syringe-guide"] tbody tr')].map((r) =>
      text(r.querySelector("th")),
    );
    expect(guide).toEqual([
      "1 mL oral syringe",
      "3 mL oral syringe",
      "5 mL oral syringe",
      "10 mL oral syringe",
      "0.5 mL insulin syringe (U-100)",
      "1 mL tuberculin syringe",
      "3 mL syringe",
      "5 mL syringe",
      "10 mL syringe",
    ]);
  });

  it("tables were really checked", () => {
    expect(checkedCells).toBeGreaterThan(37 * 5);
  });
});

describe("every worked line in the text is computed", () => {
  it.each(PAGES.map((p) => [p.route.path, p] as const))("%s", (_path, p) => {
    const body = text(renderPage(p).body);
    const patterns: Array<[RegExp, (m: RegExpExecArray) => void]> = [
      [
        new RegExp(`${NUM} mg ÷ ${NUM} mg/mL = (\\S+ mL)`, "g"),
        (m) => expectComputed(m[3]!, num(m[1]!), num(m[2]!), "mgToMl"),
      ],
      [
        new RegExp(`${NUM} mL × ${NUM} mg/mL = (\\S+ mg)`, "g"),
        (m) => expectComputed(m[3]!, num(m[1]!), num(m[2]!), "mlToMg"),
      ],
      [
        new RegExp(`${NUM} mg = (${NUM} mL) at (${NUM} mg/(?:${NUM} )?mL)`, "g"),
        (m) => expectComputed(m[2]!, num(m[1]!), strengthOf(m[4]!), "mgToMl"),
      ],
      [
        new RegExp(`${NUM} mL = (${NUM} mg) at (${NUM} mg/(?:${NUM} )?mL)`, "g"),
        (m) => expectComputed(m[2]!, num(m[1]!), strengthOf(m[4]!), "mlToMg"),
      ],
      [
        new RegExp(`which is ${NUM} mg/mL \\(${NUM} mg ÷ ${NUM} mL\\)`, "g"),
        (m) => expect(num(m[1]!)).toBeCloseTo(num(m[2]!) / num(m[3]!), 4),
      ],
    ];
    let found = 0;
    for (const [re, check] of patterns) {
      for (const m of body.matchAll(re)) {
        check(m);
        found += 1;
      }
    }
    checkedLines += found;
    if (p.route.calculator) expect(found, "a calculator page shows worked lines").toBeGreaterThan(0);
    expect(body).not.toMatch(/NaN|Infinity|undefined|\[object/);
  });

  it("worked lines were really checked", () => {
    expect(checkedLines).toBeGreaterThan(250);
  });
});

describe("structured data equals the visible content", () => {
  it.each(PAGES.map((p) => [p.route.path, p] as const))("%s", (_path, p) => {
    const doc = renderPage(p);
    const ld = ldOf(p);
    const faqLd = ld.find((x) => x["@type"] === "FAQPage") as
      { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> } | undefined;
    const visibleFaq = [...doc.querySelectorAll("[data-faq-entry]")].map((e) => ({
      q: text(e.querySelector("h3")),
      a: text(e.querySelector("p")),
    }));
    if (visibleFaq.length) {
      expect(faqLd).toBeDefined();
      expect(faqLd!.mainEntity.map((q) => ({ q: q.name, a: q.acceptedAnswer.text }))).toEqual(visibleFaq);
    } else {
      expect(faqLd).toBeUndefined();
    }
    const howTo = ld.find((x) => x["@type"] === "HowTo") as
      { name: string; step: Array<{ text: string; position: number }> } | undefined;
    const visibleSteps = [...doc.querySelectorAll("[data-example] ol, [data-howto]")][0];
    if (p.route.calculator) {
      expect(howTo).toBeDefined();
      expect(howTo!.step.map((s) => s.text)).toEqual([...visibleSteps!.querySelectorAll("li")].map((li) => text(li)));
      expect(howTo!.step.map((s) => s.position)).toEqual(howTo!.step.map((_, i) => i + 1));
      const app = ld.find((x) => x["@type"] === "WebApplication") as {
        offers: { price: string; priceCurrency: string };
      };
      expect(app.offers).toEqual({ "@type": "Offer", price: "0", priceCurrency: "USD" });
    } else {
      expect(howTo).toBeUndefined();
      expect(ld.find((x) => x["@type"] === "WebApplication")).toBeUndefined();
    }
    if (p.route.path === "/") expect(visibleFaq).toHaveLength(5);
  });
});

describe("page structure", () => {
  it.each(PAGES.map((p) => [p.route.path, p] as const))(
    "%s: one h1 (the route's heading), headings in order, tables with captions and scopes",
    (_path, p) => {
      const doc = renderPage(p);
      const h1 = doc.querySelectorAll("h1");
      expect(h1).toHaveLength(1);
      expect(text(h1[0])).toBe(p.route.heading);
      let level = 1;
      for (const hd of doc.querySelectorAll("h1, h2, h3, h4")) {
        const l = Number(hd.tagName[1]);
        expect(l, `heading "${text(hd)}" skips a level`).toBeLessThanOrEqual(level + 1);
        level = l;
      }
      for (const table of doc.querySelectorAll("table")) {
        expect(text(table.querySelector("caption")).length).toBeGreaterThan(5);
        for (const th of table.querySelectorAll("thead th")) expect(th.getAttribute("scope")).toBe("col");
        for (const th of table.querySelectorAll("tbody th")) expect(th.getAttribute("scope")).toBe("row");
      }
    },
  );

  it("dose pages: converter, reference table, worked examples, related links and disclaimer", () => {
    for (const route of DOSE_ROUTES) {
      const doc = renderPage(PAGES.find((p) => p.route.path === route.path)!);
      expect(doc.querySelector("#converter"), route.path).not.toBeNull();
      expect(doc.querySelector('table[data-table="reference"]'), route.path).not.toBeNull();
      expect(doc.querySelectorAll("[data-example]").length, route.path).toBeGreaterThanOrEqual(2);
      expect(doc.querySelector("[data-disclaimer]"), route.path).not.toBeNull();
      const related = [...doc.querySelectorAll('nav[aria-label="Related conversions"] a')].map((a) =>
        a.getAttribute("href"),
      );
      expect(related).toEqual(
        relatedLinks(
          route.dose!,
          DOSE_CONTENT.find((c) => c.path === route.path),
        ).map((l) => l.to),
      );
      expect(related).toContain("/");
      const core = [20, 25, 30, 40].includes(route.dose!.value) && route.dose!.kind === "mg";
      expect(doc.querySelector("[data-formula]") !== null, route.path).toBe(core);
      expect(doc.querySelector('table[data-table="medications"]') !== null, route.path).toBe(core);
    }
  });

  it("the 20 mg page links to /15-mg-to-ml, /25-mg-to-ml, /10-mg-to-ml and /", () => {
    const doc = renderPage(PAGES.find((p) => p.route.path === "/20-mg-to-ml")!);
    const related = [...doc.querySelectorAll('nav[aria-label="Related conversions"] a')].map((a) =>
      a.getAttribute("href"),
    );
    expect(related).toEqual(expect.arrayContaining(["/15-mg-to-ml", "/25-mg-to-ml", "/10-mg-to-ml", "/"]));
  });

  it("related links: neighbours, the reverse page when it exists, home", () => {
    for (const route of DOSE_ROUTES) {
      const links = relatedLinks(route.dose!).map((l) => l.to);
      const reverse =
        route.dose!.kind === "mg"
          ? route.path.replace("-mg-to-ml", "-ml-to-mg")
          : route.path.replace("-ml-to-mg", "-mg-to-ml");
      if (findRoute(reverse)) expect(links, route.path).toContain(reverse);
      expect(links[links.length - 1]).toBe("/");
      for (const to of links) expect(findRoute(to), to).toBeDefined();
    }
  });

  it("static pages: contact has three cards and no form or address; privacy is truthful; disclaimer says 911", () => {
    const contact = renderPage(PAGES.find((p) => p.route.path === "/contact")!);
    expect([...contact.querySelectorAll('[data-cards="contact"] h3')].map(text)).toEqual([
      "Email support",
      "Feedback",
      "Technical help",
    ]);
    expect(contact.querySelector("form, address, input, textarea")).toBeNull();
    expect(text(contact.body)).toMatch(/free, web-only and responsive/);
    expect(text(contact.body)).toMatch(/no mobile app/i);
    const privacy = text(renderPage(PAGES.find((p) => p.route.path === "/privacy-policy")!).body);
    expect(privacy).toMatch(/sets no cookies/);
    expect(privacy).toMatch(/no analytics/);
    expect(privacy).toMatch(/no advertising/);
    expect(privacy).toMatch(/stays on your device/);
    expect(privacy).not.toMatch(/advertising service is used|we use cookies/i);
    const disclaimer = text(renderPage(PAGES.find((p) => p.route.path === "/disclaimer")!).body);
    for (const phrase of [/education/i, /not medical advice/i, /qualified healthcare professional/, /911 \(US\)/])
      expect(disclaimer).toMatch(phrase);
  });
});

describe("each page is pre-rendered complete from its loader data", () => {
  it.each(PAGES.map((p) => [p.route.path, p] as const))(
    "%s: the page's own <head>, every island in place, no script needed",
    (_path, p) => {
      const { html, doc, loaderData } = rendered(p);
      const tags = p.module.meta({ loaderData, location: { pathname: p.route.path } } as never) as Array<
        Record<string, unknown>
      >;
      expect(tags).toContainEqual({ title: p.route.title });
      expect(tags).toContainEqual({ name: "description", content: p.route.description });
      // The calculators are islands (Suspense around a lazy component): the pre-render writes them
      // complete and in place, never their fallback nor a script to reveal them.
      expect(html).not.toContain(ISLAND_FALLBACK);
      expect(html).not.toMatch(/<script/i);
      const hasConverter = p.route.path === "/" || p.route.path === "/mg-to-ml-syringe" || p.route.dose !== undefined;
      expect(doc.querySelector("#converter") !== null, p.route.path).toBe(hasConverter);
      if (hasConverter) expect(doc.querySelector("#converter input#converter-amount"), p.route.path).not.toBeNull();
      if (p.route.path === "/mg-to-ml-syringe")
        expect(doc.querySelector('[data-testid="syringe-panel"]')).not.toBeNull();
    },
  );
});
