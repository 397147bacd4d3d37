/**
 * The syringe chooser: automatic (the oral or injection syringe the one syringe rule recommends) or
 * one syringe of the guide. A native select with option groups: compact on small screens and
 * fully keyboard and screen-reader operable.
 */
import { SYRINGE_CONTROLS } from "~/machines/syringe/syringe.names";
import { useRef } from "react";
import { useTypedBeforeHydration } from "~/components/use-typed-before-hydration";
import styled from "styled-components";
import { selectEntry } from "~/components/ui/field";
import { familySyringes } from "~/domain/syringe/syringe";
import { AUTO_CHOICE_LABEL, AUTO_FAMILIES, FAMILY_LABEL } from "~/domain/syringe/syringe-catalogue";
import type { SyringeChoice, SyringeFamily } from "~/domain/syringe/syringe.types";

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label { font-weight: 600; }
  select {
    ${selectEntry}
  }
`;

const FAMILIES: readonly SyringeFamily[] = ["oral", "injection", "insulin"];

export function SyringeChooser({
  id,
  value,
  onChange,
}: {
  id: string;
  value: SyringeChoice;
  onChange: (choice: string) => void;
}) {
  const ref = useRef<HTMLSelectElement>(null);
  // A syringe chosen before the page's script arrived (see use-typed-before-hydration.ts).
  useTypedBeforeHydration(ref, value, onChange);
  return (
    <Field>
      <label htmlFor={id}>{SYRINGE_CONTROLS.syringe}</label>
      <select ref={ref} id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <optgroup label="Automatic (one syringe rule)">
          {AUTO_FAMILIES.map((f) => (
            <option key={f} value={`auto-${f}`}>
              {AUTO_CHOICE_LABEL[f]}
            </option>
          ))}
        </optgroup>
        {FAMILIES.map((family) => (
          <optgroup key={family} label={FAMILY_LABEL[family]}>
            {familySyringes(family).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </Field>
  );
}
