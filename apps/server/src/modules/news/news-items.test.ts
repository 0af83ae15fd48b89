import { access } from 'node:fs/promises';
import path from 'node:path';
import { LIST_PAGE_SIZE } from '@club/shared/constants';
import { smallerCopyUrl } from '@club/shared/domain/picture-copies';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../../test/assertions.ts';
import { buildClub, type ClubRow } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { comments, news, newsContents } from '../../db/schema/news.ts';
import { createNewsTestApp, frenchNewsItem, type Headers, newsApi } from './news-test-support.ts';

/** News items: written by the club's manager only, read in the reader's language, with their picture. */
let t: TestApp;
beforeAll(async () => {
  t = await createNewsTestApp();
});
afterAll(() => t.close());

const { buildNewsClub, saveNewsItem, createNewsItem, get } = newsApi(() => t);

async function newsCount(club: ClubRow) {
  return (await t.db.select().from(news).where(eq(news.clubId, club.id))).length;
}

async function multipartFile(data: Buffer, filename: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

function uploadPicture(headers: Headers, newsId: number, file: { payload: Buffer; contentType: string }) {
  return t.app.inject({
    method: 'POST',
    url: `/api/News/editImageUrl/${newsId}`,
    headers: { ...headers, 'content-type': file.contentType },
    payload: file.payload,
  });
}

const storedFile = (url: string) => path.join(t.dataDir, 'files', url.replace(/^\/files\//, ''));
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('writing news', () => {
  it('refuses a news without a title or without content with its code, and writes nothing', async () => {
    const { club, manager } = await buildNewsClub();
    const noTitle = await saveNewsItem(manager.headers, {
      news_list: [{ Language_key: 'fr', Title: '  ', News_content: '<p>Texte</p>' }],
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error).toBe('title_error');

    const noContent = await saveNewsItem(manager.headers, {
      news_list: [{ Language_key: 'fr', Title: 'Titre', News_content: '<p> </p><script>alert(1)</script>' }],
    });
    expect(noContent.statusCode).toBe(400);
    expect(noContent.json().error).toBe('content_error');

    const nothingWritten = await saveNewsItem(manager.headers, { news_list: [{ Language_key: 'fr' }] });
    expect(nothingWritten.json().error).toBe('title_error');
    expect(await newsCount(club)).toBe(0);
  });

  it('stores rich text without scripts, event handlers or javascript: links', async () => {
    const { manager } = await buildNewsClub();
    const newsId = await createNewsItem(manager.headers, {
      fr: {
        Title: 'Plongée',
        News_content:
          '<p onclick="steal()">Bonjour<script>alert(1)</script></p><img src="x.png" onerror="alert(1)">' +
          '<a href="javascript:alert(1)">piège</a><a href="https://club.example">site</a><iframe src="https://x"></iframe>',
      },
    });
    const [stored] = await t.db.select().from(newsContents).where(eq(newsContents.newsId, newsId));
    const html = stored?.newsContent ?? '';
    expect(html).toContain('<p>Bonjour</p>');
    expect(html).toContain('href="https://club.example"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    for (const forbidden of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', '<iframe']) {
      expect(html).not.toContain(forbidden);
    }
  });

  it('trims the intro to 500 characters', async () => {
    const { manager } = await buildNewsClub();
    const newsId = await createNewsItem(manager.headers, {
      fr: { Title: 'Long', Intro_content: `  ${'é'.repeat(700)}`, News_content: '<p>x</p>' },
    });
    const [stored] = await t.db.select().from(newsContents).where(eq(newsContents.newsId, newsId));
    expect(stored?.introContent).toBe('é'.repeat(500));
  });

  it('updates a news and gives the edit screen every language of the club', async () => {
    const { manager } = await buildNewsClub(['fr', 'en', 'de']);
    const newsId = await createNewsItem(manager.headers, {
      fr: { Title: 'Fête', News_content: '<p>fr</p>' },
      en: { Title: 'Party', News_content: '<p>en</p>' },
    });
    const updated = await saveNewsItem(manager.headers, {
      Id: newsId,
      Is_event: true,
      Event_date: '2025-07-14T18:00:00.000Z',
      news_list: [
        { Language_key: 'fr', Title: 'Grande fête', News_content: '<p>fr 2</p>' },
        { Language_key: 'en', Title: '', Intro_content: '', News_content: '' },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const edit = await get(`/api/News/getNewsById/${newsId}`, manager.headers);
    expect(edit.statusCode).toBe(200);
    const body = edit.json();
    expect(body.news).toMatchObject({ Id: newsId, Is_event: true, Event_date: '2025-07-14T18:00:00.000Z' });
    expect(
      body.news_list.map((text: { Language_key: string; Title: string }) => [text.Language_key, text.Title]),
    ).toEqual([
      ['fr', 'Grande fête'],
      ['en', ''],
      ['de', ''],
    ]);
    expect(await t.db.select().from(newsContents).where(eq(newsContents.newsId, newsId))).toHaveLength(1);
  });

  it('refuses news writing to a member', async () => {
    const { club, member } = await buildNewsClub();
    const response = await saveNewsItem(member.headers, {
      news_list: [{ Language_key: 'fr', Title: 'Moi aussi', News_content: '<p>x</p>' }],
    });
    expect(response.statusCode).toBe(403);
    expect(await newsCount(club)).toBe(0);
  });
});

describe('reading news', () => {
  it("gives the reader's language, else the club's first language", async () => {
    const { manager, visitor } = await buildNewsClub(['fr', 'en', 'de']);
    const newsId = await createNewsItem(manager.headers, {
      fr: { Title: 'Bonjour', Intro_content: 'fr intro', News_content: '<p>fr</p>' },
      en: { Title: 'Hello', Intro_content: 'en intro', News_content: '<p>en</p>' },
    });
    const inEnglish = await get(`/api/News/getNewsDetails/${newsId}`, {
      ...visitor,
      'accept-language': 'en',
    });
    expect(inEnglish.json()).toMatchObject({ Title: 'Hello', Language_key: 'en', News_content: '<p>en</p>' });
    const inGerman = await get(`/api/News/getNewsDetails/${newsId}`, { ...visitor, language: 'de' });
    expect(inGerman.json()).toMatchObject({
      Title: 'Bonjour',
      Language_key: 'fr',
      News_content: '<p>fr</p>',
    });
  });

  it('pages newest first and ends with an empty page', async () => {
    const { club, manager, visitor } = await buildNewsClub();
    const ids: number[] = [];
    for (let index = 0; index < LIST_PAGE_SIZE + 2; index += 1) {
      ids.push(
        await createNewsItem(manager.headers, { fr: { Title: `N${index}`, News_content: '<p>x</p>' } }),
      );
    }
    const page = async (number: number) => {
      const response = await get(`/api/News/getNewsByClub/${club.id}/${number}`, visitor);
      expect(response.statusCode).toBe(200);
      return response.json<{ Id: number }[]>().map((item) => item.Id);
    };
    const newestFirst = [...ids].reverse();
    expect(await page(0)).toEqual(newestFirst.slice(0, LIST_PAGE_SIZE));
    expect(await page(1)).toEqual(newestFirst.slice(LIST_PAGE_SIZE));
    expect(await page(2)).toEqual([]);

    const last = await get(`/api/News/getLastNewsByClub/${club.id}`, visitor);
    expect(last.json()).toMatchObject({ Id: newestFirst[0], Title: `N${LIST_PAGE_SIZE + 1}` });
  });

  it("answers null for the last news of a club without any, and 404 for another club's list", async () => {
    const { club, visitor } = await buildNewsClub();
    const other = await buildClub(t.db);
    const last = await get(`/api/News/getLastNewsByClub/${club.id}`, visitor);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toBeNull();
    expect((await get(`/api/News/getNewsByClub/${other.id}/0`, visitor)).statusCode).toBe(404);
  });

  it("never shows a news of another club through this club's site", async () => {
    const theirs = await buildNewsClub();
    const ours = await buildNewsClub();
    const newsId = await createNewsItem(theirs.manager.headers, frenchNewsItem);
    expect((await get(`/api/News/getNewsDetails/${newsId}`, ours.visitor)).statusCode).toBe(404);
    expect((await get(`/api/News/getComments/${newsId}`, ours.visitor)).statusCode).toBe(404);
    const list = await get(`/api/News/getNewsByClub/${ours.club.id}/0`, ours.visitor);
    expect(list.json()).toEqual([]);
  });
});

describe("another club's manager", () => {
  it('can neither edit nor delete the news or its comments', async () => {
    const ours = await buildNewsClub();
    const theirs = await buildNewsClub();
    const newsId = await createNewsItem(ours.manager.headers, frenchNewsItem);
    const commented = await t.app.inject({
      method: 'POST',
      url: '/api/News/addComment',
      headers: ours.member.headers,
      payload: { news_id: newsId, comment_content: 'Bravo' },
    });
    const commentId = commented.json().Id;
    const snapshot = async () => ({
      news: await t.db.select().from(news).where(eq(news.id, newsId)),
      texts: await t.db.select().from(newsContents).where(eq(newsContents.newsId, newsId)),
      comments: await t.db.select().from(comments).where(eq(comments.newsId, newsId)),
    });
    const before = await snapshot();
    const png = await multipartFile(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#08f' } })
        .png()
        .toBuffer(),
      'a.png',
    );
    const edit = { Id: newsId, news_list: [{ Language_key: 'fr', Title: 'Volé', News_content: '<p>x</p>' }] };

    // On their own club's host, our news does not exist.
    const own = theirs.manager.headers;
    expect((await saveNewsItem(own, edit)).statusCode).toBe(404);
    expect((await get(`/api/News/getNewsById/${newsId}`, own)).statusCode).toBe(404);
    expect((await get(`/api/News/deleteNews/${newsId}`, own)).statusCode).toBe(404);
    expect((await get(`/api/News/deleteComment/${commentId}`, own)).statusCode).toBe(404);
    expect((await uploadPicture(own, newsId, png)).statusCode).toBe(404);

    // On our host, their token is refused.
    const foreign = { ...own, host: ours.host };
    expect((await saveNewsItem(foreign, edit)).statusCode).toBe(401);
    expect((await get(`/api/News/deleteNews/${newsId}`, foreign)).statusCode).toBe(401);
    expect((await get(`/api/News/deleteComment/${commentId}`, foreign)).statusCode).toBe(401);

    expect(await snapshot()).toEqual(before);
  });
});

describe('news picture', () => {
  it('refuses a file that is not a picture, then replaces the picture and deletes the old file', async () => {
    const { manager, member } = await buildNewsClub();
    const newsId = await createNewsItem(manager.headers, frenchNewsItem);
    const notPicture = await uploadPicture(
      manager.headers,
      newsId,
      await multipartFile(Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png'),
    );
    expect(notPicture.statusCode).toBe(415);
    expect(notPicture.json().error).toBe('unsupported_file');

    const picture = async (color: string) =>
      multipartFile(
        await sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
          .jpeg()
          .toBuffer(),
        'p.jpg',
      );
    expect((await uploadPicture(member.headers, newsId, await picture('#f00'))).statusCode).toBe(403);

    const first = await uploadPicture(manager.headers, newsId, await picture('#f00'));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl: string = first.json().Picture;
    expect(firstUrl).toMatch(/^\/files\/news\/.+\.webp$/);
    expect(await exists(storedFile(firstUrl))).toBe(true);
    // A phone asked for the smaller copy: it goes with its picture.
    const firstCopy = present(smallerCopyUrl(firstUrl));
    const host = manager.headers.host ?? '';
    expect((await t.app.inject({ url: firstCopy, headers: { host } })).statusCode).toBe(200);
    expect(await exists(storedFile(firstCopy))).toBe(true);

    const second = await uploadPicture(manager.headers, newsId, await picture('#00f'));
    const secondUrl: string = second.json().Picture;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await exists(storedFile(secondUrl))).toBe(true);
    expect(await exists(storedFile(firstUrl))).toBe(false);
    expect(await exists(storedFile(firstCopy))).toBe(false);

    const served = await t.app.inject({ url: secondUrl, headers: { host } });
    expect(served.headers['content-type']).toBe('image/webp');
    const secondCopy = present(smallerCopyUrl(secondUrl));
    expect((await t.app.inject({ url: secondCopy, headers: { host } })).statusCode).toBe(200);

    expect((await get(`/api/News/deleteNews/${newsId}`, manager.headers)).statusCode).toBe(200);
    expect(await exists(storedFile(secondUrl))).toBe(false);
    expect(await exists(storedFile(secondCopy))).toBe(false);
    expect(await t.db.select().from(newsContents).where(eq(newsContents.newsId, newsId))).toEqual([]);
  });
});
