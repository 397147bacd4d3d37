/**
 * 'Copy share link' as a connect layer gives it (src/machines/connect.ts, shareButton): the button
 * hands the page's address to the machine, which adds the entries and copies the link.
 */
import type { ShareButtonView } from "~/machines/connect";
import { SecondaryButton } from "~/components/lab/lab-ui";

export function ShareButton({ share }: { share: ShareButtonView }) {
  return (
    <SecondaryButton type="button" disabled={share.disabled} onClick={() => share.onPress(window.location.href)}>
      {share.label}
    </SecondaryButton>
  );
}
