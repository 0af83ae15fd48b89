import { expect, test } from '@playwright/test';

test('a visitor switches the interface to English, keeps it across reloads, and back to French', async ({
  page,
}) => {
  await page.goto('/');
  // French by default.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Actualités' })).toBeVisible();

  // Choosing English stores it and reloads the page, translated.
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'News' }),
  ).toBeVisible();

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Language')).toHaveValue('en');

  // And back to French.
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(nav.getByRole('link', { name: 'Actualités' })).toBeVisible();
});
