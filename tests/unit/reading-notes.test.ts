/**
 * decisions.md: a decimal comma is accepted in single-value fields, and the field shows how it was
 * read. The concentration converter and the serial dilution calculator say it as the molarity and
 * dilution forms do ("Read as 2.5"), under the field, and say nothing when the entry reads as typed.
 */
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { concentrationMachine } from "~/machines/concentration/concentration.machine";
import { connect } from "~/machines/concentration/concentration.connect";
import { serialDilutionMachine } from "~/machines/serial-dilution/serial-dilution.machine";
import { connectSerialDilution } from "~/machines/serial-dilution/serial-dilution.connect";
import { readingNote } from "~/machines/connect";

describe("how an entry was read, under its field", () => {
  it("the note: a decimal comma or a bare point is said, a plain number is not", () => {
    expect(readingNote("2,5")).toBe("Read as 2.5");
    expect(readingNote(".5")).toBe("Read as 0.5");
    expect(readingNote("2.5")).toBeNull();
    expect(readingNote("abc")).toBeNull();
  });

  it("the concentration converter's fields", () => {
    const actor = createActor(concentrationMachine).start();
    actor.send({ type: "FIELD.CHANGE", field: "value", value: "2,5" });
    actor.send({ type: "FIELD.CHANGE", field: "molecularWeight", value: "58,44" });
    const view = connect(actor.getSnapshot(), () => undefined);
    expect(view.value.note).toBe("Read as 2.5");
    expect(view.molecularWeight.note).toBe("Read as 58.44");
    actor.send({ type: "FIELD.CHANGE", field: "value", value: "2.5" });
    expect(connect(actor.getSnapshot(), () => undefined).value.note).toBeNull();
  });

  it("the serial dilution calculator's fields", () => {
    const actor = createActor(serialDilutionMachine).start();
    const fields = connectSerialDilution(actor.getSnapshot(), () => undefined).fields;
    const first = fields[0]!;
    actor.send({ type: "field.change", field: first.field, value: "2,5" } as never);
    const now = connectSerialDilution(actor.getSnapshot(), () => undefined).fields.find(
      (f) => f.field === first.field,
    )!;
    expect(now.value).toBe("2,5");
    expect(now.note).toBe("Read as 2.5");
  });
});
