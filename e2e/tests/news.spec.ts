import path from 'node:path';
import { type APIRequestContext, type Browser, type Page, request } from '@playwright/test';
import { demoUrl } from '../playwright.config.ts';
import { api, demoHost } from '../support/layer-editor.ts';
import { expect, test, typeAndCheck } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';

const pictureFixture = path.resolve(import.meta.dirname, '../fixtures/avatar.png');

/** Event dates are shown in the reader's time zone: fix it, so the expected text is the same everywhere. */
const timezoneId = 'Europe/Paris';
test.use({ timezoneId });

const manager = { email: 'manager@demo.localhost', password: 'demo-manager-2026' };
const member = { email: 'marin@demo.localhost', password: 'demo-member-2026' };

/** A title of its own per run, so a re-run against a kept server finds its own news item. */
const runId = Date.now().toString(36);
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

/** Signs in through the header's 'Connexion' button and the connection popup; the page reloads. */
/** A browser of its own (its own storage: its own sign-in and language). */
async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: demoUrl, locale: 'fr-FR', timezoneId });
  return context.newPage();
}

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
    const visitor = await newVisitor(browser);
    // The home page shows it as the last news.
    await visitor.goto('/');
    const lastNews = visitor.getByRole('region', { name: 'Dernière actualité' });
    await expect(lastNews.getByRole('link', { name: french.title, exact: true })).toBeVisible();

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

test('the news list loads the next pages as the reader scrolls, until an empty page', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/');
  await signIn(page, manager);
  // More than a page (LIST_PAGE_SIZE = 12) of news items, written through the API as the manager.
  const titles = Array.from(
    { length: 14 },
    (_, index) => `Brève ${runId} n°${String(index + 1).padStart(2, '0')}`,
  );
  const statuses = await page.evaluate(async (newTitles) => {
    const token = localStorage.getItem('token:demo');
    const results: number[] = [];
    for (const title of newTitles) {
      const response = await fetch('/api/News/editNewsContent', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          Is_event: false,
          news_list: [
            { Language_key: 'fr', Title: title, Intro_content: '', News_content: `<p>${title}</p>` },
          ],
        }),
      });
      results.push(response.status);
    }
    return results;
  }, titles);
  expect(statuses.every((status) => status === 200)).toBe(true);

  const visitor = await newVisitor(browser);
  // A phone's window (one column): the first page is far longer than it, so the second waits for a scroll.
  await visitor.setViewportSize({ width: 390, height: 700 });
  const pages: string[] = [];
  visitor.on('request', (request) => {
    const match = /\/api\/News\/getNewsByClub\/\d+\/(\d+)$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) pages.push(match[1]);
  });
  await visitor.goto('/news_list');
  const cards = visitor.getByRole('article');
  // The newest first; the oldest of the new ones is on the second page, loaded by scrolling.
  await expect(cards.first()).toContainText(titles[13] as string);
  await expect(cards).toHaveCount(12);
  await cards.last().scrollIntoViewIfNeeded();
  await expect(visitor.getByRole('link', { name: titles[0], exact: true })).toBeVisible();
  const total = await cards.count();
  expect(total).toBeGreaterThan(14);
  // Scrolling on asks for pages until one comes back empty, then stops.
  await visitor.mouse.wheel(0, 10_000);
  await expect.poll(() => pages.includes('2')).toBe(true);
  await expect(cards).toHaveCount(total);
  expect(pages.filter((page) => page === '3')).toHaveLength(0);

  // Written in French only: an English reader gets the French text, and is told so.
  await visitor.setViewportSize({ width: 1280, height: 720 });
  await visitor.getByLabel('Langue').selectOption('en');
  await visitor.getByRole('link', { name: titles[13], exact: true }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: titles[13] })).toBeVisible();
  await expect(
    visitor.getByText('This news item is not translated into your language: it is shown in French.'),
  ).toBeVisible();
  await visitor.context().close();
});

/** The demo's Porquerolles weekend: more comments than a page shows first (COMMENTS_PAGE_SIZE, 20). */
const busyNews = {
  title: 'Retour en images : le week-end à Porquerolles',
  earliest: 'Merci pour ce week-end, et bravo pour les photos de l’herbier !',
  latest: 'Le bilan : quatre plongées, 52 minutes en moyenne, 28 m au plus profond. Une belle sortie.',
};

/** The site as plain HTTP reads it (only the browser resolves demo.localhost), in French. */
const plainHttp = () =>
  request.newContext({ baseURL: api, extraHTTPHeaders: { host: demoHost, 'Accept-Language': 'fr' } });

/** A demo news item's id, looked up in the club's list (other tests add items before it). */
async function newsIdByTitle(http: APIRequestContext, title: string): Promise<number> {
  for (let index = 0; ; index += 1) {
    const items = (await (await http.get(`/api/News/getNewsByClub/1/${index}`)).json()) as {
      Id: number;
      Title: string;
    }[];
    if (items.length === 0) throw new Error(`The demo has no news item « ${title} »`);
    const found = items.find((item) => item.Title === title);
    if (found) return found.Id;
  }
}

for (const size of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test(`${size.width} px: a visitor reads a busy news item's 20 latest comments, then opens the earlier ones`, async ({
    page,
  }) => {
    const http = await plainHttp();
    const newsId = await newsIdByTitle(http, busyNews.title);
    const latestPage = await http.get(`/api/News/getCommentsPage/${newsId}`);
    const total = ((await latestPage.json()) as { Total: number }).Total;
    expect(total).toBeGreaterThan(20);
    // The server's page carries the latest comments, not the earliest.
    const html = await (await http.get(`/news/${newsId}`)).text();
    expect(html).toContain(busyNews.latest);
    expect(html).not.toContain(busyNews.earliest);
    await http.dispose();

    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/News/getComments')) asked.push(`${url.pathname}${url.search}`);
    });
    await page.setViewportSize(size);
    await page.goto(`/news/${newsId}`);
    const section = page.getByRole('region', { name: `Commentaires (${total})` });
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(20);
    await expect(items.last()).toContainText(busyNews.latest);
    await expect(section.getByText(busyNews.earliest)).toHaveCount(0);
    // The page came with its comments: the browser took them over without asking again.
    expect(asked).toEqual([]);

    const earlier = section.getByRole('button', { name: `Voir les ${total - 20} commentaires précédents` });
    await earlier.scrollIntoViewIfNeeded();
    const onTop = await earlier.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop, 'the button is what a tap on it reaches').toBe(true);
    await earlier.click();

    await expect(items).toHaveCount(total);
    await expect(earlier).toBeHidden();
    await expect(items.first()).toContainText(busyNews.earliest);
    await expect(items.last()).toContainText(busyNews.latest);
    // The button's focus went to the first comment it showed, where the button was.
    await expect(items.first()).toBeFocused();
    await expect(items.first()).toBeInViewport();
    expect(asked).toEqual([
      expect.stringMatching(new RegExp(`^/api/News/getCommentsPage/${newsId}\\?before=\\d+$`)),
    ]);
  });
}

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
