/**
 * The toasts of the converter and of Batch Convert. Title and text as spec section 8: 'Copied!' /
 * 'Result 2 mL copied to clipboard'.
 *
 * react-hot-toast and its Toaster load the first time a toast is shown (issue 33): a toast only
 * ever follows a copy, which most visitors never make, so its code is not in the card's file
 * (src/components/converter/toaster.client.tsx). The toast shows once that file is here, a moment
 * after the copy; what was copied, and that it was, is on the Copy button at once and said by the
 * page's announcer.
 *
 * A toast is what a sighted person sees; it is not a live region: the page's one announcer says
 * the same once (issue 28).
 */
import { formatNumber } from "~/domain/number/format";
import type { ToastWords } from "./toaster.client";

let toaster: Promise<typeof import("./toaster.client")> | undefined;

function show(words: ToastWords): void {
  toaster ??= import("./toaster.client");
  void toaster.then(
    (m) => m.showToast(words),
    (error: unknown) => {
      // Offline before the service worker has it: no toast this time (the Copy button and the
      // announcer have said it), and the next toast asks for the file again.
      toaster = undefined;
      console.warn("The toast could not be shown:", error);
    },
  );
}

/**
 * 'Copied!' — 'Result 2 mL copied to clipboard'. A result with a caution was copied with its
 * caution (issue 27), and the toast says so without a success mark: a caution is never styled as
 * a success.
 */
export function copiedToast(resultText: string, cautioned = false): void {
  show(
    cautioned
      ? {
          id: COPIED_TOAST.converter,
          kind: "caution",
          title: "Copied, with its caution",
          text: `Result ${resultText} and its caution copied to clipboard`,
        }
      : {
          id: COPIED_TOAST.converter,
          kind: "success",
          title: "Copied!",
          text: `Result ${resultText} copied to clipboard`,
        },
  );
}

/** The ids of the 'Copied!' toasts: the converter's result, Batch Convert's list. */
export const COPIED_TOAST = { converter: "converter-copy", batch: "batch-copy" } as const;

/** 'Copied!' — '12 results copied to clipboard'. */
export function batchCopiedToast(count: number): void {
  const text = count === 1 ? "1 result copied to clipboard" : `${formatNumber(count, 0)} results copied to clipboard`;
  show({ id: COPIED_TOAST.batch, kind: "success", title: "Copied!", text });
}

/**
 * Takes a toast off the screen (the machine's `copy.outdated`: what was copied is no longer shown,
 * issue 53). Nothing to do when no toast was ever shown (its code is not loaded then).
 */
export function dismissToast(id: string): void {
  void toaster?.then(
    (m) => m.dismissToast(id),
    () => undefined,
  );
}

/** 'Copy failed' with the reason and what to do instead. */
export function copyFailedToast(message: string): void {
  show({ id: "copy-failed", kind: "error", title: "Copy failed", text: message });
}

/** 'Link copied!' — the share link holds the entries, not the result (issue 16). */
export function linkCopiedToast(text: string): void {
  show({ id: "converter-link-copy", kind: "success", title: "Link copied!", text });
}
