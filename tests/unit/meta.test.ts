import { describe, expect, it } from "vitest";
import { pageMeta, canonicalUrl, notFoundMeta } from "~/lib/meta";
import { PUBLIC_ROUTES } from "~/data/site-routes";
import { SITE_ORIGIN } from "~/data/site";

type Tag = Record<string, unknown>;

describe("pageMeta", () => {
  it.each(PUBLIC_ROUTES.map((r) => [r.path, r] as const))(
    "%s gets its own title, description, keywords and canonical",
    (path, route) => {
      const tags = pageMeta(path) as Tag[];
      expect(tags).toContainEqual({ title: route.title });
      expect(tags).toContainEqual({ name: "description", content: route.description });
      expect(tags).toContainEqual({ name: "keywords", content: route.keywords.join(", ") });
      expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: canonicalUrl(path) });
      const ld = tags.filter((t) => "script:ld+json" in t).map((t) => t["script:ld+json"] as Tag);
      if (route.calculator) {
        const app = ld.find((d) => d["@type"] === "WebApplication");
        expect(app).toBeDefined();
        expect(app!.offers).toEqual({ "@type": "Offer", price: "0", priceCurrency: "USD" });
      } else {
        // A text page is a page of the site, with structured data too (decisions.md: every route).
        expect(ld.find((d) => d["@type"] === "WebApplication")).toBeUndefined();
        expect(ld).toEqual([
          {
            "@context": "https://schema.org",
            "@type": path === "/about" ? "AboutPage" : path === "/contact" ? "ContactPage" : "WebPage",
            name: route.heading,
            url: canonicalUrl(path),
            description: route.description,
            isPartOf: { "@type": "WebSite", name: "mg to mL Converter", url: canonicalUrl("/") },
          },
        ]);
      }
    },
  );

  it("canonical URLs are absolute, from the one site origin", () => {
    expect(canonicalUrl("/")).toBe(`${SITE_ORIGIN}/`);
    expect(canonicalUrl("/about")).toBe(`${SITE_ORIGIN}/about`);
  });

  it("adds FAQPage and HowTo structured data from the given content", () => {
    const tags = pageMeta("/20-mg-to-ml", {
      faq: [{ question: "Q?", answer: "A." }],
      howTo: { name: "How to", steps: ["One", "Two"] },
    }) as Tag[];
    const ld = tags.filter((t) => "script:ld+json" in t).map((t) => t["script:ld+json"] as Tag);
    expect(ld.map((d) => d["@type"])).toEqual(["WebApplication", "FAQPage", "HowTo"]);
    expect(ld[1]!.mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
    expect((ld[2]!.step as Tag[]).map((s) => s.text)).toEqual(["One", "Two"]);
  });

  it("refuses a path that is not in the route table", () => {
    expect(() => pageMeta("/nope")).toThrow(/not in the route table/);
  });

  it("the Not-found page is not indexed", () => {
    expect(notFoundMeta()).toContainEqual({ name: "robots", content: "noindex" });
  });
});
