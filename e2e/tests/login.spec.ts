import { expect, type Page, test } from '@playwright/test';

const member = { email: 'marin@demo.localhost', password: 'demo-member-2026', name: 'Marin Olivier' };

async function openConnection(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Connexion' }).click();
  return page.getByRole('dialog', { name: 'Connexion' });
}

/** Status of getUserDetailsByToken for a token, asked from the page (the browser resolves demo.localhost). */
async function userStatusOf(page: Page, token: string): Promise<number> {
  return page.evaluate(async (value) => {
    const response = await fetch('/api/Users/getUserDetailsByToken', {
      headers: { Authorization: `Bearer ${value}` },
    });
    return response.status;
  }, token);
}

test('a wrong password shows the login error and signs nobody in', async ({ page }) => {
  const dialog = await openConnection(page);
  await dialog.getByLabel('Adresse e-mail').fill(member.email);
  await dialog.getByLabel('Mot de passe').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();

  await expect(dialog.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token:demo'))).toBeNull();
});

test('the seeded member signs in (page reloads, name shown), then logs out', async ({ page }) => {
  const dialog = await openConnection(page);
  await dialog.getByLabel('Adresse e-mail').fill(member.email);
  await dialog.getByLabel('Mot de passe').fill(member.password);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();

  // The token is stored and the page reloads: the member's name replaces the 'Connexion' button.
  await expect(page.getByTestId('account-name')).toHaveText(member.name);
  await expect(page.getByRole('button', { name: 'Connexion' })).toHaveCount(0);
  const token = await page.evaluate(() => localStorage.getItem('token:demo'));
  expect(token).toBeTruthy();
  // Members see the messaging link; a member is no administrator.
  await expect(page.getByRole('link', { name: 'Messagerie' })).toBeVisible();

  // Still signed in after a reload.
  await page.reload();
  await expect(page.getByTestId('account-name')).toHaveText(member.name);

  await page.getByRole('button', { name: `Compte de ${member.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Mon profil' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();

  await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('token:demo'))).toBeNull();
  // The server revoked the session too.
  expect(await userStatusOf(page, token as string)).toBe(401);
});
