import { type APIRequestContext, request } from '@playwright/test';
import { api, demoHost } from '../support/layer-editor.ts';
import { manager, newVisitor, runId, timezoneId } from '../support/news.ts';
import { expect, test } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';

/** Long lists of a club's news: its news items a page at a time, and a busy item's earlier comments. */

test.use({ timezoneId });

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
