/**
 * The share link of a clinical calculator (issue 31: weight-based dose, reconstitution, infusion
 * rate), on the one codec (share-fragment.ts, share-link.ts): every typed field exactly as typed,
 * under its field's name, and every choice as a code (an option's text; "none" for no option,
 * "yes"/"no" for a yes-or-no one), never a result. A calculator's `<name>.share.ts` says which.
 *
 *   #v=1&weightUnit=lb&orderUnit=mg&basis=perDose&syringe=oral&weight=22&order=15&dosesPerDay=&maximum=&strength=
 *
 * Pure: no browser API.
 */
import { addedChoiceField, addedTextField, choiceField, textField, type ShareField } from "./share/share-fragment";
import { shareLink, type ShareLink } from "./share/share-link";

type Option = string | number | boolean | null;

/** An option as a link's code. */
const codeOf = (option: Option): string =>
  option === null ? "none" : option === true ? "yes" : option === false ? "no" : String(option);

/**
 * A clinical calculator's link. `texts`: each typed field's name in the link and the input it
 * fills; `choices`: each chosen input and the options the form offers (all other inputs are the
 * empty form's); `thing` names what the link holds ("This link's dose could not be read, …");
 * `added`: the typed fields and choices added after links were made, which an older link reads
 * as the empty form's (a blank text, the empty form's option).
 */
export function clinicalShare<I extends object>(
  thing: string,
  empty: I,
  texts: Readonly<Record<string, keyof I>>,
  choices: { readonly [K in keyof I]?: readonly Option[] },
  added: readonly string[] = [],
): ShareLink<I> {
  const chosen = Object.entries(choices) as [keyof I & string, readonly Option[]][];
  const schema: Record<string, ShareField> = {};
  for (const [input, options] of chosen)
    schema[input] = added.includes(input)
      ? addedChoiceField(options.map(codeOf), codeOf(empty[input] as Option))
      : choiceField(options.map(codeOf));
  for (const field of Object.keys(texts)) schema[field] = added.includes(field) ? addedTextField : textField;
  return shareLink(schema, {
    thing,
    valuesOf: (inputs) => {
      const values: Record<string, string> = {};
      for (const [input] of chosen) values[input] = codeOf(inputs[input] as Option);
      for (const [field, input] of Object.entries(texts)) values[field] = String(inputs[input]);
      return values;
    },
    inputsOf: (values) => {
      const inputs = { ...empty } as Record<string, unknown>;
      // The codec has checked each code is one of the options'.
      for (const [input, options] of chosen) inputs[input] = options.find((o) => codeOf(o) === values[input]);
      for (const [field, input] of Object.entries(texts)) inputs[input as string] = values[field];
      return inputs as I;
    },
  });
}
