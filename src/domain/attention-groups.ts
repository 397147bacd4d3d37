/**
 * What needs attention in a long list, grouped (issue 53, principle 1: a long batch puts what
 * needs attention first and lets a person reach any row). Entries that failed are kept one by
 * one (each says its own reason); entries that carry a caution are grouped by the caution's kind,
 * one group per kind with how many entries carry it and the first of them, so 8 900 cautioned
 * entries make a few lines, not 8 900. Pure: no words, no list type of its own.
 */

/** One entry as the grouping reads it: its 1-based position, whether it failed, its caution's kind. */
export interface AttentionItem<K extends string> {
  readonly index: number;
  readonly failed: boolean;
  /** The kind of the entry's caution, or null when it has none (a failed entry has none). */
  readonly kind: K | null;
}

/** The entries of one caution kind: how many, and the position of the first. */
export interface CautionGroup<K extends string> {
  readonly kind: K;
  readonly count: number;
  readonly firstIndex: number;
}

export interface AttentionGroups<K extends string> {
  /** The positions of the entries that failed, in the list's order. */
  readonly failed: readonly number[];
  /** One group per kind present, in the order of `kinds` (never an empty group). */
  readonly groups: readonly CautionGroup<K>[];
  /** Entries with a caution, all kinds together. */
  readonly cautioned: number;
}

/**
 * Groups the entries that need attention: the failed ones by position, the cautioned ones by kind
 * in the order `kinds` gives (a kind not in `kinds` is an error, never silently dropped). One pass.
 */
export function groupAttention<K extends string>(
  items: Iterable<AttentionItem<K>>,
  kinds: readonly K[],
): AttentionGroups<K> {
  const failed: number[] = [];
  const counts = new Map<K, { count: number; firstIndex: number }>();
  let cautioned = 0;
  for (const item of items) {
    if (item.failed) {
      failed.push(item.index);
      continue;
    }
    if (item.kind === null) continue;
    if (!kinds.includes(item.kind)) throw new Error(`Unknown caution kind: ${item.kind}`);
    cautioned += 1;
    const group = counts.get(item.kind);
    if (group) {
      group.count += 1;
      if (item.index < group.firstIndex) group.firstIndex = item.index;
    } else counts.set(item.kind, { count: 1, firstIndex: item.index });
  }
  const groups = kinds.flatMap((kind) => {
    const group = counts.get(kind);
    return group ? [{ kind, ...group }] : [];
  });
  return { failed, groups, cautioned };
}
