import { describe, expect, it } from "vitest";
import { todaySnapshot } from "~/lib/today";

describe("'Last updated' date (src/lib/today.ts), written without Intl (issue 33)", () => {
  it("says every day of a year (a leap year) as en-US's long date does, with its ISO date", () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(2028, 0, 1 + day, 12, 0, 0);
      const [iso, text] = todaySnapshot(date).split("|");
      expect(text).toBe(date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }));
      expect(iso).toBe(
        `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`,
      );
    }
  });
});
