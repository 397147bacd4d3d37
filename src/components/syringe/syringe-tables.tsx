/**
 * The syringe page's tables: the guide to syringe sizes (from the catalogue) and the reference
 * table of doses with the smallest oral and injection syringe for each volume and where it
 * falls on their marks. All values come from the converter formula and the syringe calc.
 */
import { formatDose } from "~/lib/number/format";
import { mlText, strengthLabel, volumeFor } from "~/content/compute";
import type { Strength } from "~/content/types";
import { FAMILY_LABEL, SYRINGES, capacityMl, markDescription, readSyringe, shortStatus } from "~/machines/syringe/syringe.calc";
import { TableScroll } from "~/components/content/content-ui";

export function SyringeGuide() {
  const caption = "Syringe sizes and their marks";
  return (
    <TableScroll className="wide-table" role="region" aria-label={caption} tabIndex={0}>
      <table data-table="syringe-guide">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Syringe</th>
            <th scope="col">Type</th>
            <th scope="col">Capacity</th>
            <th scope="col">Graduations</th>
            <th scope="col">Used for</th>
          </tr>
        </thead>
        <tbody>
          {SYRINGES.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.name}</th>
              <td>{FAMILY_LABEL[s.family].replace(/s$/, "")}</td>
              <td className="num">{formatDose(capacityMl(s), "mL")}</td>
              <td>{markDescription(s)}</td>
              <td>{s.use}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function SyringeReferenceTable({ doses, strength }: { doses: readonly number[]; strength: Strength }) {
  const caption = `Doses at ${strengthLabel(strength)}: volume and the smallest syringe that holds it`;
  return (
    <TableScroll className="wide-table" role="region" aria-label={caption} tabIndex={0}>
      <table data-table="syringe-reference" data-mg={strength.mg} data-ml={strength.ml}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Dose</th>
            <th scope="col">Volume</th>
            <th scope="col">Oral syringe</th>
            <th scope="col">Injection syringe</th>
          </tr>
        </thead>
        <tbody>
          {doses.map((dose) => {
            const volume = volumeFor(dose, strength);
            const oral = readSyringe(volume, "auto-oral");
            const injection = readSyringe(volume, "auto-injection");
            return (
              <tr key={dose} data-dose={dose}>
                <th scope="row" className="num">
                  {formatDose(dose, "mg")}
                </th>
                <td className="num" data-cell="result">
                  {mlText(dose, strength)}
                </td>
                <td>
                  {oral.syringe.name}
                  <span className="sub">{shortStatus(oral)}</span>
                </td>
                <td>
                  {injection.syringe.name}
                  <span className="sub">{shortStatus(injection)}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
