/**
 * Where the Behaviour view's data comes from: each machine's diagram (docs/machines/<machine>.svg,
 * `npm run diagrams`) and test paths (src/behaviour/paths/<machine>.json, `npm run
 * behaviour-paths`) are files of their own in the build, loaded from the site when needed.
 */
import type { BehaviourPaths } from "./behaviour.types";
import { readAskedAddress } from "~/machines/path-player/path-player.calc";

const SVGS = import.meta.glob<string>("../../docs/machines/*.svg", { query: "?raw", import: "default" });
const PATHS = import.meta.glob<BehaviourPaths>("./paths/*.json", { import: "default" });

export function loadDiagram(machine: string): Promise<string> | null {
  return SVGS[`../../docs/machines/${machine}.svg`]?.() ?? null;
}

export function loadPaths(machine: string): Promise<BehaviourPaths> | null {
  return PATHS[`./paths/${machine}.json`]?.() ?? null;
}

/**
 * `#behaviour_<scope>_<machine>_<path>_<step>`: what the player was asked to start from a fresh page
 * (shaped as an in-page anchor, so the converter never reads it as a share link).
 */
export function hashTarget(scopeName: string): { machine: string; path: number; step: number } | null {
  return readAskedAddress(window.location.hash, scopeName);
}

/**
 * Machines an island starts only when a person first asks for them (issue 33: the converter
 * card's double check and Batch Convert): the view offers them before they run, so their paths
 * can be replayed from a fresh page (the path's first step asks for them).
 */
export const STARTED_ON_FIRST_USE: Readonly<Record<string, readonly string[]>> = {
  converter: ["double-check", "batch"],
};

/**
 * The names of the machines that start on first use, for the view's machine picker before their
 * code is here (once it runs, the machine's own `meta.docs.title` is read instead).
 */
export const NOT_STARTED_TITLES: Readonly<Record<string, string>> = {
  "double-check": "Double check (starts when asked for)",
  batch: "Batch Convert (starts when its tab is first shown)",
};
