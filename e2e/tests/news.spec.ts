import path from 'node:path';
import type { Page } from '@playwright/test';
import { manager, newVisitor, runId, timezoneId } from '../support/news.ts';
import { expect, test, typeAndCheck } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';

const pictureFixture = path.resolve(import.meta.dirname, '../fixtures/avatar.png');

test.use({ timezoneId });

const member = { email: 'marin@demo.localhost', password: 'demo-member-2026' };

const french = {
  title: `Sortie de nuit au Cap Vert ${runId}`,
  intro: 'Une plongée de nuit pour observer les poulpes et les langoustes du tombant.',
  body: 'Rendez-vous au club, ',
  bold: 'à 20 h précises',
};
const english = {
  title: `Night dive at Cap Vert ${runId}`,
  intro: 'A night dive to watch the octopus and lobsters of the drop-off.',
  body: 'Meet at the club, ',
  bold: 'at 8 pm sharp',
};
const comment = 'Super idée, je viens avec ma lampe !\nÀ jeudi.';

/** Writes one language's texts in its tab of the news form. */
async function writeLanguage(
  page: Page,
  tab: string,
  texts: { title: string; intro: string; body: string; bold: string },
): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  const panel = page.getByRole('tabpanel', { name: tab });
  await typeAndCheck(panel.getByLabel('Titre', { exact: true }), texts.title);
  await typeAndCheck(panel.getByLabel('Introduction', { exact: true }), texts.intro);
  const editor = panel.getByRole('textbox', { name: `Contenu (${tab})` });
  await editor.click();
  await editor.pressSequentially(texts.body);
  await panel.getByRole('button', { name: 'Gras' }).click();
  await editor.pressSequentially(texts.bold);
}

