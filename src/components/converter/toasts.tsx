/**
 * The toasts of the converter (react-hot-toast; the <Toaster/> is rendered by the converter card).
 * Title and text as spec section 8: 'Copied!' / 'Result 2 mL copied to clipboard'.
 *
 * A toast is what a sighted person sees; it is not a live region (react-hot-toast makes each one a
 * polite status by default): the page's one announcer says the same once (issue 28).
 */
import toast from "react-hot-toast";
import { formatNumber } from "~/domain/number/format";

/** Shown, not spoken: the announcer speaks for the page. */
const seenNotSpoken = { ariaProps: { role: "status", "aria-live": "off" } } as const;

function ToastBody({ title, text }: { title: string; text: string }) {
  return (
    <span>
      <strong style={{ display: "block" }}>{title}</strong>
      {text}
    </span>
  );
}

/**
 * 'Copied!' — 'Result 2 mL copied to clipboard'. A result with a caution was copied with its
 * caution (issue 27), and the toast says so without a success mark: a caution is never styled as
 * a success. Toasts are seen, not spoken (issue 28): the page's announcer says the same once.
 */
export function copiedToast(resultText: string, cautioned = false): void {
  if (cautioned) {
    toast(
      <ToastBody title="Copied, with its caution" text={`Result ${resultText} and its caution copied to clipboard`} />,
      {
        id: "converter-copy",
        icon: "⚠",
        ...seenNotSpoken,
      },
    );
    return;
  }
  toast.success(<ToastBody title="Copied!" text={`Result ${resultText} copied to clipboard`} />, {
    id: "converter-copy",
    ...seenNotSpoken,
  });
}

/** 'Copied!' — '12 results copied to clipboard'. */
export function batchCopiedToast(count: number): void {
  const text = count === 1 ? "1 result copied to clipboard" : `${formatNumber(count, 0)} results copied to clipboard`;
  toast.success(<ToastBody title="Copied!" text={text} />, { id: "batch-copy", ...seenNotSpoken });
}

/** 'Copy failed' with the reason and what to do instead. */
export function copyFailedToast(message: string): void {
  toast.error(<ToastBody title="Copy failed" text={message} />, { id: "copy-failed", ...seenNotSpoken });
}

/** 'Link copied!' — the share link holds the entries, not the result (issue 16). */
export function linkCopiedToast(text: string): void {
  toast.success(<ToastBody title="Link copied!" text={text} />, { id: "converter-link-copy", ...seenNotSpoken });
}
