/**
 * `npm run diagrams` — renders every machine in src/machines to docs/machines/:
 * `<name>.mmd` (Mermaid stateDiagram-v2), `<name>.dot` (Graphviz), `<name>.svg` (laid out by
 * Graphviz compiled to WebAssembly, offline) and README.md (every diagram with a plain-language
 * description of every event). Files of machines that no longer exist are removed.
 *
 *   --check   write nothing; exit 1 when a committed file differs from what would be generated
 *
 * Refuses (exit 1) when a machine file is not in tools/statecharts/machine-registry.ts or an event,
 * guard, delay or actor has no description there.
 */
import fs from "node:fs";
import path from "node:path";
import { MACHINES, entryProblems, registryProblems } from "../tools/statecharts/machine-registry";
import { DOCS_DIR, generateMachineDocs } from "../tools/statecharts/machine-docs";

async function main(argv: string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(
      "Usage: npm run diagrams [-- --check]\n\nRenders every machine in src/machines to docs/machines (Mermaid, DOT, SVG, README.md).\n--check  compare with the committed files instead of writing them.\n",
    );
    return 0;
  }
  const check = argv.includes("--check");
  const problems = [...registryProblems(), ...MACHINES.flatMap(entryProblems)];
  if (problems.length) {
    process.stderr.write(`The machine registry is incomplete:\n${problems.map((p) => `  - ${p}`).join("\n")}\n`);
    return 1;
  }
  const files = await generateMachineDocs();
  const wanted = new Set(files.map((f) => f.path));
  const existing = fs.existsSync(DOCS_DIR) ? fs.readdirSync(DOCS_DIR).map((f) => `${DOCS_DIR}/${f}`) : [];
  const stale = existing.filter((f) => /\.(mmd|dot|svg)$/.test(f) && !wanted.has(f));

  if (check) {
    const differing = files
      .filter((f) => !fs.existsSync(f.path) || fs.readFileSync(f.path, "utf8") !== f.content)
      .map((f) => f.path);
    const all = [...differing, ...stale];
    if (all.length) {
      process.stderr.write(`Out of date (run \`npm run diagrams\`):\n${all.map((f) => `  ${f}`).join("\n")}\n`);
      return 1;
    }
    process.stdout.write(`docs/machines is up to date (${MACHINES.length} machines).\n`);
    return 0;
  }

  fs.mkdirSync(DOCS_DIR, { recursive: true });
  let changed = 0;
  for (const f of files) {
    const before = fs.existsSync(f.path) ? fs.readFileSync(f.path, "utf8") : null;
    if (before !== f.content) {
      fs.mkdirSync(path.dirname(f.path), { recursive: true });
      fs.writeFileSync(f.path, f.content);
      changed += 1;
      process.stdout.write(`wrote   ${f.path}\n`);
    }
  }
  for (const f of stale) {
    fs.rmSync(f);
    process.stdout.write(`removed ${f}\n`);
  }
  const names = MACHINES.map((m) => m.name)
    .sort()
    .join(", ");
  process.stdout.write(
    `${changed + stale.length ? "Updated" : "Already up to date:"} docs/machines for ${MACHINES.length} machines (${names}).\n`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
