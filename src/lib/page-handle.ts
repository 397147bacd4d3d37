/**
 * What a route module's `handle` says about the scripts its page needs (read by src/root.tsx
 * around React Router's <Scripts />, as in React Router's guide to pages without JavaScript).
 *
 * `hydrate: false`: the page is static pre-rendered HTML with islands. React Router renders it at
 * build time (route table, loader, meta) but sends none of its client scripts: no router, no
 * route modules, no loader data; only the islands entry (src/entry.client.tsx) hydrates the
 * interactive parts (src/components/islands.tsx), and links are ordinary page loads.
 * Without it (or with `hydrate: true`) a page would get React Router's scripts and hydrate whole,
 * as every page does under the development server; a build refuses such a page
 * (scripts/postbuild.mjs), so every page route declares it.
 */
export interface PageHandle {
  readonly hydrate: boolean;
}

/** Every page of this site: static HTML, only the islands hydrate. */
export const ISLANDS_ONLY: PageHandle = { hydrate: false };

export function isIslandsOnly(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as Partial<PageHandle>).hydrate === false;
}

/** A page's <head> tags, computed by its loader at pre-render time (every page route's `meta`). */
export function metaOfLoader<M>({ loaderData }: { loaderData?: { meta: readonly M[] } }): readonly M[] {
  return loaderData?.meta ?? [];
}
