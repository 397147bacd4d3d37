/**
 * Products and strengths that several pages name, taken once from their one source (clinical.ts,
 * the spec's concentration presets), so no page writes them again.
 */
import { CONCENTRATION_PRESETS } from "~/data/doses";
import { PRODUCTS } from "../clinical";

/** Regular-strength bismuth subsalicylate liquid: 262 mg per 15 mL (clinical.ts). */
export const BISMUTH_PRODUCT = PRODUCTS.find((p) => p.name === "bismuth subsalicylate (regular strength)")!;
export const BISMUTH = BISMUTH_PRODUCT.strength;
/** The pharmacist's caution that goes with bismuth subsalicylate wherever it is named (clinical.ts). */
export const BISMUTH_CAUTION = BISMUTH_PRODUCT.caution!;

/** The spec's "Water" concentration preset (1 mg/mL in its example). */
export const WATER = CONCENTRATION_PRESETS.find((p) => p.name === "Water")!.concentration;
