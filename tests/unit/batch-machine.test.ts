import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { batchMachine } from "~/machines/batch/batch.machine";
import { BATCH_MESSAGES } from "~/machines/batch/batch.calc";
import { selectSummary } from "~/machines/batch/batch.selectors";
import { parseConcentration } from "~/domain/number/concentration";
import { evaluateConverter } from "~/domain/dose/conversion";

/** The settings the converter card forwards for a concentration typed in the Calculator tab. */
function settingsOf(text: string, direction: "mgToMl" | "mlToMg" = "mgToMl") {
  const c = parseConcentration(text);
  if (!c.ok) throw new Error(`${text}: ${c.message}`);
  return { type: "settings.change" as const, mgPerMl: c.mgPerMl, ratio: c.ratio, direction };
}

/** The result lines of the batch, "0.025 mg = 0.0008 mL". */
function lines(actor: ReturnType<typeof start>): string[] {
  return (actor.getSnapshot().context.outcome?.entries ?? []).map((e) =>
    e.ok ? `${e.amountText} = ${e.resultText}` : `! ${e.input}`,
  );
}

function start(mgPerMl: number | null = 10) {
  const actor = createActor(batchMachine, {
    input: { mgPerMl, ratio: mgPerMl === null ? null : [mgPerMl, 1], direction: "mgToMl" },
  });
  actor.start();
  return actor;
}

describe("batch machine", () => {
  it("asks for values, then for a concentration, before converting", () => {
    const actor = start(null);
    actor.send({ type: "convert" });
    expect(actor.getSnapshot().context.hint).toBe(BATCH_MESSAGES.noValues);
    actor.send({ type: "input.change", value: "10 20" });
    expect(actor.getSnapshot().context.hint).toBeNull();
    actor.send({ type: "convert" });
    expect(actor.getSnapshot().context.hint).toBe(BATCH_MESSAGES.noConcentration);
    actor.send({ type: "settings.change", mgPerMl: 10, ratio: [10, 1], direction: "mgToMl" });
    expect(actor.getSnapshot().context.hint).toBeNull();
    actor.send({ type: "convert" });
    expect(selectSummary(actor.getSnapshot())).toBe("2 converted (mg to mL at 10 mg/mL)");
  });

  it("re-converts when the calculator's settings change, and clears results when they become invalid", () => {
    const actor = start();
    actor.send({ type: "input.change", value: "10 20" });
    actor.send({ type: "convert" });
    const first = actor.getSnapshot().context.outcome;
    actor.send({ type: "settings.change", mgPerMl: 10, ratio: [10, 1], direction: "mgToMl" }); // unchanged: ignored
    expect(actor.getSnapshot().context.outcome).toBe(first);
    actor.send({ type: "settings.change", mgPerMl: 10, ratio: [10, 1], direction: "mlToMg" });
    // 20 mL is more than any syringe here: counted as a caution (issue 12).
    expect(selectSummary(actor.getSnapshot())).toBe("2 converted, 1 with a caution (mL to mg at 10 mg/mL)");
    actor.send({ type: "settings.change", mgPerMl: null, ratio: null, direction: "mlToMg" });
    expect(actor.getSnapshot().matches({ list: "editing" })).toBe(true);
    expect(actor.getSnapshot().context.outcome).toBeNull();
    expect(actor.getSnapshot().context.hint).toBe(BATCH_MESSAGES.noConcentration);
  });

  it("clears results when the list changes, so they never describe another list", () => {
    const actor = start();
    actor.send({ type: "input.change", value: "10" });
    actor.send({ type: "convert" });
    actor.send({ type: "input.change", value: "10 20" });
    expect(actor.getSnapshot().context.outcome).toBeNull();
    expect(actor.getSnapshot().can({ type: "copy" })).toBe(false);
    expect(actor.getSnapshot().can({ type: "download" })).toBe(false);
  });

  it("emits the CSV for download", () => {
    const actor = start();
    const files: Array<{ filename: string; csv: string }> = [];
    actor.on("download.csv", (e) => files.push(e));
    actor.send({ type: "input.change", value: "10" });
    actor.send({ type: "convert" });
    actor.send({ type: "download" });
    expect(files).toEqual([
      {
        type: "download.csv",
        filename: "mg-to-ml-batch.csv",
        csv: "Entry,Input,Amount (mg),Concentration (mg/mL),Result (mL),Note,Caution\r\n1,10,10,10,1,,\r\n",
        announcement: "Downloading mg-to-ml-batch.csv: 1 row.",
      },
    ]);
  });

  it("divides by the concentration as written, exactly as the calculator does", () => {
    const actor = start();
    actor.send({ type: "input.change", value: "0.025" });
    actor.send(settingsOf("100 mg per 3 mL"));
    actor.send({ type: "convert" });
    // 0.025 × 3 ÷ 100 = 0.00075 exactly, shown 0.0008 mL (not 0.0007 mL from 33.333333333333336 mg/mL).
    const calculator = evaluateConverter({
      amountText: "0.025",
      concentrationText: "100 mg per 3 mL",
      direction: "mgToMl",
    }).result;
    expect(calculator).toMatchObject({ status: "ok", text: "0.0008 mL" });
    expect(lines(actor)).toEqual(["0.025 mg = 0.0008 mL"]);
  });

  it("re-converts when only the concentration as written changes (same mg/mL double)", () => {
    const actor = start();
    actor.send({ type: "input.change", value: "0.025" });
    const typed = settingsOf("100 mg per 3 mL");
    // The same mg/mL double as a plain concentration, another ratio. (The field no longer accepts
    // "33.333333333333336": more than 15 significant digits are refused, issue 12; the settings
    // are what it would have sent.)
    const plain = { ...typed, ratio: [typed.mgPerMl, 1] as const };
    expect(plain.mgPerMl).toBe(typed.mgPerMl);
    actor.send(plain);
    actor.send({ type: "convert" });
    expect(lines(actor)).toEqual(["0.025 mg = 0.0007 mL"]);
    actor.send(typed);
    expect(lines(actor)).toEqual(["0.025 mg = 0.0008 mL"]);
    expect(actor.getSnapshot().context.outcome?.ratio).toEqual([100, 3]);
    // An equal ratio in a new array is no change: the results stay the same object.
    const outcome = actor.getSnapshot().context.outcome;
    actor.send({ ...typed, ratio: [100, 3] });
    expect(actor.getSnapshot().context.outcome).toBe(outcome);
  });

  it("does not convert without the concentration as written", () => {
    const actor = start();
    actor.send({ type: "input.change", value: "10" });
    actor.send({ type: "settings.change", mgPerMl: 10, ratio: null, direction: "mgToMl" });
    actor.send({ type: "convert" });
    expect(actor.getSnapshot().context.outcome).toBeNull();
    expect(actor.getSnapshot().context.hint).toBe(BATCH_MESSAGES.noConcentration);
  });
});
