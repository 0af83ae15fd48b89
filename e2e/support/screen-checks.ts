import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What a person would tap is on top: nothing (header, menu, map) covers its middle. Asked again while
 * the page settles: a panel that re-renders as its data arrives replaces its button.
 */
export async function expectOnTop(target: Locator): Promise<void> {
  await expect(async () => {
    await target.scrollIntoViewIfNeeded({ timeout: 2_000 });
    const onTop = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
  }).toPass({ timeout: 10_000 });
}

/** The page is no wider than the window: nothing to scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}
