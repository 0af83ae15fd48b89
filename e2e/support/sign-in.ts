import { expect, type Page } from '@playwright/test';
import { typeText, untilInteractive } from './person.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in through the connection popup of the page's current club site, as a person does. */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  // The page may have been loaded by the app (after signing out) rather than by `goto`: a click before
  // its script takes over does nothing.
  await untilInteractive(page);
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Connexion' });
  await typeText(popup.getByLabel(/^Adresse e-mail/), credentials.email);
  await typeText(popup.getByLabel(/^Mot de passe/), credentials.password);
  await popup.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: 'Connexion', exact: true })).toBeHidden();
}
