/**
 * Event types shared by every machine's `<name>.types.ts`. Types only.
 */

/**
 * Events that carry nothing but their type, one object type each (so that XState narrows each
 * transition's event): `Bare<"copy" | "reset">` is `{ type: "copy" } | { type: "reset" }`. What
 * each one means is said in its machine's docs (`meta.docs.events`).
 */
export type Bare<T extends string> = T extends string ? { type: T } : never;
