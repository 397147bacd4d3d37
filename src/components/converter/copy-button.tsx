/**
 * 'Copy result' and 'Copy all'. The machine decides whether copying is possible (`canCopy`, from
 * snapshot.can) and whether a copy is under way; this only shows it. While copying, the button
 * stays focusable (aria-disabled and busy, not disabled): pressing it with the keyboard must not
 * drop the focus to the page.
 */
import type { ReactNode } from "react";
import { SecondaryButton } from "./converter-ui";

export interface CopyButtonProps {
  canCopy: boolean;
  copying: boolean;
  onCopy: () => void;
  children: ReactNode;
  /** The id of a line that says more about what is copied (aria-describedby). */
  describedBy?: string;
}

export function CopyButton({ canCopy, copying, onCopy, children, describedBy }: CopyButtonProps) {
  return (
    <SecondaryButton
      type="button"
      aria-describedby={describedBy}
      disabled={!canCopy && !copying}
      aria-disabled={copying || undefined}
      aria-busy={copying || undefined}
      onClick={() => {
        if (canCopy) onCopy();
      }}
    >
      {children}
    </SecondaryButton>
  );
}
