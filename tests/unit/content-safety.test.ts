/**
 * Issue 27, the pages a pharmacist would sign, checked on the views the pages render:
 *
 * - every product a page names (table rows, medication lists, worked examples) is checked against
 *   the maximum-dose table in src/data/max-doses.ts at the page's dose: an mg page names no
 *   product above its single or daily maximum; an mL page, whose figure is the total in a volume,
 *   says so on the row when that total is more than one dose of the product may be;
 * - a high-alert medicine (opioid, insulin, anticoagulant, promethazine injection) carries its
 *   warning wherever a page names it;
 * - every worked example can be typed into its page's fields as written, and the page's own
 *   parser reads it as the numbers the example was computed from.
 */
import { describe, expect, it } from "vitest";
import { DOSE_PAGES } from "~/data/doses";
import { DOSE_CONTENT, doseView, viewTexts } from "~/content/dose-content";
import { massIn, mgPerMl, typingStep } from "~/content/compute";
import { PRODUCTS } from "~/content/clinical";
import { MAX_DOSES, checkDose, maxDoseOf } from "~/data/max-doses";
import { HIGH_ALERT, HIGH_ALERT_SOURCE, highAlertLine, type HighAlertWarning } from "~/data/high-alert";
import { syringePageView, syringeViewTexts } from "~/content/syringe";
import syringePage from "~/content/pages/mg-to-ml-syringe";
import { homeView, homeViewTexts } from "~/content/home-view";
import { parseAmount } from "~/domain/dose/conversion";
import { parseConcentration } from "~/domain/number/concentration";
import { readLabField } from "~/machines/lab-form/lab-form.calc";
import { DILUTION_EXAMPLES, MASS_EXAMPLES, MOLARITY_EXAMPLES } from "~/content/lab-examples";
import { molarityFieldText } from "~/machines/molarity/molarity.types";
import type { WorkedExample } from "~/content/types";

const pageOf = (path: string) => DOSE_PAGES.find((p) => p.path === path)!;

