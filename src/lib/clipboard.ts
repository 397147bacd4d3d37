/** The browser clipboard, for every calculator card that copies (no machine, no React). */

/** Writes text to the clipboard; rejects when the browser refuses. */
export type ClipboardWriter = (text: string) => Promise<void>;

/**
 * The browser clipboard: the async Clipboard API, or (on pages not served over HTTPS, where it
 * does not exist) the older copy command on a temporary text field.
 */
export const browserClipboard: ClipboardWriter = async (text) => {
  if (typeof navigator !== "undefined" && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  if (typeof document === "undefined") throw new Error("No clipboard available");
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.style.position = "fixed";
  field.style.opacity = "0";
  document.body.appendChild(field);
  field.select();
  const ok = document.execCommand("copy");
  field.remove();
  if (!ok) throw new Error("The browser refused to copy");
};
