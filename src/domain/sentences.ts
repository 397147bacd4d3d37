/**
 * Sentences the result regions and the page's announcer share (pure words, no state): a sentence
 * ends with its stop once, and a refused entry is said "No result: …".
 */

/** A sentence ends with its stop, once. */
export const withStop = (words: string): string => (/[.!?]$/.test(words) ? words : `${words}.`);

/** What a result region says of a refused entry: "No result: Enter a number, for example 2.5." */
export const noResultWords = (message: string): string => `No result: ${withStop(message)}`;
