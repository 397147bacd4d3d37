/**
 * The one place that writes a page's <head>: title, description, keywords, canonical link,
 * Open Graph and structured data (JSON-LD), all from the route table in src/data/site-routes.ts.
 */
import type { MetaDescriptor } from "react-router";
import { findRoute, type SiteRoute } from "~/data/site-routes";
import { SITE_NAME, SITE_ORIGIN } from "~/data/site";

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

export interface HowToData {
  readonly name: string;
  readonly steps: readonly string[];
}

export interface StructuredDataExtras {
  readonly faq?: readonly FaqEntry[];
  readonly howTo?: HowToData;
}

export function canonicalUrl(path: string): string {
  return path === "/" ? `${SITE_ORIGIN}/` : `${SITE_ORIGIN}${path}`;
}

export function webApplicationLd(route: SiteRoute) {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: route.path === "/" ? SITE_NAME : `${route.heading} – ${SITE_NAME}`,
    url: canonicalUrl(route.path),
    description: route.description,
    applicationCategory: "MedicalApplication",
    operatingSystem: "Any (runs in a web browser)",
    browserRequirements: "Requires JavaScript for live calculation",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
  };
}

/** A text page's structured data: AboutPage, ContactPage or WebPage, part of the site. */
export function webPageLd(route: SiteRoute) {
  return {
    "@context": "https://schema.org",
    "@type": route.path === "/about" ? "AboutPage" : route.path === "/contact" ? "ContactPage" : "WebPage",
    name: route.heading,
    url: canonicalUrl(route.path),
    description: route.description,
    isPartOf: { "@type": "WebSite", name: SITE_NAME, url: canonicalUrl("/") },
  };
}

export function faqLd(faq: readonly FaqEntry[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}

export function howToLd(howTo: HowToData) {
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: howTo.name,
    step: howTo.steps.map((text, i) => ({ "@type": "HowToStep", position: i + 1, text })),
  };
}

/** The head of a public route. Throws at build time for a path missing from the route table. */
export function pageMeta(path: string, extras: StructuredDataExtras = {}): MetaDescriptor[] {
  const route = findRoute(path);
  if (!route) throw new Error(`pageMeta: ${path} is not in the route table`);
  const url = canonicalUrl(route.path);
  const tags: MetaDescriptor[] = [
    { title: route.title },
    { name: "description", content: route.description },
    { name: "keywords", content: route.keywords.join(", ") },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: route.title },
    { property: "og:description", content: route.description },
    { property: "og:url", content: url },
  ];
  tags.push({ "script:ld+json": route.calculator ? webApplicationLd(route) : webPageLd(route) });
  if (extras.faq && extras.faq.length > 0) tags.push({ "script:ld+json": faqLd(extras.faq) });
  if (extras.howTo) tags.push({ "script:ld+json": howToLd(extras.howTo) });
  return tags;
}

export { notFoundMeta } from "~/data/route-table";
