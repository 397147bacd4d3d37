/** /sitemap.xml, pre-rendered at build time from the route table. */
import { PUBLIC_ROUTES } from "~/data/site-routes";
import { canonicalUrl } from "~/lib/meta";

export function sitemapXml(): string {
  const urls = PUBLIC_ROUTES.map((r) => `  <url><loc>${canonicalUrl(r.path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function loader() {
  return new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
