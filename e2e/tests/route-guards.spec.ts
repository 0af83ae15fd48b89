import type { Page } from '@playwright/test';
import { expect, test, typeText } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * Pages that are not for the person asking send them home (SPEC.md section 4), and say why (issue 12):
 * a visitor is asked to sign in (with the connection popup open), a member or a manager without the
 * right is told the page is reserved, a signed-in member is told registration is not for them.
 */
const isHome = (url: URL) => url.pathname === '/';

const member = { email: 'marin@demo.localhost', password: 'demo-member-2026' };
const manager = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };

const told = {
  signIn: 'Connectez-vous pour ouvrir cette page.',
  managers: 'Cette page est réservée aux responsables du club.',
  superAdministrator: 'Cette page est réservée au super administrateur.',
  alreadySignedIn: /Vous êtes déjà connecté/,
};

/** Opens `path`, lands home and reads `message` in a notification; then lets it go. */
async function expectSentHome(page: Page, path: string, message: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page, path).toHaveURL(isHome);
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: message });
  await expect(notice, `${path}: the notice`).toBeVisible();
  await expect(notice).toHaveCount(1);
}

test('a visitor opening the profile, messaging or the admin area lands home, is asked to sign in, with the connection popup open', async ({
  page,
}) => {
  for (const path of ['/profile', '/contact', '/admin/club', '/admin/news_list', '/admin/list_club']) {
    await expectSentHome(page, path, told.signIn);
    const popup = page.getByRole('dialog', { name: 'Connexion' });
    await expect(popup, `${path}: the connection popup`).toBeVisible();
    await expect(popup.getByLabel(/^Adresse e-mail/)).toBeVisible();
  }
  await expect(page.getByTestId('home-map')).toBeVisible();
});

test('a visitor signs in from the popup the refused page opened, and lands on that page', async ({
  page,
}) => {
  await expectSentHome(page, '/profile', told.signIn);
  const popup = page.getByRole('dialog', { name: 'Connexion' });
  await expect(popup).toBeVisible();
  // The popup is already open: no need to look for 'Connexion'.
  await typeText(popup.getByLabel(/^Adresse e-mail/), member.email);
  await typeText(popup.getByLabel(/^Mot de passe/), member.password);
  await popup.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('button', { name: /^Compte de / })).toBeVisible();
});

test('the popup opened from the header signs in on the page it was opened from', async ({ page }) => {
  await page.goto('/news_list');
  await page.getByRole('button', { name: 'Connexion' }).click();
  const popup = page.getByRole('dialog', { name: 'Connexion' });
  await typeText(popup.getByLabel(/^Adresse e-mail/), member.email);
  await typeText(popup.getByLabel(/^Mot de passe/), member.password);
  await popup.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: /^Compte de / })).toBeVisible();
  await expect(page).toHaveURL(/\/news_list$/);
});

test('an unknown spot lands on the home page', async ({ page }) => {
  await page.goto('/home/999999');
  await expect(page).toHaveURL(isHome);
  await expect(page.getByTestId('home-map')).toBeVisible();
});

test('a signed-in member opening the registration is told they are signed in; the admin area, that it is reserved', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, member);
  await expectSentHome(page, '/register', told.alreadySignedIn);
  for (const path of ['/admin/club', '/admin/gestion_actu_club']) {
    await expectSentHome(page, path, told.managers);
  }
  await expectSentHome(page, '/admin/list_club', told.managers);
  await expect(page.getByRole('dialog', { name: 'Connexion' })).toHaveCount(0);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
});

test("a club manager opening a super administrator's page is told it is reserved", async ({ page }) => {
  await page.goto('/');
  await signIn(page, manager);
  for (const path of ['/admin/list_club', '/admin/creation_club', '/admin/solutions']) {
    await expectSentHome(page, path, told.superAdministrator);
  }
  await page.goto('/admin/club');
  await expect(page).toHaveURL(/\/admin\/club$/);
});
