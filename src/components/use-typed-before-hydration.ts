/**
 * Keeps what a visitor typed into a pre-rendered field before its island hydrated.
 *
 * Every calculator is in the pre-rendered HTML, so its fields can be typed in (or changed by the
 * browser restoring a form) before its script has arrived. React then hydrates the field with the
 * machine's value (the page's preset) while the DOM holds the visitor's text, and a later render
 * would put the preset back: the typing would be lost, silently. React does not report the
 * difference, so on the first layout effect, before anything re-renders, a field whose DOM value
 * differs from what was rendered hands its text to the machine as an ordinary change event.
 * After a client-side navigation the field is new and equal to what was rendered: nothing happens.
 */
import { useLayoutEffect, useState, type RefObject } from "react";

/**
 * Renders the component again before the page is painted (a state change in a layout effect). A
 * machine's subscription set up by an earlier hook of the same component may not have seen what
 * was just handed over, and would show it only after a frame: the page's example, for a frame.
 */
function useRerender(): () => void {
  const [, setTurn] = useState(0);
  return () => setTurn((turn) => turn + 1);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function useTypedBeforeHydration(
  ref: RefObject<Field | null>,
  rendered: string,
  adopt: (value: string) => void,
): void {
  const rerender = useRerender();
  useLayoutEffect(() => {
    const field = ref.current;
    if (field && !field.disabled && field.value !== rendered) {
      adopt(field.value);
      rerender();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the field first appears: later differences are React's own to reconcile
  }, []);
}

/**
 * The same for a radio group (a unit, 'Solve for', a choice of the form): a radio chosen before
 * the island hydrated is handed to the machine as the view's own choice. Without it the group
 * would snap back to the machine's option, and the numbers typed would be read in another unit,
 * silently (a weight in lb read as kg).
 */
export function useChosenBeforeHydration<T extends string>(
  group: RefObject<HTMLElement | null>,
  rendered: T,
  options: readonly T[],
  adopt: (value: T) => void,
): void {
  const rerender = useRerender();
  useLayoutEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const value = checked?.value as T | undefined;
    if (checked && !checked.disabled && value !== undefined && value !== rendered && options.includes(value)) {
      adopt(value);
      rerender();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the group first appears, as useTypedBeforeHydration
  }, []);
}
