/**
 * The text of /sitemap.xml and /robots.txt, written at build time from the route table (the
 * resource routes src/pages/sitemap-xml.ts and robots-txt.ts serve them). Kept out of the route
 * modules, whose other exports reach the browser bundle: only their loaders use this.
 */
import { PUBLIC_ROUTES } from "~/data/site-routes";
import { SITE_ORIGIN } from "~/data/site";
import { canonicalUrl } from "~/lib/meta";

export function sitemapXml(): string {
  const urls = PUBLIC_ROUTES.map((r) => `  <url><loc>${canonicalUrl(r.path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`;
}
