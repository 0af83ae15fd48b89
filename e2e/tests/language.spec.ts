import { expect, test, typeAndCheck } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';

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

test('switching the language with typed text asks first: "Rester" keeps the text, "Abandonner" switches', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, { email: 'marin@demo.localhost', password: 'demo-member-2026' });
  await page.goto('/profile');
  const nickname = page.getByLabel('Pseudo');
  await typeAndCheck(nickname, 'Marin des calanques');

  const question = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
  await page.getByLabel('Langue').selectOption('en');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Rester' }).click();
  await expect(question).toBeHidden();
  await expect(nickname).toHaveValue('Marin des calanques');
  await expect(page.getByLabel('Langue')).toHaveValue('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.getByLabel('Langue').selectOption('en');
  await question.getByRole('button', { name: 'Abandonner' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Nickname')).not.toHaveValue('Marin des calanques');
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
