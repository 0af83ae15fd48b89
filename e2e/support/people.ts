import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { demoUrl } from '../playwright.config.ts';
import { expect, problemsOf, typeText } from './person.ts';

/** The demo club's time zone, which the specs' people live in. */
export const demoTimeZone = 'Europe/Paris';

/** A browser of its own (its own storage: its own sign-in), at the size under test, in French. */
export async function personAt(browser: Browser, size: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    baseURL: demoUrl,
    locale: 'fr-FR',
    timezoneId: demoTimeZone,
    viewport: { width: size.width, height: size.height },
  });
  const page = await context.newPage();
  problemsOf(page);
  return page;
}

/** A full-page screenshot among the test's results, to look at. */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/**
 * Types a day (`YYYY-MM-DD`) key by key, as a person reading it off a paper does: digits only, day
 * first, the field putting in the slashes ("29102026" reads "29/10/2026").
 */
export async function typeDayFirst(field: Locator, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  await typeText(field, `${date}${month}${year}`);
  await expect(field).toHaveValue(`${date}/${month}/${year}`);
}
