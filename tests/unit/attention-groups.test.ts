/** What needs attention in a long list, grouped (issue 53, principle 1): src/domain/attention-groups.ts. */
import { describe, expect, it } from "vitest";
import { groupAttention, type AttentionItem } from "~/domain/attention-groups";

type Kind = "small" | "large" | "precision";
const KINDS: readonly Kind[] = ["small", "large", "precision"];
const item = (index: number, failed: boolean, kind: Kind | null = null): AttentionItem<Kind> => ({
  index,
  failed,
  kind,
});

describe("groupAttention", () => {
  it("keeps the failed entries one by one and groups the cautioned ones by kind, in the kinds' order", () => {
    const groups = groupAttention(
      [
        item(1, false),
        item(2, false, "precision"),
        item(3, true),
        item(4, false, "small"),
        item(5, false, "precision"),
        item(6, false, "small"),
        item(7, true),
      ],
      KINDS,
    );
    expect(groups).toEqual({
      failed: [3, 7],
      groups: [
        { kind: "small", count: 2, firstIndex: 4 },
        { kind: "precision", count: 2, firstIndex: 2 },
      ],
      cautioned: 4,
    });
  });

  it("makes no group for a kind no entry carries, and nothing when nothing needs attention", () => {
    expect(groupAttention([item(1, false), item(2, false)], KINDS)).toEqual({ failed: [], groups: [], cautioned: 0 });
    expect(groupAttention([], KINDS)).toEqual({ failed: [], groups: [], cautioned: 0 });
  });

  it("the first of a kind is the lowest position, whatever order the items come in", () => {
    const groups = groupAttention([item(9, false, "large"), item(3, false, "large"), item(5, false, "large")], KINDS);
    expect(groups.groups).toEqual([{ kind: "large", count: 3, firstIndex: 3 }]);
  });

  it("10 000 entries, 8 900 with a caution, make three lines, and the counts add up", () => {
    const items = Array.from({ length: 10_000 }, (_, i) =>
      i % 1000 === 999 ? item(i + 1, true) : item(i + 1, false, i % 9 === 0 ? null : KINDS[i % 3]!),
    );
    const { failed, groups, cautioned } = groupAttention(items, KINDS);
    expect(failed).toHaveLength(10);
    expect(groups.map((g) => g.kind)).toEqual(KINDS);
    expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(cautioned);
    expect(cautioned).toBe(items.filter((x) => !x.failed && x.kind !== null).length);
  });

  it("refuses a kind it was not given rather than dropping its entries", () => {
    expect(() => groupAttention([item(1, false, "other" as Kind)], KINDS)).toThrow(/Unknown caution kind: other/);
  });
});
