// A connect layer (src/machines/<name>/<name>.connect.ts, issue 29) imports only the shared
// connect pieces (src/machines/connect.ts), pure domain code (src/domain), the site's content data
// (src/data), XState's types, and its
// own machine's files: its folder, and the folders of the building blocks its machine file is
// made of (lab-form for molarity and dilution, clinical-form for the infusion rate). One
// calculator's connect never reads another's (a type two of them share moves into connect.ts).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importGraph, sourceFiles, type ImportEdge } from "./support/import-graph";

const root = path.resolve(import.meta.dirname, "../..");
const src = path.join(root, "src");
const machines = path.join(src, "machines");
const edges = importGraph(root, src, { "~/": src + "/" });

/**
 * Shared view-model modules outside connect.ts that connect layers still import, with who folds
 * them in: src/machines/clinical-view.ts, the clinical calculators' field, group and result view
 * (weight-dose, reconstitution), is their helper's (issue 31) to move into connect.ts.
 */
const KNOWN_SHARED = ["src/machines/clinical-view.ts"];

/** "src/machines/molarity/molarity.connect.ts" → "src/machines/molarity/". */
const folderOf = (file: string) => file.slice(0, file.lastIndexOf("/") + 1);

/** The machine folders a machine file imports (its building blocks), its own folder included. */
function machineFolders(connect: string, all: readonly ImportEdge[]): Set<string> {
  const own = folderOf(connect);
  const machineFile = connect.replace(/\.connect\.ts$/, ".machine.ts");
  const folders = new Set([own]);
  for (const edge of all) {
    if (edge.external || edge.from !== machineFile) continue;
    if (/^src\/machines\/[^/]+\//.test(edge.to)) folders.add(folderOf(edge.to));
  }
  return folders;
}

function connectBreaches(all: readonly ImportEdge[], connects: readonly string[]): string[] {
  const breaches: string[] = [];
  for (const connect of connects) {
    const folders = machineFolders(connect, all);
    for (const edge of all.filter((e) => e.from === connect)) {
      const allowed = edge.external
        ? edge.to === "xstate" && edge.typeOnly
        : edge.to === "src/machines/connect.ts" ||
          edge.to.startsWith("src/domain/") ||
          // The site's content data (the converter's concentration presets, the short disclaimer).
          edge.to.startsWith("src/data/") ||
          KNOWN_SHARED.includes(edge.to) ||
          [...folders].some((folder) => edge.to.startsWith(folder) && !edge.to.slice(folder.length).includes("/"));
      if (!allowed) breaches.push(`${connect} imports "${edge.specifier}"${edge.typeOnly ? " (type only)" : ""}`);
    }
  }
  return breaches;
}

const connects = sourceFiles(machines)
  .filter((file) => file.endsWith(".connect.ts"))
  .map((file) => path.relative(root, file).split(path.sep).join("/"));

describe("connect layers import only connect.ts, domain code and their own machine's files", () => {
  it("finds the connect layers", () => {
    expect(connects).toEqual(
      expect.arrayContaining([
        "src/machines/concentration/concentration.connect.ts",
        "src/machines/serial-dilution/serial-dilution.connect.ts",
        "src/machines/molarity/molarity.connect.ts",
        "src/machines/dilution/dilution.connect.ts",
        "src/machines/lab-form/lab-form.connect.ts",
        "src/machines/converter/converter.connect.ts",
        "src/machines/converter-card/converter-card.connect.ts",
        "src/machines/tabs/tabs.connect.ts",
      ]),
    );
  });

  it("no connect layer imports another calculator's files", () => {
    expect(connectBreaches(edges, connects)).toEqual([]);
  });

  it("the rule catches a breach (one connect reading another's type)", () => {
    const file = "src/machines/serial-dilution/serial-dilution.connect.ts";
    const breach: ImportEdge = {
      from: file,
      to: "src/machines/concentration/concentration.connect.ts",
      specifier: "~/machines/concentration/concentration.connect",
      typeOnly: true,
      external: false,
    };
    expect(connectBreaches([...edges, breach], [file])).toEqual([
      `${file} imports "~/machines/concentration/concentration.connect" (type only)`,
    ]);
    const react: ImportEdge = { from: file, to: "react", specifier: "react", typeOnly: false, external: true };
    expect(connectBreaches([react], [file])).toEqual([`${file} imports "react"`]);
  });
});
