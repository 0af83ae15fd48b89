import type { Locator, Page } from '@playwright/test';

export interface Point {
  x: number;
  y: number;
}

/** The middle of what `target` shows in the window, in the window's CSS pixels. */
export async function middleOf(target: Locator): Promise<Point> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the element is not shown');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A finger's drag, as the phone's screen sends it: a press on `handle` held `holdMs` (a board that
 * starts a drag only after a press, so that a finger still scrolls), then `steps` moves to `to`, then
 * the finger lifted. Playwright's touchscreen only taps: the touches go through Chromium's DevTools
 * protocol (Input.dispatchTouchEvent), which needs a context with `hasTouch`.
 */
export async function touchDrag(
  page: Page,
  handle: Locator,
  to: Point,
  { holdMs = 300, steps = 12, stepMs = 25 } = {},
): Promise<void> {
  const from = await middleOf(handle);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove', point: Point) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: [{ x: Math.round(point.x), y: Math.round(point.y), id: 1, radiusX: 4, radiusY: 4 }],
    });
  try {
    await touch('touchStart', from);
    await page.waitForTimeout(holdMs);
    for (let step = 1; step <= steps; step += 1) {
      const share = step / steps;
      await touch('touchMove', {
        x: from.x + (to.x - from.x) * share,
        y: from.y + (to.y - from.y) * share,
      });
      await page.waitForTimeout(stepMs);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}
