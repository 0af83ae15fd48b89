import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/person.ts';

/**
 * axe-core (WCAG 2.0, 2.1 and 2.2, A and AA) on what the walk's pages do not show by themselves: the
 * connection and forgotten-password popups and the mobile menu. Every route, as each kind of person, is
 * checked by the walk (tests/walk.spec.ts). A failure lists each violation's rule, help text and elements.
 */

/** Runs axe on the page as it is now and fails with a readable list of serious and critical violations. */
async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const found = await seriousViolations(page, label);
  expect(found, `serious or critical axe violations\n${found.join('\n')}`).toEqual([]);
}

/** Waits for the page's own content (the route's bundle and its first data), then for the network to settle. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('main')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0);
}

test.describe('accessibility of the popups and the mobile menu (axe, WCAG 2.0 to 2.2, A and AA)', () => {
  test('the connection and forgotten-password popups', async ({ page }) => {
    await open(page, '/news_list');
    await page.getByRole('button', { name: 'Connexion', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Connexion' });
    await expect(popup.getByLabel(/^Adresse e-mail/)).toBeVisible();
    await expectNoSeriousViolations(page, 'connection popup');
    await popup.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByRole('dialog', { name: 'Mot de passe oublié' })).toBeVisible();
    await expectNoSeriousViolations(page, 'forgotten-password popup');
  });

  test('the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/news_list');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'mobile menu');
  });
});
