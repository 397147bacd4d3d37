/** The Privacy Policy page (/privacy-policy): its lead and sections, written as in Markdown (blocks/text.ts). The text is truthful (decisions.md): no cookies, no analytics, no advertising, and calculations never leave the device. */
import { SITE_NAME } from "~/data/site";
import { sections } from "../blocks/text";
import { textPage } from "../page-types";

export default textPage({
  lead: "The short version: we collect nothing. Here are the details.",
  lastUpdated: true,
  sections: sections`
    ## In short
    ${SITE_NAME} does not collect personal data. It sets no cookies, runs no analytics and shows no advertising. Everything you type into a calculator stays on your device.

    ## Calculations stay on your device
    All calculators run in your browser. The numbers you enter, the results and any batch lists are never sent to us or to anyone else, and they are not stored once you leave the page.

    ## Cookies, analytics and advertising
    The site sets no cookies and uses no analytics, tracking pixels, fingerprinting or advertising services. Pages make no requests to third-party hosts.

    ## Offline use
    To work offline, your browser keeps a copy of the site's own pages and files (a service worker cache). It contains only the website itself, never anything you typed, and you can remove it by clearing the site's data in your browser settings.

    ## Copying results
    When you press Copy result, the result is written to your device's clipboard by your browser. The site does not read your clipboard.

    ## Server logs
    Like any website, the pages are delivered by a web server, which may keep standard technical logs (such as the address requesting a page and the time) for security and reliability. We do not use them to identify or profile visitors.

    ## Email
    If you email us, we use your address and message only to reply, and we do not share them.

    ## Changes
    If this policy changes, the new text will be published on this page.
  `,
});
