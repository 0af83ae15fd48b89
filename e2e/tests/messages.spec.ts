import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, typeAndCheck, typeText } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';

const PASSWORD = 'demo-member-2026';

/** A browser context of its own (its own local storage: its own session), signed in as `email`. */
async function memberPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, { email, password: PASSWORD });
  return page;
}

const messagesOf = (page: Page) => page.getByRole('main').getByTestId('message');

test('two members exchange messages that arrive without reloading, with the unread badge', async ({
  browser,
}) => {
  test.slow();
  const marin = await memberPage(browser, 'marin@demo.localhost');
  const lea = await memberPage(browser, 'lea@demo.localhost');
  // Léa waits on the home page: nothing unread yet.
  await expect(lea.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  await test.step('Marin searches Léa among the club members and writes to her', async () => {
    await marin.getByRole('link', { name: 'Messages', exact: true }).click();
    const main = marin.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Nouveau message' })).toBeVisible();
    // A message without a member picked from the search is refused on the spot.
    await typeAndCheck(
      main.getByRole('textbox', { name: 'Message' }),
      'Bonjour Léa, plongée à la Gabinière samedi ?',
    );
    await main.getByRole('button', { name: 'Envoyer' }).click();
    await expect(main.getByText('Choisissez un membre dans la recherche.')).toBeVisible();

    // Leaving with the typed message asks first; staying keeps it.
    await marin
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Actualités' })
      .click();
    await marin
      .getByRole('dialog', { name: 'Modifications non enregistrées' })
      .getByRole('button', { name: 'Rester' })
      .click();
    await expect(marin).toHaveURL(/\/contact$/);
    await expect(main.getByRole('textbox', { name: 'Message' })).toHaveValue(/^Bonjour Léa/);

    await typeText(main.getByRole('combobox', { name: 'À' }), 'Léa');
    await marin.getByRole('option', { name: 'Léa Garnier' }).click();
    await main.getByRole('button', { name: 'Envoyer' }).click();
    await expect(marin).toHaveURL(/\/contact\/\d+$/);
    await expect(messagesOf(marin)).toHaveText([/Bonjour Léa, plongée à la Gabinière samedi \?/]);
  });

  await test.step('Léa sees it arrive without reloading, with the unread badge', async () => {
    const badge = lea.getByRole('link', { name: 'Messages : 1 non lu' });
    await expect(badge).toBeVisible();
    await badge.click();
    const conversation = lea.getByRole('main').getByRole('link', { name: /Marin Olivier/ });
    await expect(conversation).toContainText('1');
    await conversation.click();
    await expect(messagesOf(lea)).toHaveText([/Bonjour Léa/]);
    // Read: the badge empties.
    await expect(lea.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  });

  await test.step('Léa answers and Marin sees the answer appear', async () => {
    await typeAndCheck(
      lea.getByRole('main').getByLabel('Votre réponse'),
      'Avec plaisir, rendez-vous au port à 9 h.',
    );
    await lea.getByRole('main').getByRole('button', { name: 'Envoyer' }).click();
    await expect(messagesOf(lea)).toHaveCount(2);
    await expect(messagesOf(marin)).toHaveText([/Bonjour Léa/, /Avec plaisir, rendez-vous au port/]);
  });

  await test.step('the conversation pages by 10, with "load more" for the earlier ones', async () => {
    const main = marin.getByRole('main');
    for (let index = 1; index <= 10; index += 1) {
      await typeText(main.getByLabel('Votre réponse'), `Détail ${index}`);
      await main.getByRole('button', { name: 'Envoyer' }).click();
      await expect(main.getByLabel('Votre réponse')).toHaveValue('');
    }
    // Léa, still on the conversation, receives them live: the 10 newest, the 2 first behind "load more".
    await expect(messagesOf(lea)).toHaveCount(10);
    await expect(messagesOf(lea).last()).toHaveText(/Détail 10/);
    await expect(messagesOf(lea).first()).toHaveText(/Détail 1/);
    const loadMore = lea.getByRole('button', { name: 'Afficher les messages précédents' });
    await loadMore.click();
    await expect(messagesOf(lea)).toHaveCount(12);
    await expect(messagesOf(lea).first()).toHaveText(/Bonjour Léa/);
    await expect(loadMore).toBeHidden();
  });
});

test('a tab whose live stream a newer tab replaced waits until it is shown again to reconnect', async ({
  browser,
}) => {
  test.slow();
  const first = await memberPage(browser, 'lea@demo.localhost');
  const streamsOpenedBy = (page: Page) => {
    const opened = { count: 0 };
    page.on('request', (request) => {
      if (request.url().endsWith('/api/Messages/events')) opened.count += 1;
    });
    return opened;
  };
  const firstStreams = streamsOpenedBy(first);
  await first.reload();
  await expect.poll(() => firstStreams.count).toBe(1);

  // Eight more tabs of the same member: the server keeps eight streams and closes the first tab's.
  // Each in a context of its own, signed in with the first one's session: a browser opens at most six
  // HTTP/1.1 connections to a host, and each stream holds one.
  const session = await first.context().storageState();
  const others: BrowserContext[] = [];
  for (let tab = 0; tab < 8; tab += 1) {
    const other = await browser.newContext({ storageState: session });
    others.push(other);
    const page = await other.newPage();
    const streams = streamsOpenedBy(page);
    // A light page: every page of a signed-in member opens the stream.
    await page.goto('/view_mention_legale');
    await expect.poll(() => streams.count).toBe(1);
  }
  // Longer than the reconnection delay (3 s) after a broken stream: a replaced one does not come back.
  await first.waitForTimeout(4500);
  expect(firstStreams.count).toBe(1);

  // Shown again, the first tab takes a stream back.
  await first.bringToFront();
  await first.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(() => firstStreams.count).toBe(2);
  for (const other of others) await other.close();
  await first.context().close();
});
