import type { Browser, Page } from '@playwright/test';
import { demoUrl } from '../playwright.config.ts';

/** What the news specs share: the reader's time zone (the demo club's), the demo's manager, and a browser of one's own. */

/**
 * Event dates are shown on the club's clocks; the reader is put in the same zone, so that what the
 * manager types in the form (the browser's zone) is what the page shows.
 */
export const timezoneId = 'Europe/Paris';

export const manager = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };

/** A run's own mark in the titles it writes, so a re-run against a kept server finds its own news items. */
export const runId = Date.now().toString(36);

/** A browser of its own (its own storage: its own sign-in and language), by default in the club's time zone. */
export async function newVisitor(browser: Browser, readerTimeZone = timezoneId): Promise<Page> {
  const context = await browser.newContext({ baseURL: demoUrl, locale: 'fr-FR', timezoneId: readerTimeZone });
  return context.newPage();
}
