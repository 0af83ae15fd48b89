import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

/**
 * Pages that are not for the person asking send them home (SPEC.md section 4): register when signed
 * in, profile when signed out, the admin area below its roles, and a spot that is not the club's.
 */
const isHome = (url: URL) => url.pathname === '/';

test('a visitor opening the profile, the admin area or an unknown spot lands on the home page', async ({
  page,
}) => {
  for (const path of ['/profile', '/admin/club', '/home/999999']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(isHome);
  }
  await expect(page.getByTestId('home-map')).toBeVisible();
});

test('a signed-in member opening the registration or the admin area lands on the home page', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, { email: 'tom@demo.localhost', password: 'demo-member-2026' });
  for (const path of ['/register', '/admin/club']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(isHome);
  }
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
});
