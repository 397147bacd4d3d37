/**
 * Every product a page names exists as named (issue 56, principle 1): each named product is
 * looked up in the table of made presentations (src/data/presentations.ts) and held to it at the
 * page's dose; every container size a sentence names with a strength ("a 100 mL bag of
 * paracetamol 10 mg/mL") is one that strength is sold in. Pure: a page's content in, the problems
 * out (empty when the page names only what is made).
 */
import { PRESENTATIONS, presentationOf, type ContainerKind } from "~/data/presentations";
import { mgPerMl, volumeFor, type PageKind } from "./compute";
import { PRODUCTS } from "./clinical";
import type { DoseContent, Strength } from "./types";
import { formatNumber } from "~/domain/number/format";

export interface NamedProduct {
  /** Where the page names it: "row", "medication" or "example '…'". */
  readonly where: string;
  readonly name: string;
  readonly form: string;
  readonly strength: Strength;
  /** The volume the page's amount is at that strength, in mL. */
  readonly volumeMl: number;
}

const SAME = 1e-9;
const volumeAt = (kind: PageKind, amount: number, s: Strength): number =>
  kind === "mg" ? volumeFor(amount, s) : amount;

/** The products a page names: its table rows, its medication list and the examples whose words name one. */
export function namedProducts(
  kind: PageKind,
  value: number,
  content: Pick<DoseContent, "table" | "medications" | "examples">,
): NamedProduct[] {
  const out: NamedProduct[] = [];
  for (const r of content.table)
    if (r.product)
      out.push({
        where: "row",
        name: r.product,
        form: r.form,
        strength: r.strength,
        volumeMl: volumeAt(kind, value, r.strength),
      });
  for (const m of content.medications ?? [])
    out.push({
      where: "medication",
      name: m.name,
      form: m.form,
      strength: m.strength,
      volumeMl: volumeAt(kind, value, m.strength),
    });
  for (const ex of content.examples) {
    const words = `${ex.title} ${ex.context}`.toLowerCase();
    for (const p of PRODUCTS) {
      if (!words.includes(p.name.split(/[ (–]/)[0]!.toLowerCase()) || mgPerMl(p.strength) !== mgPerMl(ex.strength))
        continue;
      out.push({
        where: `example '${ex.title}'`,
        name: p.name,
        form: p.form,
        strength: p.strength,
        volumeMl: volumeAt(kind, ex.amount, ex.strength),
      });
    }
  }
  return out;
}

/** A volume in the checker's messages, written by the shared formatter (decisions.md: one formatter). */
const mlText = (v: number) => `${formatNumber(v, 4)} mL`;

/** What is wrong with a named product at its volume, or null when it is made so. */
export function presentationProblem(p: NamedProduct): string | null {
  const label = `${p.where}: ${p.name} ${p.form} ${p.strength.mg} mg/${p.strength.ml} mL`;
  const made = presentationOf(p.name, p.form, p.strength);
  if (!made) return `${label} is not made in this strength and form`;
  if (p.form === "prefilled syringe") {
    const sizes = made.containers.flatMap((c) => c.ml);
    return sizes.some((ml) => Math.abs(ml - p.volumeMl) < SAME)
      ? null
      : `${label}: no prefilled syringe of ${mlText(p.volumeMl)} is made (only ${sizes.map(mlText).join(", ")})`;
  }
  if (p.form === "injection" || p.form === "infusion") {
    const largest = Math.max(...made.containers.flatMap((c) => c.ml));
    return p.volumeMl <= largest + SAME
      ? null
      : `${label}: ${mlText(p.volumeMl)} is more than any one container holds (at most ${mlText(largest)})`;
  }
  return null;
}

/** The problems of a page's named products. */
export function productProblems(
  kind: PageKind,
  value: number,
  content: Pick<DoseContent, "table" | "medications" | "examples">,
): string[] {
  return namedProducts(kind, value, content)
    .map(presentationProblem)
    .filter((x): x is string => x !== null);
}

const NUM = String.raw`\d[\d\u202f]*(?:\.\d+)?`;
const num = (s: string) => Number(s.replace(/\u202f/g, ""));
const CLAIM = new RegExp(
  `(?<!(?:per|in) |[\\d.\u202f/])(${NUM}) mL (bottle|bag|vial|ampoule|prefilled syringe)([^.;?]*)`,
  "gi",
);
const STRENGTH = new RegExp(`(${NUM}) mg(?:/| per | in )(${NUM})? ?mL|(${NUM})%`, "i");

/** mg/mL of the first strength in a phrase ("250 mg per 5 mL" → 50, "5%" → 50), or null. */
function strengthIn(phrase: string): number | null {
  const m = STRENGTH.exec(phrase);
  if (!m) return null;
  if (m[3] !== undefined) return num(m[3]) * 10;
  return num(m[1]!) / (m[2] === undefined ? 1 : num(m[2]));
}

/**
 * The container sizes a text names with a strength that no product of that strength is sold in:
 * "a 60 mL bottle labelled 250 mg per 5 mL" when no 250 mg/5 mL product comes in a 60 mL bottle.
 */
export function containerProblems(texts: readonly string[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    for (const m of text.matchAll(CLAIM)) {
      const strength = strengthIn(m[3]!);
      if (strength === null) continue;
      const ml = num(m[1]!);
      const kind = m[2]!.toLowerCase() as ContainerKind;
      const sold = PRESENTATIONS.some(
        (p) =>
          Math.abs(mgPerMl(p.strength) - strength) < SAME &&
          p.containers.some((c) => c.kind === kind && c.ml.some((v) => Math.abs(v - ml) < SAME)),
      );
      if (!sold) out.push(`"${m[0].trim()}": no product at ${strength} mg/mL is sold in a ${ml} mL ${kind}`);
    }
  }
  return out;
}
