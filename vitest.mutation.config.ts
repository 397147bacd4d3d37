import { defineConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * The tests `npm run mutation` (Stryker, stryker.config.mjs) runs against each mutant: the unit
 * tests of the calculation, parsing and formatting modules. The fuzz suite (tests/unit/fuzz.test.ts)
 * is left out: it takes about 40 s of CPU per run, and the mutation score says how strong the
 * targeted tests are on their own. MUTATION_TESTS (comma-separated files) runs fewer, for one
 * module and its own tests:
 *   MUTATION_TESTS=tests/unit/exact.test.ts npm run mutation -- --mutate src/domain/number/exact.ts
 */
// One project, the listed files (the base config's projects split the whole suite by isolation).
const { projects: _projects, ...baseTest } = base.test!;

export default defineConfig({
  ...base,
  test: {
    ...baseTest,
    include: process.env.MUTATION_TESTS?.split(",") ?? [
      "tests/unit/number-format.test.ts",
      "tests/unit/exact.test.ts",
      "tests/unit/number-parse.test.ts",
      "tests/unit/units.test.ts",
      "tests/unit/concentration.test.ts",
      "tests/unit/converter-calc.test.ts",
      "tests/unit/batch-calc.test.ts",
      "tests/unit/syringe-calc.test.ts",
      "tests/unit/molarity.test.ts",
      "tests/unit/dilution.test.ts",
      "tests/model/tabs-machine.test.ts",
    ],
  },
});
