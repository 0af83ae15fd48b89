import { COMMENTS_PAGE_SIZE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../../test/assertions.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { comments } from '../../db/schema/news.ts';
import { createNewsTestApp, frenchNewsItem, type Headers, newsApi } from './news-test-support.ts';

/** Comments on news items: written by members, deleted by their author or the manager, read in pages. */
let t: TestApp;
beforeAll(async () => {
  t = await createNewsTestApp();
});
afterAll(() => t.close());

const { buildNewsClub, createNewsItem, get } = newsApi(() => t);

describe('comments', () => {
  it('lets a member comment in plain text, and not a visitor', async () => {
    const { manager, member, visitor } = await buildNewsClub();
    const newsId = await createNewsItem(manager.headers, frenchNewsItem);
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
    const newsId = await createNewsItem(manager.headers, frenchNewsItem);
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
  async function commentedNewsItem() {
    const club = await buildNewsClub();
    const newsId = await createNewsItem(club.manager.headers, frenchNewsItem);
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
    const { newsId, member } = await commentedNewsItem();
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
    const newsId = await createNewsItem(manager.headers, frenchNewsItem);
    expect(await commentsPage(newsId, visitor)).toEqual({ Total: 0, Comments: [], Has_earlier: false });
    const unknown = await get(`/api/News/getCommentsPage/${newsId + 1000}`, visitor);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('not_found');
  });

  it('refuses a malformed `before` with 400, and one that is not a comment of the item with 404', async () => {
    const { club, newsId, visitor, manager } = await commentedNewsItem();
    for (const before of ['abc', '0', '-3', '1.5', '2147483648', '1&before=2']) {
      const response = await get(`/api/News/getCommentsPage/${newsId}?before=${before}`, visitor);
      expect(response.statusCode, before).toBe(400);
      expect(response.json().error, before).toBe('invalid_input');
    }
    const otherNewsItemId = await createNewsItem(manager.headers, frenchNewsItem);
    const [elsewhere] = await t.db
      .insert(comments)
      .values({ clubId: club.id, newsId: otherNewsItemId, content: 'Sur une autre actualité' })
      .returning();
    const otherComment = present(elsewhere, 'comment').id;
    for (const before of [otherComment, otherComment + 1000]) {
      const response = await get(`/api/News/getCommentsPage/${newsId}?before=${before}`, visitor);
      expect(response.statusCode, String(before)).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
  });

  it("never shows another club's comments through this club's site", async () => {
    const theirs = await commentedNewsItem();
    const ours = await buildNewsClub();
    const response = await get(`/api/News/getCommentsPage/${theirs.newsId}`, ours.visitor);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
    // Nor with one of their comments as the cursor of one of our items.
    const ourNewsItem = await createNewsItem(ours.manager.headers, frenchNewsItem);
    const theirComment = (await commentsPage(theirs.newsId, theirs.visitor)).Comments[0]?.Id;
    const asCursor = await get(
      `/api/News/getCommentsPage/${ourNewsItem}?before=${theirComment}`,
      ours.visitor,
    );
    expect(asCursor.statusCode).toBe(404);
  });

  it('shows a new comment and a deleted one to a visitor at once (the kept answers are forgotten)', async () => {
    const { newsId, visitor, member } = await commentedNewsItem();
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
    const theirNewsItem = await createNewsItem(theirs.manager.headers, frenchNewsItem);
    const comment = (headers: Headers, newsId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/News/addComment',
        headers,
        payload: { news_id: newsId, comment_content: 'Bravo' },
      });
    expect((await comment(theirs.member.headers, theirNewsItem)).statusCode).toBe(200);
    expect((await comment(ours.member.headers, theirNewsItem)).statusCode).toBe(404);
    const stored = await t.db.select().from(comments).where(eq(comments.newsId, theirNewsItem));
    expect(stored.map((row) => row.userId)).toEqual([theirs.member.user.id]);
    expect((await get(`/api/News/getComments/${theirNewsItem}`, ours.visitor)).statusCode).toBe(404);

    const ourNewsItem = await createNewsItem(ours.manager.headers, frenchNewsItem);
    const none = await get(`/api/News/getComments/${ourNewsItem}`, ours.visitor);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });
});
