/**
 * 'Copy share link' as a connect layer gives it (src/machines/connect.ts, shareButton): the button
 * hands the page's address to the machine, which adds the entries and copies the link. While it is
 * off it names why (an entry too long, a hidden character): the card shows the line with
 * `<Reason {...share} />` under its buttons.
 */
import type { ShareButtonView } from "~/machines/connect";
import { SecondaryButton } from "~/components/lab/lab-ui";
import { describedBy } from "~/components/ui/reason";

export function ShareButton({ share }: { share: ShareButtonView }) {
  return (
    <SecondaryButton
      type="button"
      disabled={share.disabled}
      aria-describedby={describedBy(share)}
      onClick={() => share.onPress(window.location.href)}
    >
      {share.label}
    </SecondaryButton>
  );
}
