import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { batchMachine } from "~/machines/batch/batch.machine";
import { BATCH_MESSAGES } from "~/machines/batch/batch.calc";
import { selectSummary } from "~/machines/batch/batch.selectors";

function start(mgPerMl: number | null = 10) {
  const actor = createActor(batchMachine, { input: { mgPerMl, direction: "mgToMl" } });
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
    actor.send({ type: "settings.change", mgPerMl: 10, direction: "mgToMl" });
    expect(actor.getSnapshot().context.hint).toBeNull();
    actor.send({ type: "convert" });
    expect(selectSummary(actor.getSnapshot())).toBe("2 converted (mg to mL at 10 mg/mL)");
  });

  it("re-converts when the calculator's settings change, and clears results when they become invalid", () => {
    const actor = start();
    actor.send({ type: "input.change", value: "10 20" });
    actor.send({ type: "convert" });
    const first = actor.getSnapshot().context.outcome;
    actor.send({ type: "settings.change", mgPerMl: 10, direction: "mgToMl" }); // unchanged: ignored
    expect(actor.getSnapshot().context.outcome).toBe(first);
    actor.send({ type: "settings.change", mgPerMl: 10, direction: "mlToMg" });
    expect(selectSummary(actor.getSnapshot())).toBe("2 converted (mL to mg at 10 mg/mL)");
    actor.send({ type: "settings.change", mgPerMl: null, direction: "mlToMg" });
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
        csv: "Entry,Input,Amount (mg),Concentration (mg/mL),Result (mL),Note\r\n1,10,10,10,1,\r\n",
      },
    ]);
  });
});
