import type { Page } from "@playwright/test";

/**
 * Follows a link of the page's footer as a keyboard does (focus, then Enter). A click aims at a
 * point, and under Playwright's jump to the footer the footer can still move while the page
 * settles, so a click could land beside the link (1 run in 56 under load did, when content sections
 * were laid out only as they neared the screen).
 */
export async function followFooterLink(page: Page, name: string, options: { exact?: boolean } = {}): Promise<void> {
  await page
    .locator("footer")
    .getByRole("link", { name, ...options })
    .focus();
  await page.keyboard.press("Enter");
}
