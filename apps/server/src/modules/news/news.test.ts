import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMMENTS_PAGE_SIZE, LIST_PAGE_SIZE, ROLE } from '@club/shared/constants';
import { smallerCopyUrl } from '@club/shared/domain/picture-copies';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../../test/assertions.ts';
import { buildClub, buildMember, type ClubRow, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { comments, news, newsContents } from '../../db/schema/news.ts';

let t: TestApp;
let webDistDir: string;

beforeAll(async () => {
  // A web build of its own, absent until a test writes it, whatever apps/web/dist holds.
  webDistDir = await mkdtemp(path.join(tmpdir(), 'news-web-dist-'));
  t = await createTestApp({ WEB_DIST_DIR: webDistDir });
});
afterAll(async () => {
  await rm(webDistDir, { recursive: true, force: true });
  await t.close();
});

type Headers = Record<string, string>;

/** A club with fr then en, its manager and two members, each signed in on the club's host. */
async function buildNewsClub(languageKeys = ['fr', 'en']) {
  const club = await buildClub(t.db, { languageKeys });
  const host = hostOf(club);
  const signedIn = async (role: number) => {
    const user = await buildMember(t.db, club, { role });
    const token = await signIn(t.app, host, user);
    return { user, headers: { host, authorization: `Bearer ${token}` } as Headers };
  };
  return {
    club,
    host,
    visitor: { host } as Headers,
    manager: await signedIn(ROLE.clubManager),
    member: await signedIn(ROLE.member),
    otherMember: await signedIn(ROLE.member),
  };
}

type Text = { Title?: string; Intro_content?: string; News_content?: string };

function saveNews(headers: Headers, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/News/editNewsContent', headers, payload: body });
}

async function createNews(headers: Headers, texts: Record<string, Text>): Promise<number> {
  const news_list = Object.entries(texts).map(([Language_key, text]) => ({ Language_key, ...text }));
  const response = await saveNews(headers, { news_list });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().news.Id;
}

const frenchNews = {
  fr: { Title: 'Sortie du dimanche', Intro_content: 'Rendez-vous', News_content: '<p>Au port</p>' },
};

async function newsCount(club: ClubRow) {
  return (await t.db.select().from(news).where(eq(news.clubId, club.id))).length;
}

function get(url: string, headers: Headers) {
  return t.app.inject({ url, headers });
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
    const noTitle = await saveNews(manager.headers, {
      news_list: [{ Language_key: 'fr', Title: '  ', News_content: '<p>Texte</p>' }],
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error).toBe('title_error');

    const noContent = await saveNews(manager.headers, {
      news_list: [{ Language_key: 'fr', Title: 'Titre', News_content: '<p> </p><script>alert(1)</script>' }],
    });
    expect(noContent.statusCode).toBe(400);
    expect(noContent.json().error).toBe('content_error');

    const nothingWritten = await saveNews(manager.headers, { news_list: [{ Language_key: 'fr' }] });
    expect(nothingWritten.json().error).toBe('title_error');
    expect(await newsCount(club)).toBe(0);
  });

  it('stores rich text without scripts, event handlers or javascript: links', async () => {
    const { manager } = await buildNewsClub();
    const newsId = await createNews(manager.headers, {
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
    const newsId = await createNews(manager.headers, {
      fr: { Title: 'Long', Intro_content: `  ${'é'.repeat(700)}`, News_content: '<p>x</p>' },
    });
    const [stored] = await t.db.select().from(newsContents).where(eq(newsContents.newsId, newsId));
    expect(stored?.introContent).toBe('é'.repeat(500));
  });

  it('updates a news and gives the edit screen every language of the club', async () => {
    const { manager } = await buildNewsClub(['fr', 'en', 'de']);
    const newsId = await createNews(manager.headers, {
      fr: { Title: 'Fête', News_content: '<p>fr</p>' },
      en: { Title: 'Party', News_content: '<p>en</p>' },
    });
    const updated = await saveNews(manager.headers, {
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
    const response = await saveNews(member.headers, {
      news_list: [{ Language_key: 'fr', Title: 'Moi aussi', News_content: '<p>x</p>' }],
    });
    expect(response.statusCode).toBe(403);
    expect(await newsCount(club)).toBe(0);
  });
});

describe('reading news', () => {
  it("gives the reader's language, else the club's first language", async () => {
    const { manager, visitor } = await buildNewsClub(['fr', 'en', 'de']);
    const newsId = await createNews(manager.headers, {
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
      ids.push(await createNews(manager.headers, { fr: { Title: `N${index}`, News_content: '<p>x</p>' } }));
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
    const newsId = await createNews(theirs.manager.headers, frenchNews);
    expect((await get(`/api/News/getNewsDetails/${newsId}`, ours.visitor)).statusCode).toBe(404);
    expect((await get(`/api/News/getComments/${newsId}`, ours.visitor)).statusCode).toBe(404);
    const list = await get(`/api/News/getNewsByClub/${ours.club.id}/0`, ours.visitor);
    expect(list.json()).toEqual([]);
  });
});

describe('comments', () => {
  it('lets a member comment in plain text, and not a visitor', async () => {
    const { manager, member, visitor } = await buildNewsClub();
    const newsId = await createNews(manager.headers, frenchNews);
    const comment = (headers: Headers, text: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/News/addComment',
        headers,
        payload: { news_id: newsId, comment_content: text },
      });

    const added = await comment(member.headers, '  <b>Super</b> sortie !  ');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      News_id: newsId,
      Comment_content: '<b>Super</b> sortie !',
      User_id: member.user.id,
      Author_name: `${member.user.firstname} ${member.user.lastname}`,
      Can_delete: true,
    });
    expect((await comment(visitor, 'anonyme')).statusCode).toBe(401);
    expect((await comment(member.headers, '   ')).statusCode).toBe(400);
    expect((await comment(member.headers, 'x'.repeat(2001))).statusCode).toBe(400);

    const listed = await get(`/api/News/getComments/${newsId}`, visitor);
    expect(listed.json()).toEqual([
      expect.objectContaining({ Comment_content: '<b>Super</b> sortie !', Can_delete: false }),
    ]);
    const later = await comment(member.headers, 'Encore « une » \\ "plongée"\n');
    const listedToAuthor = await get(`/api/News/getComments/${newsId}`, member.headers);
    expect(listedToAuthor.json(), 'oldest first, each as its addition answered it').toEqual([
      added.json(),
      later.json(),
    ]);
  });

  it('lets the author and the manager delete a comment, not another member', async () => {
    const { manager, member, otherMember } = await buildNewsClub();
    const newsId = await createNews(manager.headers, frenchNews);
    const addComment = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/News/addComment',
        headers: { ...member.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `news_id=${newsId}&comment_content=Bravo`,
      });
      return response.json<{ Id: number }>().Id;
    };
    const remaining = async () =>
      (await t.db.select().from(comments).where(eq(comments.newsId, newsId))).map((row) => row.id);
    const first = await addComment();
    const second = await addComment();

    const byOther = await get(`/api/News/deleteComment/${first}`, otherMember.headers);
    expect(byOther.statusCode).toBe(403);
    const seenByOther = await get(`/api/News/getComments/${newsId}`, otherMember.headers);
    expect(seenByOther.json().map((c: { Can_delete: boolean }) => c.Can_delete)).toEqual([false, false]);
    expect(await remaining()).toEqual([first, second]);

    expect((await get(`/api/News/deleteComment/${first}`, member.headers)).statusCode).toBe(200);
    expect(await remaining()).toEqual([second]);
    expect((await get(`/api/News/deleteComment/${second}`, manager.headers)).statusCode).toBe(200);
    expect(await remaining()).toEqual([]);
  });
});