/** The products an example names: by the first word of the name and the same strength. */
function productsNamedBy(ex: WorkedExample) {
  const text = `${ex.title} ${ex.context}`.toLowerCase();
  return PRODUCTS.filter(
    (p) => text.includes(p.name.split(/[ (–]/)[0]!.toLowerCase()) && mgPerMl(p.strength) === mgPerMl(ex.strength),
  );
}

describe("the maximum-dose table (src/data/max-doses.ts)", () => {
  it("has every product the pages may name, each with its basis and source, and names no other", () => {
    for (const p of PRODUCTS) expect(maxDoseOf(p.name, p.form), `${p.name} (${p.form})`).toBeDefined();
    for (const m of MAX_DOSES) {
      expect(
        PRODUCTS.some((p) => p.name === m.name && m.forms.includes(p.form)),
        m.name,
      ).toBe(true);
      expect(m.basis.length).toBeGreaterThan(10);
      expect(m.source.length).toBeGreaterThan(10);
      if (m.singleMaxMg !== null && m.dailyMaxMg !== null) expect(m.singleMaxMg).toBeLessThanOrEqual(m.dailyMaxMg);
    }
  });

  it("the issue's cases are above the maximum", () => {
    expect(checkDose(maxDoseOf("ketorolac tromethamine", "injection")!, 180)).toBe("aboveDaily");
    expect(checkDose(maxDoseOf("paracetamol (acetaminophen)", "infusion")!, 1200)).toBe("aboveSingle");
    expect(checkDose(maxDoseOf("ketorolac tromethamine", "injection")!, 60)).toBe("within");
  });
});

describe("every named product is safe at the page's dose (issue 27)", () => {
  let checked = 0;
  it.each(DOSE_CONTENT.map((c) => [c.path, c] as const))("%s", (path, content) => {
    const page = pageOf(path);
    const view = doseView(path);
    const problems: string[] = [];
    content.table.forEach((row) => {
      if (!row.product) return;
      checked += 1;
      const mg = page.kind === "mg" ? page.value : massIn(page.value, row.strength);
      const check = checkDose(maxDoseOf(row.product, row.form)!, mg);
      const shown = view.table.rows.find(
        (r) => r.mg === row.strength.mg && r.ml === row.strength.ml && r.use.startsWith(row.product!),
      )!;
      if (page.kind === "mg" && check !== "within") problems.push(`row ${row.product} at ${mg} mg: ${check}`);
      if (page.kind === "ml" && check !== "within" && !shown.note?.startsWith("A total, not one dose"))
        problems.push(`row ${row.product} (${mg} mg) says nothing`);
      if (check === "within" && shown.note?.includes("not one dose")) problems.push(`row ${row.product} wrongly noted`);
    });
    for (const m of content.medications ?? []) {
      checked += 1;
      const check = checkDose(maxDoseOf(m.name, m.form)!, page.value);
      if (check !== "within") problems.push(`medication ${m.name} at ${page.value} mg: ${check}`);
    }
    for (const ex of content.examples) {
      for (const p of productsNamedBy(ex)) {
        checked += 1;
        const mg = page.kind === "mg" ? ex.amount : massIn(ex.amount, ex.strength);
        // A total (a bottle, a bag) is not a dose; a dose is within the product's limits.
        if (ex.measure !== "total" && checkDose(maxDoseOf(p.name, p.form)!, mg) !== "within")
          problems.push(`example "${ex.title}": ${mg} mg`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("really checked the pages' products", () => {
    expect(checked).toBeGreaterThan(150);
  });
});

describe("a high-alert medicine carries its warning wherever it is named (issue 27)", () => {
  const pages = [
    ...DOSE_PAGES.map((p) => {
      const view = doseView(p.path);
      return { path: p.path, texts: viewTexts(view), warnings: view.highAlert, sources: view.sources };
    }),
    (() => {
      const view = syringePageView();
      return {
        path: "/mg-to-ml-syringe",
        texts: syringeViewTexts(view),
        warnings: view.highAlert,
        sources: view.sources,
      };
    })(),
    (() => {
      const view = homeView();
      return {
        path: "/",
        texts: homeViewTexts(view),
        warnings: [] as readonly HighAlertWarning[],
        sources: view.sources,
      };
    })(),
  ];

  it.each(pages.map((p) => [p.path, p] as const))("%s", (_path, p) => {
    const all = p.texts.join("\n");
    for (const h of HIGH_ALERT) {
      if (h.named.test(all)) {
        // Its one line above the calculator and its full text after it (issue 54).
        expect(p.warnings, `${p.path} names ${h.id}`).toContainEqual({
          medicine: h.medicine,
          short: h.short,
          full: h.warning,
        });
        expect(p.sources).toContain(HIGH_ALERT_SOURCE);
      }
    }
  });

  it("says each in one short line that names the medicine, above the calculator", () => {
    for (const h of HIGH_ALERT) {
      expect(h.short).toMatch(/^High-alert medicine: /);
      expect(h.short.length, h.id).toBeLessThanOrEqual(60);
      const medicine = h.warning.slice("High-alert medicine: ".length).split(/[ ,;]/)[0]!;
      expect(h.short, h.id).toContain(medicine);
      expect(h.short.endsWith(".")).toBe(true);
    }
  });

  it("names a page's several high-alert medicines in one line above the calculator, none when it names none", () => {
    const warnings = doseView("/0-25-ml-to-mg").highAlert;
    expect(warnings.map((w) => w.medicine)).toEqual(["morphine, an opioid", "insulin, dosed in units"]);
    expect(highAlertLine(warnings)).toBe("High-alert medicines: morphine, an opioid; insulin, dosed in units.");
    expect(highAlertLine(warnings.slice(1))).toBe("High-alert medicine: insulin, dosed in units.");
    expect(highAlertLine([])).toBeNull();
  });

  it("names them where the issue found them: morphine with its concentrate, insulin, enoxaparin, promethazine", () => {
    expect(
      doseView("/5-mg-to-ml")
        .highAlert.map((w) => w.full)
        .join(" "),
    ).toMatch(/opioid.*20 mg\/mL \(100 mg per 5 mL\)/);
    expect(
      doseView("/0-25-ml-to-mg")
        .highAlert.map((w) => w.full)
        .join(" "),
    ).toMatch(/insulin is dosed in units/);
    expect(
      doseView("/40-mg-to-ml")
        .highAlert.map((w) => w.full)
        .join(" "),
    ).toMatch(/enoxaparin is an anticoagulant/);
    expect(
      doseView("/25-mg-to-ml")
        .highAlert.map((w) => w.full)
        .join(" "),
    ).toMatch(/promethazine injection can cause severe tissue injury/);
    expect(
      syringePageView()
        .highAlert.map((w) => w.full)
        .join(" "),
    ).toMatch(/insulin/);
    // A named high-alert product's rows are marked too.
    const row = doseView("/5-mg-to-ml").table.rows.find((r) => r.use.startsWith("morphine"))!;
    expect(row.note).toMatch(/High-alert medicine/);
  });
});

describe("every worked example can be typed into its page's fields as written (issue 27)", () => {
  const dose = DOSE_CONTENT.flatMap((c) => c.examples.map((ex) => ({ path: c.path, kind: pageOf(c.path).kind, ex })));
  const syringe = syringePage.examples.map((ex) => ({ path: "/mg-to-ml-syringe", kind: "mg" as const, ex }));

  it.each([...dose, ...syringe].map((d) => [`${d.path}: ${d.ex.title}`, d] as const))(
    "%s",
    (_name, { path, kind, ex }) => {
      const step = typingStep(kind, ex);
      // The step is on the page, as a step of the example.
      const view = path === "/mg-to-ml-syringe" ? syringePageView() : doseView(path);
      expect(view.examples.find((e) => e.title === ex.title)?.steps).toContain(step);
      const m =
        /^In the calculator, type (\S+) in Amount \((mg|mL)\) and (.+) in Concentration \(mg\/mL\)(, and choose Injection as the Route)?\.$/.exec(
          step,
        )!;
      expect(m).not.toBeNull();
      // An injection example says to choose the route, so the calculator measures with the example's syringe kind.
      expect(m[4] !== undefined).toBe(ex.measure === "injection");
      const amount = parseAmount(m[1]!, kind === "mg" ? "mgToMl" : "mlToMg");
      const strength = parseConcentration(m[3]!);
      expect(amount.ok && amount.value).toBe(ex.amount);
      expect(strength.ok && strength.ratio).toEqual([ex.strength.mg, ex.strength.ml]);
    },
  );

  it("the molarity page's examples: each input as shown is read by the molarity fields as the example's number", () => {
    for (const ex of MOLARITY_EXAMPLES) {
      const n = ex.result.numbers;
      for (const [field, shown, value] of [
        ["mass", ex.mass, n.mass],
        ["molecularWeight", ex.molecularWeight, n.molecularWeight],
        ["volume", ex.volume, n.volume],
      ] as const) {
        const read = readLabField(shown, molarityFieldText(field));
        expect(read.ok && read.value, `${ex.solute}: ${shown}`).toBe(value);
      }
    }
    for (const ex of MASS_EXAMPLES) {
      for (const [field, shown] of [
        ["molarity", ex.molarity],
        ["molecularWeight", ex.molecularWeight],
        ["volume", ex.volume],
      ] as const) {
        const read = readLabField(shown, molarityFieldText(field, ex.units));
        expect(read.ok, `${ex.solute}: ${shown}`).toBe(true);
      }
      // The check the page shows: the computed mass typed back.
      expect(readLabField(ex.checkMass, molarityFieldText("mass")).ok).toBe(true);
    }
  });

  it("the dilution page's examples: each known value as typed is read by its field", () => {
    for (const ex of DILUTION_EXAMPLES) {
      for (const field of ["c1", "v1", "c2", "v2"] as const) {
        if (field === ex.solveFor) continue;
        // As the page's table writes it: the number and the unit chosen beside the field.
        const unit = ex.units[field];
        const typed = `${ex.values[field]} ${unit}`;
        const read = readLabField(typed, { name: field, prompt: field, unit });
        expect(read.ok && read.value, `${ex.title}: ${typed}`).toBe(ex.result.numbers[field]);
      }
    }
  });
});
