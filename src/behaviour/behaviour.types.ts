/**
 * Types of the Behaviour view's shipped data (src/behaviour/paths/<machine>.json): the path
 * player's own (src/machines/path-player/path-player.types.ts), named here for the view's tools.
 */
export type { BehaviourPath, BehaviourPaths, BehaviourStep } from "../machines/path-player/path-player.types";
