/**
 * The calculator first (issue 54): a page's lead is split at its first sentence (the sentence
 * stands before the calculator, the rest follows it), and every calculator's compact answer line
 * says what its answer region says, with the same tone.
 */
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { splitLead } from "~/content/lead";
import { answerLineOf } from "~/machines/connect";
import { converterMachine } from "~/machines/converter/converter.machine";
import { connectConverter } from "~/machines/converter/converter.connect";
import { HOME_PRESET } from "~/data/doses";

describe("splitLead", () => {
  it("ends the first sentence at a full stop followed by a capital letter or a figure", () => {
    expect(splitLead("The preset is 20 mg. Twenty milligrams is common.")).toEqual({
      first: "The preset is 20 mg.",
      rest: ["Twenty milligrams is common."],
    });
    expect(splitLead("A 5 mg dose is easy to get wrong. 5 mg = 1 mL at 5 mg/mL.").first).toBe(
      "A 5 mg dose is easy to get wrong.",
    );
  });

  it("does not end a sentence inside a decimal, after e.g. or i.e., or before a lower-case word", () => {
    const lead = "Give 2.5 mL, e.g. 5 mL of water, i.e. One whole syringe. then more. Next one.";
    expect(splitLead(lead).first).toBe("Give 2.5 mL, e.g. 5 mL of water, i.e. One whole syringe. then more.");
  });

  it("keeps the later paragraphs after the rest of the first, and a one-sentence lead whole", () => {
    expect(splitLead(["One. Two.", "Three."])).toEqual({ first: "One.", rest: ["Two.", "Three."] });
    expect(splitLead("Only one sentence here.")).toEqual({ first: "Only one sentence here.", rest: [] });
    expect(splitLead(["Only one.", "Second paragraph."])).toEqual({ first: "Only one.", rest: ["Second paragraph."] });
  });
});

describe("the compact answer line", () => {
  it("says the headline when there is one, else what the area says, in the area's tone", () => {
    expect(answerLineOf({ tone: "result", message: null }, "150 mg")).toEqual({
      text: "150 mg",
      tone: "result",
      more: true,
    });
    expect(answerLineOf({ tone: "empty", message: "Enter the weight." }, null)).toEqual({
      text: "Enter the weight.",
      tone: "empty",
      more: false,
    });
    expect(answerLineOf({ tone: "error", message: null }, null).text).toBe("");
  });

  function converter() {
    const actor = createActor(converterMachine.provide({ actors: { writeClipboard: fromPromise(async () => {}) } }), {
      input: { preset: HOME_PRESET },
    });
    actor.start();
    const view = () =>
      connectConverter(actor.getSnapshot(), (event) => actor.send(event), {
        idPrefix: "c",
        showConcentration: true,
        pageUrl: "",
      });
    return { actor, view };
  }

  it("on the converter: the result, a caution as a caution, a refused entry as no answer", () => {
    const { actor, view } = converter();
    actor.send({ type: "amount.change", value: "20" });
    actor.send({ type: "concentration.change", value: "10" });
    expect(view().answerLine).toMatchObject({ text: view().result.text, tone: "result" });
    expect(view().answerLine.text).toMatch(/^2\s?mL$/);
    actor.send({ type: "amount.change", value: "0.001" });
    expect(view().result.caution).not.toBeNull();
    expect(view().answerLine.tone).toBe("caution");
    actor.send({ type: "amount.change", value: "abc" });
    expect(view().answerLine.tone).toBe("error");
    expect(view().answerLine.text).toBe(view().result.text || view().result.note?.text);
    expect(view().answerLine.text.length).toBeGreaterThan(0);
  });
});
