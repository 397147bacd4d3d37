/**
 * A clinical form's entries as its connect layer gives them (src/machines/clinical-view.ts): its
 * radio groups, each with why it is needed now, then its text fields; and a result's lines with its
 * cautions. The card and the double check's panel render them through these same components.
 */
import { Figures } from "~/components/ui/figures";
import { Fragment } from "react";
import type { FieldView, GroupView } from "~/machines/clinical-view";
import { ChoiceGroup, FieldGrid, HintText, LabField, ResultNote } from "~/components/lab/lab-ui";

export function FormEntries({ groups, fields }: { groups: readonly GroupView[]; fields: readonly FieldView[] }) {
  return (
    <>
      {groups.map((g) => (
        <Fragment key={g.id}>
          <ChoiceGroup
            id={g.id}
            label={g.name}
            options={g.options}
            value={g.options.find((o) => o.checked)?.value ?? ""}
            onChoose={g.onChoose}
          />
          {g.hint && (
            <HintText id={`${g.id}-hint`} $tone="error" data-group-hint={g.id}>
              {g.hint}
            </HintText>
          )}
        </Fragment>
      ))}
      <FieldGrid>
        {fields.map((f) => (
          <LabField
            key={f.field}
            id={f.id}
            label={f.label}
            placeholder={f.placeholder}
            value={f.value}
            onChange={f.onChange}
            onLeave={f.onLeave}
            error={f.hint}
            note={f.note}
            keyboard={f.keyboard}
          />
        ))}
      </FieldGrid>
    </>
  );
}

/** A result's lines, then each caution (never shown as plain text). */
export function LinesAndCautions({ lines, cautions }: { lines: readonly string[]; cautions: readonly string[] }) {
  return (
    <>
      {lines.map((line) => (
        <p key={line}>
          <Figures text={line} />
        </p>
      ))}
      {cautions.map((c) => (
        <ResultNote key={c} $tone="warning">
          <Figures text={c} />
        </ResultNote>
      ))}
    </>
  );
}
