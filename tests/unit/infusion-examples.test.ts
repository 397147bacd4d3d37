/**
 * Issue 56: the infusion calculator's page is worked against published nursing exercises. Each
 * volume example (mL/h from a volume and a time, drops per minute with a drop factor, the time a
 * volume takes at a rate) names its source, and the calculator's own code (src/domain/infusion-rate.ts,
 * infusion-volume.ts) recomputes the answer the source prints.
 */
import { describe, expect, it } from "vitest";
import { PAGE_CONTENT } from "~/content/page-registry";
import { infusionRatePageView } from "~/content/clinical-examples";
import { evaluateInfusion } from "~/domain/infusion-rate";
import type { ExampleSource, InfusionRateContent } from "~/content/page-types";
import type { InfusionInputs } from "~/domain/infusion-rate";
import { EMPTY_INPUTS as E } from "~/machines/infusion-rate/infusion-rate.types";

const content = PAGE_CONTENT["/infusion-rate-calculator"] as InfusionRateContent;
const fromVolume = content.examples.inputs.filter(
  (e) => e.inputs.direction === "volumeOverTime" || e.inputs.direction === "volumeAndRate",
);

/** Where the calculator's answer differs from the source's stated one (empty when it agrees). */
function disagreements(inputs: InfusionInputs, stated: ExampleSource["stated"]): string[] {
  const s = evaluateInfusion(inputs);
  if (s.kind !== "ready") return [`no result: ${s.kind}`];
  const out: string[] = [];
  if (stated.mlPerHour !== undefined && !("rate" in s && s.rate.value === stated.mlPerHour))
    out.push(`mL/h: ${"rate" in s ? s.rate.value : "none"} ≠ ${stated.mlPerHour}`);
  if (stated.dropsPerMinute !== undefined && s.drops?.whole !== stated.dropsPerMinute)
    out.push(`drops/min: ${s.drops?.whole} ≠ ${stated.dropsPerMinute}`);
  if (stated.minutes !== undefined && !("time" in s && s.time?.minutes === stated.minutes))
    out.push(`minutes: ${"time" in s ? s.time?.minutes : "none"} ≠ ${stated.minutes}`);
  return out;
}

describe("the infusion page's worked examples are published nursing exercises, recomputed (issue 56)", () => {
  it("the page works a volume over a time, drops per minute with a drop factor and the time a volume takes", () => {
    const stated = fromVolume.map((e) => e.source?.stated ?? {});
    expect(stated.some((s) => s.mlPerHour !== undefined && s.dropsPerMinute === undefined)).toBe(true);
    expect(stated.some((s) => s.dropsPerMinute !== undefined)).toBe(true);
    expect(stated.some((s) => s.minutes !== undefined)).toBe(true);
  });

  it.each(fromVolume.map((e) => [e.name, e] as const))("%s: its source and the source's answer", (_name, e) => {
    expect(e.source, `${e.name} has no source`).toBeDefined();
    const src = e.source!;
    expect(src.name.length).toBeGreaterThan(20);
    expect(src.url).toMatch(/^https?:\/\/\S+$/);
    expect(Object.keys(src.stated).length).toBeGreaterThan(0);
    expect(disagreements(e.inputs, src.stated)).toEqual([]);
  });

  it("the check fails on an answer the calculator does not give", () => {
    const inputs: InfusionInputs = {
      ...E,
      direction: "volumeOverTime",
      volumeText: "1000",
      durationText: "180",
      durationUnit: "min",
      dropFactor: 15,
    };
    expect(disagreements(inputs, { mlPerHour: 333.3, dropsPerMinute: 83 })).toEqual([]);
    expect(disagreements(inputs, { dropsPerMinute: 84 })).toEqual(["drops/min: 83 ≠ 84"]);
    expect(disagreements(inputs, { mlPerHour: 333 })).toHaveLength(1);
  });

  it("the page lists each example's source with its answer and address", () => {
    const { sources, examples } = infusionRatePageView();
    for (const e of fromVolume) {
      expect(sources.some((s) => s.includes(`“${e.name}”`) && s.includes(e.source!.url))).toBe(true);
      expect(examples.some((x) => x.name === e.name)).toBe(true);
    }
    // The numbers on the page follow the convention: grouped by a narrow no-break space.
    for (const e of examples) expect(e.name).not.toMatch(/\d \d{3}\b|\d,\d{3}/);
  });
});