test('a manager publishes a news item in two languages, a visitor reads it, a member comments, the manager cleans up', async ({
  page,
  browser,
  pageProblems,
}) => {
  test.slow();
  let newsPath = '';

  await test.step('the manager writes the news item with a picture and an event date', async () => {
    await page.goto('/');
    await signIn(page, manager);
    await page.goto('/admin/news_list');
    await page.getByRole('link', { name: 'Nouvelle actualité' }).click();
    await expect(page).toHaveURL(/\/admin\/creation_news$/);

    // Nothing written: refused with the title error, nothing sent.
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const frenchPanel = page.getByRole('tabpanel', { name: 'Français' });
    await expect(frenchPanel.getByText('Le titre est obligatoire.')).toBeVisible();
    await expect(frenchPanel.getByText('Le contenu est obligatoire.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/creation_news$/);

    // The picture popup: choose, frame, use.
    await page.getByRole('button', { name: 'Ajouter une image' }).click();
    const popup = page.getByRole('dialog', { name: "Image de l'actualité" });
    const chooser = page.waitForEvent('filechooser');
    await popup.getByRole('button', { name: 'Choisir une image' }).click();
    await (await chooser).setFiles(pictureFixture);
    await popup.getByRole('button', { name: 'Utiliser ce cadrage' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByRole('img', { name: "Image de l'actualité" })).toBeVisible();

    await page.getByLabel('Cette actualité annonce un événement').check();
    await page.getByLabel(/^Date de l'événement/).fill('2026-07-14T20:00');

    await writeLanguage(page, 'Français', french);
    await writeLanguage(page, 'Anglais', { ...english, intro: 'Draft intro' });
    // Each language keeps its own texts: switching back loses nothing and asks nothing.
    await page.getByRole('tab', { name: 'Français' }).click();
    await expect(page.getByRole('dialog', { name: 'Modifications non enregistrées' })).toHaveCount(0);
    await expect(frenchPanel.getByLabel('Titre', { exact: true })).toHaveValue(french.title);
    await expect(frenchPanel.getByRole('textbox', { name: 'Contenu (Français)' })).toContainText(french.bold);
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(page).toHaveURL(/\/admin\/news_list$/);
    await expect(page.getByText("L'actualité a été enregistrée.")).toBeVisible();
    await expect(page.getByRole('link', { name: french.title, exact: true })).toBeVisible();
  });

  await test.step('the manager reopens it and corrects the English intro', async () => {
    await page.getByRole('link', { name: french.title, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/edit_news\/\d+$/);
    const frenchPanel = page.getByRole('tabpanel', { name: 'Français' });
    await expect(frenchPanel.getByLabel('Titre', { exact: true })).toHaveValue(french.title);
    await expect(
      frenchPanel.getByRole('textbox', { name: 'Contenu (Français)' }).locator('strong'),
    ).toHaveText(french.bold);
    await expect(page.getByLabel(/^Date de l'événement/)).toHaveValue('2026-07-14T20:00');
    await expect(page.getByRole('img', { name: "Image de l'actualité" })).toBeVisible();
    await page.getByRole('tab', { name: 'Anglais' }).click();
    const englishPanel = page.getByRole('tabpanel', { name: 'Anglais' });
    await expect(englishPanel.getByLabel('Introduction', { exact: true })).toHaveValue('Draft intro');
    await typeAndCheck(englishPanel.getByLabel('Introduction', { exact: true }), english.intro);
    // Leaving with the unsaved change asks first; staying keeps it.
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Actualités' })
      .click();
    await page
      .getByRole('dialog', { name: 'Modifications non enregistrées' })
      .getByRole('button', { name: 'Rester' })
      .click();
    await expect(page).toHaveURL(/\/admin\/edit_news\/\d+$/);
    await expect(englishPanel.getByLabel('Introduction', { exact: true })).toHaveValue(english.intro);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/admin\/news_list$/);
  });

  await test.step('a visitor finds it in the list and reads it in French', async () => {
    // Reading from Montréal (6 hours behind Paris), the event is still at 20:00: it happens where the
    // club is, on the club's clocks, in the server's page and once the browser has taken it over.
    const visitor = await newVisitor(browser, 'America/Montreal');
    // The home page shows it as the last news.
    await visitor.goto('/');
    const lastNewsItem = visitor.getByRole('region', { name: 'Dernière actualité' });
    await expect(lastNewsItem.getByRole('link', { name: french.title, exact: true })).toBeVisible();

    await visitor.goto('/news_list');
    const card = visitor.getByRole('article').filter({ hasText: french.title });
    await expect(card.getByText('Événement le 14 juillet 2026 à 20:00')).toBeVisible();
    await card.getByRole('link', { name: french.title, exact: true }).click();

    await expect(visitor).toHaveURL(/\/news\/\d+$/);
    newsPath = new URL(visitor.url()).pathname;
    // Opened from its shareable address, as from a link on a social network.
    await visitor.goto(newsPath);
    const article = visitor.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: french.title })).toBeVisible();
    await expect(article.getByText(french.intro)).toBeVisible();
    await expect(article.locator('strong', { hasText: french.bold })).toBeVisible();
    await expect(article.getByText('Événement le 14 juillet 2026 à 20:00')).toBeVisible();
    const picture = article.getByRole('img', { name: `Illustration : ${french.title}` });
    await expect(picture).toBeVisible();
    // The uploaded, cropped picture is really served (16:9).
    const size = await picture.evaluate((image) => {
      const { naturalWidth, naturalHeight } = image as unknown as {
        naturalWidth: number;
        naturalHeight: number;
      };
      return { width: naturalWidth, height: naturalHeight };
    });
    expect(size.width).toBeGreaterThan(0);
    expect(size.width / size.height).toBeCloseTo(16 / 9, 1);

    // The shareable address carries the link-preview tags.
    await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', french.title);
    await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/files\/news\//);

    await test.step('and in English', async () => {
      await visitor.getByLabel('Langue').selectOption('en');
      await expect(article.getByRole('heading', { level: 1, name: english.title })).toBeVisible();
      await expect(article.getByText(english.intro)).toBeVisible();
      await expect(article.locator('strong', { hasText: english.bold })).toBeVisible();
      await expect(article.getByText('Event on July 14, 2026')).toBeVisible();
    });
    // A visitor reads the comments but is asked to sign in to write one.
    await expect(visitor.getByText('Sign in to comment on this news.')).toBeVisible();
    await visitor.context().close();
  });

  await test.step('a member comments in plain text', async () => {
    const marin = await newVisitor(browser);
    await marin.goto(newsPath);
    await signIn(marin, member);
    await typeAndCheck(marin.getByLabel('Votre commentaire'), `${comment} <b>pas du HTML</b>`);
    await marin.getByRole('button', { name: 'Publier le commentaire' }).click();
    const posted = marin.getByRole('listitem').filter({ hasText: 'Super idée' });
    await expect(posted).toContainText('<b>pas du HTML</b>');
    await expect(posted.locator('b')).toHaveCount(0);
    await expect(marin.getByRole('heading', { name: 'Commentaires (1)' })).toBeVisible();
    await marin.context().close();
  });

  await test.step('the manager deletes the comment', async () => {
    await page.goto(newsPath);
    const posted = page.getByRole('listitem').filter({ hasText: 'Super idée' });
    await posted.getByRole('button', { name: 'Supprimer' }).click();
    await page
      .getByRole('dialog', { name: 'Supprimer le commentaire' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect(posted).toBeHidden();
    await expect(page.getByText("Aucun commentaire pour l'instant.")).toBeVisible();
  });

  await test.step('the manager cancels the deletion of the news item once, then deletes it', async () => {
    await page.goto('/admin/news_list');
    const deleteButton = page.getByRole('button', { name: `Supprimer « ${french.title} »` });
    await deleteButton.click();
    const confirm = page.getByRole('dialog', { name: "Supprimer l'actualité" });
    const cancelled = page.getByText("Suppression de l'actualité annulée.");
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(cancelled).toBeVisible();
    await expect(page.getByRole('link', { name: french.title, exact: true })).toBeVisible();
    // The notice goes after 5 s (SPEC.md section 4).
    await expect(cancelled).toBeHidden({ timeout: 10_000 });

    // Escape says the same as Cancel (SPEC.md section 8).
    await deleteButton.click();
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(cancelled).toBeVisible();
    await expect(page.getByRole('link', { name: french.title, exact: true })).toBeVisible();

    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText("L'actualité a été supprimée.")).toBeVisible();
    await expect(page.getByRole('link', { name: french.title, exact: true })).toBeHidden();

    // Its shared address still opens the club's site, which says 'Not found'.
    pageProblems.expect(404, /^\/news\/\d+$/);
    pageProblems.expect(404, /^\/api\/News\/getNewsDetails\/\d+$/);
    await page.goto(newsPath);
    await expect(page.getByRole('main').getByText('Not found', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  });
});

test('a failed save shows the generic error dialog and keeps what was written', async ({
  page,
  pageProblems,
}) => {
  pageProblems.expect(500, /\/api\/News\/editNewsContent$/);
  await page.goto('/');
  await signIn(page, manager);
  await page.goto('/admin/creation_news');
  await writeLanguage(page, 'Français', french);
  // The server fails (as during an outage): the answer a browser would get.
  await page.route('**/api/News/editNewsContent', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'internal_error', message: 'Something went wrong on our side' }),
    }),
  );
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Une erreur est survenue' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/creation_news$/);
  const frenchPanel = page.getByRole('tabpanel', { name: 'Français' });
  await expect(frenchPanel.getByLabel('Titre', { exact: true })).toHaveValue(french.title);
});
