import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { linksOfLatestMailTo } from '../support/outbox.ts';
import { signIn } from '../support/sign-in.ts';

const avatarFixture = path.resolve(import.meta.dirname, '../fixtures/avatar.png');

/** A fresh address per run: the e2e database is fresh, but a re-run against a kept server must not collide. */
function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** The link of the newest mail to `email` that opens `route` (auth, change_email, reset_password). */
async function linkTo(email: string, route: string): Promise<URL> {
  const links = await linksOfLatestMailTo(email);
  const link = links.find((candidate) => new URL(candidate).pathname.startsWith(`/${route}/`));
  expect(link, `a /${route}/ link in the mail to ${email}`).toBeDefined();
  return new URL(link as string);
}

/** Signs in through the header's 'Connexion' button and the connection popup; the page reloads. */
test('a visitor registers, validates the account, edits the profile, password and avatar, and signs in again', async ({
  page,
}) => {
  // A whole member journey (two argon2 sign-ins, mails, uploads): give it room on a busy CI machine.
  test.slow();
  const email = uniqueEmail('jeanne');
  const password = 'Corail-du-large-1';
  const newPassword = 'Gorgone-rouge-22';

  await test.step('registers on the demo club', async () => {
    await page.goto('/register');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Inscription', level: 1 })).toBeVisible();
    await main.getByLabel(/^Prénom/).fill('Jeanne');
    await main.getByLabel(/^Nom/).fill('Baret');
    await main.getByLabel(/^Pseudo/).fill('Calypso');
    await main.getByLabel(/^Adresse e-mail/).fill(email);
    await main.getByLabel(/^Mot de passe/).fill(password);

    // A different confirmation is refused before anything is sent.
    await main.getByLabel(/^Confirmer le mot de passe/).fill('autre-chose');
    await main.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(main.getByText('Les deux mots de passe ne sont pas identiques.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await main.getByLabel(/^Confirmer le mot de passe/).fill(password);

    await main.getByLabel(/^Pays/).fill('Fran');
    await page.getByRole('option', { name: 'France', exact: true }).click();
    await main.getByLabel(/^Date de naissance/).fill('1990-05-12');
    await main.getByLabel('Femme', { exact: true }).check();
    await main.getByLabel('Randonnée palmée', { exact: true }).check();
    await main.getByLabel('Plongée', { exact: true }).check();
    await main.getByLabel(/^Organisme/).click();
    await page.getByRole('option', { name: 'PADI', exact: true }).click();
    await main.getByLabel(/^Niveau de plongée/).click();
    await page.getByRole('option', { name: 'Open Water Diver', exact: true }).click();
    await main.getByRole('button', { name: 'Créer mon compte' }).click();

    await expect(page).toHaveURL(/\/register_success$/);
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
  });

  await test.step('opens the validation link of the mail', async () => {
    const link = await linkTo(email, 'auth');
    expect(link.host).toBe(`demo.localhost:${E2E_PORT}`);
    await page.goto(link.toString());
    await expect(page.getByText('Votre compte a été correctement validé.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  await test.step('signs in through the connection popup', async () => {
    await signIn(page, { email, password });
  });

  const main = page.getByRole('main');
  await test.step('edits the profile and finds it saved after a reload', async () => {
    await page.goto('/profile');
    await expect(main.getByRole('heading', { name: 'Mon profil', level: 1 })).toBeVisible();
    await expect(main.getByLabel(/^Pays/)).toHaveValue('France');
    await expect(main.getByLabel(/^Niveau de plongée/)).toHaveValue('Open Water Diver');
    await main.getByLabel(/^Pseudo/).fill('Calypso II');
    await main.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Votre profil a été enregistré.')).toBeVisible();

    await page.reload();
    await expect(main.getByLabel(/^Pseudo/)).toHaveValue('Calypso II');
    await expect(main.getByLabel('Randonnée palmée', { exact: true })).toBeChecked();
    await expect(main.getByLabel('Natation', { exact: true })).not.toBeChecked();
  });

  await test.step('changes the password', async () => {
    await main.getByRole('tab', { name: 'Mot de passe' }).click();
    const submit = main.getByRole('button', { name: 'Changer le mot de passe' });

    await main.getByLabel(/^Mot de passe actuel/).fill('pas-le-bon-mot-de-passe');
    await main.getByLabel(/^Nouveau mot de passe/).fill(newPassword);
    await main.getByLabel(/^Confirmer le nouveau mot de passe/).fill(newPassword);
    await submit.click();
    await expect(main.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();

    await main.getByLabel(/^Mot de passe actuel/).fill(password);
    await submit.click();
    await expect(main.getByText('Votre mot de passe a été modifié.')).toBeVisible();
  });

  await test.step('uploads a cropped avatar and sees it', async () => {
    await main.getByRole('button', { name: "Changer d'avatar" }).click();
    const popup = page.getByRole('dialog', { name: "Changer d'avatar" });
    const chooser = page.waitForEvent('filechooser');
    await popup.getByRole('button', { name: 'Choisir une image' }).click();
    await (await chooser).setFiles(avatarFixture);
    await expect(popup.getByRole('img', { name: 'Aperçu' })).toBeVisible();
    await popup.getByRole('button', { name: "Enregistrer l'avatar" }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByText('Votre avatar a été mis à jour.')).toBeVisible();

    const avatar = main.getByRole('img', { name: 'Avatar de Jeanne Baret' });
    await expect(avatar).toBeVisible();
    // The image really loaded from the server (a broken one falls back to initials).
    await expect
      .poll(() => avatar.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
  });

  await test.step('logs out from the profile page', async () => {
    await main.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('button', { name: 'Connexion', exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  await test.step('the old password no longer works; the new one does', async () => {
    await page.getByRole('button', { name: 'Connexion', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Connexion' });
    await popup.getByLabel(/^Adresse e-mail/).fill(email);
    await popup.getByLabel(/^Mot de passe/).fill(password);
    await popup.getByRole('button', { name: 'Se connecter' }).click();
    await expect(popup.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
    await popup.getByRole('button', { name: 'Fermer' }).click();

    await signIn(page, { email, password: newPassword });
    await page.goto('/profile');
    await expect(main.getByLabel(/^Pseudo/)).toHaveValue('Calypso II');
  });
});

test('an avatar over 2,000,000 bytes is refused before any upload', async ({ page }) => {
  const email = uniqueEmail('lourd');
  const password = 'Posidonie-2026';

  // The account is made through the API from the page (the browser resolves demo.localhost).
  await page.goto('/');
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/Users/register', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { Firstname: 'Louis', Lastname: 'Boutan', Email: email, Password: password, Practice_type: 4 },
  );
  expect(status).toBe(200);
  await page.goto((await linkTo(email, 'auth')).toString());
  await expect(page.getByText('Votre compte a été correctement validé.')).toBeVisible();
  await signIn(page, { email, password });

  const folder = await mkdtemp(path.join(os.tmpdir(), 'club-e2e-'));
  try {
    const bigFile = path.join(folder, 'big.png');
    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await writeFile(bigFile, Buffer.concat([pngSignature, Buffer.alloc(2_000_001 - pngSignature.length)]));

    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Users/editAvatar')) uploads.push(request.url());
    });

    await page.goto('/profile');
    await page.getByRole('main').getByRole('button', { name: "Changer d'avatar" }).click();
    const popup = page.getByRole('dialog', { name: "Changer d'avatar" });
    const chooser = page.waitForEvent('filechooser');
    await popup.getByRole('button', { name: 'Choisir une image' }).click();
    await (await chooser).setFiles(bigFile);

    const notice = page.getByRole('alert').filter({ hasText: 'Fichier trop volumineux' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Erreur');
    await expect(popup.getByRole('img', { name: 'Aperçu' })).toHaveCount(0);
    expect(uploads).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
