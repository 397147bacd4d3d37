/**
 * Pieces every connect layer hands its view (in the manner of chakra-ui/zag's `*.connect.ts`): the
 * view spreads them onto its controls as they are, so the props are the view model. Pure: no React.
 */

/** A group of radio choices, as the view's ChoiceGroup takes it. */
export interface ChoiceGroupView<T extends string> {
  readonly id: string;
  readonly label: string;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  /** The option chosen now. */
  readonly value: T;
  /** A method, so a group of particular values is also a group of strings (the view's list of groups). */
  onChoose(value: T): void;
}

/** A choice group from its options as [value, words] pairs. */
export function choiceGroup<T extends string>(
  id: string,
  label: string,
  options: readonly (readonly [T, string])[],
  value: T,
  onChoose: (value: T) => void,
): ChoiceGroupView<T> {
  return { id, label, options: options.map(([v, words]) => ({ value: v, label: words })), value, onChoose };
}

/** Options that are shown as their own value ("mg/mL", "kDa"). */
export const named = <T extends string>(values: readonly T[]): (readonly [T, string])[] => values.map((v) => [v, v]);
