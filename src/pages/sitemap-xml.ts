/** /sitemap.xml, pre-rendered at build time from the route table. */
import { sitemapXml } from "~/lib/site-files";

export function loader() {
  return new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
