/**
 * 'Get Started' takes the visitor to the home page's converter and focuses its amount field.
 *
 * It is a plain link to /#converter (without scripts the browser simply goes there). The page's
 * island loader (src/island-loader.ts, no React: the header's island hydrates only on intent)
 * handles the press: from another page, it leaves a note for the home page in sessionStorage, and
 * the home page's loader focuses the field when it starts; on the home page itself the press
 * focuses the field at once. A visit to /#converter that did not come from Get
 * Started (a bookmark, a reload) is not asked to move the focus.
 */
/** What Get Started's press reads of a click (a DOM or a React mouse event). */
interface Press {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  preventDefault(): void;
}

export const GET_STARTED_HREF = "/#converter";
const NOTE = "mg-to-ml:focus-converter";
const FIELD_ID = "converter-amount";

function isPlainPress(event: Press): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Storage can be refused (private modes, settings): Get Started then only goes to the converter. */
function note(action: "set" | "take"): boolean {
  try {
    if (action === "set") {
      window.sessionStorage.setItem(NOTE, "1");
      return true;
    }
    const asked = window.sessionStorage.getItem(NOTE) === "1";
    window.sessionStorage.removeItem(NOTE);
    return asked;
  } catch {
    return false;
  }
}

function focusField(): boolean {
  const field = document.getElementById(FIELD_ID);
  if (!field) return false;
  field.scrollIntoView({ block: "center" });
  field.focus();
  return true;
}

/**
 * Get Started's press. Returns true when it stayed on this page (the home page): the field is
 * focused and the address shows /#converter, without a page load.
 */
export function startConverter(event: Press): boolean {
  if (!isPlainPress(event)) return false;
  if (window.location.pathname !== "/") {
    note("set");
    return false;
  }
  event.preventDefault();
  if (window.location.hash !== "#converter") window.history.pushState(null, "", GET_STARTED_HREF);
  focusField();
  return true;
}

/**
 * On the home page reached by Get Started: focuses the amount field (the converter's own island
 * may still be on its way; its pre-rendered field is already there). Returns a clean-up.
 */
export function focusConverterIfAsked(): (() => void) | undefined {
  if (window.location.pathname !== "/" || window.location.hash !== "#converter" || !note("take")) return undefined;
  if (focusField()) return undefined;
  // Not in the page yet (it is pre-rendered, so this is only a safeguard): wait a few seconds.
  const observer = new MutationObserver(() => {
    if (focusField()) stop();
  });
  const timer = window.setTimeout(() => stop(), 5000);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
