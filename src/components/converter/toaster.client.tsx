/**
 * react-hot-toast and its <Toaster/>, loaded the first time a toast is shown (issue 33: code a
 * visitor has not asked for is not loaded). src/components/converter/toasts.tsx is what the cards
 * call; this file is asked for by it, once.
 *
 * The Toaster is a React root of its own at the end of the page's main landmark, made when this
 * file first runs: a toast is fixed at the bottom of the window, so where it sits in the document
 * changes nothing a person sees, and no island renders or hydrates it before it is needed. In a
 * landmark, as the card that shows it is: content outside every landmark is missed by those who
 * move through a page by its landmarks (axe's "region").
 */
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import toast, { Toaster } from "react-hot-toast";

/** How a toast looks: a success (with its mark), an error, or one with a caution (no success mark). */
export type ToastKind = "success" | "error" | "caution";

export interface ToastWords {
  /** One toast per id: a second one with the same id replaces the first. */
  id: string;
  kind: ToastKind;
  title: string;
  text: string;
}

/** Shown, not spoken: the page's one announcer says the same once (issue 28). */
const seenNotSpoken = { ariaProps: { role: "status", "aria-live": "off" } } as const;

function ToastBody({ title, text }: { title: string; text: string }): ReactNode {
  return (
    <span>
      <strong style={{ display: "block" }}>{title}</strong>
      {text}
    </span>
  );
}

const host = document.createElement("div");
host.dataset.toaster = "";
(document.querySelector("main") ?? document.body).append(host);
createRoot(host).render(<Toaster position="bottom-center" toastOptions={{ duration: 3000 }} />);

export function showToast({ id, kind, title, text }: ToastWords): void {
  const body = <ToastBody title={title} text={text} />;
  if (kind === "caution") toast(body, { id, icon: "⚠", ...seenNotSpoken });
  else if (kind === "error") toast.error(body, { id, ...seenNotSpoken });
  else toast.success(body, { id, ...seenNotSpoken });
}

export function dismissToast(id: string): void {
  toast.remove(id);
}
