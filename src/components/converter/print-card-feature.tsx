/**
 * The preparation card's code, as the converter card loads it the first time a person prints one
 * (issue 33; the card's `printCard` region). A file of its own, distinct from the card's view
 * (print-card.tsx), which the double check brings with it too: so this file is only ever
 * requested by a print.
 */
export { PrintCard } from "./print-card";
