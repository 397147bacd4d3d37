/** /robots.txt, pre-rendered at build time. */
import { robotsTxt } from "~/lib/site-files";

export function loader() {
  return new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