describe('comments in pages', () => {
  type Page = {
    Total: number;
    Comments: Array<{ Id: number; Comment_content: string }>;
    Has_earlier: boolean;
  };
  const commentsPage = async (newsId: number, headers: Headers, before?: number | string) => {
    const query = before === undefined ? '' : `?before=${before}`;
    const response = await get(`/api/News/getCommentsPage/${newsId}${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const texts = (page: Page) => page.Comments.map((comment) => comment.Comment_content);

  /**
   * A news item with 25 comments written straight into the table, their ids in another order than
   * their dates; the 5th and 6th oldest at the same instant, so the page's edge falls between them.
   */
  async function commentedNews() {
    const club = await buildNewsClub();
    const newsId = await createNews(club.manager.headers, frenchNews);
    const start = Date.parse('2025-06-01T08:00:00Z');
    const minutes = Array.from({ length: 25 }, (_, index) => (index * 7) % 25);
    minutes[15] = minutes[22] as number;
    await t.db.insert(comments).values(
      minutes.map((minute, index) => ({
        clubId: club.club.id,
        newsId,
        userId: index % 2 === 0 ? club.member.user.id : club.otherMember.user.id,
        content: `Commentaire ${index}`,
        createdAt: new Date(start + minute * 60_000),
      })),
    );
    return { ...club, newsId };
  }

  it('gives the 20 latest, oldest first, then the earlier ones before the first of them', async () => {
    const { newsId, member } = await commentedNews();
    const every = (await get(`/api/News/getComments/${newsId}`, member.headers)).json<Page['Comments']>();
    expect(every).toHaveLength(25);

    const latest = await commentsPage(newsId, member.headers);
    expect(COMMENTS_PAGE_SIZE).toBe(20);
    // Each comment as getComments gives it to the same reader (Can_delete on their own ones).
    expect(latest).toEqual({ Total: 25, Comments: every.slice(5), Has_earlier: true });
    expect(texts(latest).slice(0, 2)).toEqual(['Commentaire 22', 'Commentaire 8']);
    const earlier = await commentsPage(newsId, member.headers, latest.Comments[0]?.Id);
    expect(earlier).toEqual({ Total: 25, Comments: every.slice(0, 5), Has_earlier: false });
    // By date, then by id for the two of the same instant (15 and 22).
    expect(texts(earlier)).toEqual([
      'Commentaire 0',
      'Commentaire 18',
      'Commentaire 11',
      'Commentaire 4',
      'Commentaire 15',
    ]);
    // An empty `before`, as a form sends an unset field, asks for the latest.
    expect(await commentsPage(newsId, member.headers, '')).toEqual(latest);
  });

  it('answers an item without comments with an empty page, and an unknown item with 404', async () => {
    const { manager, visitor } = await buildNewsClub();
    const newsId = await createNews(manager.headers, frenchNews);
    expect(await commentsPage(newsId, visitor)).toEqual({ Total: 0, Comments: [], Has_earlier: false });
    const unknown = await get(`/api/News/getCommentsPage/${newsId + 1000}`, visitor);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('not_found');
  });

  it('refuses a malformed `before` with 400, and one that is not a comment of the item with 404', async () => {
    const { club, newsId, visitor, manager } = await commentedNews();
    for (const before of ['abc', '0', '-3', '1.5', '2147483648', '1&before=2']) {
      const response = await get(`/api/News/getCommentsPage/${newsId}?before=${before}`, visitor);
      expect(response.statusCode, before).toBe(400);
      expect(response.json().error, before).toBe('invalid_input');
    }
    const otherNewsId = await createNews(manager.headers, frenchNews);
    const [elsewhere] = await t.db
      .insert(comments)
      .values({ clubId: club.id, newsId: otherNewsId, content: 'Sur une autre actualité' })
      .returning();
    const otherComment = present(elsewhere, 'comment').id;
    for (const before of [otherComment, otherComment + 1000]) {
      const response = await get(`/api/News/getCommentsPage/${newsId}?before=${before}`, visitor);
      expect(response.statusCode, String(before)).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
  });

  it("never shows another club's comments through this club's site", async () => {
    const theirs = await commentedNews();
    const ours = await buildNewsClub();
    const response = await get(`/api/News/getCommentsPage/${theirs.newsId}`, ours.visitor);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
    // Nor with one of their comments as the cursor of one of our items.
    const ourNews = await createNews(ours.manager.headers, frenchNews);
    const theirComment = (await commentsPage(theirs.newsId, theirs.visitor)).Comments[0]?.Id;
    const asCursor = await get(`/api/News/getCommentsPage/${ourNews}?before=${theirComment}`, ours.visitor);
    expect(asCursor.statusCode).toBe(404);
  });

  it('shows a new comment and a deleted one to a visitor at once (the kept answers are forgotten)', async () => {
    const { newsId, visitor, member } = await commentedNews();
    const latest = await commentsPage(newsId, visitor);
    const firstId = present(latest.Comments[0], 'comment').Id;
    const earlier = await commentsPage(newsId, visitor, firstId);
    // Kept: the same answers again.
    expect(await commentsPage(newsId, visitor)).toEqual(latest);
    expect(await commentsPage(newsId, visitor, firstId)).toEqual(earlier);

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/News/addComment',
      headers: member.headers,
      payload: { news_id: newsId, comment_content: 'Le tout dernier' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const afterAdd = await commentsPage(newsId, visitor);
    expect(afterAdd).toMatchObject({ Total: 26, Has_earlier: true });
    expect(afterAdd.Comments.at(-1)).toMatchObject({ Id: added.json().Id, Can_delete: false });
    expect(afterAdd.Comments.slice(0, -1)).toEqual(latest.Comments.slice(1));

    // The member deletes the oldest one: the earlier page the visitor was given is renewed too.
    const oldest = present(earlier.Comments[0], 'comment');
    expect(oldest.Comment_content).toBe('Commentaire 0');
    expect((await get(`/api/News/deleteComment/${oldest.Id}`, member.headers)).statusCode).toBe(200);
    const earlierAfter = await commentsPage(newsId, visitor, firstId);
    expect(earlierAfter).toMatchObject({ Total: 25, Has_earlier: false });
    expect(texts(earlierAfter)).toEqual(texts(earlier).slice(1));
    expect((await commentsPage(newsId, visitor)).Total).toBe(25);
  });
});

describe("comments of another club's news", () => {
  it('are neither added nor listed through this club, even when it has some; a news item without any lists none', async () => {
    const theirs = await buildNewsClub();
    const ours = await buildNewsClub();
    const theirNews = await createNews(theirs.manager.headers, frenchNews);
    const comment = (headers: Headers, newsId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/News/addComment',
        headers,
        payload: { news_id: newsId, comment_content: 'Bravo' },
      });
    expect((await comment(theirs.member.headers, theirNews)).statusCode).toBe(200);
    expect((await comment(ours.member.headers, theirNews)).statusCode).toBe(404);
    const stored = await t.db.select().from(comments).where(eq(comments.newsId, theirNews));
    expect(stored.map((row) => row.userId)).toEqual([theirs.member.user.id]);
    expect((await get(`/api/News/getComments/${theirNews}`, ours.visitor)).statusCode).toBe(404);

    const ourNews = await createNews(ours.manager.headers, frenchNews);
    const none = await get(`/api/News/getComments/${ourNews}`, ours.visitor);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });
});

describe("another club's manager", () => {
  it('can neither edit nor delete the news or its comments', async () => {
    const ours = await buildNewsClub();
    const theirs = await buildNewsClub();
    const newsId = await createNews(ours.manager.headers, frenchNews);
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
    expect((await saveNews(own, edit)).statusCode).toBe(404);
    expect((await get(`/api/News/getNewsById/${newsId}`, own)).statusCode).toBe(404);
    expect((await get(`/api/News/deleteNews/${newsId}`, own)).statusCode).toBe(404);
    expect((await get(`/api/News/deleteComment/${commentId}`, own)).statusCode).toBe(404);
    expect((await uploadPicture(own, newsId, png)).statusCode).toBe(404);

    // On our host, their token is refused.
    const foreign = { ...own, host: ours.host };
    expect((await saveNews(foreign, edit)).statusCode).toBe(401);
    expect((await get(`/api/News/deleteNews/${newsId}`, foreign)).statusCode).toBe(401);
    expect((await get(`/api/News/deleteComment/${commentId}`, foreign)).statusCode).toBe(401);

    expect(await snapshot()).toEqual(before);
  });
});

describe('news picture', () => {
  it('refuses a file that is not a picture, then replaces the picture and deletes the old file', async () => {
    const { manager, member } = await buildNewsClub();
    const newsId = await createNews(manager.headers, frenchNews);
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
