import type { Browser, Page } from '@playwright/test';
import { demoUrl } from '../playwright.config.ts';

/** What the news specs share: the reader's time zone (the demo club's), the demo's manager, and a browser of one's own. */

/**
 * The browsers' time zone: the demo club's. Event dates are typed and shown on the club's clocks, so a
 * reader elsewhere reads the same (news.spec reads an event from Montreal).
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
