import type { Page } from '@playwright/test';
import { expect, test, typeAndCheck, typeText } from '../support/person.ts';

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

test('a wrong password shows the login error and signs nobody in', async ({ page, pageProblems }) => {
  pageProblems.expect(401, /\/api\/Users\/connection\/$/);
  const dialog = await openConnection(page);
  // Typed at full speed, the fields keep every key.
  await typeAndCheck(dialog.getByLabel('Adresse e-mail'), member.email);
  await typeAndCheck(dialog.getByLabel('Mot de passe'), 'not-the-password');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();

  await expect(dialog.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token:demo'))).toBeNull();
});

test('an empty or malformed e-mail is refused in the popup, and nothing is sent', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/Users\/(connection|changePassword)/.test(request.url())) calls.push(request.url());
  });
  const dialog = await openConnection(page);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  // Both fields empty: each says it is required.
  await expect(dialog.getByText('Ce champ est obligatoire')).toHaveCount(2);

  // Forgotten password: an empty e-mail sends nothing (SPEC.md section 5), a typed one is kept.
  await dialog.getByRole('button', { name: /^Mot de passe oublié/ }).click();
  const forgotten = page.getByRole('dialog', { name: 'Mot de passe oublié' });
  await forgotten.getByRole('button', { name: /^Envoyer/ }).click();
  await expect(forgotten.getByText('Ce champ est obligatoire')).toBeVisible();
  await typeAndCheck(forgotten.getByLabel(/^Adresse e-mail/), 'pas-une-adresse');
  await forgotten.getByRole('button', { name: /^Envoyer/ }).click();
  await expect(forgotten.getByText('Adresse e-mail invalide')).toBeVisible();
  expect(calls).toEqual([]);
});

test('the seeded member signs in (page reloads, name shown), then logs out', async ({
  page,
  pageProblems,
}) => {
  // The revoked token is checked at the end: refused.
  pageProblems.expect(401, /\/api\/Users\/getUserDetailsByToken$/);
  const dialog = await openConnection(page);
  await typeText(dialog.getByLabel('Adresse e-mail'), member.email);
  await typeText(dialog.getByLabel('Mot de passe'), member.password);
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
