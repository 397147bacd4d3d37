/**
 * The content of all 37 dose pages, looked up by path, and their related links: the
 * neighbouring doses in the route table, the reverse page when it exists, any extra pages the
 * content names (the 20 mg page adds /10-mg-to-ml), and home.
 */
import { DOSE_PAGES, MG_PAGES, ML_PAGES, dosePath, type DosePage } from "~/data/doses";
import { findRoute } from "~/data/site-routes";
import { PAGE_CONTENT } from "./page-registry";
import type { DoseContent } from "./types";
import { pageMeta, type HowToData } from "~/lib/meta";
import { amountText, workedSteps } from "./compute";
import { examplesView, formulaView, medicationView, referenceTableView } from "./views";
import type { DoseView, PageData } from "./view-types";
import { sourcesFor } from "./clinical";
import { maxDoseOf } from "~/data/max-doses";
import { presentationOf } from "~/data/presentations";
import { HIGH_ALERT_SOURCE, highAlertWarnings } from "~/data/high-alert";

/** A dose page's content (src/content/pages/<url>.ts) with its path. */
export type DoseRecord = DoseContent & { readonly path: string };

function doseRecords(pages: readonly DosePage[]): DoseRecord[] {
  return pages.map((page) => {
    const content = PAGE_CONTENT[page.path];
    if (content?.kind !== "dose")
      throw new Error(`${page.path} has no dose page content (src/content/pages${page.path}.ts)`);
    return { ...content, path: page.path };
  });
}

/** The content of every dose page, in the order of the route table. */
export const MG_CONTENT: readonly DoseRecord[] = doseRecords(MG_PAGES);
export const ML_CONTENT: readonly DoseRecord[] = doseRecords(ML_PAGES);
export const DOSE_CONTENT: readonly DoseRecord[] = [...MG_CONTENT, ...ML_CONTENT];

const byPath = new Map(DOSE_CONTENT.map((c) => [c.path, c]));

export function doseContent(path: string): DoseRecord | undefined {
  return byPath.get(path);
}

export interface RelatedLink {
  readonly to: string;
  readonly label: string;
  /** Why it is related: "Smaller dose", "Reverse conversion"… */
  readonly relation: string;
}

/** The related links of a dose page, without duplicates, home last. */
export function relatedLinks(page: DosePage, content?: DoseContent): RelatedLink[] {
  const list = page.kind === "mg" ? MG_PAGES : ML_PAGES;
  const i = list.findIndex((p) => p.path === page.path);
  const unit = page.kind === "mg" ? "dose" : "volume";
  const links: RelatedLink[] = [];
  const add = (to: string, relation: string) => {
    const route = findRoute(to);
    if (route && to !== page.path && !links.some((l) => l.to === to)) links.push({ to, label: route.label, relation });
  };
  const prev = list[i - 1];
  const next = list[i + 1];
  if (prev) add(prev.path, `Smaller ${unit}`);
  if (next) add(next.path, `Larger ${unit}`);
  for (const extra of content?.extraRelated ?? []) add(extra, "Related dose");
  const reverse = dosePath(page.kind === "mg" ? "ml" : "mg", page.value);
  if (DOSE_PAGES.some((p) => p.path === reverse)) add(reverse, "Reverse conversion");
  if (page.kind === "mg") add("/mg-to-ml-syringe", "See the volume on a syringe");
  add("/", "All conversions");
  return links;
}

/** The HowTo structured data of a dose page: its first worked example's steps. */
export function doseHowTo(page: DosePage, content: DoseContent): HowToData | undefined {
  const ex = content.examples[0];
  if (!ex) return undefined;
  return { name: `Worked example: ${ex.title}`, steps: workedSteps(page.kind, ex, ex.measure) };
}

/** The view of a dose page: its texts with every number computed (see views.ts). */
export function doseView(path: string): DoseView {
  const view = doseViewWithoutSources(path);
  const texts = viewTexts(view);
  const highAlert = highAlertWarnings(texts);
  return {
    ...view,
    highAlert,
    sources: [...sourcesFor(texts), ...safetySources(doseContent(path)!, highAlert.length > 0)],
  };
}

