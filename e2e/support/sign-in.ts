import { expect, type Page } from '@playwright/test';
import { typeText } from './person.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in through the connection popup of the page's current club site, as a person does. */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Connexion' });
  await typeText(popup.getByLabel(/^Adresse e-mail/), credentials.email);
  await typeText(popup.getByLabel(/^Mot de passe/), credentials.password);
  await popup.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: 'Connexion', exact: true })).toBeHidden();
}