/**
 * The sources of the page's safety checks (issue 27): the labels its named products' maxima come
 * from, the labels their presentations come from (issue 56), and the high-alert list when it names
 * a high-alert medicine.
 */
function safetySources(content: DoseContent, highAlert: boolean): string[] {
  const named: Array<{ name: string; form: string; strength: DoseContent["table"][number]["strength"] }> = [
    ...content.table.flatMap((r) => (r.product ? [{ name: r.product, form: r.form, strength: r.strength }] : [])),
    ...(content.medications ?? []).map((m) => ({ name: m.name, form: m.form, strength: m.strength })),
  ];
  const made = [
    ...new Set(
      named
        .map((p) => presentationOf(p.name, p.form, p.strength)?.source.name)
        .filter((x): x is string => x !== undefined),
    ),
  ];
  const labels = [
    ...new Set(named.map((p) => maxDoseOf(p.name, p.form)?.source).filter((x): x is string => x !== undefined)),
  ];
  const out: string[] = [];
  if (labels.length > 0) out.push(`Maximum doses the products named here are checked against: ${labels.join("; ")}.`);
  if (made.length > 0)
    out.push(`The presentations (strengths and containers) the products named here are made in: ${made.join("; ")}.`);
  if (highAlert) out.push(HIGH_ALERT_SOURCE);
  return out;
}

/** Every text a dose page shows (what its sources are picked from). */
export function viewTexts(view: DoseView): string[] {
  return [
    ...view.intro,
    ...(view.focus ? [view.focus.heading, ...view.focus.paragraphs] : []),
    ...view.table.rows.map((r) => r.use),
    ...(view.medications?.rows.map((r) => `${r.name} ${r.form}`) ?? []),
    ...view.examples.flatMap((e) => [e.title, e.context, ...e.steps, e.note ?? ""]),
    ...(view.safety ?? []),
    ...(view.errors ?? []),
    ...(view.pediatric ?? []),
    ...(view.faq ?? []).flatMap((f) => [f.question, f.answer]),
  ];
}

function doseViewWithoutSources(path: string): DoseView {
  const route = findRoute(path);
  const content = doseContent(path);
  const page = route?.dose;
  if (!route || !page || !content) throw new Error(`${path} is not a dose page`);
  const amount = amountText(page.kind, page.value);
  return {
    kind: page.kind,
    heading: route.heading,
    preset: page.preset,
    amountText: amount,
    intro: content.intro,
    ...(content.focus ? { focus: content.focus } : {}),
    ...(content.formula ? { formula: formulaView(page.value, { mg: page.preset.concentration, ml: 1 }) } : {}),
    table: referenceTableView(
      page.kind,
      page.value,
      content.table,
      page.kind === "mg" ? `${amount} in mL at common concentrations` : `${amount} in mg at common concentrations`,
    ),
    ...(content.medications ? { medications: medicationView(page.value, content.medications) } : {}),
    examples: examplesView(page.kind, content.examples),
    ...(content.safety ? { safety: content.safety } : {}),
    ...(content.errors ? { errors: content.errors } : {}),
    ...(content.pediatric ? { pediatric: content.pediatric } : {}),
    ...(content.faq ? { faq: content.faq } : {}),
    related: relatedLinks(page, content).map((l) => ({
      to: l.to,
      label: l.to === "/" ? "Home" : l.label,
      note: l.relation,
    })),
    highAlert: [],
    sources: [],
  };
}

/** Loader data of a dose page: its <head> (with FAQPage and HowTo structured data) and its view. */
export function dosePageData(path: string): PageData<DoseView> {
  const route = findRoute(path);
  const content = doseContent(path);
  if (!route?.dose || !content) throw new Response("Not a dose page", { status: 404 });
  return {
    meta: pageMeta(route.path, { faq: content.faq, howTo: doseHowTo(route.dose, content) }),
    view: doseView(route.path),
  };
}
